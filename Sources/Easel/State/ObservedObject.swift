import Foundation
import OpenCombine

/// An observable object a view is given by its parent and watches (Apple: "ObservedObject").
///
/// The view does not own the object: each evaluation of the parent's body may pass another one,
/// and the view then watches the new object instead of the old.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.name` (Apple: "ObservedObject.Wrapper").
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        record.slot(slot) { ObjectWillChangeSubscription() }.watch(wrappedValue, for: record)
    }
}
