import Foundation

extension View {
    /// Extends the view into the safe area of the given regions on the given edges
    /// (Apple: "ignoresSafeArea(_:edges:)"; LAYOUT.md rule 11). Its parent still sees the size it
    /// chose; when placed, each requested edge that touches the safe area's boundary is moved
    /// out through the requested regions.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0.ignoredSafeArea = (regions, edges) })
    }

    /// The older spelling of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Shows `content` along an edge and insets the view by its height (Apple: "safeAreaInset(edge:alignment:spacing:content:)").
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, horizontal: alignment, vertical: .center,
                                       spacing: spacing, inset: content()))
    }

    /// Shows `content` along a side and insets the view by its width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, horizontal: .center, vertical: alignment,
                                       spacing: spacing, inset: content()))
    }
}

/// The top or bottom edge (Apple: "VerticalEdge").
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges (Apple: "VerticalEdge.Set").
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge (Apple: "HorizontalEdge").
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
    typealias Body = Never
    let edge: Edge
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?
    let inset: Inset

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var mains = _ViewOutputs()
        content(inputs, &mains)
        for (index, main) in mains.nodes.enumerated() {
            var insets = _ViewOutputs()
            makeNodes(modifier.inset, inputs.child(0x1a5e &+ UInt64(index)), &insets)
            let insetNode = insets.nodes.count == 1 ? insets.nodes[0]
                : ViewNode(LayoutAdapter(ZStackLayout()), children: insets.nodes, environment: inputs.environment)
            let layout = SafeAreaInsetLayout(edge: modifier.edge, alignment: Alignment(horizontal: modifier.horizontal, vertical: modifier.vertical),
                                             spacing: modifier.spacing ?? 0)
            let node = ViewNode(layout, children: [main, insetNode], environment: inputs.environment)
            node.inheritTraits(from: main)
            outputs.append(node)
        }
    }
}

/// `safeAreaInset`: the inset content sits along an edge; the main view is proposed what is left.
///
/// 1. The inset content is proposed the full length along the edge and its ideal across it.
/// 2. The main view is proposed the proposal minus the content's thickness and the spacing.
/// 3. The whole takes the main view's size plus that thickness; the content sits at the edge.
final class SafeAreaInsetLayout: NodeLayout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    init(edge: Edge, alignment: Alignment, spacing: CGFloat) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func insetSize(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        node.children[1].sizeThatFits(ProposedViewSize(axis: axis, main: nil, cross: proposal[axis.other]))
    }

    private func mainProposal(_ proposal: ProposedViewSize, thickness: CGFloat) -> ProposedViewSize {
        var main = proposal
        main[axis] = proposal[axis].map { Swift.max(0, $0 - thickness) }
        return main
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let thickness = insetSize(node, proposal)[axis] + spacing
        var size = node.children[0].sizeThatFits(mainProposal(proposal, thickness: thickness))
        size[axis] += thickness
        return size
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let inset = insetSize(node, proposal)
        let thickness = inset[axis] + spacing
        var mainOrigin = bounds.origin
        var insetOrigin = bounds.origin
        switch edge {
        case .top: mainOrigin.y += thickness
        case .leading: mainOrigin.x += thickness
        case .bottom: insetOrigin.y = bounds.maxY - inset.height
        case .trailing: insetOrigin.x = bounds.maxX - inset.width
        }
        let crossLength = bounds.size[axis.other] - inset[axis.other]
        let crossKey = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let fraction = crossKey.defaultValue(ViewDimensions(width: 1, height: 1))
        insetOrigin[axis.other] += crossLength * fraction
        node.children[0].place(at: mainOrigin, proposal: mainProposal(proposal, thickness: thickness), in: safeArea)
        node.children[1].place(at: insetOrigin, proposal: ProposedViewSize(axis: axis, main: nil, cross: proposal[axis.other]), in: safeArea)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children[0].spacing }
    override var guideSource: GuideSource { .none }
}
