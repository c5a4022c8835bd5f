import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `@ModelActor` expands to: SwiftData's members, on the container's main context.
final class ModelActorMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["ModelActor": ModelActorMacro.self]

    func testAnActorGetsItsContainerExecutorAndInit() {
        assertMacroExpansion(
            """
            @ModelActor
            actor DataHandler {
                func add() {}
            }
            """,
            expandedSource: """
            actor DataHandler {
                func add() {}

                nonisolated let modelExecutor: any SwiftData.ModelExecutor

                nonisolated let modelContainer: SwiftData.ModelContainer

                init(modelContainer: SwiftData.ModelContainer) {
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContainer.mainContext)
                    self.modelContainer = modelContainer
                }
            }

            extension DataHandler: SwiftData.ModelActor {
            }
            """,
            macros: macros)
    }

    func testAPublicActorGetsPublicMembersAndAClassIsRefused() {
        assertMacroExpansion(
            """
            @ModelActor
            public actor Importer {
            }
            """,
            expandedSource: """
            public actor Importer {

                public nonisolated let modelExecutor: any SwiftData.ModelExecutor

                public nonisolated let modelContainer: SwiftData.ModelContainer

                public init(modelContainer: SwiftData.ModelContainer) {
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContainer.mainContext)
                    self.modelContainer = modelContainer
                }
            }

            extension Importer: SwiftData.ModelActor {
            }
            """,
            macros: macros)
        assertMacroExpansion(
            "@ModelActor class Importer {}",
            expandedSource: "class Importer {}",
            diagnostics: [DiagnosticSpec(message: "@ModelActor applies to an actor: @ModelActor actor DataHandler { … }", line: 1, column: 1)],
            macros: macros)
    }
}
