import Foundation

/// One laid-out view, as the viewer's frame overlay and tests see it.
public struct LaidOutView: Equatable, Sendable {
    /// The kind of view ("Text", "HStackLayout", "Padding"…).
    public let kind: String
    /// The layout frame in host coordinates.
    public let frame: CGRect
    /// The first text baseline, from the top of the frame, when the view has text.
    public let firstBaseline: CGFloat?
    /// The view's `accessibilityIdentifier`, if any.
    public let identifier: String?
    /// Nesting depth from the root (0).
    public let depth: Int
}

extension PreviewHost {
    /// Every laid-out view, parents before children.
    public func laidOutViews() -> [LaidOutView] {
        layoutIfNeeded()
        var result: [LaidOutView] = []
        func visit(_ node: ViewNode, depth: Int) {
            let baseline = node.explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: node.frame.size, proposal: node.placedProposal)
            result.append(LaidOutView(kind: node.layout.debugName, frame: node.frame, firstBaseline: baseline,
                                      identifier: node[AccessibilityIdentifierTrait.self], depth: depth))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(graph.rootNode, depth: 0)
        return result
    }

    /// The text shown by the view marked `.accessibilityIdentifier(identifier)`: the first `Text`
    /// in its subtree, its runs joined; nil when there is no such view or it shows no text.
    public func text(of identifier: String) -> String? {
        layoutIfNeeded()
        var marked: ViewNode?
        graph.forEachNode { if marked == nil, $0[AccessibilityIdentifierTrait.self] == identifier { marked = $0 } }
        var found: String?
        marked?.forEachNode { node in
            if found == nil, let text = node.layout.textLeaf { found = text.paragraph.runs.map(\.string).joined() }
        }
        return found
    }

    /// The rectangle the root view is laid out in: the host minus the container insets and the keyboard.
    public var safeRect: CGRect { safeAreaContext.safeRect }
}
