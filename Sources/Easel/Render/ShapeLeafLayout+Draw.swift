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

extension ShapeLeafLayout {
    /// A filled shape is hit inside its path (a tap in a Circle's corner misses), a stroked one
    /// anywhere in its frame; a clear fill is not hit at all (a `Color.clear` needs
    /// `contentShape` to take taps).
    func hitTestShape(_ node: ViewNode, at point: CGPoint) -> Bool {
        guard node.frame.contains(point) else { return false }
        switch paint {
        case .fill(let style, let fillStyle):
            if style.resolvePaint(in: node.environment).isClear { return false }
            return pathInRect(node.frame).contains(point, eoFill: fillStyle.isEOFilled)
        case .stroke(let style, _):
            return !style.resolvePaint(in: node.environment).isClear
        }
    }
}
