import Foundation
import EaselClock

/// What the held pointer is doing to a view's drag and long-press gestures.
struct GestureTracking {
    /// The gestures of the nearest view under the pointer that has any, as they were when the
    /// pointer went down: the view is rebuilt as its gesture state changes, but these keep
    /// reaching the same state.
    let traits: NodeInteraction
    /// The view's origin then, for values in its own (`.local`) coordinates.
    let origin: CGPoint
    let start: CGPoint
    let startTime: Date
    var last: (point: CGPoint, time: Date)
    var velocity = CGSize.zero
    /// A drag passed its minimum distance: moves go to it, not to scroll views or buttons.
    var isDragging = false
    /// The long press reached its duration (and ran), or was given up (the pointer moved).
    var isLongPressSettled = false
}

/// Drags and long presses, driven by the pointer: `pointerDown`, `pointerMoved` and `pointerUp`
/// (the window's mouse, or tests) report here before buttons and scroll views see the input.
extension PreviewHost {
    /// Starts tracking the gestures of the view under `point`, if it has any.
    func beginGestures(at point: CGPoint, hit: ViewNode?) {
        interaction.gesture = nil
        var node = hit
        while let current = node {
            if let traits = current.interaction, !traits.drags.isEmpty || !traits.longPresses.isEmpty {
                let now = PreviewClock.shared.date()
                var tracking = GestureTracking(traits: traits, origin: current.frame.origin, start: point, startTime: now, last: (point, now))
                for press in traits.longPresses { press.pressing(true) }
                // A drag with no minimum distance begins on touch down, as SwiftUI's does.
                let immediate = traits.drags.filter { $0.minimumDistance <= 0 }
                if !immediate.isEmpty {
                    tracking.isDragging = true
                    interaction.pressed = nil
                    for drag in immediate { drag.changed(dragValue(drag, tracking, at: point)) }
                }
                interaction.gesture = tracking
                return
            }
            node = current.parent
        }
    }

    /// The pointer moved while held: a drag past its minimum distance takes it. Returns whether
    /// a drag took the move (then nothing scrolls).
    func moveGestures(to point: CGPoint) -> Bool {
        guard var tracking = interaction.gesture else { return false }
        let traits = tracking.traits
        let now = PreviewClock.shared.date()
        let elapsed = now.timeIntervalSince(tracking.last.time)
        if elapsed > 0 {
            tracking.velocity = CGSize(width: (point.x - tracking.last.point.x) / elapsed, height: (point.y - tracking.last.point.y) / elapsed)
        }
        tracking.last = (point, now)
        let distance = hypot(point.x - tracking.start.x, point.y - tracking.start.y)
        if !tracking.isLongPressSettled, traits.longPresses.contains(where: { distance > $0.maximumDistance }) {
            tracking.isLongPressSettled = true
            for press in traits.longPresses { press.pressing(false) }
        }
        if !tracking.isDragging, let minimum = traits.drags.map(\.minimumDistance).min(), distance >= minimum {
            tracking.isDragging = true
            // The drag wins: a held button lets go, as a scroll view's pan cancels a touch.
            interaction.pressed = nil
        }
        interaction.gesture = tracking
        guard tracking.isDragging else { return false }
        for drag in traits.drags { drag.changed(dragValue(drag, tracking, at: point)) }
        return true
    }

    /// The pointer went up: a drag ends; returns whether a drag took the release.
    func endGestures(at point: CGPoint) -> Bool {
        guard let tracking = interaction.gesture else { return false }
        interaction.gesture = nil
        let traits = tracking.traits
        if !tracking.isLongPressSettled {
            fireLongPressIfDue(tracking, traits: traits)
            if PreviewClock.shared.date().timeIntervalSince(tracking.startTime) < (traits.longPresses.map(\.minimumDuration).min() ?? 0) {
                for press in traits.longPresses { press.pressing(false) }
            }
        }
        guard tracking.isDragging else { return false }
        for drag in traits.drags { drag.ended(dragValue(drag, tracking, at: point)) }
        return true
    }

    /// Runs long presses that have been held long enough (the window calls it between events).
    func checkLongPresses() {
        guard var tracking = interaction.gesture, !tracking.isLongPressSettled else { return }
        let traits = tracking.traits
        guard !traits.longPresses.isEmpty else { return }
        if fireLongPressIfDue(tracking, traits: traits) {
            tracking.isLongPressSettled = true
            interaction.gesture = tracking
            // A long press that fired is not also a tap.
            interaction.pressed = nil
        }
    }

    @discardableResult
    private func fireLongPressIfDue(_ tracking: GestureTracking, traits: NodeInteraction) -> Bool {
        let held = PreviewClock.shared.date().timeIntervalSince(tracking.startTime)
        let due = traits.longPresses.filter { held >= $0.minimumDuration }
        for press in due { press.ended() }
        return !due.isEmpty
    }

    private func dragValue(_ drag: DragRecognizer, _ tracking: GestureTracking, at point: CGPoint) -> DragGesture.Value {
        let origin = drag.coordinateSpace == .local ? tracking.origin : .zero
        return DragGesture.Value(time: PreviewClock.shared.date(), location: CGPoint(x: point.x - origin.x, y: point.y - origin.y),
                                 startLocation: CGPoint(x: tracking.start.x - origin.x, y: tracking.start.y - origin.y),
                                 velocity: tracking.velocity)
    }
}
