import SwiftParser
import SwiftSyntax
import EaselTool

/// Finds the literals of a file's view code with Swift's own parser (see `LiteralScan`).
public enum LiteralScanner {
    /// Makes this process's live previews change literals without compiling.
    public static func install() {
        LiteralScan.scanner = scan
    }

    public static func scan(_ text: String) -> LiteralScan {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return LiteralScan(text: text, literals: finder.found)
    }
}

private final class Finder: SyntaxVisitor {
    var found: [LiteralScan.Literal] = []
    /// How many view scopes (`body`, `some View` properties and functions) enclose the node.
    private var viewScopes = 0

    // MARK: View scopes

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if Self.isViewProperty(node) { viewScopes += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: PatternBindingSyntax) {
        if Self.isViewProperty(node) { viewScopes -= 1 }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.returnsView(node) { viewScopes += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if Self.returnsView(node) { viewScopes -= 1 }
    }

    private static func isViewProperty(_ node: PatternBindingSyntax) -> Bool {
        guard node.accessorBlock != nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        return name == "body" || Self.namesView(node.typeAnnotation?.type)
    }

    private static func returnsView(_ node: FunctionDeclSyntax) -> Bool {
        node.body != nil && namesView(node.signature.returnClause?.type)
    }

    private static func namesView(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let text = type.trimmedDescription
        return text == "some View" || text == "some SwiftUI.View" || text == "AnyView"
    }

    // MARK: Where a literal must stay as written

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#if` conditions stay; the code of each branch is visited.
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    // MARK: Literals

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if viewScopes > 0, node.openingQuote.tokenKind == .stringQuote, node.segments.count <= 1,
           node.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }), Self.standsAlone(node),
           let value = node.representedLiteralValue {
            add(.string, node, value)
        }
        // Nothing inside a string (its interpolations) is changed.
        return .skipChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if viewScopes > 0, Self.standsAlone(node), let value = node.representedLiteralValue { add(.integer, node, String(value)) }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if viewScopes > 0, Self.standsAlone(node), let value = node.representedLiteralValue, value.isFinite {
            add(.float, node, String(value))
        }
        return .skipChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if viewScopes > 0, Self.standsAlone(node) { add(.boolean, node, node.literal.tokenKind == .keyword(.true) ? "true" : "false") }
        return .skipChildren
    }

    private func add(_ kind: LiteralScan.Kind, _ node: some SyntaxProtocol, _ value: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        found.append(LiteralScan.Literal(kind: kind, range: range, value: value))
    }

    /// Not an operand of an operator (`width * 0.5`, `name ?? "None"`, `0..<5`): a generic call
    /// there can make the expression slow or ambiguous to type-check.
    private static func standsAlone(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        if let parent = child.parent, parent.is(PrefixOperatorExprSyntax.self) { child = parent }
        guard let parent = child.parent else { return true }
        return !parent.is(ExprListSyntax.self) && !parent.is(InfixOperatorExprSyntax.self)
    }
}
