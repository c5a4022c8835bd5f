import Foundation
import EaselClock

/// What the held pointer is doing to the drag and long-press gestures of the views under it.
///
/// Every view from the one hit up to the root takes part with the gestures it had when the
/// pointer went down (the views are rebuilt as their gesture state changes; these keep
/// reaching the same state). They compete as SwiftUI's do (Apple, "gesture(_:including:)",
/// "highPriorityGesture(_:including:)", "simultaneousGesture(_:including:)"):
///
/// 1. Precedence: a view's gestures come after its subviews' (the innermost view first),
///    except those attached with `highPriorityGesture`, which come before its subviews'.
/// 2. A drag begins once the pointer has moved its minimum distance. The first drag (in
///    precedence order) to begin wins: the other drags and the long presses still waiting
///    give up, and a held button lets go, as a scroll view's pan cancels a touch.
/// 3. A long press fires once held its minimum duration without moving further than its
///    maximum distance; of those due together, the first in precedence fires and the others
///    give up. A long press does not stop a drag (a press followed by a drag is a sequence).
/// 4. Gestures attached with `simultaneousGesture`, and the second part of a
///    `simultaneously(with:)` pair, do not compete: each begins or fires on its own terms,
///    beside the winner, and stops nobody.
struct GestureTracking {
    /// Waiting to begin or fire; a drag under way; a press that fired; given up or done.
    enum State { case waiting, active, fired, finished }

    struct Drag {
        let recognizer: DragRecognizer
        /// The view's origin when the pointer went down, for values in its own (`.local`) coordinates.
        let origin: CGPoint
        var state = State.waiting
        /// Where the drag measures from: where the pointer went down, or, for the second
        /// gesture of a sequence, where it was when the first ended (nil until then).
        var start: CGPoint?
    }

    struct Press {
        let recognizer: LongPressRecognizer
        var state = State.waiting
    }

    /// In precedence order (1.).
    var drags: [Drag]
    var presses: [Press]
    let start: CGPoint
    let startTime: Date
    var last: (point: CGPoint, time: Date)
    var velocity = CGSize.zero

    /// A drag began: moves go to the drags, not to scroll views or buttons.
    var isDragging: Bool { drags.contains { $0.state == .active } }

    /// The gestures of `participants` (innermost first, each with its origin) in precedence order.
    init(participants: [(traits: NodeInteraction, origin: CGPoint)], start: CGPoint, time: Date) {
        var drags: [Drag] = [], presses: [Press] = []
        for (traits, origin) in participants {
            let ownDrags = traits.drags.map { Drag(recognizer: $0, origin: origin, start: $0.isReady == nil ? start : nil) }
            let ownPresses = traits.longPresses.map { Press(recognizer: $0) }
            drags = GestureTracking.ordered(ownDrags, around: drags) { $0.recognizer }
            presses = GestureTracking.ordered(ownPresses, around: presses) { $0.recognizer }
        }
        self.drags = drags
        self.presses = presses
        self.start = start
        startTime = time
        last = (start, time)
    }

    /// A view's own gestures around those of its subviews, already in order (1.): its
    /// high-priority ones before them, the others after.
    static func ordered<T, R: CompetingRecognizer>(_ own: [T], around inner: [T], recognizer: (T) -> R) -> [T] {
        own.filter { recognizer($0).attachment == .highPriority } + inner + own.filter { recognizer($0).attachment != .highPriority }
    }

    /// Begins the drags that the pointer, at `point`, has moved their minimum distance from
    /// their start (2., 4.); returns whether one that competes won just now.
    mutating func beginDrags(at point: CGPoint) -> Bool {
        markReadyDrags()
        var won = false
        let competing = drags.contains { $0.state == .active && $0.recognizer.competes }
        for index in drags.indices where drags[index].state == .waiting {
            guard let start = drags[index].start,
                  hypot(point.x - start.x, point.y - start.y) >= drags[index].recognizer.minimumDistance else { continue }
            if !drags[index].recognizer.competes {
                drags[index].state = .active
            } else if !competing && !won {
                drags[index].state = .active
                won = true
            }
        }
        guard won else { return false }
        for index in drags.indices where drags[index].state == .waiting && drags[index].recognizer.competes {
            drags[index].state = .finished
        }
        for index in presses.indices where presses[index].state == .waiting && presses[index].recognizer.competes {
            presses[index].state = .finished
            presses[index].recognizer.pressing(false)
        }
        return true
    }

    /// Drags of a sequence whose first gesture just ended measure from the pointer now.
    mutating func markReadyDrags() {
        for index in drags.indices where drags[index].start == nil && drags[index].recognizer.isReady?() == true {
            drags[index].start = last.point
        }
    }

    /// The long presses held `held` seconds fire (3., 4.); returns whether one fired.
    mutating func fireDuePresses(held: TimeInterval) -> Bool {
        var fired = false
        for index in presses.indices where presses[index].state == .waiting && held >= presses[index].recognizer.minimumDuration {
            let simultaneous = !presses[index].recognizer.competes
            guard simultaneous || !fired else { continue }
            presses[index].state = .fired
            presses[index].recognizer.ended()
            if !simultaneous { fired = true }
        }
        markReadyDrags()
        if fired {
            for index in presses.indices where presses[index].state == .waiting && presses[index].recognizer.competes {
                presses[index].state = .finished
                presses[index].recognizer.pressing(false)
            }
        }
        return fired
    }
}

/// Drags and long presses, driven by the pointer: `pointerDown`, `pointerMoved` and `pointerUp`
/// (the window's mouse, or tests) report here before buttons and scroll views see the input.
extension PreviewHost {
    /// Starts tracking the gestures of the views under `point`, if they have any.
    func beginGestures(at point: CGPoint, hit: ViewNode?) {
        interaction.gesture = nil
        var participants: [(traits: NodeInteraction, origin: CGPoint)] = []
        var node = hit
        while let current = node {
            if let traits = current.interaction, !traits.drags.isEmpty || !traits.longPresses.isEmpty {
                participants.append((traits, current.frame.origin))
            }
            node = current.parent
        }
        guard !participants.isEmpty else { return }
        var tracking = GestureTracking(participants: participants, start: point, time: PreviewClock.shared.date())
        for press in tracking.presses { press.recognizer.pressing(true) }
        // A drag with no minimum distance begins on touch down, as SwiftUI's does.
        if tracking.beginDrags(at: point) { interaction.pressed = nil }
        for drag in tracking.drags where drag.state == .active { drag.recognizer.changed(dragValue(drag, tracking, at: point)) }
        interaction.gesture = tracking
    }

    /// The pointer moved while held: a drag past its minimum distance takes it. Returns whether
    /// a drag took the move (then nothing scrolls).
    func moveGestures(to point: CGPoint) -> Bool {
        guard var tracking = interaction.gesture else { return false }
        let now = PreviewClock.shared.date()
        let elapsed = now.timeIntervalSince(tracking.last.time)
        if elapsed > 0 {
            tracking.velocity = CGSize(width: (point.x - tracking.last.point.x) / elapsed, height: (point.y - tracking.last.point.y) / elapsed)
        }
        tracking.last = (point, now)
        let distance = hypot(point.x - tracking.start.x, point.y - tracking.start.y)
        // A long press gives up once the pointer strays past its maximum distance (before it fired).
        for index in tracking.presses.indices where tracking.presses[index].state == .waiting
            && distance > tracking.presses[index].recognizer.maximumDistance {
            tracking.presses[index].state = .finished
            tracking.presses[index].recognizer.pressing(false)
        }
        if tracking.beginDrags(at: point) { interaction.pressed = nil }
        interaction.gesture = tracking
        guard tracking.isDragging else { return false }
        for drag in tracking.drags where drag.state == .active { drag.recognizer.changed(dragValue(drag, tracking, at: point)) }
        return true
    }

    /// The pointer went up: drags end; returns whether a drag took the release.
    func endGestures(at point: CGPoint) -> Bool {
        guard var tracking = interaction.gesture else { return false }
        interaction.gesture = nil
        _ = tracking.fireDuePresses(held: PreviewClock.shared.date().timeIntervalSince(tracking.startTime))
        // Let go before its duration: the press stops without firing; after, it is released.
        for press in tracking.presses {
            if press.state == .waiting { press.recognizer.pressing(false) }
            if press.state == .fired { press.recognizer.released?() }
        }
        guard tracking.isDragging else { return false }
        for drag in tracking.drags where drag.state == .active { drag.recognizer.ended(dragValue(drag, tracking, at: point)) }
        return true
    }

    /// Runs long presses that have been held long enough (the window calls it between events).
    func checkLongPresses() {
        guard var tracking = interaction.gesture, tracking.presses.contains(where: { $0.state == .waiting }) else { return }
        if tracking.fireDuePresses(held: PreviewClock.shared.date().timeIntervalSince(tracking.startTime)) {
            // A long press that fired is not also a tap.
            interaction.pressed = nil
        }
        interaction.gesture = tracking
    }

    private func dragValue(_ drag: GestureTracking.Drag, _ tracking: GestureTracking, at point: CGPoint) -> DragGesture.Value {
        let origin = drag.recognizer.coordinateSpace == .local ? drag.origin : .zero
        let start = drag.start ?? tracking.start
        return DragGesture.Value(time: PreviewClock.shared.date(), location: CGPoint(x: point.x - origin.x, y: point.y - origin.y),
                                 startLocation: CGPoint(x: start.x - origin.x, y: start.y - origin.y),
                                 velocity: tracking.velocity)
    }
}
