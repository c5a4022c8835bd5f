import Foundation
import EaselRaster

extension ShapeLeafLayout {
    /// Fills or strokes the shape's path in the node's frame with each paint in turn, styles
    /// resolved from the node's environment.
    func drawShape(_ node: ViewNode, in context: inout RenderContext) {
        let rect = node.frame
        let path = pathInRect(rect)
        for paint in paints {
            switch paint {
            case .fill(let style, let fillStyle):
                if let shadowed = style.base as? _ShadowShapeStyle {
                    drawShadowedFill(path, shadowed, fillStyle, node: node, in: &context)
                    continue
                }
                context.fill(path, paint: style.resolvePaint(in: node.environment), in: rect, style: fillStyle)
            case .stroke(let style, let strokeStyle):
                context.stroke(path, paint: style.resolvePaint(in: node.environment), in: rect, style: strokeStyle)
            case .insetStroke(let style, let strokeStyle, let inset):
                context.stroke(inset().path(in: rect), paint: style.resolvePaint(in: node.environment), in: rect, style: strokeStyle)
            }
        }
    }
}

extension ShapeLeafLayout {
    /// A fill whose style casts drop shadows (`.fill(.blue.shadow(.drop(radius: 4)))`): the
    /// fill drawn over each shadow, as `shadow(color:radius:x:y:)` draws a view. Inner shadows
    /// are not drawn yet.
    private func drawShadowedFill(_ path: Path, _ style: _ShadowShapeStyle, _ fillStyle: FillStyle, node: ViewNode,
                                  in context: inout RenderContext) {
        var fill = context.recording { $0.fill(path, paint: style.resolvePaint(in: node.environment), in: node.frame, style: fillStyle) }
        for shadow in style.shadows {
            guard shadow.kind == .drop else {
                UndrawnEffect.note("ShadowStyle.inner")
                continue
            }
            let request = LayerEffectRequest.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
            if !fill.isEmpty, let effect = request.rasterEffect(node: node, context: &context) {
                fill = DrawList([.effect(fill, effect)])
            }
        }
        context.append(contentsOf: fill)
    }
}

extension ShapeLeafLayout {
    /// A filled shape is hit inside its path (a tap in a Circle's corner misses), a stroked one
    /// anywhere in its frame; a clear fill is not hit at all (a `Color.clear` needs
    /// `contentShape` to take taps).
    func hitTestShape(_ node: ViewNode, at point: CGPoint) -> Bool {
        guard node.frame.contains(point) else { return false }
        return paints.contains { paint in
            switch paint {
            case .fill(let style, let fillStyle):
                if style.resolvePaint(in: node.environment).isClear { return false }
                return pathInRect(node.frame).contains(point, eoFill: fillStyle.isEOFilled)
            case .stroke(let style, _), .insetStroke(let style, _, _):
                return !style.resolvePaint(in: node.environment).isClear
            }
        }
    }
}
