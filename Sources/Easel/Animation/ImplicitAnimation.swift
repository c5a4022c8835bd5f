import Foundation

/// `.animation(_:value:)`, `.transaction(_:)` and `.transaction(value:_:)`: how the views below
/// change the transaction of a change that reaches them (Apple: "Transaction": "the root
/// transaction … flows down the view hierarchy; `transaction(_:)` and `animation(_:value:)`
/// modify it for the views they wrap").
///
/// An `.animation(_:value:)` whose value changed since the last look sets the animation of the
/// views below it; a `.transaction` transform always runs (with a value, only when it changed).
/// The `Animator` works out each animated view's own animation from the root down.
struct ImplicitAnimationModifier: ViewModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Any?
    let equals: (Any) -> Bool
    var transform: ((inout Transaction) -> Void)? = nil

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        inputs.graph.hasImplicitAnimations = true
        let key = inputs.child(type: Self.self).identity
        let entry = ImplicitAnimation(key: key, animation: modifier.animation, value: modifier.value, equals: modifier.equals,
                                      transform: modifier.transform)
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { node in
            node.implicitAnimations = (node.implicitAnimations ?? []) + [entry]
        }
    }
}

/// One `.animation(_:value:)` or `.transaction` on a node.
struct ImplicitAnimation {
    let key: UInt64
    let animation: Animation?
    /// The watched value; nil for a transform that runs on every change.
    let value: Any?
    let equals: (Any) -> Bool
    let transform: ((inout Transaction) -> Void)?

    /// The transaction of the views this entry wraps, given the one that reaches it and the
    /// keys whose values changed in this change.
    func apply(to transaction: inout Transaction, changed: Set<UInt64>) {
        if value != nil, !changed.contains(key) { return }
        if let transform {
            transform(&transaction)
        } else if !transaction.disablesAnimations {
            // Apple: "disablesAnimations": implicit animations do not override the transaction's.
            transaction.animation = animation
        }
    }
}

/// What one look at the implicit animations found.
struct ImplicitAnimationChanges {
    /// The animation of the first `.animation(_:value:)` whose value changed.
    var first: Animation?
    /// The keys of the entries whose value changed.
    var changed: Set<UInt64> = []
    /// Whether some `.transaction` transform runs on every change.
    var hasTransforms = false

    /// Whether the change may animate some views even without `withAnimation`.
    var mayAnimate: Bool { !changed.isEmpty || hasTransforms }
}

extension ViewGraph {
    /// The `.animation(_:value:)` and `.transaction(value:)` entries whose values changed since
    /// the last look, remembering every value for the next.
    func takeImplicitAnimation() -> ImplicitAnimationChanges {
        var changes = ImplicitAnimationChanges()
        guard hasImplicitAnimations else { return changes }
        var seen: [UInt64: ImplicitAnimation] = [:]
        forEachNode { node in
            guard let entries = node.implicitAnimations else { return }
            for entry in entries {
                guard entry.value != nil else {
                    changes.hasTransforms = true
                    continue
                }
                if let previous = implicitAnimationValues[entry.key], let value = previous.value, !entry.equals(value) {
                    changes.changed.insert(entry.key)
                    if changes.first == nil, entry.transform == nil { changes.first = entry.animation }
                }
                seen[entry.key] = entry
            }
        }
        implicitAnimationValues = seen
        hasTakenImplicitValues = true
        return changes
    }
}
