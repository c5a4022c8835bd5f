import Foundation
import EaselClock

/// What two fingers on the screen are doing to the magnify and rotate gestures of the views
/// under them (`MagnifyGesture`, `RotateGesture` and their older spellings).
///
/// They compete as drags do (`GestureTracking`): the views under the point between the
/// fingers take part, innermost first, a parent's `highPriorityGesture` before its subviews';
///
/// 1. A magnify gesture begins once the spread changed by its minimum scale delta, a rotate
///    gesture once the fingers turned its minimum angle.
/// 2. The first (in precedence order) to begin wins; the others that compete give up.
/// 3. Those attached with `simultaneousGesture`, and the second part of a
///    `simultaneously(with:)` pair (a magnify beside a rotate), begin on their own terms
///    beside the winner.
struct PinchTracking {
    struct Pinch {
        let recognizer: PinchRecognizer
        /// The view's frame when the fingers went down, for the start location and anchor.
        let frame: CGRect
        var state = GestureTracking.State.waiting
    }

    /// In precedence order.
    var pinches: [Pinch]
    let center: CGPoint
    var magnification: CGFloat = 1
    var rotation = Angle.zero
    var magnificationVelocity: CGFloat = 0
    var rotationVelocity = Angle.zero
    var lastTime: Date

    init(participants: [(traits: NodeInteraction, frame: CGRect)], center: CGPoint, time: Date) {
        var pinches: [Pinch] = []
        for (traits, frame) in participants {
            let own = traits.pinches.map { Pinch(recognizer: $0, frame: frame) }
            pinches = GestureTracking.ordered(own, around: pinches) { $0.recognizer }
        }
        self.pinches = pinches
        self.center = center
        lastTime = time
    }

    /// How far the fingers are from where they went down, in the measure of `kind`.
    func change(for kind: PinchRecognizer.Kind) -> CGFloat {
        switch kind {
        case .magnify: abs(magnification - 1)
        case .rotate: abs(rotation.radians)
        }
    }

    /// Begins the pinches past their threshold (1.–3.).
    mutating func begin() {
        var won = pinches.contains { $0.state == .active && $0.recognizer.competes }
        for index in pinches.indices where pinches[index].state == .waiting {
            let recognizer = pinches[index].recognizer
            guard change(for: recognizer.kind) >= recognizer.minimumDelta, !recognizer.competes || !won else { continue }
            pinches[index].state = .active
            if recognizer.competes { won = true }
        }
        guard won else { return }
        for index in pinches.indices where pinches[index].state == .waiting && pinches[index].recognizer.competes {
            pinches[index].state = .finished
        }
    }

    func value(for pinch: Pinch, time: Date) -> PinchValue {
        let local = CGPoint(x: center.x - pinch.frame.minX, y: center.y - pinch.frame.minY)
        let anchor = UnitPoint(x: pinch.frame.width > 0 ? local.x / pinch.frame.width : 0,
                               y: pinch.frame.height > 0 ? local.y / pinch.frame.height : 0)
        return PinchValue(time: time, magnification: magnification, rotation: rotation,
                          magnificationVelocity: magnificationVelocity, rotationVelocity: rotationVelocity,
                          startLocation: local, startAnchor: anchor)
    }
}

/// Two-finger input, as a person pinches and turns on a phone. A mouse has one pointer, so the
/// window drives these with the wheel (Ctrl+wheel magnifies, Ctrl+Shift+wheel rotates); tests
/// call them directly.
///
/// ```swift
/// host.pinch(at: CGPoint(x: 200, y: 300), magnification: 2)      // spread to twice as far apart
/// host.pinch(at: CGPoint(x: 200, y: 300), rotation: .degrees(90)) // turn a quarter clockwise
/// ```
extension PreviewHost {
    /// Two fingers went down either side of `center` (host points): the magnify and rotate
    /// gestures of the views under it take part until `pinchEnded()`.
    public func pinchBegan(at center: CGPoint) {
        layoutIfNeeded()
        if interaction.pinch != nil { pinchEnded() }
        var participants: [(traits: NodeInteraction, frame: CGRect)] = []
        var node = hitTest(center)?.node
        while let current = node {
            if let traits = current.interaction, !traits.pinches.isEmpty { participants.append((traits, current.frame)) }
            node = current.parent
        }
        guard !participants.isEmpty else { return }
        interaction.pinch = PinchTracking(participants: participants, center: center, time: PreviewClock.shared.date())
    }

    /// The fingers moved: they are `magnification` times as far apart as when they went down
    /// (a positive, finite scale) and have turned by `rotation`, clockwise positive, as
    /// `RotateGesture` reports it.
    public func pinchChanged(magnification: CGFloat, rotation: Angle = .zero) {
        guard var tracking = interaction.pinch else { return }
        guard magnification.isFinite, magnification > 0, rotation.radians.isFinite else {
            Diagnostics.warnOnce("pinch-invalid", "pinchChanged(magnification: \(magnification), rotation: \(rotation.degrees)°) "
                + "is ignored: the magnification must be a positive number and the angle finite.")
            return
        }
        let now = PreviewClock.shared.date()
        let elapsed = now.timeIntervalSince(tracking.lastTime)
        if elapsed > 0 {
            tracking.magnificationVelocity = (magnification - tracking.magnification) / elapsed
            tracking.rotationVelocity = .radians((rotation.radians - tracking.rotation.radians) / elapsed)
        }
        (tracking.magnification, tracking.rotation, tracking.lastTime) = (magnification, rotation, now)
        tracking.begin()
        interaction.pinch = tracking
        for pinch in tracking.pinches where pinch.state == .active { pinch.recognizer.changed(tracking.value(for: pinch, time: now)) }
    }

    /// The fingers lifted: the gestures under way end with their last values; those that never
    /// began did not happen.
    public func pinchEnded() {
        guard let tracking = interaction.pinch else { return }
        interaction.pinch = nil
        let now = PreviewClock.shared.date()
        for pinch in tracking.pinches where pinch.state == .active { pinch.recognizer.ended(tracking.value(for: pinch, time: now)) }
    }

    /// Whether two fingers are down (between `pinchBegan` and `pinchEnded`).
    public var isPinching: Bool { interaction.pinch != nil }

    /// A whole pinch in `steps` moves: down either side of `center`, spreading to
    /// `magnification` and turning to `rotation` evenly, then up.
    public func pinch(at center: CGPoint, magnification: CGFloat = 1, rotation: Angle = .zero, steps: Int = 10) {
        pinchBegan(at: center)
        let count = Swift.max(steps, 1)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            // Spread evenly on a log scale, so halfway to 4× is 2×.
            pinchChanged(magnification: pow(magnification, fraction), rotation: .radians(rotation.radians * fraction))
        }
        pinchEnded()
    }
}
