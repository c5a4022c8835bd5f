import Foundation

/// Where a view is as it scrolls through a scroll view's visible part (Apple: "ScrollTransitionPhase").
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Coming in, or going out, at the top or leading edge.
    case topLeading
    /// In sight: the transition changes nothing.
    case identity
    /// Coming in, or going out, at the bottom or trailing edge.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 in sight, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition follows the scrolling (Apple: "ScrollTransitionConfiguration").
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable { case identity, animated, interactive }
    let mode: Mode
    let curve: UnitCurve
    var thresholdValue = Threshold.visible

    /// Changes nothing.
    public static let identity = ScrollTransitionConfiguration(mode: .identity, curve: .linear)
    /// Changes phase all at once when the view crosses the threshold. Easel's scrolling does
    /// not animate, so the change shows at once.
    public static let animated = ScrollTransitionConfiguration(mode: .animated, curve: .linear)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// Follows the scrolling: between hidden and the threshold the effect is interpolated
    /// between the edge phase and identity.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive, curve: .easeInOut)
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive, curve: timingCurve)
    }

    /// Kept; the effect follows the scrolling without lag.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// Where the view counts as in sight.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// A point on a view's way from hidden to in sight (Apple: "ScrollTransitionConfiguration.Threshold").
    public struct Threshold: Sendable {
        /// How much of the view shows (0 to 1); or, centred, nil.
        let visibleAmount: Double?
        /// Points further towards the scroll view's centre.
        let insetDistance: Double

        /// The whole view shows. Easel takes it as the default threshold: SwiftUI's
        /// documentation does not name one, and a partly hidden view is mid-transition on iOS.
        public static let visible = Threshold(visibleAmount: 1, insetDistance: 0)
        public static let hidden = Threshold(visibleAmount: 0, insetDistance: 0)
        /// The view's centre is at the scroll view's centre.
        public static var centered: Threshold { Threshold(visibleAmount: nil, insetDistance: 0) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleAmount: Swift.min(Swift.max(amount, 0), 1), insetDistance: 0) }

        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let mine = visibleAmount ?? 1, theirs = other.visibleAmount ?? 1
            return Threshold(visibleAmount: mine + (theirs - mine) * amount,
                             insetDistance: insetDistance + (other.insetDistance - insetDistance) * amount)
        }

        public func inset(by distance: Double) -> Threshold {
            Threshold(visibleAmount: visibleAmount, insetDistance: insetDistance + distance)
        }

        /// Where the view's near edge is when it meets the threshold, as a distance in from the
        /// container's edge it comes through, for a view `length` long in a container `span` long.
        func distance(length: CGFloat, span: CGFloat) -> CGFloat {
            let base = visibleAmount.map { length * CGFloat($0) } ?? (span + length) / 2
            return base + CGFloat(insetDistance)
        }
    }

    /// How far into its transition a view is, 0 hidden to 1 at the threshold, and from which edge.
    func progress(of frame: CGRect, in container: CGRect, axis: Axis) -> (edge: ScrollTransitionPhase, fraction: Double) {
        let start = frame.origin[axis], length = frame.size[axis]
        let low = container.origin[axis], span = container.size[axis], high = low + span
        let needed = thresholdValue.distance(length: length, span: span)
        // Past the centre: coming through the far edge; before it, the near edge.
        let isFar = start + length / 2 > low + span / 2
        let travelled = isFar ? high - start : start + length - low
        let fraction = needed > 0 ? Double(Swift.min(Swift.max(travelled / needed, 0), 1)) : (travelled >= 0 ? 1 : 0)
        return (isFar ? .bottomTrailing : .topLeading, fraction)
    }
}

extension View {
    /// Changes the view's drawing as it scrolls into and out of sight in the scroll view around
    /// it (Apple: "scrollTransition(_:axis:transition:)"): `transition` is given the phase at
    /// each edge and in sight, and the effect is interpolated between them as the view moves.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// With one configuration for views coming through each edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(NodeTraitModifier { node in
            node.effects.append(.geometryDependent { node in
                let steps = { (phase: ScrollTransitionPhase) in transition(EmptyVisualEffect(), phase)._visualEffectSteps }
                var ancestor = node.parent
                while let current = ancestor, current.layout.scrolling == nil { ancestor = current.parent }
                guard let scrollNode = ancestor, let layout = scrollNode.layout.scrolling else {
                    return steps(.identity).renderEffects
                }
                let along = axis ?? (layout.axes.contains(.vertical) ? .vertical : .horizontal)
                let container = scrollNode.frame.inset(by: layout.state.contentInsets)
                // Which edge the view is at decides whose configuration applies.
                let (edge, fraction) = bottomTrailing.progress(of: node.frame, in: container, axis: along)
                let configuration = edge == .topLeading ? topLeading : bottomTrailing
                let progress = edge == .topLeading ? configuration.progress(of: node.frame, in: container, axis: along).fraction : fraction
                switch configuration.mode {
                case .identity:
                    return steps(.identity).renderEffects
                case .animated:
                    return steps(progress >= 1 ? .identity : edge).renderEffects
                case .interactive:
                    if progress >= 1 { return steps(.identity).renderEffects }
                    let eased = configuration.curve.value(at: progress)
                    return steps(edge).interpolated(to: steps(.identity), eased).renderEffects
                }
            })
        })
    }
}
