import Foundation

/// Labels a control's accessibility element with the text of a label view that is not drawn
/// (a `Slider`'s or `Stepper`'s `label`): the label is built aside, its text read, the nodes
/// dropped.
struct LabelTextModifier<Label: View>: ViewModifier {
    typealias Body = Never
    let label: Label

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        makeNodes(modifier.label, inputs.child(type: Label.self), &built)
        var texts: [String] = []
        for node in built.nodes { AccessibilityTreeBuilder.gatherText(node, into: &texts) }
        let text = texts.joined(separator: ", ")
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { node in
            if !text.isEmpty { node.updateAccessibility { if $0.label == nil { $0.label = text } } }
        }
    }
}
