import Foundation

/// A value a view owns, kept across body evaluations by the view's identity (Apple: "State").
///
/// The view struct is recreated every time its parent's body runs; the value lives in the
/// view's record in the graph. Setting it re-evaluates the body of the view that owns it, and
/// only that view (plus the views its body builds).
@propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty {
    private let initialValue: Value
    private let box = StateBox<Value>()

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get { box.location?.value ?? initialValue }
        nonmutating set {
            if let location = box.location {
                location.set(newValue)
            } else {
                // Outside a body (e.g. in a test that builds the view directly) there is no graph
                // to keep the value; SwiftUI warns the same way ("Accessing State's value outside
                // of being installed on a View").
                Diagnostics.warnOnce("state-outside-view", "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
            }
        }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        let initial = initialValue
        return Binding(get: { box.location?.value ?? initial }, set: { box.location?.set($0) })
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        let initial = initialValue
        box.location = record.slot(slot) {
            StateLocation(value: PreviewSession.take(record, slot: slot, initial: initial), record: record)
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

final class StateBox<Value> {
    var location: StateLocation<Value>?
}

/// Where one `@State` value lives: in the record of the view that declares it.
final class StateLocation<Value> {
    private(set) var value: Value
    /// Weak: a task or timer may set the state after its preview is gone; the value is then
    /// kept and nothing is rebuilt.
    private weak var record: ViewRecord?

    init(value: Value, record: ViewRecord) {
        self.value = value
        self.record = record
    }

    func set(_ newValue: Value) {
        value = newValue
        record?.invalidate()
    }
}
