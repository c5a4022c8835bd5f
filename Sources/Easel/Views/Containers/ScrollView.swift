import Foundation

/// A scrollable view (Apple: "ScrollView").
///
/// Layout (SwiftUI's, as `ScrollView { … }.border(.red)` shows it):
/// 1. The content is one view; several form an implicit `VStack` (an `HStack` when the view
///    scrolls horizontally only), centred across the scrolled axis.
/// 2. The content is proposed nil (its ideal size) along each scrolled axis and the scroll
///    view's own length across it.
/// 3. The scroll view takes the whole proposal in both axes (a nil proposal: the content's
///    size), so it fills the space it is offered however little content it has.
/// 4. The content is placed at the top-leading corner moved by the scroll offset, which is kept
///    between 0 and the content's overflow; across the scrolled axis it is centred.
/// 5. What lies outside the scroll view is clipped, and is not hit by taps.
/// 6. Along its scrolled axes, a scroll view that reaches the container safe area extends
///    through it to the screen's edges (under the status bar and the home indicator), and
///    the part of the safe area it covers becomes a content inset: the content starts below
///    the status bar and can scroll under it, and its end scrolls clear of the home
///    indicator, as a `UIScrollView`'s `contentInsetAdjustmentBehavior` does.
///
/// The offset belongs to the scroll view's identity: it survives re-evaluation, resizing,
/// rotation and dark mode, as a `UIScrollView`'s does. `PreviewHost.scroll(by:at:)` and the
/// window's mouse wheel move it.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let state = inputs.graph.scrollState(for: inputs.identity)
        let layout = ScrollLayout(axes: view.axes, state: state)
        // Step 1: several views in an implicit stack along the scrolled axis.
        var content = _ViewOutputs()
        if view.axes == .horizontal {
            makeNodes(HStack { view.content }, inputs.child(1), &content)
        } else {
            makeNodes(VStack { view.content }, inputs.child(1), &content)
        }
        let node = ViewNode(layout, children: content.nodes, environment: inputs.environment)
        // Step 5.
        node.effects.append(.clip({ Path($0) }, FillStyle()))
        // Step 6.
        var edges: Edge.Set = []
        if view.axes.contains(.vertical) { edges.formUnion([.top, .bottom]) }
        if view.axes.contains(.horizontal) { edges.formUnion([.leading, .trailing]) }
        node.ignoredSafeArea = (regions: .container, edges: edges)
        outputs.append(node)
    }
}

/// Where a scroll view is scrolled to: kept by the graph per structural identity.
final class ScrollState {
    /// How far the content is moved up and to the left, in points.
    var offset: CGPoint = .zero
    /// The content's size, the visible size and the safe area covered (step 6) at the last placement.
    var contentSize: CGSize = .zero
    var viewportSize: CGSize = .zero
    var contentInsets = EdgeInsets()

    /// The largest offset along each axis: the content's overflow, insets included.
    var maximumOffset: CGPoint {
        let width = contentSize.width + contentInsets.leading + contentInsets.trailing
        let height = contentSize.height + contentInsets.top + contentInsets.bottom
        return CGPoint(x: Swift.max(0, width - viewportSize.width), y: Swift.max(0, height - viewportSize.height))
    }

    func clamped(_ point: CGPoint) -> CGPoint {
        let limit = maximumOffset
        return CGPoint(x: Swift.min(Swift.max(point.x, 0), limit.x), y: Swift.min(Swift.max(point.y, 0), limit.y))
    }
}

extension ViewGraph {
    func scrollState(for identity: UInt64) -> ScrollState {
        if let known = scrollStates[identity] { return known }
        let made = ScrollState()
        scrollStates[identity] = made
        return made
    }
}

final class ScrollLayout: NodeLayout {
    let axes: Axis.Set
    let state: ScrollState

    init(axes: Axis.Set, state: ScrollState) {
        self.axes = axes
        self.state = state
    }

    /// Step 2: nil along the scrolled axes, the given length across them.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Step 3.
        let content = node.children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        return CGSize(width: length(proposal.width, content.width), height: length(proposal.height, content.height))
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let content = child.sizeThatFits(childProposal)
        // Step 6: the safe area the frame covers.
        let safe = safeArea.safeRect
        var insets = EdgeInsets()
        if axes.contains(.vertical) {
            insets.top = Swift.max(0, safe.minY - bounds.minY)
            insets.bottom = Swift.max(0, bounds.maxY - safe.maxY)
        }
        if axes.contains(.horizontal) {
            insets.leading = Swift.max(0, safe.minX - bounds.minX)
            insets.trailing = Swift.max(0, bounds.maxX - safe.maxX)
        }
        state.contentSize = content
        state.viewportSize = bounds.size
        state.contentInsets = insets
        state.offset = state.clamped(state.offset)
        // Step 4: along a scrolled axis from the leading edge (after the inset), moved by the
        // offset; across it, centred.
        let x = axes.contains(.horizontal) ? bounds.minX + insets.leading - state.offset.x : bounds.minX + (bounds.width - content.width) / 2
        let y = axes.contains(.vertical) ? bounds.minY + insets.top - state.offset.y : bounds.minY + (bounds.height - content.height) / 2
        // Lazy containers inside build what shows through this scroll view (and those around it).
        var inner = safeArea
        inner.lazyWindow = safeArea.lazyWindow.map { $0.intersection(bounds) } ?? bounds
        child.place(at: CGPoint(x: x, y: y), proposal: childProposal, in: inner)
        // Rows above the visible part measured other than estimated: what shows stays put.
        let shift = LazyLayoutPass.takeShift()
        if shift != .zero { state.offset = CGPoint(x: state.offset.x + shift.width, y: state.offset.y + shift.height) }
    }

    override var limitsHitTestingToFrame: Bool { true }

    /// Its content is clipped to its frame (step 5), so nothing outside it needs drawing: lists
    /// use the visible rectangle to skip rows out of sight.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        let saved = context.visibleRect
        context.visibleRect = saved.map { $0.intersection(node.frame) } ?? node.frame
        super.drawChildren(node, in: &context)
        context.visibleRect = saved
    }

    /// The content insets come from the safe area (step 6).
    override var readsSafeArea: Bool { true }

    override var guideSource: GuideSource { .none }

    override func debugDetails(of node: ViewNode) -> String? {
        "offset \(state.offset.x), \(state.offset.y) of \(state.maximumOffset.x), \(state.maximumOffset.y)"
    }
}

/// Whether the scroll indicators show (Apple: "ScrollIndicatorVisibility"). Easel draws no
/// indicators yet, so every value looks like `.hidden`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scroll views below scroll (Apple: "isScrollEnabled"); `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view from scrolling (Apple: "scrollDisabled(_:)").
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Whether scroll indicators show (Apple: "scrollIndicators(_:axes:)"); accepted, and drawn
    /// as hidden whatever it says (Easel draws no indicators yet).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}
