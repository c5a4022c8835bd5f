import Foundation
import Observation

/// Makes bindings to the mutable properties of an `@Observable` model (Apple: "Bindable"):
/// `$model.name` is a `Binding<String>` a `TextField` can edit.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// `Bindable` of any model, for the view graph to recognise views that hold one.
protocol BindableModel {}
extension Bindable: BindableModel {}
