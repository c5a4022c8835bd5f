import Foundation

/// Which section views stay pinned to a scroll view's edge (Apple: "PinnedScrollableViews").
/// Accepted; Easel has no sections to pin yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack for long scrolling content (Apple: "LazyVStack").
///
/// Layout (SwiftUI's, as `LazyVStack { … }.border(.red)` in a `ScrollView` shows it):
/// 1. The stack takes the whole width it is offered (a `VStack` hugs its widest child); offered
///    none, the width of its widest child.
/// 2. Each child is proposed that width and no height (a lazy stack cannot share out height
///    among children it has not built), and placed across the width by `alignment`.
/// 3. Children follow one another `spacing` apart (nil: the children's preferred spacing, or
///    8 points at the ends of a `ForEach`'s elements).
/// 4. A `ForEach` directly inside builds its elements as they come into view (`LazyRunLayout`).
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        LazyStackLayout.make(view.content, axis: .vertical, alignment: view.alignment.key, spacing: view.spacing, inputs, &outputs)
    }
}

/// A horizontal stack for long scrolling content (Apple: "LazyHStack"): `LazyVStack`'s rules
/// with the axes swapped — it takes the whole height it is offered.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        LazyStackLayout.make(view.content, axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing, inputs, &outputs)
    }
}

/// Steps 1–4 of `LazyVStack`, along either axis.
final class LazyStackLayout: NodeLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    static func make<Content: View>(_ content: Content, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?,
                                    _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var contentInputs = inputs.child(1)
        contentInputs.lazyAxis = axis
        var built = _ViewOutputs()
        makeNodes(content, contentInputs, &built)
        let layout = LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing.map { $0.isFinite ? $0 : 0 })
        outputs.append(ViewNode(layout, children: built.nodes, environment: inputs.environment))
    }

    /// Step 3.
    private func gap(_ first: ViewNode, _ second: ViewNode) -> CGFloat {
        if let spacing { return spacing }
        if first.layout is LazyRunLayout || second.layout is LazyRunLayout { return ViewSpacing.defaultDistance }
        return first.spacing.distance(to: second.spacing, along: axis)
    }

    private func childProposal(cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    /// How a run's element is laid out: its nodes one after another, then the gap to the next
    /// element (none after the last).
    private func elementLayout(_ run: LazyRunLayout, cross: CGFloat?, crossOrigin: CGFloat, crossLength: CGFloat,
                               safeArea: SafeAreaContext?) -> LazyRunLayout.ElementLayout {
        { [unowned self] nodes, index, start, place in
            var position = start
            for (offset, node) in nodes.enumerated() {
                if offset > 0 { position += gap(nodes[offset - 1], node) }
                let proposal = childProposal(cross: cross)
                let size = node.sizeThatFits(proposal)
                if place, let safeArea {
                    node.place(at: origin(of: node, size: size, proposal: proposal, main: position, crossOrigin: crossOrigin,
                                          crossLength: crossLength), proposal: proposal, in: safeArea)
                }
                position += size[axis]
            }
            if index < run.count - 1 { position += spacing ?? ViewSpacing.defaultDistance }
            return position - start
        }
    }

    /// Step 2: across the stack by the alignment guide.
    private func origin(of node: ViewNode, size: CGSize, proposal: ProposedViewSize, main: CGFloat,
                        crossOrigin: CGFloat, crossLength: CGFloat) -> CGPoint {
        let container = axis == .vertical ? CGSize(width: crossLength, height: size.height) : CGSize(width: size.width, height: crossLength)
        let cross = alignment.defaultValue(ViewDimensions(width: container.width, height: container.height))
            - node.alignment(alignment, size: size, proposal: proposal)
        return CGPoint(axis: axis, main: main, cross: crossOrigin + cross)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let offered = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
        var main: CGFloat = 0, widest: CGFloat = 0
        for (index, child) in node.children.enumerated() {
            if index > 0 { main += gap(node.children[index - 1], child) }
            if let run = child.layout as? LazyRunLayout {
                main += run.length(crossLength: offered ?? -1,
                                   measure: elementLayout(run, cross: offered, crossOrigin: 0, crossLength: 0, safeArea: nil))
                for element in run.builtNodes { widest = Swift.max(widest, element.sizeThatFits(childProposal(cross: offered))[axis.other]) }
            } else {
                let size = child.sizeThatFits(childProposal(cross: offered))
                main += size[axis]
                widest = Swift.max(widest, size[axis.other])
            }
        }
        return CGSize(axis: axis, main: main, cross: offered ?? widest)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let crossLength = bounds.size[axis.other], crossOrigin = bounds.origin[axis.other]
        let offered = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
        var position = bounds.origin[axis]
        for (index, child) in node.children.enumerated() {
            if index > 0 { position += gap(node.children[index - 1], child) }
            if let run = child.layout as? LazyRunLayout {
                let length = run.length(crossLength: offered ?? -1,
                                        measure: elementLayout(run, cross: offered, crossOrigin: 0, crossLength: 0, safeArea: nil))
                run.prepare(crossLength: offered ?? -1,
                            placement: elementLayout(run, cross: offered, crossOrigin: crossOrigin, crossLength: crossLength, safeArea: safeArea))
                child.place(at: CGPoint(axis: axis, main: position, cross: crossOrigin),
                            proposal: ProposedViewSize(CGSize(axis: axis, main: length, cross: crossLength)), in: safeArea)
                position += length
            } else {
                let childProposal = childProposal(cross: offered)
                let size = child.sizeThatFits(childProposal)
                child.place(at: origin(of: child, size: size, proposal: childProposal, main: position, crossOrigin: crossOrigin,
                                       crossLength: crossLength), proposal: childProposal, in: safeArea)
                position += size[axis]
            }
        }
    }

    override var guideSource: GuideSource { .none }

    /// Children wholly outside the visible part of the scroll view are not drawn.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        drawChildrenMeetingVisibleRect(node, in: &context)
    }
}
