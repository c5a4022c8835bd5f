import Foundation

/// A scrollable view (Apple: "ScrollView").
///
/// Layout (SwiftUI's, as `ScrollView { … }.border(.red)` shows it):
/// 1. The content is one view; several form an implicit `VStack` (an `HStack` when the view
///    scrolls horizontally only), centred across the scrolled axis.
/// 2. The content is proposed nil (its ideal size) along each scrolled axis and the scroll
///    view's own length across it.
/// 3. The scroll view takes the whole proposal along its scrolled axes (a nil proposal: the
///    content's size), so it fills the space it is offered however little content it has.
///    Across them, a vertical scroll view takes the proposed width too; a horizontal one
///    becomes as tall as its content ("Scroll View", the SwiftUI Field Guide: across its axis a
///    scroll view becomes as large as its contents), so a carousel in a `VStack` hugs its
///    cards instead of taking the screen's height.
/// 4. The content is placed at the top-leading corner moved by the scroll offset, which is kept
///    between 0 and the content's overflow; across the scrolled axis it is centred.
/// 5. What lies outside the scroll view is clipped, and is not hit by taps.
/// 6. Along its scrolled axes, a scroll view that reaches the container safe area extends
///    through it to the screen's edges (under the status bar and the home indicator), and
///    the part of the safe area it covers becomes a content inset: the content starts below
///    the status bar and can scroll under it, and its end scrolls clear of the home
///    indicator, as a `UIScrollView`'s `contentInsetAdjustmentBehavior` does.
/// 7. Content margins (`contentMargins`) add to those insets along the scrolled axes and inset
///    the content across them; content shorter than the scroll view sits at the alignment
///    anchor (`defaultScrollAnchor`, the top by default), and the first placement starts at
///    the initial anchor.
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
        let state = inputs.graph.scrollState(for: inputs.identity, stable: inputs.stableIdentity)
        var configuration = inputs.environment.scrollConfiguration
        if !view.showsIndicators { configuration.indicatorsHidden = [.horizontal, .vertical] }
        configuration.position?.attach(to: state)
        let layout = ScrollLayout(axes: view.axes, state: state, configuration: configuration)
        // A scroll position binding is the nearest scroll view's; the content's own scroll
        // views do not take it.
        var contentInputs = inputs.child(1)
        contentInputs.environment.scrollConfiguration.position = nil
        contentInputs.tagsElementIDs = true
        // Step 1: several views in an implicit stack along the scrolled axis.
        var content = _ViewOutputs()
        if view.axes == .horizontal {
            makeNodes(HStack { view.content }, contentInputs, &content)
        } else {
            makeNodes(VStack { view.content }, contentInputs, &content)
        }
        let node = ViewNode(layout, children: content.nodes, environment: inputs.environment)
        configuration.position?.observe(node, key: inputs.child(0x5c_0115).identity, graph: inputs.graph)
        // Step 5.
        if !configuration.clipDisabled { node.effects.append(.clip({ Path($0) }, FillStyle())) }
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
    /// How far the content is moved up and to the left, in points: 0 with the content's start
    /// at the start of the visible part (below the insets).
    var offset: CGPoint = .zero
    /// The content's size, the visible size and the insets (safe area covered, step 6, and
    /// content margins) at the last placement.
    var contentSize: CGSize = .zero
    var viewportSize: CGSize = .zero
    var contentInsets = EdgeInsets()
    /// Whether it was placed before: the initial anchor applies once.
    var hasBeenPlaced = false
    /// A view to bring into sight at the next placement (a `scrollPosition` binding set from
    /// outside), with the anchor it goes to.
    var pendingTarget: PendingScrollTarget?
    /// The last id a `scrollPosition(id:)` binding was given or set to.
    var reportedID: AnyHashable?
    /// The version of the `ScrollPosition` value last applied.
    var appliedPositionVersion = 0
    /// The offset when the drag or wheel step now scrolling it began (scroll target behaviours
    /// settle from it).
    var gestureStartOffset: CGPoint?
    /// Whether the person scrolled it since a `ScrollPosition` binding was last told.
    var scrolledByUser = false
    /// Dragged (`.interacting`) or at rest.
    var phase = ScrollPhase.idle
    /// When the person last moved it (the animator's clock), for the indicators; whether the
    /// last frame drew one (one more frame takes it away).
    var lastMoved: TimeInterval?
    var drewIndicator = false
    weak var graph: ViewGraph?
    /// Its identity as the next process of a live preview computes it (`PreviewSession`), and
    /// the offset the last process had, applied at the first placement instead of the anchor.
    var stableIdentity: UInt64 = 0
    var restoredOffset: CGPoint?

    /// The largest offset along each axis: the content's overflow, insets included.
    var maximumOffset: CGPoint {
        let width = contentSize.width + contentInsets.leading + contentInsets.trailing
        let height = contentSize.height + contentInsets.top + contentInsets.bottom
        return CGPoint(x: Swift.max(0, width - viewportSize.width), y: Swift.max(0, height - viewportSize.height))
    }

    /// The visible size less the insets along the scrolled axes: SwiftUI's `containerSize`
    /// for scroll targets.
    var containerSize: CGSize {
        CGSize(width: Swift.max(0, viewportSize.width - contentInsets.leading - contentInsets.trailing),
               height: Swift.max(0, viewportSize.height - contentInsets.top - contentInsets.bottom))
    }

    func clamped(_ point: CGPoint) -> CGPoint {
        let limit = maximumOffset
        return CGPoint(x: Swift.min(Swift.max(point.x, 0), limit.x), y: Swift.min(Swift.max(point.y, 0), limit.y))
    }
}

extension ViewGraph {
    func scrollState(for identity: UInt64, stable: UInt64 = 0) -> ScrollState {
        if let known = scrollStates[identity] { return known }
        let made = ScrollState()
        made.graph = self
        if tracksStableIdentity {
            made.stableIdentity = stable
            made.restoredOffset = PreviewSession.takeScrollOffset(stable)
        }
        scrollStates[identity] = made
        return made
    }
}

final class ScrollLayout: NodeLayout {
    override var scrolling: ScrollLayout? { self }

    let axes: Axis.Set
    let state: ScrollState
    let configuration: ScrollConfiguration

    init(axes: Axis.Set, state: ScrollState, configuration: ScrollConfiguration = ScrollConfiguration()) {
        self.axes = axes
        self.state = state
        self.configuration = configuration
    }

    /// The size container-relative frames inside take: the visible size less the safe area it
    /// covers and the content margins (Apple, "containerRelativeFrame(_:alignment:)": the
    /// container's size "subtracting any safe area insets").
    /// Before its first placement, the safe area's size stands in for its frame, as for a
    /// view in no scroll view (its insets from the safe area are not known yet: the margins
    /// alone). Not the size it is offered: containers probe with sizes they will not give.
    func relativeContainerSize(node: ViewNode) -> CGSize {
        let frame = node.frame.size == .zero ? SafeAreaContext.current.safeRect.size : node.frame.size
        let margins = configuration.contentMargins
        let insets = state.hasBeenPlaced ? state.contentInsets : margins
        let width = axes.contains(.horizontal) ? frame.width - insets.leading - insets.trailing : frame.width - margins.leading - margins.trailing
        let height = axes.contains(.vertical) ? frame.height - insets.top - insets.bottom : frame.height - margins.top - margins.bottom
        return CGSize(width: Swift.max(0, width), height: Swift.max(0, height))
    }

    /// Step 2: nil along the scrolled axes, the given length less the content margins across them.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margins = configuration.contentMargins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { Swift.max(0, $0 - margins.leading - margins.trailing) },
                                height: axes.contains(.vertical) ? nil : proposal.height.map { Swift.max(0, $0 - margins.top - margins.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Step 3.
        let content = node.children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let margins = configuration.contentMargins
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        let contentHeight = content.height + margins.top + margins.bottom
        return CGSize(width: length(proposal.width, content.width + margins.leading + margins.trailing),
                      height: axes == .horizontal ? contentHeight : length(proposal.height, contentHeight))
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let child = node.children.first else { return }
        // Step 6: the safe area the frame covers, and the content margins (known before the
        // content is measured: container-relative frames inside read them).
        let safe = safeArea.safeRect
        let margins = configuration.contentMargins
        var insets = EdgeInsets()
        if axes.contains(.vertical) {
            insets.top = Swift.max(0, safe.minY - bounds.minY) + margins.top
            insets.bottom = Swift.max(0, bounds.maxY - safe.maxY) + margins.bottom
        }
        if axes.contains(.horizontal) {
            insets.leading = Swift.max(0, safe.minX - bounds.minX) + margins.leading
            insets.trailing = Swift.max(0, bounds.maxX - safe.maxX) + margins.trailing
        }
        let previousMaximum = state.maximumOffset
        state.viewportSize = bounds.size
        state.contentInsets = insets
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let content = child.sizeThatFits(childProposal)
        let sizeChanged = state.hasBeenPlaced && state.contentSize != content
        state.contentSize = content
        applyAnchors(previousMaximum: previousMaximum, sizeChanged: sizeChanged)
        state.offset = state.clamped(state.offset)
        placeContent(child, in: bounds, proposal: childProposal, safeArea: safeArea)
        if bringPendingTargetIntoSight(node) { placeContent(child, in: bounds, proposal: childProposal, safeArea: safeArea) }
    }

    /// Step 4: along a scrolled axis from the leading edge (after the inset), moved by the
    /// offset; across it, centred between the margins. Content shorter than the scroll view
    /// sits at its alignment anchor (the top by default).
    private func placeContent(_ child: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let content = state.contentSize, insets = state.contentInsets, margins = configuration.contentMargins
        let slack = CGSize(width: Swift.max(0, state.containerSize.width - content.width),
                           height: Swift.max(0, state.containerSize.height - content.height))
        let align = configuration.alignmentAnchor ?? .topLeading
        let x = axes.contains(.horizontal)
            ? bounds.minX + insets.leading + slack.width * align.x - state.offset.x
            : bounds.minX + margins.leading + (bounds.width - margins.leading - margins.trailing - content.width) / 2
        let y = axes.contains(.vertical)
            ? bounds.minY + insets.top + slack.height * align.y - state.offset.y
            : bounds.minY + margins.top + (bounds.height - margins.top - margins.bottom - content.height) / 2
        // Lazy containers inside build what shows through this scroll view (and those around it).
        var inner = safeArea
        inner.lazyWindow = safeArea.lazyWindow.map { $0.intersection(bounds) } ?? bounds
        var pinning = bounds.inset(by: insets)
        if axes.contains(.vertical), safeArea.pinningLift > 0, insets.top - margins.top >= safeArea.pinningLift {
            pinning.origin.y -= safeArea.pinningLift
            pinning.size.height += safeArea.pinningLift
        }
        inner.pinningRect = pinning
        inner.pinningLift = 0
        child.place(at: CGPoint(x: x, y: y), proposal: proposal, in: inner)
        // Rows above the visible part measured other than estimated: what shows stays put.
        let shift = LazyLayoutPass.takeShift()
        if shift != .zero { state.offset = CGPoint(x: state.offset.x + shift.width, y: state.offset.y + shift.height) }
    }

    /// `defaultScrollAnchor`: the first placement starts at the initial anchor; later, when the
    /// content changes size, the point at the size-change anchor stays where it was (a chat
    /// scrolled to its end stays at its end as messages arrive).
    private func applyAnchors(previousMaximum: CGPoint, sizeChanged: Bool) {
        let maximum = state.maximumOffset
        if !state.hasBeenPlaced {
            state.hasBeenPlaced = true
            // A live preview's reload: where the person had scrolled it (clamped after).
            if let restored = state.restoredOffset {
                state.offset = restored
                state.restoredOffset = nil
                return
            }
            guard let anchor = configuration.initialAnchor else { return }
            if axes.contains(.horizontal) { state.offset.x = maximum.x * anchor.x }
            if axes.contains(.vertical) { state.offset.y = maximum.y * anchor.y }
        } else if sizeChanged, let anchor = configuration.sizeChangeAnchor {
            if axes.contains(.horizontal) { state.offset.x += (maximum.x - previousMaximum.x) * anchor.x }
            if axes.contains(.vertical) { state.offset.y += (maximum.y - previousMaximum.y) * anchor.y }
        }
    }

    override var limitsHitTestingToFrame: Bool { true }

    /// Its content is clipped to its frame (step 5), so nothing outside it needs drawing: lists
    /// use the visible rectangle to skip rows out of sight.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        let saved = context.visibleRect
        context.visibleRect = saved.map { $0.intersection(node.frame) } ?? node.frame
        super.drawChildren(node, in: &context)
        context.visibleRect = saved
        state.drewIndicator = false
        drawIndicators(node, in: &context)
    }

    /// The content insets come from the safe area (step 6).
    override var readsSafeArea: Bool { true }

    override var guideSource: GuideSource { .none }

    override func debugDetails(of node: ViewNode) -> String? {
        "offset \(state.offset.x), \(state.offset.y) of \(state.maximumOffset.x), \(state.maximumOffset.y)"
    }
}
