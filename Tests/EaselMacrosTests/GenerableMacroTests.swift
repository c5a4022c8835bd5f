import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `@Generable` and `@Guide` expand to: the conformance to `Generable`, and nothing else.
final class GenerableMacroTests: XCTestCase {
    private let specs: [String: MacroSpec] = [
        "Generable": MacroSpec(type: GenerableMacro.self, conformances: ["Generable"]),
        "Guide": MacroSpec(type: GuideMacro.self),
    ]

    func testAStructureGainsTheConformanceAndItsGuidesVanish() {
        assertMacroExpansion(
            """
            @Generable
            struct SearchSuggestions {
                @Guide(description: "A list of suggested search terms.", .count(4))
                var searchTerms: [String]
            }
            """,
            expandedSource: """
            struct SearchSuggestions {
                var searchTerms: [String]
            }

            extension SearchSuggestions: FoundationModels.Generable {
            }
            """,
            macroSpecs: specs)
    }

    func testAnEnumerationGainsTheConformance() {
        assertMacroExpansion(
            """
            @Generable(description: "How the day felt")
            enum Mood {
                case calm, busy
            }
            """,
            expandedSource: """
            enum Mood {
                case calm, busy
            }

            extension Mood: FoundationModels.Generable {
            }
            """,
            macroSpecs: specs)
    }

    func testAClassIsRefused() {
        assertMacroExpansion(
            """
            @Generable
            class Recipe {
            }
            """,
            expandedSource: """
            class Recipe {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Generable applies to structures and enumerations.", line: 1, column: 1),
            ],
            macroSpecs: specs)
    }
}
