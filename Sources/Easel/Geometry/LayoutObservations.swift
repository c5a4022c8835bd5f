import Foundation

/// Something about a laid-out view that an action watches (`onPreferenceChange`,
/// `onGeometryChange`): the value is worked out from the node after layout and compared with
/// the one seen last time.
final class LayoutObserver {
    /// Which modifier this is, stable across rebuilds: the last value is kept under it.
    let key: UInt64
    /// Works out the value, compares it with `last`, stores it, and returns the action to run
    /// when it changed (or was first seen).
    let check: (ViewNode, inout Any?) -> (() -> Void)?

    init(key: UInt64, check: @escaping (ViewNode, inout Any?) -> (() -> Void)?) {
        self.key = key
        self.check = check
    }
}

/// The observers' last values, and the pass that runs them after every layout.
struct LayoutObservations {
    var isActive = false
    private var lastValues: [UInt64: Any] = [:]

    /// Visits the visible tree and runs the actions of observers whose value changed. Actions
    /// run after the walk: they may change state, which the host settles by laying out again.
    mutating func update(_ graph: ViewGraph) {
        guard isActive else { return }
        var actions: [() -> Void] = []
        var seen = Set<UInt64>()
        func visit(_ node: ViewNode) {
            if let observers = node.geometry?.observers {
                for observer in observers where seen.insert(observer.key).inserted {
                    var last = lastValues[observer.key]
                    if let action = observer.check(node, &last) { actions.append(action) }
                    lastValues[observer.key] = last
                }
            }
            for child in node.layout.visibleChildren(of: node) { visit(child) }
        }
        StackGuard.run { visit(graph.rootNode) }
        lastValues = lastValues.filter { seen.contains($0.key) }
        for action in actions { action() }
    }
}

/// Attaches a layout observer to each node of its content.
struct LayoutObserverModifier<Value: Equatable>: ViewModifier {
    typealias Body = Never
    let value: (ViewNode) -> Value
    let action: (Value, Value) -> Void

    init(value: @escaping (ViewNode) -> Value, action: @escaping (_ old: Value, _ new: Value) -> Void) {
        self.value = value
        self.action = action
    }

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        inputs.graph.layoutObservations.isActive = true
        let start = outputs.nodes.count
        content(inputs, &outputs)
        for (index, node) in outputs.nodes[start...].enumerated() {
            // Several observing modifiers on one view share its inputs: the observers already
            // on the node tell them apart.
            let earlier = UInt64(node.geometry?.observers.count ?? 0)
            let key = inputs.child(0x0b5e_0000 &+ UInt64(index) &+ (earlier << 24)).identity
            let observer = LayoutObserver(key: key) { node, last in
                let new = modifier.value(node)
                let old = last as? Value
                if let old, old == new { return nil }
                last = new
                return { modifier.action(old ?? new, new) }
            }
            let change: (ViewNode) -> Void = { $0.geometryInfo.observers.append(observer) }
            change(node)
            NodeBuilding.rememberChange(change, to: node, builtWith: inputs)
        }
    }
}

extension GeometryProxy {
    /// A proxy describing a laid-out node, for `onGeometryChange`.
    init(node: ViewNode) {
        let bounds = node.frame
        let safe = SafeAreaContext.current.safeRect
        let insets = EdgeInsets(top: Swift.max(0, safe.minY - bounds.minY), leading: Swift.max(0, safe.minX - bounds.minX),
                                bottom: Swift.max(0, bounds.maxY - safe.maxY), trailing: Swift.max(0, bounds.maxX - safe.maxX))
        self.init(size: bounds.size, safeAreaInsets: insets, globalFrame: bounds, node: node)
    }
}

extension View {
    /// Runs `action` after layout with a value worked out from this view's geometry, first
    /// when it is known and then whenever it changes (Apple: "onGeometryChange(for:of:action:)").
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { transform(GeometryProxy(node: $0)) }, action: { _, new in action(new) }))
    }

    /// The form whose action also receives the previous value.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { transform(GeometryProxy(node: $0)) }, action: action))
    }
}
