import Foundation

/// A container that builds its content from its own size and position (Apple: "GeometryReader").
///
/// It takes the whole proposal (a `nil` axis becomes 0, LAYOUT.md rule 13) and places its
/// content at its top-leading corner, proposing it the reader's size.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let layout = GeometryReaderLayout(inputs: inputs) { proxy, inputs, outputs in
            makeNodes(ObservationTracker.evaluate(inputs) { view.content(proxy) }, inputs, &outputs)
        }
        outputs.append(ViewNode(layout, environment: inputs.environment))
    }
}

/// Builds the reader's content when it is placed, and again whenever its geometry changes.
final class GeometryReaderLayout: NodeLayout {
    private let inputs: _ViewInputs
    private let build: (GeometryProxy, _ViewInputs, inout _ViewOutputs) -> Void
    private var builtFor: (CGRect, EdgeInsets)?

    init(inputs: _ViewInputs, build: @escaping (GeometryProxy, _ViewInputs, inout _ViewOutputs) -> Void) {
        self.inputs = inputs
        self.build = build
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let safe = safeArea.safeRect
        let insets = EdgeInsets(top: Swift.max(0, safe.minY - bounds.minY), leading: Swift.max(0, safe.minX - bounds.minX),
                                bottom: Swift.max(0, bounds.maxY - safe.maxY), trailing: Swift.max(0, bounds.maxX - safe.maxX))
        if builtFor?.0 != bounds || builtFor?.1 != insets {
            builtFor = (bounds, insets)
            var outputs = _ViewOutputs()
            build(GeometryProxy(size: bounds.size, safeAreaInsets: insets, globalFrame: bounds, node: node), inputs, &outputs)
            node.setChildrenWithoutInvalidating(outputs.nodes)
        }
        let offer = ProposedViewSize(bounds.size)
        for child in node.children { child.place(at: bounds.origin, proposal: offer, in: safeArea) }
    }

    override var readsSafeArea: Bool { true }
}
