import Foundation
import EaselClock

/// Keyframe animation (Apple: "keyframeAnimator", "KeyframeTimeline", "KeyframeTrack",
/// "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe", iOS 17).
///
/// Each track moves one property of the value (or the whole value) through its keyframes, one
/// after another from the value's initial state: straight along a timing curve, by a spring,
/// along a cubic curve, or by a jump. A `KeyframeTimeline` evaluates the value at any time;
/// `keyframeAnimator` builds its content from it at the display's rate while it plays.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    var body: Body { get }
}

/// The content of a keyframe track: keyframes (Apple: "KeyframeTrackContent").
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    var body: Body { get }
}

/// One keyframe: where a track goes next, how long it takes, and how it gets there.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }
    let target: Value
    let duration: TimeInterval
    let kind: Kind
}

/// Keyframes a builder collected, as segments of a value type.
protocol KeyframeSegmentSource {
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

/// One track of a timeline, made for the animated value: its length, and what it sets at a
/// time (starting from the value it is given, the initial one).
struct KeyframeTrackEvaluator<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

protocol KeyframeTrackSource {
    func evaluator<V>(for type: V.Type) -> KeyframeTrackEvaluator<V>?
}

/// Keyframes for one property of the animated value (Apple: "KeyframeTrack").
/// Its keyframes are the animated value's (`Root`); the track's own values are `TrackValue`.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes, KeyframeTrackSource
where Content.Value == TrackValue {
    public typealias Value = Root
    public typealias Body = Never
    public var body: Never { fatalError("KeyframeTrack has no body") }
    let evaluator: KeyframeTrackEvaluator<Root>

    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        let segments = KeyframeTrack.segments(of: content())
        evaluator = KeyframeTrackEvaluator(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
            root[keyPath: keyPath] = KeyframeTrack.value(of: segments, from: root[keyPath: keyPath], at: time)
        }
    }

    func evaluator<V>(for type: V.Type) -> KeyframeTrackEvaluator<V>? { evaluator as? KeyframeTrackEvaluator<V> }

    static func segments(of content: Content) -> [KeyframeSegment<TrackValue>] {
        (content as? KeyframeSegmentSource)?.segments(as: TrackValue.self) ?? []
    }

    /// The track's value `time` seconds in, starting from `start`: the keyframes' values are
    /// knots reached one after another, each segment from the knot before it.
    static func value(of segments: [KeyframeSegment<TrackValue>], from start: TrackValue, at time: TimeInterval) -> TrackValue {
        var knots = [start.animatableData], times = [0.0]
        for segment in segments {
            knots.append(segment.target.animatableData)
            times.append(times[times.count - 1] + segment.duration)
        }
        var result = start
        for (index, segment) in segments.enumerated() where time < times[index + 1] && segment.duration > 0 {
            let a = knots[index], b = knots[index + 1], duration = segment.duration
            let fraction = Swift.max(0, (time - times[index]) / duration)
            switch segment.kind {
            case .move:
                result.animatableData = b
            case .linear(let curve):
                result.animatableData = a + (b - a).scaled(by: curve.value(at: fraction))
            case .spring(let spring, let startVelocity):
                // From the knot towards the next, released with the keyframe's velocity (value
                // units per second), as a spring's free response adds to its step response.
                let elapsed = fraction * duration
                var value = a + (b - a).scaled(by: spring.value(at: elapsed))
                if let startVelocity { value += startVelocity.scaled(by: spring.velocityResponse(at: elapsed).value) }
                result.animatableData = value
            case .cubic(let startVelocity, let endVelocity):
                // Hermite between the knots; a velocity not given follows the knots on either
                // side (Catmull–Rom), and is zero at the ends of the track.
                func tangent(_ knot: Int) -> TrackValue.AnimatableData {
                    guard knot > 0, knot < knots.count - 1, times[knot + 1] > times[knot - 1] else { return .zero }
                    return (knots[knot + 1] - knots[knot - 1]).scaled(by: 1 / (times[knot + 1] - times[knot - 1]))
                }
                let m0 = startVelocity ?? tangent(index), m1 = endVelocity ?? tangent(index + 1)
                let t = fraction, t2 = t * t, t3 = t2 * t
                let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
                result.animatableData = a.scaled(by: h00) + m0.scaled(by: h10 * duration) + b.scaled(by: h01) + m1.scaled(by: h11 * duration)
            }
            return result
        }
        result.animatableData = knots[knots.count - 1]
        return result
    }
}

extension KeyframeTrack where Root == TrackValue {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

extension Never: Keyframes, KeyframeTrackContent {}

extension Never: Animatable {
    public typealias AnimatableData = EmptyAnimatableData
}

/// A keyframe reached at a constant rate, or along a timing curve (Apple: "LinearKeyframe").
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    public typealias Body = Never
    public var body: Never { fatalError("LinearKeyframe has no body") }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: Swift.max(0, duration.isFinite ? duration : 0), kind: .linear(timingCurve))
    }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A keyframe reached by a spring (Apple: "SpringKeyframe"); without a duration, the
/// spring's settling time.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    public typealias Body = Never
    public var body: Never { fatalError("SpringKeyframe has no body") }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {
        let length = duration ?? spring.settlingDuration
        segment = KeyframeSegment(target: to, duration: Swift.max(0, length.isFinite ? length : 0),
                                  kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A keyframe reached along a cubic curve (Apple: "CubicKeyframe").
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    public typealias Body = Never
    public var body: Never { fatalError("CubicKeyframe has no body") }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: Swift.max(0, duration.isFinite ? duration : 0),
                                  kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A jump to a value at once (Apple: "MoveKeyframe").
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    public typealias Body = Never
    public var body: Never { fatalError("MoveKeyframe has no body") }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0, kind: .move) }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// Several tracks, as the builders combine them.
public struct _KeyframesGroup<Value>: Keyframes {
    public typealias Body = Never
    public var body: Never { fatalError("keyframes have no body") }
    let tracks: [KeyframeTrackEvaluator<Value>]
    init(_ tracks: [KeyframeTrackEvaluator<Value>] = []) { self.tracks = tracks }

    static func tracks<K: Keyframes>(of keyframes: K) -> [KeyframeTrackEvaluator<Value>] {
        if let group = keyframes as? _KeyframesGroup<Value> { return group.tracks }
        if let track = (keyframes as? KeyframeTrackSource)?.evaluator(for: Value.self) { return [track] }
        return []
    }
}

/// Keyframes of one track, as the builder combines them.
public struct _KeyframeTrackContentGroup<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    public typealias Body = Never
    public var body: Never { fatalError("keyframes have no body") }
    let segments: [KeyframeSegment<Value>]
    init(_ segments: [KeyframeSegment<Value>] = []) { self.segments = segments }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segments as? [KeyframeSegment<V>] ?? [] }
}

/// How a value changes over time, described by keyframes (Apple: "KeyframeTimeline").
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackEvaluator<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = _KeyframesGroup<Value>.tracks(of: content())
    }

    /// The time the longest track takes.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in: each track's property where its keyframes have taken it.
    public func value(time: Double) -> Value {
        var value = initialValue
        let time = time.isFinite ? Swift.max(0, time) : 0
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value a fraction of the way through the timeline.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// Builds the tracks of a keyframe animation (Apple: "KeyframesBuilder").
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(_KeyframesGroup<Value>.tracks(of: expression))
    }
    public static func buildBlock(_ components: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> {
        _KeyframesGroup(components.flatMap(\.tracks))
    }
    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { component ?? _KeyframesGroup() }
    public static func buildEither(first component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    public static func buildEither(second component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    public static func buildArray(_ components: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> {
        _KeyframesGroup(components.flatMap(\.tracks))
    }
}

/// Builds the keyframes of a track (Apple: "KeyframeTrackContentBuilder").
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentGroup<Value> where K.Value == Value {
        _KeyframeTrackContentGroup((expression as? KeyframeSegmentSource)?.segments(as: Value.self) ?? [])
    }
    public static func buildBlock(_ components: _KeyframeTrackContentGroup<Value>...) -> _KeyframeTrackContentGroup<Value> {
        _KeyframeTrackContentGroup(components.flatMap(\.segments))
    }
    public static func buildOptional(_ component: _KeyframeTrackContentGroup<Value>?) -> _KeyframeTrackContentGroup<Value> {
        component ?? _KeyframeTrackContentGroup()
    }
    public static func buildEither(first component: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { component }
    public static func buildEither(second component: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { component }
    public static func buildArray(_ components: [_KeyframeTrackContentGroup<Value>]) -> _KeyframeTrackContentGroup<Value> {
        _KeyframeTrackContentGroup(components.flatMap(\.segments))
    }
}

/// Animates a value through keyframes and shows content built from it (Apple: "KeyframeAnimator"):
/// from the initial value, at the display's rate; over and over when repeating, or once each
/// time `trigger` changes (resting at the initial value until then, at the last keyframes after).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// The trigger, compared by `==` (nil: repeats).
    let trigger: AnyHashable?
    @State private var elapsed: TimeInterval?
    @State private var lastTrigger: AnyHashable?

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        trigger = repeating ? nil : AnyHashable(EquatableTrigger(value: 0))
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        self.trigger = AnyHashable(EquatableTrigger(value: trigger))
    }

    public var body: some View {
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        let shown = elapsed.map { timeline.value(time: $0) } ?? initialValue
        return content(shown)
            .task(id: trigger) {
                // A triggered animator rests until its trigger changes; a repeating one plays
                // from when it appears.
                if trigger != nil, lastTrigger == nil || lastTrigger == trigger {
                    lastTrigger = trigger
                    return
                }
                lastTrigger = trigger
                await play(timeline, repeats: trigger == nil)
            }
    }

    /// Moves `elapsed` on at the display's rate, from the start, once or round and round.
    @MainActor
    private func play(_ timeline: KeyframeTimeline<Value>, repeats: Bool) async {
        let duration = timeline.duration
        guard duration > 0 else {
            elapsed = duration
            return
        }
        let clock = PreviewClock.shared
        let start = clock.now()
        while !Task.isCancelled {
            let time = clock.now() - start
            if !repeats && time >= duration {
                elapsed = duration
                return
            }
            elapsed = repeats ? time.truncatingRemainder(dividingBy: duration) : time
            try? await clock.sleep(seconds: 1.0 / 60)
        }
    }
}

extension View {
    /// Plays keyframes over a value, repeating (Apple: "keyframeAnimator(initialValue:repeating:content:keyframes:)").
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let source = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(source, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes each time `trigger` changes (Apple: "keyframeAnimator(initialValue:trigger:content:keyframes:)").
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let source = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(source, $0) }, keyframes: keyframes)
    }
}
