import Foundation
@testable import Easel

/// A leaf for unit tests of layout algorithms: it takes the proposal clamped to
/// [minimum, maximum] on each axis and its ideal size for `nil`, so every answer can be worked
/// out by hand.
final class TestLeafLayout: NodeLayout {
    let minimum: CGSize
    let ideal: CGSize
    let maximum: CGSize

    init(minimum: CGSize = .zero, ideal: CGSize, maximum: CGSize = CGSize(width: CGFloat.infinity, height: .infinity)) {
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
    }

    /// A leaf that is always `size`.
    convenience init(fixed size: CGSize) {
        self.init(minimum: size, ideal: size, maximum: size)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        func length(_ offer: CGFloat?, _ low: CGFloat, _ ideal: CGFloat, _ high: CGFloat) -> CGFloat {
            Swift.min(Swift.max(offer ?? ideal, low), high)
        }
        return CGSize(width: length(proposal.width, minimum.width, ideal.width, maximum.width),
                      height: length(proposal.height, minimum.height, ideal.height, maximum.height))
    }
}

/// A node with a `TestLeafLayout`.
func leaf(_ layout: TestLeafLayout, priority: Double = 0) -> ViewNode {
    let node = ViewNode(layout, environment: EnvironmentValues())
    node.layoutPriority = priority
    return node
}

func fixedLeaf(_ width: CGFloat, _ height: CGFloat, priority: Double = 0) -> ViewNode {
    leaf(TestLeafLayout(fixed: CGSize(width: width, height: height)), priority: priority)
}

/// A leaf that takes any proposal (10×10 ideal), like a colour.
func flexibleLeaf(minimumWidth: CGFloat = 0, priority: Double = 0) -> ViewNode {
    leaf(TestLeafLayout(minimum: CGSize(width: minimumWidth, height: 0), ideal: CGSize(width: 10, height: 10)), priority: priority)
}

/// The nodes as the subviews of a layout (without a parent: enough for every leaf but a spacer,
/// which looks at its parent to find its axis; give those a `container`).
func subviews(_ nodes: [ViewNode]) -> LayoutSubviews {
    LayoutSubviews(nodes)
}

/// A parent node for `nodes`; keep it alive while the nodes are used (children hold their parent unowned).
func container(_ nodes: [ViewNode], layout: NodeLayout) -> ViewNode {
    ViewNode(layout, children: nodes, environment: EnvironmentValues())
}
