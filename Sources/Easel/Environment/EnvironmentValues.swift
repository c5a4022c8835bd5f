import Foundation
import Observation

/// A key for a value stored in the environment (Apple: "EnvironmentKey").
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: font, colours, colour scheme and any custom key
/// (Apple: "EnvironmentValues").
///
/// Stored as a persistent linked list: a modifier that sets one value adds one link and shares
/// the rest with its parent, so passing the environment down a tree of 10,000 views costs one
/// pointer copy per view, and reading a value walks only the few links set above it.
public struct EnvironmentValues: CustomStringConvertible {
    private final class Link {
        let key: ObjectIdentifier
        let value: Any
        let next: Link?
        init(key: ObjectIdentifier, value: Any, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Link?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var link = head
            while let current = link {
                if current.key == id { return current.value as! K.Value }
                link = current.next
            }
            return K.defaultValue
        }
        set {
            head = Link(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }

    /// The object of type `T` that `environment(_:)` placed above the view, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        let id = ObjectIdentifier(type)
        var link = head
        while let current = link {
            if current.key == id { return current.value as? T }
            link = current.next
        }
        return nil
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        head = Link(key: ObjectIdentifier(type), value: object as Any, next: head)
        if PreviewSession.tracksState, let object { PreviewSession.noteEnvironmentObject(object, as: type) }
    }

    public var description: String { "EnvironmentValues" }
}

/// A property wrapper that reads a value from the view's environment (Apple: "Environment").
///
/// The value is installed when the view's body is evaluated; it is read-only.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// What the environment lacks for this property, checked before the body runs.
    private var missing: ((EnvironmentValues) -> String?)?
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type that `environment(_:)` placed above the
    /// view (Apple: "init(_:)" for observable objects). SwiftUI stops the program when there is
    /// none; a preview shows the message in place of the view instead (`missingDependencies`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        let message = "No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view."
        read = { environment in
            guard let object = environment.object(of: objectType) else { fatalError(message) }
            return object
        }
        missing = { $0.object(of: objectType) == nil ? message : nil }
    }

    /// Reads the `@Observable` object of this type placed above the view, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: objectType) }
    }

    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.values = environment
        if let message = missing?(environment) { record.missingDependencies.append(message) }
    }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}
