import Foundation

/// The scroll indicators: a thin rounded bar along each scrolled axis while the person
/// scrolls, fading out after, as a `UIScrollView`'s do. Drawn by hosts that show a live view
/// (the window: `PreviewHost.drawsScrollIndicators`); screenshots show the view at rest.
///
/// The figures are read off iOS screenshots, not published, so they are uncertain: a 3-point
/// bar with round ends, 3 points from the edge and from the ends of its track (the track runs
/// inside the safe area and the indicator margins), at least 36 points long, black at 35 %
/// (white in dark mode); shown 0.5 s after the last movement, then fading for 0.25 s.
enum ScrollIndicatorLook {
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let shownFor: TimeInterval = 0.5
    static let fadesFor: TimeInterval = 0.25
    static let color = Color(storage: .dynamic(light: RGBA(0, 0, 0, 0.35), dark: RGBA(255, 255, 255, 0.35)))

    /// How opaque the indicators are `elapsed` seconds after the last movement.
    static func opacity(elapsed: TimeInterval) -> Double {
        if elapsed <= shownFor { return 1 }
        return Swift.max(0, 1 - (elapsed - shownFor) / fadesFor)
    }
}

extension ScrollLayout {
    /// Draws the indicators over the content, where they show (see `ScrollIndicatorLook`).
    func drawIndicators(_ node: ViewNode, in context: inout RenderContext) {
        guard let graph = state.graph, graph.drawsScrollIndicators, let moved = state.lastMoved else { return }
        let opacity = state.phase == .interacting ? 1 : ScrollIndicatorLook.opacity(elapsed: graph.animator.now() - moved)
        guard opacity > 0 else { return }
        let paint = ScrollIndicatorLook.color.opacity(opacity).resolvePaint(in: node.environment)
        let margins = configuration.indicatorMargins, content = configuration.contentMargins
        // The track: the frame less the safe area it covers (the insets less the content
        // margins) and the indicator margins.
        let safe = EdgeInsets(top: state.contentInsets.top - (axes.contains(.vertical) ? content.top : 0),
                              leading: state.contentInsets.leading - (axes.contains(.horizontal) ? content.leading : 0),
                              bottom: state.contentInsets.bottom - (axes.contains(.vertical) ? content.bottom : 0),
                              trailing: state.contentInsets.trailing - (axes.contains(.horizontal) ? content.trailing : 0))
        let track = node.frame.inset(by: EdgeInsets(top: safe.top + margins.top, leading: safe.leading + margins.leading,
                                                    bottom: safe.bottom + margins.bottom, trailing: safe.trailing + margins.trailing))
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis.set) && !configuration.indicatorsHidden.contains(axis.set) {
            let maximum = state.maximumOffset[axis]
            guard maximum > 0 else { continue }
            let start = track.origin[axis] + ScrollIndicatorLook.inset
            let length = track.size[axis] - 2 * ScrollIndicatorLook.inset
            guard length > ScrollIndicatorLook.minimumLength else { continue }
            let total = state.contentSize[axis] + (axis == .vertical ? state.contentInsets.top + state.contentInsets.bottom
                                                                     : state.contentInsets.leading + state.contentInsets.trailing)
            let barLength = Swift.max(ScrollIndicatorLook.minimumLength, length * state.viewportSize[axis] / Swift.max(total, 1))
            let position = start + (length - barLength) * Swift.min(Swift.max(state.offset[axis] / maximum, 0), 1)
            let across = ScrollIndicatorLook.thickness
            let rect = axis == .vertical
                ? CGRect(x: track.maxX - ScrollIndicatorLook.inset - across, y: position, width: across, height: barLength)
                : CGRect(x: position, y: track.maxY - ScrollIndicatorLook.inset - across, width: barLength, height: across)
            context.fill(Path(roundedRect: rect, cornerRadius: across / 2), paint: paint, in: rect)
            state.drewIndicator = true
        }
    }
}

extension PreviewHost {
    /// Whether scroll views draw their indicators while they scroll (the window sets it;
    /// headless snapshots show the view at rest, without them).
    public var drawsScrollIndicators: Bool {
        get { graph.drawsScrollIndicators }
        set { graph.drawsScrollIndicators = newValue }
    }

    /// Whether a scroll indicator is showing or fading: the window draws frames until it has gone.
    var hasShowingScrollIndicators: Bool {
        guard graph.drawsScrollIndicators else { return false }
        let now = graph.animator.now()
        return graph.scrollStates.values.contains { state in
            guard let moved = state.lastMoved else { return false }
            return state.phase == .interacting || now - moved < ScrollIndicatorLook.shownFor + ScrollIndicatorLook.fadesFor || state.drewIndicator
        }
    }
}
