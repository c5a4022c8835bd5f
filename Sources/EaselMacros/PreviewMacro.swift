import SwiftSyntax
import SwiftSyntaxMacros
import SwiftCompilerPlugin

/// `#Preview("Name", traits: …) { body }` → a type conforming to `PreviewRegistry`, found at run
/// time by Easel's preview discovery (as Xcode's macro of the same name expands to a registry
/// type that Xcode finds):
///
/// ```swift
/// struct $s…Preview…: Easel.PreviewRegistry {
///     static let fileID: String = "MyApp/ContentView.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor @Easel.ViewBuilder static func makeBody() -> some Easel.View { body }
///     static func makePreview() throws -> Easel.Preview {
///         Easel.Preview("Name", traits: [.landscapeLeft], body: { makeBody() })
///     }
/// }
/// ```
///
/// `@Previewable` variables at the top of the body become the stored properties of a view that
/// wraps the rest of the body, so `@Previewable @State var isOn = true` is real state.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a body: #Preview { ContentView() }")
        }
        var name = "nil"
        var traits: [String] = []
        var inTraits = false
        for argument in node.arguments where argument.label?.text != "body" {
            if argument.label == nil && !inTraits {
                name = argument.expression.trimmedDescription
            } else {
                inTraits = true
                traits.append(argument.expression.trimmedDescription)
            }
        }
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "0"
        let column = location?.column.trimmedDescription ?? "0"

        // The body's `@Previewable` declarations, and everything else.
        var previewable: [String] = []
        var rest: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let kept = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewable.append(variable.with(\.attributes, kept).trimmedDescription)
            } else {
                rest.append(item.description)
            }
        }
        // Written at its final indentation (the type's members at 4 spaces), so the expansion
        // reads as if typed by hand.
        let bodyFunction: String
        if previewable.isEmpty && Self.returnsExplicitly(body.statements) {
            // `let model = …; return ContentView(model: model)`: Apple's body is a closure
            // returning `any View`, which a `return` may end; a view builder may not hold one.
            bodyFunction = [
                "@MainActor static func makeBody() -> any Easel.View {",
                indented(body.statements.description, by: "        "),
                "    }",
            ].joined(separator: "\n")
        } else if previewable.isEmpty {
            bodyFunction = [
                "@MainActor @Easel.ViewBuilder static func makeBody() -> some Easel.View {",
                indented(body.statements.description, by: "        "),
                "    }",
            ].joined(separator: "\n")
        } else {
            bodyFunction = [
                "struct PreviewableWrapper: Easel.View {",
                indented(previewable.joined(separator: "\n"), by: "        "),
                "        var body: some Easel.View {",
                indented(rest.joined(), by: "            "),
                "        }",
                "    }",
                "    @MainActor static func makeBody() -> some Easel.View {",
                "        PreviewableWrapper()",
                "    }",
            ].joined(separator: "\n")
        }
        let traitList = traits.isEmpty ? "[]" : "[\(traits.joined(separator: ", "))]"
        return ["""
            struct \(typeName): Easel.PreviewRegistry {
                static let fileID: String = \(raw: file)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                \(raw: bodyFunction)
                static func makePreview() throws -> Easel.Preview {
                    Easel.Preview(\(raw: name), traits: \(raw: traitList), body: { makeBody() })
                }
            }
            """]
    }
}

extension PreviewMacro {
    /// Whether a statement of the body itself (not of a closure inside it) is a `return`.
    static func returnsExplicitly(_ statements: CodeBlockItemListSyntax) -> Bool {
        final class ReturnFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body that `#Preview` turns into view state.
/// On its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// The lines of `code` with their common indentation replaced by `prefix`, blank lines at
/// either end dropped: the user's body, indented for where the expansion puts it.
func indented(_ code: String, by prefix: String) -> String {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    let common = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : prefix + $0.dropFirst(common) }.joined(separator: "\n")
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct EaselMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, ModelMacro.self, ModelPropertyMacro.self, EntryMacro.self, WidgetPreviewMacro.self, GenerableMacro.self, GuideMacro.self, ModelActorMacro.self, ModelSchemaMacro.self]
}
