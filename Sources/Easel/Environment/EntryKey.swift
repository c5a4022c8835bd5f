import Foundation

/// The key `@Entry` writes for a property (Apple makes one per container kind; one protocol
/// serves all here): its type and default value. Not for direct use.
public protocol _EntryKey: EnvironmentKey {}

extension EnvironmentValues {
    /// An `@Entry` property's value: the one set above the view, or the key's default.
    public subscript<K: _EntryKey>(_easelEntry key: K.Type) -> K.Value {
        get { self[K.self] }
        set { self[K.self] = newValue }
    }
}

extension FocusedValues {
    /// An `@Entry` focused value: a preview focuses nothing, so it is the default (nil).
    public subscript<K: _EntryKey>(_easelEntry key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

extension Transaction {
    /// An `@Entry` property of a transaction: set for the change it describes, else the default.
    public subscript<K: _EntryKey>(_easelEntry key: K.Type) -> K.Value {
        get { entries[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { entries[ObjectIdentifier(key)] = newValue }
    }
}
