import Foundation

/// `padding(_:)`: insets the child (LAYOUT.md rule 5).
///
/// 1. The child is proposed the proposal minus the insets, never below 0 (`nil` stays `nil`).
/// 2. The padded view's size is the child's plus the insets.
/// 3. The child sits inside the insets; its explicit guides move with it.
final class PaddingLayout: NodeLayout {
    let insets: EdgeInsets

    init(insets: EdgeInsets) {
        func valid(_ value: CGFloat) -> CGFloat {
            guard value.isFinite else {
                Diagnostics.warnOnce("invalid-padding", "Invalid padding amount (non-finite); using 0.")
                return 0
            }
            return value
        }
        self.insets = EdgeInsets(top: valid(insets.top), leading: valid(insets.leading),
                                 bottom: valid(insets.bottom), trailing: valid(insets.trailing))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { Swift.max($0 - insets.vertical, 0) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                   proposal: childProposal(proposal), in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let offer = childProposal(proposal)
        guard let value = child.explicitAlignment(key, size: child.sizeThatFits(offer), proposal: offer) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }

    override func debugDetails(of node: ViewNode) -> String? {
        "insets: \(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing)"
    }
}

extension View {
    /// Pads the given edges by `length`, or by the system's 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let insets = EdgeInsets(length ?? 16, edges: edges)
        return modifier(LayoutWrapperModifier { PaddingLayout(insets: insets) })
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutWrapperModifier { PaddingLayout(insets: insets) })
    }

    /// Adds to the safe area; Easel lays it out as padding (see README, Differences from SwiftUI).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
