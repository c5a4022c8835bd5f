import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `#Preview` and `@Previewable` expand to: plain Swift a reader can follow.
final class PreviewMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    func testANamedPreviewWithTraitsBecomesARegistryType() {
        assertMacroExpansion(
            """
            #Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) {
                ContentView()
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: Easel.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor @Easel.ViewBuilder static func makeBody() -> some Easel.View {
                    ContentView()
                }
                static func makePreview() throws -> Easel.Preview {
                    Easel.Preview("Wide", traits: [.landscapeLeft, .sizeThatFitsLayout], body: {
                            makeBody()
                        })
                }
            }
            """,
            macros: macros)
    }

    /// Xcode 15's idiom for previews that need set-up: statements, then `return` the view.
    func testABodyThatReturnsItsViewIsAPlainFunction() {
        assertMacroExpansion(
            """
            #Preview {
                let model = PokemonViewModel(index: 149)
                return PokemonView(pokemon: model.list.map { item in return item })
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: Easel.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makeBody() -> any Easel.View {
                    let model = PokemonViewModel(index: 149)
                    return PokemonView(pokemon: model.list.map { item in
                            return item
                        })
                }
                static func makePreview() throws -> Easel.Preview {
                    Easel.Preview(nil, traits: [], body: {
                            makeBody()
                        })
                }
            }
            """,
            macros: macros)
    }

    func testPreviewableVariablesBecomeTheStateOfAWrapperView() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var count = 3
                CounterRow(count: $count)
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: Easel.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                struct PreviewableWrapper: Easel.View {
                    @State var count = 3
                    var body: some Easel.View {
                        CounterRow(count: $count)
                    }
                }
                @MainActor static func makeBody() -> some Easel.View {
                    PreviewableWrapper()
                }
                static func makePreview() throws -> Easel.Preview {
                    Easel.Preview(nil, traits: [], body: {
                            makeBody()
                        })
                }
            }
            """,
            macros: macros)
    }

    func testAPreviewWithoutABodyIsAnError() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { ContentView() }", line: 1, column: 1)],
            macros: macros)
    }
}
