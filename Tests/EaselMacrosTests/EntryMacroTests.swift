import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `@Entry` expands to: accessors through the container's entry subscript, and a key.
final class EntryMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Entry": EntryMacro.self]

    func testATypedEntryGetsAKeyWithItsDefault() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[_easelEntry: __Key_accent.self]
                    }
                    set {
                        self[_easelEntry: __Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: Easel._EntryKey {
                    static var defaultValue: Color {
                        .orange
                    }
                }
            }
            """,
            macros: macros)
    }

    func testAnUntypedEntryTakesItsValuesTypeAndAnOptionalOneStartsAsNil() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var isCompact = false
                @Entry var userName: String?
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var isCompact {
                    get {
                        self[_easelEntry: __Key_isCompact.self]
                    }
                    set {
                        self[_easelEntry: __Key_isCompact.self] = newValue
                    }
                }

                private struct __Key_isCompact: Easel._EntryKey {
                    static let defaultValue = false
                }
                var userName: String? {
                    get {
                        self[_easelEntry: __Key_userName.self]
                    }
                    set {
                        self[_easelEntry: __Key_userName.self] = newValue
                    }
                }

                private struct __Key_userName: Easel._EntryKey {
                    static var defaultValue: String? {
                        nil
                    }
                }
            }
            """,
            macros: macros)
    }

    func testANonOptionalEntryWithoutAValueIsAnError() {
        assertMacroExpansion(
            "extension EnvironmentValues {\n    @Entry var count: Int\n}",
            expandedSource: "extension EnvironmentValues {\n    var count: Int\n}",
            diagnostics: [
                DiagnosticSpec(message: "@Entry var count: Int needs an initial value (or an optional type, which starts as nil).", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry var count: Int needs an initial value (or an optional type, which starts as nil).", line: 2, column: 5),
            ],
            macros: macros)
    }
}
