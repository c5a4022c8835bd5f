import Foundation

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

    public var description: String { "EnvironmentValues" }
}

/// A property wrapper that reads a value from the view's environment (Apple: "Environment").
///
/// The value is installed when the view's body is evaluated; it is read-only.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.values = environment
    }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}
