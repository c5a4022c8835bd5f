import Foundation

extension View {
    /// Content in front of this view, built from this view's value for a preference (Apple:
    /// "overlayPreferenceValue(_:_:)"): the usual way to draw at anchors (a tab underline).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(placement: .overlay, alignment: .center, transform: transform))
    }

    /// The iOS 17 form with an alignment.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(placement: .overlay, alignment: alignment, transform: transform))
    }

    /// Content behind this view, built from its value for a preference (Apple:
    /// "backgroundPreferenceValue(_:_:)").
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(placement: .background, alignment: .center, transform: transform))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(placement: .background, alignment: alignment, transform: transform))
    }
}

/// Builds a primary view; the secondary content is built when the primary has been placed,
/// from the primary's preference value.
struct PreferenceReaderModifier<K: PreferenceKey, V: View>: ViewModifier {
    typealias Body = Never
    let placement: SecondaryContentLayout.Placement
    let alignment: Alignment
    let transform: (K.Value) -> V

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var primaries = _ViewOutputs()
        content(inputs, &primaries)
        for (index, primary) in primaries.nodes.enumerated() {
            let secondaryInputs = inputs.child(0x9ef0 &+ UInt64(index))
            let layout = PreferenceReaderLayout(modifier.placement, alignment: modifier.alignment) { node, outputs in
                let value = node.preferenceValue(K.self) ?? K.defaultValue
                makeNodes(ZStack { modifier.transform(value) }, secondaryInputs, &outputs)
            }
            let node = ViewNode(layout, children: [primary], environment: inputs.environment)
            node.inheritTraits(from: primary)
            outputs.append(node)
        }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a background or overlay whose
/// content is built at placement, after the primary view is placed, from its preference value.
final class PreferenceReaderLayout: SecondaryContentLayout {
    private let build: (ViewNode, inout _ViewOutputs) -> Void

    init(_ placement: Placement, alignment: Alignment, build: @escaping (ViewNode, inout _ViewOutputs) -> Void) {
        self.build = build
        super.init(placement, alignment: alignment)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let primary = node.children.first else { return }
        primary.place(at: bounds.origin, proposal: proposal, in: safeArea)
        var outputs = _ViewOutputs()
        build(primary, &outputs)
        node.setChildrenWithoutInvalidating([primary] + outputs.nodes)
        super.placeChildren(of: node, in: bounds, proposal: proposal, safeArea: safeArea)
    }

    override var debugName: String { placement == .background ? "BackgroundPreferenceValue" : "OverlayPreferenceValue" }
}
