import Foundation

/// A named value that views pass up to their ancestors (Apple: "PreferenceKey").
///
/// A view's value for a key is what it sets with `preference(key:value:)` (or derives with
/// `anchorPreference`), else its children's values combined in order with `reduce`, else
/// `defaultValue`. Values that depend on layout (anchors, values a `GeometryReader` sets) are
/// read after layout, which is when `onPreferenceChange` actions run.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value == Void {
    public static var defaultValue: Void { () }
    public static func reduce(value: inout Void, nextValue: () -> Void) {}
}

/// What a node says about a preference: a value (worked out from the node after layout) or a
/// change to its subtree's value.
struct PreferenceWriter {
    enum Action {
        case set((ViewNode) -> Any)
        case transform((ViewNode, inout Any) -> Void)
    }
    let key: ObjectIdentifier
    let action: Action
}

/// The geometry facts of a node: the preferences it writes, the coordinate-space names it
/// bears, and the observers that look at it after layout.
final class NodeGeometry {
    var preferenceWriters: [PreferenceWriter] = []
    var coordinateSpaceNames: [AnyHashable] = []
    var observers: [LayoutObserver] = []
}

extension ViewNode {
    /// The node's geometry facts, made on first use.
    var geometryInfo: NodeGeometry {
        if let existing = geometry { return existing }
        let made = NodeGeometry()
        geometry = made
        return made
    }

    /// The node's value for `key`: nil when neither it nor anything below it sets one.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        StackGuard.run { collectPreference(key, id: ObjectIdentifier(key)) }
    }

    private func collectPreference<K: PreferenceKey>(_ key: K.Type, id: ObjectIdentifier) -> K.Value? {
        var value: K.Value?
        for child in layout.visibleChildren(of: self) {
            guard let next = child.collectPreference(key, id: id) else { continue }
            if value == nil { value = next } else { K.reduce(value: &value!) { next } }
        }
        guard let writers = geometry?.preferenceWriters else { return value }
        for writer in writers where writer.key == id {
            switch writer.action {
            case .set(let make):
                value = make(self) as? K.Value
            case .transform(let change):
                var boxed: Any = value ?? K.defaultValue
                change(self, &boxed)
                value = boxed as? K.Value
            }
        }
        return value
    }
}

extension View {
    /// Sets a preference for this view and its ancestors (Apple: "preference(key:value:)").
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(NodeTraitModifier { node in
            node.geometryInfo.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(key), action: .set { _ in value }))
        })
    }

    /// Changes the value of a preference coming from this view (Apple: "transformPreference(_:_:)").
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(NodeTraitModifier { node in
            node.geometryInfo.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(key), action: .transform { _, boxed in
                guard var value = boxed as? K.Value else { return }
                callback(&value)
                boxed = value
            }))
        })
    }

    /// Sets a preference to a value made from an anchor of this view's frame (Apple:
    /// "anchorPreference(key:value:transform:)").
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(NodeTraitModifier { node in
            node.geometryInfo.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(key), action: .set { node in
                transform(value.anchor(in: node.frame))
            }))
        })
    }

    /// Changes a preference with an anchor of this view's frame (Apple:
    /// "transformAnchorPreference(key:value:transform:)").
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(NodeTraitModifier { node in
            node.geometryInfo.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(key), action: .transform { node, boxed in
                guard var current = boxed as? K.Value else { return }
                transform(&current, value.anchor(in: node.frame))
                boxed = current
            }))
        })
    }

    /// Runs `action` after layout with this view's value for `key`, first when it is known and
    /// then whenever it changes (Apple: "onPreferenceChange(_:perform:)").
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(LayoutObserverModifier { node in (node.preferenceValue(key) ?? K.defaultValue) as K.Value } action: { _, new in action(new) })
    }
}
