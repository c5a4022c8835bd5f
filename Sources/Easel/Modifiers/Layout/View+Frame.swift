import Foundation

extension View {
    /// Fixes the view's width, height or both (Apple: "frame(width:height:alignment:)").
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutWrapperModifier { FrameLayout(width: width, height: height, alignment: alignment) })
    }

    /// Gives the view flexible limits (Apple: "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)").
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(LayoutWrapperModifier {
            FlexibleFrameLayout(horizontal: .init(minWidth, idealWidth, maxWidth),
                                vertical: .init(minHeight, idealHeight, maxHeight), alignment: alignment)
        })
    }

    /// Proposes `nil` (ideal) on the fixed axes, so the view takes its ideal size there
    /// (Apple: "fixedSize(horizontal:vertical:)").
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(LayoutWrapperModifier { FixedSizeLayout(horizontal: horizontal, vertical: vertical) })
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Constrains the view to an aspect ratio (Apple: "aspectRatio(_:contentMode:)").
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(LayoutWrapperModifier { AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode) })
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Puts the view's centre at a point of its parent's space; the modified view takes the whole
    /// proposal (Apple: "position(x:y:)").
    public func position(_ position: CGPoint) -> some View {
        modifier(LayoutWrapperModifier { PositionLayout(position: position) })
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}

/// How a view fills the space offered, keeping its aspect ratio (Apple: "ContentMode").
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// `fixedSize`: proposes `nil` on the fixed axes (LAYOUT.md rule 13).
final class FixedSizeLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children.first?.place(at: bounds.origin, proposal: childProposal(proposal), in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children.first?.explicitAlignment(key, size: size, proposal: childProposal(proposal))
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }
}

/// `aspectRatio`: the largest (fit) or smallest (fill) size of the ratio for the proposal.
///
/// 1. The ratio is the given one, or the child's ideal width ÷ height.
/// 2. A `nil` axis of the proposal follows from the other axis and the ratio; with both `nil`
///    the child is proposed `nil` (its ideal size).
/// 3. Fit takes the largest rectangle of the ratio inside the proposal, fill the smallest
///    that covers it. The child is proposed that size and the view takes the child's answer.
final class AspectRatioLayout: NodeLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    func childProposal(_ proposal: ProposedViewSize, child: ViewNode) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let width = ideal.width
            return ProposedViewSize(width: width, height: width / ratio)
        case (let width?, nil) where width.isFinite:
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?) where height.isFinite:
            return ProposedViewSize(width: height * ratio, height: height)
        default:
            let width = proposal.width ?? .infinity, height = proposal.height ?? .infinity
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let chosen: CGSize
            switch contentMode {
            case .fit: chosen = fitsByWidth ? byWidth : byHeight
            case .fill: chosen = fitsByWidth ? byHeight : byWidth
            }
            return ProposedViewSize(chosen)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        child.place(at: bounds.origin, proposal: childProposal(proposal, child: child), in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return child.explicitAlignment(key, size: size, proposal: childProposal(proposal, child: child))
    }

    override var guideSource: GuideSource { .firstChild }
}

/// `position`: takes the whole proposal and centres the child on a point of it.
final class PositionLayout: NodeLayout {
    let position: CGPoint

    init(position: CGPoint) { self.position = position }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        let size = child.sizeThatFits(proposal)
        child.place(at: CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
                    proposal: proposal, in: safeArea)
    }

    override var guideSource: GuideSource { .none }
}
