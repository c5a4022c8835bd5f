import Foundation

/// `background` and `overlay`: a primary view with secondary content behind or in front
/// (LAYOUT.md rule 10; Apple: "background(alignment:content:)").
///
/// 1. Size, spacing, priority and guides are the primary view's.
/// 2. The secondary content (an implicit, centred `ZStack` when it has several views) is
///    proposed exactly the primary's size and aligned to the primary by `alignment` as a unit.
/// 3. Backgrounds draw before the primary view, overlays after it.
///
/// Children: the primary first, then the secondary.
class SecondaryContentLayout: NodeLayout {
    /// A mask is laid out as an overlay and drawn as the primary's mask (`mask(alignment:_:)`).
    enum Placement { case background, overlay, mask }
    let placement: Placement
    let alignment: Alignment

    init(_ placement: Placement, alignment: Alignment) {
        self.placement = placement
        self.alignment = alignment
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let primary = node.children.first else { return }
        primary.place(at: bounds.origin, proposal: proposal, in: safeArea)
        let primarySize = primary.sizeThatFits(proposal)
        let offer = ProposedViewSize(primarySize)
        for secondary in node.children.dropFirst() {
            let size = secondary.sizeThatFits(offer)
            let x = primary.alignment(alignment.horizontal.key, size: primarySize, proposal: proposal)
                - secondary.alignment(alignment.horizontal.key, size: size, proposal: offer)
            let y = primary.alignment(alignment.vertical.key, size: primarySize, proposal: proposal)
                - secondary.alignment(alignment.vertical.key, size: size, proposal: offer)
            secondary.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: offer, in: safeArea)
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }

    /// A background behind its primary view, an overlay in front of it.
    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        guard let primary = node.children.first else { return [] }
        let secondary = ViewNode.orderedByZIndex(Array(node.children.dropFirst()))
        switch placement {
        case .background: return secondary + [primary]
        case .overlay: return [primary] + secondary
        case .mask: return [primary]
        }
    }

    /// A mask's primary is drawn offscreen and kept where the mask draws.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        guard placement == .mask, let primary = node.children.first else { return super.drawChildren(node, in: &context) }
        let content = context.recording { $0.draw(primary) }
        let mask = context.recording { context in for child in node.children.dropFirst() { context.draw(child) } }
        guard !content.isEmpty else { return }
        context.append(.effect(content, .mask(mask)))
    }

    override var debugName: String {
        switch placement {
        case .background: return "Background"
        case .overlay: return "Overlay"
        case .mask: return "Mask"
        }
    }
}

/// Builds a primary view with secondary content.
struct SecondaryContentModifier<Secondary: View>: ViewModifier {
    typealias Body = Never
    let placement: SecondaryContentLayout.Placement
    let alignment: Alignment
    let secondary: Secondary
    /// For shape-style backgrounds: the edges through which the fill extends into the safe area.
    var ignoresSafeAreaEdges: Edge.Set = []

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var primaries = _ViewOutputs()
        content(inputs, &primaries)
        for (index, primary) in primaries.nodes.enumerated() {
            var secondaries = _ViewOutputs()
            let secondaryInputs = inputs.child(0x5ec0 &+ UInt64(index))
            makeNodes(modifier.secondary, secondaryInputs, &secondaries)
            let secondaryNode: ViewNode
            if secondaries.nodes.count == 1 {
                secondaryNode = secondaries.nodes[0]
            } else {
                // Several secondary views form an implicit, centred ZStack; the modifier's alignment
                // places that stack as a unit. Apple, "overlay(alignment:content:)": "If you specify
                // an alignment for the overlay, it applies to the implicit stack rather than to the
                // individual views in the closure … while the star remains centered on the circle."
                secondaryNode = ViewNode(LayoutAdapter(ZStackLayout(alignment: .center)),
                                         children: secondaries.nodes, environment: inputs.environment)
            }
            if !modifier.ignoresSafeAreaEdges.isEmpty {
                secondaryNode.ignoredSafeArea = (.container, modifier.ignoresSafeAreaEdges)
            }
            let node = ViewNode(SecondaryContentLayout(modifier.placement, alignment: modifier.alignment),
                                children: [primary, secondaryNode], environment: inputs.environment)
            node.inheritTraits(from: primary)
            outputs.append(node)
        }
    }
}
