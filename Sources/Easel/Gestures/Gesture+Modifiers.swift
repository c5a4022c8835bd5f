import Foundation

/// A gesture with an action when its value changes (Apple: "_ChangedGesture").
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let action = self.action
        return content._recognizers(GestureEvents(changed: { action($0); events.changed($0) }, ended: events.ended, cancelled: events.cancelled))
    }
}

/// A gesture with an action when it ends (Apple: "_EndedGesture").
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let action = self.action
        return content._recognizers(GestureEvents(changed: events.changed, ended: { action($0); events.ended($0) }, cancelled: events.cancelled))
    }
}

/// A gesture whose value is transformed (Apple: "_MapGesture").
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        content._recognizers(events.mapped(transform))
    }
}

/// A gesture that updates a `@GestureState` while it is active (Apple: "GestureStateGesture").
/// The state goes back to its initial value when the gesture ends or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let state = self.state
        let update = self.update
        return base._recognizers(GestureEvents(
            changed: { value in
                var current = state.wrappedValue
                var transaction = Transaction()
                update(value, &current, &transaction)
                state.set(current)
                events.changed(value)
            },
            ended: { value in
                state.reset()
                events.ended(value)
            },
            cancelled: {
                state.reset()
                events.cancelled()
            }))
    }
}

/// Two gestures recognised at the same time (Apple: "SimultaneousGesture").
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var body: Never { fatalError("primitive gesture") }

    /// Both run at once, neither stopping the other; each value carries the latest of both
    /// (a pinch's scale beside a rotation's angle). The pair ends when the last part under way
    /// ends, once.
    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let state = SimultaneousValues<First.Value, Second.Value>()
        func reporting<Part>(_ part: SimultaneousValues<First.Value, Second.Value>.Part,
                             _ store: @escaping (Part?) -> Void) -> GestureEvents<Part> {
            GestureEvents(
                changed: { value in
                    store(value)
                    state.active.insert(part)
                    events.changed(Value(first: state.first, second: state.second))
                },
                ended: { value in
                    store(value)
                    state.active.remove(part)
                    guard state.active.isEmpty else { return }
                    events.ended(Value(first: state.first, second: state.second))
                    state.reset()
                },
                cancelled: {
                    state.active.remove(part)
                    guard state.active.isEmpty else { return }
                    state.reset()
                    events.cancelled()
                })
        }
        var result = first._recognizers(reporting(.first) { state.first = $0 })
        result.merge(second._recognizers(reporting(.second) { state.second = $0 }).runningBeside())
        return result
    }
}

/// The latest values of a simultaneous gesture's two parts, and which are under way.
final class SimultaneousValues<First, Second> {
    enum Part { case first, second }
    var first: First?
    var second: Second?
    var active: Set<Part> = []

    func reset() {
        (first, second) = (nil, nil)
        active = []
    }
}

/// One gesture, then another once the first ended (Apple: "SequenceGesture").
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var body: Never { fatalError("primitive gesture") }

    /// The first gesture runs alone; once it ends, the value is `.second(first, nil)` and the
    /// second may begin, its values arriving as `.second(first, value)`; the sequence ends with
    /// the second, or when the pointer goes up before the second began (Apple, "Composing
    /// SwiftUI gestures": a long press, then a drag).
    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let progress = SequenceProgress<First.Value>()
        var result = first._recognizers(GestureEvents(
            changed: { value in
                // The first gesture is under way again: a new touch.
                progress.firstValue = nil
                progress.secondBegan = false
                events.changed(.first(value))
            },
            ended: { value in
                progress.firstValue = value
                events.changed(.second(value, nil))
            },
            cancelled: {
                progress.firstValue = nil
                events.cancelled()
            }))
        var following = second._recognizers(GestureEvents(
            changed: { value in
                guard let first = progress.firstValue else { return }
                progress.secondBegan = true
                events.changed(.second(first, value))
            },
            ended: { value in
                guard let first = progress.firstValue else { return }
                progress.firstValue = nil
                events.ended(.second(first, value))
            },
            cancelled: {
                guard progress.firstValue != nil else { return }
                progress.firstValue = nil
                events.cancelled()
            }))
        following.drags = following.drags.map { drag in
            var drag = drag
            drag.isReady = { progress.firstValue != nil }
            return drag
        }
        result.longPresses = result.longPresses.map { press in
            var press = press
            press.released = {
                guard let first = progress.firstValue, !progress.secondBegan else { return }
                progress.firstValue = nil
                events.ended(.second(first, nil))
            }
            return press
        }
        // A second long press or tap would fire beside the first: only drags follow.
        result.drags += following.drags
        return result
    }
}

/// How far a sequence has come in the current touch.
final class SequenceProgress<FirstValue> {
    /// Set once the first gesture ended, until the sequence ends.
    var firstValue: FirstValue?
    var secondBegan = false
}

/// The first of two gestures that succeeds (Apple: "ExclusiveGesture").
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        var result = first._recognizers(events.mapped { .first($0) })
        result.merge(second._recognizers(events.mapped { .second($0) }))
        return result
    }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture is active (Apple: "onChanged(_:)").
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` with the final value when the gesture ends (Apple: "onEnded(_:)").
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` while the gesture is active (Apple: "updating(_:body:)").
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }

    /// The gesture with its values transformed (Apple: "map(_:)").
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension _ChangedGesture: Equatable where Content: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.content == rhs.content }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Which of a view's gestures take part (Apple: "GestureMask").
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture (Apple: "gesture(_:including:)").
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizers: mask.contains(.gesture) ? gesture._recognizers(.none) : GestureRecognizers()))
    }

    /// Attaches a gesture that runs beside the view's others (Apple: "simultaneousGesture(_:including:)").
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizers: mask.contains(.gesture) ? gesture._recognizers(.none) : GestureRecognizers(), attachment: .simultaneous))
    }

    /// Attaches a gesture that takes precedence over the view's others (Apple:
    /// "highPriorityGesture(_:including:)"). Its recognisers come first.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizers: mask.contains(.gesture) ? gesture._recognizers(.none) : GestureRecognizers(), attachment: .highPriority))
    }

    /// Runs `action` when the view is held `minimumDuration` seconds (Apple:
    /// "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)").
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let recognizer = LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                             pressing: { onPressingChanged?($0) }, ended: action)
        return modifier(GestureModifier(recognizers: GestureRecognizers(longPresses: [recognizer])))
    }

    /// The older spelling, pressing first (Apple: "onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)",
    /// deprecated); disfavoured so that a trailing closure alone means `perform`.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// Puts a gesture's recognisers on the view's node.
struct GestureModifier: ViewModifier {
    typealias Body = Never
    let recognizers: GestureRecognizers
    var attachment = GestureAttachment.normal

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let recognizers = modifier.recognizers
        let taps = recognizers.taps.map { tap in TapAction(count: tap.count) { local in tap.action(local, local) } }
        let attachment = modifier.attachment
        /// The recognisers as attached, added to a node's: a high-priority gesture's before
        /// the subviews' already there, others after.
        func adding<R: CompetingRecognizer>(_ recognizers: [R], to existing: inout [R]) {
            let attached = recognizers.map { var each = $0; each.attachment = attachment; return each }
            existing = attachment == .highPriority ? attached + existing : existing + attached
        }
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { node in
            node.updateInteraction { interaction in
                interaction.tapActions += taps
                adding(recognizers.drags, to: &interaction.drags)
                adding(recognizers.longPresses, to: &interaction.longPresses)
                adding(recognizers.pinches, to: &interaction.pinches)
            }
        }
    }
}
