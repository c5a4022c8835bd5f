import Foundation

/// An input a view recognises: a tap, a drag, a long press… (Apple: "Gesture").
///
/// Gestures are values: `.onChanged`, `.onEnded`, `.updating` and `.map` wrap one in another,
/// and `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)` combine two.
/// Attached to a view with `.gesture(_:)`, a gesture becomes the recognisers the host drives
/// with the pointer (`GestureRecognizers`): taps on release, drags while the pointer moves,
/// long presses when held long enough.
public protocol Gesture {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }

    /// The recognisers that report this gesture's values to `events`. Easel's own gestures
    /// implement it; a composed gesture (`var body: some Gesture`) uses its body's.
    func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers
}

extension Gesture {
    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        // A custom gesture's values are its body's; they reach this gesture's events only when
        // the types agree, which they do for every gesture written as a body.
        body._recognizers(GestureEvents<Body.Value>(
            changed: { value in if let value = value as? Value { events.changed(value) } },
            ended: { value in if let value = value as? Value { events.ended(value) } },
            cancelled: events.cancelled))
    }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Where a gesture's values go while it is recognised. Public only because `Gesture` must name it.
public struct GestureEvents<Value> {
    let changed: (Value) -> Void
    let ended: (Value) -> Void
    /// The gesture stopped without ending (the pointer left, another gesture won).
    let cancelled: () -> Void

    static var none: GestureEvents { GestureEvents(changed: { _ in }, ended: { _ in }, cancelled: {}) }

    /// Events of another gesture's values, turned into this gesture's.
    func mapped<Other>(_ transform: @escaping (Other) -> Value) -> GestureEvents<Other> {
        let changed = self.changed, ended = self.ended
        return GestureEvents<Other>(changed: { changed(transform($0)) }, ended: { ended(transform($0)) }, cancelled: cancelled)
    }
}

/// What the host drives for a view's gestures. Public only because `Gesture` must name it.
public struct GestureRecognizers {
    var taps: [TapRecognizer] = []
    var drags: [DragRecognizer] = []
    var longPresses: [LongPressRecognizer] = []
    var pinches: [PinchRecognizer] = []

    mutating func merge(_ other: GestureRecognizers) {
        taps += other.taps
        drags += other.drags
        longPresses += other.longPresses
        pinches += other.pinches
    }

    var isEmpty: Bool { taps.isEmpty && drags.isEmpty && longPresses.isEmpty && pinches.isEmpty }

    /// The recognisers, made to run beside the others of their gesture (a simultaneous
    /// gesture's second part) rather than compete with them.
    func runningBeside() -> GestureRecognizers {
        func beside<R: CompetingRecognizer>(_ recognizers: [R]) -> [R] {
            recognizers.map { var each = $0; each.runsBeside = true; return each }
        }
        var copy = self
        copy.drags = beside(drags)
        copy.longPresses = beside(longPresses)
        copy.pinches = beside(pinches)
        return copy
    }
}

struct TapRecognizer {
    let count: Int
    /// The tap's location in the view's own coordinates, and in the host's.
    let action: (_ local: CGPoint, _ global: CGPoint) -> Void
}

struct DragRecognizer {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    let changed: (DragGesture.Value) -> Void
    let ended: (DragGesture.Value) -> Void
    let cancelled: () -> Void
    var attachment = GestureAttachment.normal
    /// Part of a simultaneous gesture that runs beside its other part.
    var runsBeside = false
    /// Whether the drag may begin yet: the second gesture of a sequence waits for the first to
    /// end (nil: from the start). It then measures from where the pointer was at that moment.
    var isReady: (() -> Bool)? = nil
}

struct LongPressRecognizer {
    let minimumDuration: TimeInterval
    let maximumDistance: CGFloat
    /// Pressing started (true) or stopped before the end (false).
    let pressing: (Bool) -> Void
    let ended: () -> Void
    var attachment = GestureAttachment.normal
    var runsBeside = false
    /// The pointer went up after the press fired (a sequence that never reached its second
    /// gesture ends there).
    var released: (() -> Void)? = nil
}

/// Two fingers pinching and turning (`MagnifyGesture`, `RotateGesture` and their older
/// spellings): the host's `pinch` calls, or the window's Ctrl and Ctrl+Shift with the wheel.
struct PinchRecognizer {
    enum Kind { case magnify, rotate }
    let kind: Kind
    /// The scale change (magnify) or the angle in radians (rotate) before it begins.
    let minimumDelta: CGFloat
    let changed: (PinchValue) -> Void
    let ended: (PinchValue) -> Void
    let cancelled: () -> Void
    var attachment = GestureAttachment.normal
    var runsBeside = false
}

/// Where two fingers are, as the pinch recognisers report it.
struct PinchValue {
    var time: Date
    var magnification: CGFloat
    var rotation: Angle
    /// Magnification per second, radians per second.
    var magnificationVelocity: CGFloat
    var rotationVelocity: Angle
    /// The point between the fingers, in the view's own coordinates, and as a unit point of its size.
    var startLocation: CGPoint
    var startAnchor: UnitPoint
}

/// A drag, long press or pinch: how it was attached, and whether it runs beside its partner in
/// a simultaneous gesture.
protocol CompetingRecognizer {
    var attachment: GestureAttachment { get set }
    var runsBeside: Bool { get set }
}

extension CompetingRecognizer {
    /// Whether it competes with the others under the pointer (`GestureTracking`, step 4).
    var competes: Bool { attachment != .simultaneous && !runsBeside }
}

extension DragRecognizer: CompetingRecognizer {}
extension LongPressRecognizer: CompetingRecognizer {}
extension PinchRecognizer: CompetingRecognizer {}

/// How a gesture was attached, which decides how it competes with the gestures of the views
/// around it (Apple: "gesture(_:including:)": a subview's gestures take precedence;
/// "highPriorityGesture(_:including:)": this one takes precedence over its subviews';
/// "simultaneousGesture(_:including:)": it runs at the same time as theirs).
enum GestureAttachment {
    case normal, highPriority, simultaneous
}
