import Foundation
import OpenCombine

/// An observable object that a view creates and owns (Apple: "StateObject").
///
/// The object is made once per view identity, the first time the view's body is evaluated;
/// later evaluations (and later copies of the view struct, made by the parent's body) find it
/// in the view's record and never call the initialiser again. When the view leaves the tree
/// the object is released with its record.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    private let makeObject: () -> ObjectType
    private let box = StateObjectBox<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = box.storage?.object { return object }
        // Outside a body there is no record to keep the object: SwiftUI makes a new one and warns.
        Diagnostics.warnOnce("state-object-outside-view", "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        if let object = box.unowned { return object }
        let object = makeObject()
        box.unowned = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        let make = makeObject
        let storage = record.slot(slot) {
            let object = make()
            PreviewSession.restoreObject(record, slot: slot, into: object)
            return StateObjectStorage(object: object)
        }
        storage.subscription.watch(storage.object, for: record)
        box.storage = storage
    }
}

final class StateObjectBox<ObjectType: AnyObject> {
    var storage: StateObjectStorage<ObjectType>?
    var unowned: ObjectType?
}

/// What a view's record keeps for one `@StateObject`: the object and the view's subscription.
final class StateObjectStorage<ObjectType: AnyObject> {
    let object: ObjectType
    let subscription = ObjectWillChangeSubscription()
    init(object: ObjectType) { self.object = object }
}
