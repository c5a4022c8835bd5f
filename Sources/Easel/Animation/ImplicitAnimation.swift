import Foundation

/// `.animation(_:value:)`: the view's value, compared after each change; when it changed, the
/// change is animated (`Animator`).
struct ImplicitAnimationModifier: ViewModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Any
    let equals: (Any) -> Bool

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        inputs.graph.hasImplicitAnimations = true
        let key = inputs.child(type: Self.self).identity
        let entry = ImplicitAnimation(key: key, animation: modifier.animation, value: modifier.value, equals: modifier.equals)
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { node in
            node.implicitAnimations = (node.implicitAnimations ?? []) + [entry]
        }
    }
}

/// One `.animation(_:value:)` on a node.
struct ImplicitAnimation {
    let key: UInt64
    let animation: Animation?
    let value: Any
    let equals: (Any) -> Bool
}

extension ViewGraph {
    /// The animation of the first `.animation(_:value:)` whose value changed since the last
    /// look (nil when none did), remembering every value for the next.
    func takeImplicitAnimation() -> Animation? {
        guard hasImplicitAnimations else { return nil }
        var found: Animation?
        var seen: [UInt64: ImplicitAnimation] = [:]
        forEachNode { node in
            guard let entries = node.implicitAnimations else { return }
            for entry in entries {
                if let previous = implicitAnimationValues[entry.key], !entry.equals(previous.value), found == nil {
                    found = entry.animation
                }
                seen[entry.key] = entry
            }
        }
        implicitAnimationValues = seen
        return found
    }
}
