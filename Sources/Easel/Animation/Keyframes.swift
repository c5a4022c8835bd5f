import Foundation

/// Keyframe animation (Apple: "keyframeAnimator", "KeyframeTrack", "LinearKeyframe",
/// "SpringKeyframe", "CubicKeyframe", "MoveKeyframe", iOS 17). The types compile as Apple
/// spells them; a `keyframeAnimator` shows its content at the initial value, where an
/// animation that has not been triggered rests, and says once that keyframes do not play yet.
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

/// Keyframes for one property of the animated value (Apple: "KeyframeTrack").
/// Its keyframes are the animated value's (`Root`); the track's own values are `TrackValue`.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    public typealias Value = Root
    public typealias Body = Never
    public var body: Never { fatalError("KeyframeTrack has no body") }

    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

extension KeyframeTrack where Root == TrackValue {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

extension Never: Keyframes, KeyframeTrackContent {}

extension Never: Animatable {
    public typealias AnimatableData = EmptyAnimatableData
}

/// A keyframe reached at a constant rate, or along a timing curve (Apple: "LinearKeyframe").
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Never
    public var body: Never { fatalError("LinearKeyframe has no body") }
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached by a spring (Apple: "SpringKeyframe").
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Never
    public var body: Never { fatalError("SpringKeyframe has no body") }
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve (Apple: "CubicKeyframe").
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Never
    public var body: Never { fatalError("CubicKeyframe has no body") }
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A jump to a value at once (Apple: "MoveKeyframe").
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Never
    public var body: Never { fatalError("MoveKeyframe has no body") }
    public init(_ to: Value) {}
}

/// Several tracks or keyframes, as the builders combine them.
public struct _KeyframesGroup<Value>: Keyframes {
    public typealias Body = Never
    public var body: Never { fatalError("keyframes have no body") }
}

public struct _KeyframeTrackContentGroup<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Never
    public var body: Never { fatalError("keyframes have no body") }
}

/// Builds the tracks of a keyframe animation (Apple: "KeyframesBuilder").
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesGroup<Value> where K.Value == Value { _KeyframesGroup() }
    public static func buildBlock(_ components: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildEither(first component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    public static func buildEither(second component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    public static func buildArray(_ components: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> { _KeyframesGroup() }
}

/// Builds the keyframes of a track (Apple: "KeyframeTrackContentBuilder").
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentGroup<Value> where K.Value == Value {
        _KeyframeTrackContentGroup()
    }
    public static func buildBlock(_ components: _KeyframeTrackContentGroup<Value>...) -> _KeyframeTrackContentGroup<Value> { _KeyframeTrackContentGroup() }
    public static func buildOptional(_ component: _KeyframeTrackContentGroup<Value>?) -> _KeyframeTrackContentGroup<Value> { _KeyframeTrackContentGroup() }
    public static func buildEither(first component: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { component }
    public static func buildEither(second component: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { component }
    public static func buildArray(_ components: [_KeyframeTrackContentGroup<Value>]) -> _KeyframeTrackContentGroup<Value> { _KeyframeTrackContentGroup() }
}

private enum KeyframeNote {
    static func note() {
        Diagnostics.warnOnce("keyframe-animator", "keyframeAnimator: Easel shows the content at its initial value; keyframes do not play yet.")
    }
}

/// Animates a value through keyframes and shows content built from it (Apple: "KeyframeAnimator").
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View {
        KeyframeNote.note()
        return content(initialValue)
    }
}

extension View {
    /// Plays keyframes over a value, repeating (Apple: "keyframeAnimator(initialValue:repeating:content:keyframes:)").
    /// Shown at the initial value (see `Keyframes`).
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeNote.note()
        return content(PlaceholderContentView(self), initialValue)
    }

    /// Plays keyframes each time `trigger` changes (Apple: "keyframeAnimator(initialValue:trigger:content:keyframes:)").
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeNote.note()
        return content(PlaceholderContentView(self), initialValue)
    }
}
