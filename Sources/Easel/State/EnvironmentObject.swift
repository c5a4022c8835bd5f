import Foundation
import OpenCombine

/// An observable object that an ancestor placed in the environment with
/// `environmentObject(_:)` (Apple: "EnvironmentObject").
///
/// When no ancestor provides one, SwiftUI stops the app. A preview shows instead, in place of
/// the view, what is missing and how to provide it, and the rest of the screen still draws.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    private let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(EnvironmentObject.missingMessage)
        }
        return object
    }

    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to the object's properties: `$settings.name` (Apple: "EnvironmentObject.Wrapper").
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        guard let object = environment.object(of: ObjectType.self) else {
            box.object = nil
            record.missingDependencies.append(EnvironmentObject.missingMessage)
            return
        }
        box.object = object
        record.slot(slot) { ObjectWillChangeSubscription() }.watch(object, for: record)
    }
}

final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension View {
    /// Places an observable object in the environment of this view and its descendants, where
    /// `@EnvironmentObject` properties of its type find it (Apple: "environmentObject(_:)").
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, as: T.self) })
    }
}
