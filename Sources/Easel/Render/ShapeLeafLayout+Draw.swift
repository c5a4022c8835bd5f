import Foundation

extension ShapeLeafLayout {
    /// Fills or strokes the shape's path in the node's frame with the style resolved from the
    /// node's environment.
    func drawShape(_ node: ViewNode, in context: inout RenderContext) {
        let rect = node.frame
        let path = pathInRect(rect)
        switch paint {
        case .fill(let style, let fillStyle):
            context.fill(path, paint: style.resolvePaint(in: node.environment), in: rect, style: fillStyle)
        case .stroke(let style, let strokeStyle):
            context.stroke(path, paint: style.resolvePaint(in: node.environment), in: rect, style: strokeStyle)
        }
    }
}
