import Foundation

/// Which focusable view has the focus, read and written by the view that declares it
/// (Apple: "FocusState").
///
/// Tie it to text fields with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an optional
/// value naming each field). Tapping a field sets it; setting it from code moves the focus,
/// and setting it to `false` or `nil` dismisses the keyboard, as on iOS.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstallableProperty {
    /// A two-way connection to a focus state (Apple: "FocusState.Binding").
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        /// The value that means "nothing here is focused": `false`, or `nil`.
        let unfocusedValue: Value

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }

    private let unfocusedValue: Value
    private let box = StateBox<Value>()

    // Declared here rather than in constrained extensions: only initializers in the type's
    // own body count as a property wrapper's default, so `@FocusState private var isFocused:
    // Bool` leaves the view's memberwise initializer without a parameter for it.

    /// A focus state that is `true` while its field has the focus.
    public init() where Value == Bool { unfocusedValue = false }

    /// A focus state that names the focused field, `nil` when none is.
    public init<T: Hashable>() where Value == T? { unfocusedValue = nil }

    public var wrappedValue: Value {
        get { box.location?.value ?? unfocusedValue }
        nonmutating set { box.location?.set(newValue) }
    }

    public var projectedValue: Binding {
        let box = self.box, unfocused = unfocusedValue
        return Binding(get: { box.location?.value ?? unfocused }, set: { box.location?.set($0) }, unfocusedValue: unfocused)
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        let unfocused = unfocusedValue
        box.location = record.slot(slot) { StateLocation(value: unfocused, record: record) }
    }
}

/// What a focusable view knows of the `focused` modifier around it: whether its focus state
/// says it is focused, and how to tell that state it gained or lost the focus (writing only
/// a change, so a tap on the focused field does not rebuild the view that owns the state).
struct FocusBinding {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

private struct FocusBindingKey: EnvironmentKey { static let defaultValue: FocusBinding? = nil }

extension EnvironmentValues {
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

extension View {
    /// Ties the focus of the text field in this view to a Boolean focus state
    /// (Apple: "focused(_:)").
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(EnvironmentModifier {
            $0.focusBinding = FocusBinding(isFocused: { condition.wrappedValue },
                                           setFocused: { if condition.wrappedValue != $0 { condition.wrappedValue = $0 } })
        })
    }

    /// Ties the focus of the text field in this view to a focus state that equals `value`
    /// while this field has the focus (Apple: "focused(_:equals:)").
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(EnvironmentModifier {
            $0.focusBinding = FocusBinding(
                isFocused: { binding.wrappedValue == value },
                setFocused: { focused in
                    if focused {
                        if binding.wrappedValue != value { binding.wrappedValue = value }
                    } else if binding.wrappedValue == value {
                        binding.wrappedValue = binding.unfocusedValue
                    }
                })
        })
    }
}
