import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `@Model` expands to: `@Observable`'s machinery and the two conformances.
final class ModelMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Model": ModelMacro.self, "Transient": ModelPropertyMacro.self]

    func testStoredVariablesAreTrackedAndTheClassConforms() {
        assertMacroExpansion(
            """
            @Model
            final class Trip {
                var name: String
                let id: Int
                @Transient var isExpanded = false
                var summary: String { name }
                static var count = 0
                init(name: String) { self.name = name; id = 1 }
            }
            """,
            expandedSource: """
            final class Trip {
                @ObservationTracked
                var name: String
                let id: Int
                var isExpanded = false
                var summary: String { name }
                static var count = 0
                init(name: String) { self.name = name; id = 1 }

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Trip, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Trip, Member>,
                                                                               _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }
            }

            extension Trip: SwiftData.PersistentModel, Observation.Observable {
            }
            """,
            macros: macros)
    }

    func testAStructIsRefused() {
        assertMacroExpansion(
            "@Model struct Point { var x = 0 }",
            expandedSource: "struct Point { var x = 0 \n}",
            diagnostics: [DiagnosticSpec(message: "@Model applies to classes: SwiftData models are reference types.", line: 1, column: 1)],
            macros: macros)
    }
}
