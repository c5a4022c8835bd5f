import Foundation

/// Walks the laid-out tree in drawing order and records what each view draws.
struct RenderContext {
    /// Draws nodes in order: by `zIndex`, then in declaration order.
    mutating func drawChildren(_ nodes: [ViewNode]) {
        if nodes.contains(where: { $0.zIndex != 0 }) {
            let ordered = nodes.enumerated().sorted { a, b in
                a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
            }
            for (_, node) in ordered { draw(node) }
        } else {
            for node in nodes { draw(node) }
        }
    }

    /// Draws one node and its subtree with its effects applied.
    mutating func draw(_ node: ViewNode) {
        node.layout.draw(node, in: &self)
        node.layout.drawChildren(node, in: &self)
    }
}
