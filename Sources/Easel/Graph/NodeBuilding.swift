import Foundation

/// Helpers that primitive modifiers use to turn their content's nodes into their own.
///
/// A modifier applied to several views (a `Group`, a `ForEach`) applies to each of them
/// (Apple, "Group": "modifiers applied to the group apply to each of the group's members").
enum NodeBuilding {
    /// Builds the content and wraps each node it produced in a new node with `layout`.
    static func wrapEach(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs,
                         content: (_ViewInputs, inout _ViewOutputs) -> Void,
                         layout: @autoclosure @escaping () -> NodeLayout) {
        var inner = _ViewOutputs()
        content(inputs, &inner)
        let environment = inputs.environment
        func wrap(_ child: ViewNode) -> ViewNode {
            let wrapper = ViewNode(layout(), children: [child], environment: environment)
            wrapper.inheritTraits(from: child)
            return wrapper
        }
        for child in inner.nodes {
            if let run = child.layout.lazyRun {
                // A lazy `ForEach`'s elements are wrapped as they are built.
                run.addTransform { node, _ in wrap(node) }
                outputs.append(child)
            } else {
                outputs.append(wrap(child))
            }
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
        // A lazy `ForEach`'s elements are changed as they are built.
        let apply: (ViewNode) -> Void = { node in
            guard let run = node.layout.lazyRun else { return change(node) }
            run.addTransform { node, _ in
                change(node)
                rememberChange(change, to: node, builtWith: inputs)
                return node
            }
        }
        for node in outputs.nodes[start...] {
            apply(node)
            rememberChange(apply, to: node, builtWith: inputs)
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
