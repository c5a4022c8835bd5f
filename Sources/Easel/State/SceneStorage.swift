import Foundation

/// A value kept for the scene, restored when the app comes back (Apple: "SceneStorage").
///
/// A preview is one scene that is never restored: the value lives in the view's record like
/// `@State`, keyed by the view's identity, and starts from the default each time.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, InstallableProperty {
    private let state: State<Value>

    init(defaultValue: Value) {
        state = State(wrappedValue: defaultValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        state.install(in: record, slot: slot, environment: environment)
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value: _AppStorageValue { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue)
    }
    public init<Wrapped>(_ key: String) where Value == Wrapped?, Wrapped: _AppStorageValue { self.init(defaultValue: nil) }
}
