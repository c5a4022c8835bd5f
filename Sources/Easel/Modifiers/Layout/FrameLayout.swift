import Foundation

/// `frame(width:height:alignment:)`: fixes the given axes (LAYOUT.md rule 3).
///
/// 1. A given axis is fixed; a missing axis passes the parent's proposal through.
/// 2. The child is proposed the frame's size on the fixed axes and the parent's proposal on
///    the others; the frame takes the child's size on the missing axes.
/// 3. The child is aligned inside the frame by `alignment`; its explicit guides count.
final class FrameLayout: NodeLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = FrameLayout.validated(width)
        self.height = FrameLayout.validated(height)
        self.alignment = alignment
    }

    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)." and ignores the value.
    static func validated(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            Diagnostics.warnOnce("invalid-frame-\(value)", "Invalid frame dimension (negative or non-finite).")
            return nil
        }
        return value
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        let offer = childProposal(proposal)
        let offset = FrameLayout.alignedOffset(child, offer: offer, in: bounds.size, alignment: alignment)
        child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: offer, in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return FrameLayout.childGuide(child, key, offer: childProposal(proposal), in: size, alignment: alignment)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }

    /// Where a child goes inside a frame of `size` so its guides meet the frame's.
    static func alignedOffset(_ child: ViewNode, offer: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        let childSize = child.sizeThatFits(offer)
        let x = alignment.horizontal.key.defaultValue(in: size) - child.alignment(alignment.horizontal.key, size: childSize, proposal: offer)
        let y = alignment.vertical.key.defaultValue(in: size) - child.alignment(alignment.vertical.key, size: childSize, proposal: offer)
        return CGPoint(x: x, y: y)
    }

    /// A frame passes its child's explicit guides through, moved by where the child sits.
    static func childGuide(_ child: ViewNode, _ key: AlignmentKey, offer: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGFloat? {
        let childSize = child.sizeThatFits(offer)
        guard let value = child.explicitAlignment(key, size: childSize, proposal: offer) else { return nil }
        let offset = alignedOffset(child, offer: offer, in: size, alignment: alignment)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }

    override func debugDetails(of node: ViewNode) -> String? {
        "width: \(width.map { "\($0)" } ?? "nil"), height: \(height.map { "\($0)" } ?? "nil")"
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (LAYOUT.md rule 4).
///
/// Per axis, after normalising (min ≥ 0, ideal ≥ min, max ≥ ideal):
/// 1. With a proposal and both min and max: the frame takes clamp(proposal, min, max); the
///    child's answer does not change it.
/// 2. With no proposal and an ideal: the frame takes the ideal.
/// 3. Otherwise the child is proposed the proposal (or the ideal) clamped to [min, max], and
///    the frame takes the child's answer clamped: only a min gives max(min(proposal, child), min);
///    only a max gives min(max(proposal, child), max).
/// The child is aligned inside the frame like in `FrameLayout`.
final class FlexibleFrameLayout: NodeLayout {
    struct AxisLimits {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?

        init(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) {
            // Normalise: each limit at least the one before it (Apple: "frame(minWidth:…)": "the
            // size … must be ordered min ≤ ideal ≤ max").
            let min = FlexibleFrameLayout.validated(minimum).map { Swift.max($0, 0) }
            var ideal = FlexibleFrameLayout.validated(ideal)
            var max = FlexibleFrameLayout.validatedMaximum(maximum)
            if let min, let i = ideal, i < min { ideal = min }
            if let floor = ideal ?? min, let m = max, m < floor {
                Diagnostics.warnOnce("contradictory-frame", "Contradictory frame constraints specified.")
                max = floor
            }
            self.minimum = min
            self.ideal = ideal
            self.maximum = max
        }

        /// The offer for the child on this axis.
        func childOffer(_ proposal: CGFloat?) -> CGFloat? {
            guard var value = proposal ?? ideal else { return nil }
            if let minimum { value = Swift.max(value, minimum) }
            if let maximum { value = Swift.min(value, maximum) }
            return value
        }

        /// The frame's length, when the child's answer is not needed.
        func fixedLength(_ proposal: CGFloat?) -> CGFloat? {
            if let proposal, minimum != nil, maximum != nil { return childOffer(proposal) }
            if proposal == nil, let ideal { return ideal }
            return nil
        }

        func length(_ proposal: CGFloat?, child: CGFloat) -> CGFloat {
            if let fixed = fixedLength(proposal) { return fixed }
            let offer = childOffer(proposal)
            var result = child
            if let minimum { result = Swift.max(minimum, Swift.min(result, offer ?? result)) }
            if let maximum { result = Swift.min(maximum, Swift.max(result, offer ?? result)) }
            return result
        }
    }

    let horizontal: AxisLimits
    let vertical: AxisLimits
    let alignment: Alignment

    init(horizontal: AxisLimits, vertical: AxisLimits, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    static func validated(_ value: CGFloat?) -> CGFloat? { FrameLayout.validated(value) }

    /// A maximum may be infinite (`maxWidth: .infinity` fills); only NaN and negatives are invalid.
    static func validatedMaximum(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        if value == .infinity { return value }
        return validated(value)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childOffer(proposal.width), height: vertical.childOffer(proposal.height))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let width = horizontal.fixedLength(proposal.width), let height = vertical.fixedLength(proposal.height) {
            return CGSize(width: width, height: height)
        }
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: horizontal.length(proposal.width, child: child.width),
                      height: vertical.length(proposal.height, child: child.height))
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        let offer = childProposal(proposal)
        let offset = FrameLayout.alignedOffset(child, offer: offer, in: bounds.size, alignment: alignment)
        child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: offer, in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return FrameLayout.childGuide(child, key, offer: childProposal(proposal), in: size, alignment: alignment)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }
    override var debugName: String { "FlexibleFrame" }
}
