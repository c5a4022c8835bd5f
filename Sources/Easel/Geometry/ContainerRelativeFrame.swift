import Foundation

extension View {
    /// Sizes the view along `axes` to its container's size (Apple: "containerRelativeFrame(_:alignment:)",
    /// iOS 17). The container is the nearest scroll view, else the host's safe area.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view to `span` of `count` equal columns or rows of its container, with
    /// `spacing` between them (Apple: "containerRelativeFrame(_:count:span:spacing:alignment:)").
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = Swift.max(count, 1), span = Swift.min(Swift.max(span, 1), Swift.max(count, 1))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return Swift.max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// Sizes the view along `axes` to a length worked out from the container's (Apple:
    /// "containerRelativeFrame(_:alignment:_:)").
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: ViewModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        inputs.graph.hasContainerRelativeFrames = true
        NodeBuilding.wrapEach(inputs, &outputs, content: content,
                              layout: ContainerRelativeFrameLayout(axes: modifier.axes, alignment: modifier.alignment, length: modifier.length))
    }
}

/// `containerRelativeFrame`: a frame whose size along its axes comes from the container.
///
/// 1. The container's size is the nearest enclosing scroll view's frame (once placed), else the
///    host's safe area.
/// 2. On the frame's axes the size is `length(container, axis)`, and the child is proposed it;
///    on the others the parent's proposal passes through and the frame takes the child's size.
/// 3. The child is aligned inside the frame by `alignment`.
final class ContainerRelativeFrameLayout: NodeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// Step 1.
    private func containerSize(of node: ViewNode) -> CGSize {
        var current = node.parent
        while let candidate = current {
            if let scroll = candidate.layout.scrolling { return scroll.relativeContainerSize(node: candidate) }
            current = candidate.parent
        }
        return SafeAreaContext.current.safeRect.size
    }

    private func fixedSize(_ node: ViewNode) -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize(of: node)
        func valid(_ value: CGFloat) -> CGFloat? { value.isFinite ? Swift.max(0, value) : nil }
        return (axes.contains(.horizontal) ? valid(length(container.width, .horizontal)) : nil,
                axes.contains(.vertical) ? valid(length(container.height, .vertical)) : nil)
    }

    /// Step 2.
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let fixed = fixedSize(node)
        let offer = ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
        let child = node.children.first?.sizeThatFits(offer) ?? .zero
        return CGSize(width: fixed.width ?? child.width, height: fixed.height ?? child.height)
    }

    /// Step 3.
    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        let fixed = fixedSize(node)
        let offer = ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
        let offset = FrameLayout.alignedOffset(child, offer: offer, in: bounds.size, alignment: alignment)
        child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: offer, in: safeArea)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }
    override var debugName: String { "ContainerRelativeFrame" }
}
