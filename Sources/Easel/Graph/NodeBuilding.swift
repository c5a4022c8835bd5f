import Foundation

/// Helpers that primitive modifiers use to turn their content's nodes into their own.
///
/// A modifier applied to several views (a `Group`, a `ForEach`) applies to each of them
/// (Apple, "Group": "modifiers applied to the group apply to each of the group's members").
enum NodeBuilding {
    /// Builds the content and wraps each node it produced in a new node with `layout`.
    static func wrapEach(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs,
                         content: (_ViewInputs, inout _ViewOutputs) -> Void,
                         layout: @autoclosure () -> NodeLayout) {
        var inner = _ViewOutputs()
        content(inputs, &inner)
        for child in inner.nodes {
            let wrapper = ViewNode(layout(), children: [child], environment: inputs.environment)
            wrapper.inheritTraits(from: child)
            outputs.append(wrapper)
        }
    }

    /// Builds the content and changes each node it produced (a trait, an effect, a guide).
    ///
    /// When a node was built inside the body of a stateful view nested below this modifier, the
    /// change is remembered by that view's record so it survives the view rebuilding alone.
    static func modifyEach(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs,
                           content: (_ViewInputs, inout _ViewOutputs) -> Void,
                           _ change: @escaping (ViewNode) -> Void) {
        let start = outputs.nodes.count
        content(inputs, &outputs)
        for node in outputs.nodes[start...] {
            change(node)
            rememberChange(change, to: node, builtWith: inputs)
        }
    }

    /// Has every stateful view between the modifier and `node` re-apply `change` to its new
    /// nodes when it rebuilds alone.
    static func rememberChange(_ change: @escaping (ViewNode) -> Void, to node: ViewNode, builtWith inputs: _ViewInputs) {
        var record = node.ownerRecord
        while let current = record, current !== inputs.record {
            current.externalModifiers.append(change)
            record = current.parentRecord
        }
    }
}
