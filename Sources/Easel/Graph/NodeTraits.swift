import Foundation

/// A value a view hands the containers around it, declared by a key type (SwiftUI's view
/// traits: `tag(_:)`, `listRowInsets(_:)`, `navigationTitle(_:)`, `LayoutValueKey`s). A
/// feature declares its keys beside its modifiers, and the node stores only the traits set on
/// it, so a new feature never adds a property to `ViewNode`.
protocol NodeTraitKey {
    associatedtype Value
    /// The value of a node the trait was never set on.
    static var defaultValue: Value { get }
}

extension NodeTraitKey where Value: ExpressibleByNilLiteral {
    static var defaultValue: Value { nil }
}

extension NodeTraitKey where Value: RangeReplaceableCollection {
    static var defaultValue: Value { Value() }
}

/// The traits set on one node, by key type.
struct NodeTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    var isEmpty: Bool { values.isEmpty }

    subscript<K: NodeTraitKey>(key: K.Type) -> K.Value {
        get {
            // Most nodes carry no traits: no hashing for them.
            guard !values.isEmpty, let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as! K.Value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension ViewNode {
    /// The value of a trait set on this node (its key's default if none was).
    subscript<K: NodeTraitKey>(key: K.Type) -> K.Value {
        get { traits[key] }
        set { traits[key] = newValue }
    }

    /// The first value of an optional trait in the subtree, in tree order, as the container
    /// around a view reads what the view set anywhere in it (a title, a detent). A layout that
    /// keeps its content's traits to itself (`NodeLayout.keepsTraits`: a nested navigation
    /// screen) is not looked into.
    func firstTrait<K: NodeTraitKey, T>(_ key: K.Type) -> T? where K.Value == T? {
        if let value = self[key] { return value }
        for child in children where !child.layout.keepsTraits {
            if let value = child.firstTrait(key) { return value }
        }
        return nil
    }

    static func firstTrait<K: NodeTraitKey, T>(_ key: K.Type, in nodes: [ViewNode]) -> T? where K.Value == T? {
        for node in nodes { if let value = node.firstTrait(key) { return value } }
        return nil
    }

    /// Every value of a list trait in the subtree, in tree order (toolbar items, destinations).
    func allTraits<K: NodeTraitKey, E>(_ key: K.Type) -> [E] where K.Value == [E] {
        var result = self[key]
        for child in children where !child.layout.keepsTraits { result += child.allTraits(key) }
        return result
    }
}
