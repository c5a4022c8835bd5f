import Foundation

/// State that a gesture sets while it is active and that goes back to its initial value when
/// the gesture ends (Apple: "GestureState"). Setting it re-evaluates the view that owns it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, InstallableProperty {
    private let initialValue: Value
    private let state: State<Value>

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        state = State(wrappedValue: wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `updating(_:body:)` (Apple: `$state`).
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { state.wrappedValue = value }
    func reset() { state.wrappedValue = initialValue }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        state.install(in: record, slot: slot, environment: environment)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}
