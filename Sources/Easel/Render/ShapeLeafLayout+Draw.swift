import Foundation
import EaselRaster

extension ShapeLeafLayout {
    /// Fills or strokes the shape's path in the node's frame with each paint in turn, styles
    /// resolved from the node's environment.
    func drawShape(_ node: ViewNode, in context: inout RenderContext) {
        let rect = node.frame
        // Mid-animation, the shape with its animatable data between the old and the new.
        let path = node.presentedShape?.path(placedIn: rect) ?? pathInRect(rect)
        for (index, paint) in paints.enumerated() {
            if let presented = node.presentedPaints, index < presented.count, let between = presented[index] {
                // A colour or gradient an animation is drawing between two.
                switch paint {
                case .fill(_, let fillStyle): context.fill(path, paint: between, in: rect, style: fillStyle)
                case .stroke(_, let strokeStyle): context.stroke(path, paint: between, in: rect, style: strokeStyle)
                case .insetStroke(_, let strokeStyle, let inset):
                    context.stroke(inset().path(placedIn: rect), paint: between, in: rect, style: strokeStyle)
                }
                continue
            }
            switch paint {
            case .fill(let style, let fillStyle):
                drawFill(path, style, fillStyle, node: node, in: &context)
            case .stroke(let style, let strokeStyle):
                blending(style, in: &context) { context, style in
                    context.stroke(path, paint: style.resolvePaint(in: node.environment), in: rect, style: strokeStyle)
                }
            case .insetStroke(let style, let strokeStyle, let inset):
                blending(style, in: &context) { context, style in
                    context.stroke(inset().path(placedIn: rect), paint: style.resolvePaint(in: node.environment), in: rect, style: strokeStyle)
                }
            }
        }
    }

    /// A fill by its style's kind: shadows, a material's backdrop, a mesh gradient's bitmap,
    /// or paint.
    private func drawFill(_ path: Path, _ style: AnyShapeStyle, _ fillStyle: FillStyle, node: ViewNode, in context: inout RenderContext) {
        blending(style, in: &context) { context, style in
            switch style.base {
            case let shadowed as ShadowedShapeStyle:
                drawShadowedFill(path, shadowed, fillStyle, node: node, in: &context)
            case let material as Material:
                context.drawMaterial(material, in: path, style: fillStyle, environment: node.environment)
            case let mesh as MeshGradient:
                // The mesh over the shape's frame, as gradients fill it, kept inside the path.
                guard !path.isEmpty, let image = mesh.raster(over: node.frame, scale: context.scale, scheme: node.environment.colorScheme)
                else { return }
                context.append(.pushClip(path.rasterPath, fillStyle.isEOFilled ? .evenOdd : .nonZero, transform: context.rasterTransform))
                context.append(.image(image, destination: node.frame, opacity: 1, transform: context.rasterTransform))
                context.append(.popClip)
            default:
                context.fill(path, paint: style.resolvePaint(in: node.environment), in: node.frame, style: fillStyle)
            }
        }
    }

    /// Draws with `style`; a style with a blend mode (`ShapeStyle.blendMode`) draws its own
    /// style in a blend group, combined with what is under it.
    private func blending(_ style: AnyShapeStyle, in context: inout RenderContext, _ draw: (inout RenderContext, AnyShapeStyle) -> Void) {
        guard let blended = style.base as? _BlendModeShapeStyle else { return draw(&context, style) }
        guard blended.mode != .normal else { return blending(blended.base, in: &context, draw) }
        context.append(.beginBlendLayer(opacity: 1, mode: blended.mode.raster))
        blending(blended.base, in: &context, draw)
        context.append(.endLayer)
    }
}

extension ShapeLeafLayout {
    /// A fill whose style casts shadows (`.fill(.blue.shadow(.drop(radius: 4)))`): the fill
    /// drawn over each drop shadow, as `shadow(color:radius:x:y:)` draws a view, then each
    /// inner shadow over the fill.
    private func drawShadowedFill(_ path: Path, _ style: ShadowedShapeStyle, _ fillStyle: FillStyle, node: ViewNode,
                                  in context: inout RenderContext) {
        var fill = context.recording { $0.fill(path, paint: style.base.resolvePaint(in: node.environment), in: node.frame, style: fillStyle) }
        for shadow in style.shadows where shadow.kind == .drop {
            let request = LayerEffectRequest.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
            if !fill.isEmpty, let effect = request.rasterEffect(node: node, context: &context) {
                fill = DrawList([.effect(fill, effect)])
            }
        }
        context.append(contentsOf: fill)
        for shadow in style.shadows where shadow.kind == .inner {
            drawInnerShadow(shadow, of: path, fillStyle, node: node, in: &context)
        }
    }

    /// An inner shadow, as CSS's `inset` box shadow and design tools draw one: everything
    /// outside the shape moved by the offset, in the shadow's colour, blurred with the radius
    /// (the deviation in points, as drop shadows), kept inside the shape.
    private func drawInnerShadow(_ shadow: ShadowStyle, of path: Path, _ fillStyle: FillStyle, node: ViewNode,
                                 in context: inout RenderContext) {
        let colour = shadow.color.resolve(in: node.environment.colorAppearance)
        guard colour.alpha > 0, !path.isEmpty, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else { return }
        let reach = 3 * Swift.max(0, shadow.radius) + abs(shadow.x) + abs(shadow.y) + 1
        var outside = Path(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        outside.addPath(path.offsetBy(dx: shadow.x, dy: shadow.y))
        let content = context.recording { $0.fill(outside, paint: .color(colour), in: node.frame, style: FillStyle(eoFill: true)) }
        context.append(.pushClip(path.rasterPath, fillStyle.isEOFilled ? .evenOdd : .nonZero, transform: context.rasterTransform))
        if let blur = LayerEffectRequest.blur(radius: shadow.radius, opaque: false).rasterEffect(node: node, context: &context) {
            context.append(.effect(content, blur))
        } else {
            context.append(contentsOf: content)
        }
        context.append(.popClip)
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

extension ShapeLeafLayout {
    /// Each paint when it is a colour or a gradient (what an animation can draw between).
    func animatablePaints(_ node: ViewNode) -> [ResolvedPaint?] {
        paints.map { paint in
            let style: AnyShapeStyle
            switch paint {
            case .fill(let fill, _): style = fill
            case .stroke(let stroke, _), .insetStroke(let stroke, _, _): style = stroke
            }
            // Styles drawn their own way (shadows, materials, meshes, blend modes) are not.
            guard !(style.base is ShadowedShapeStyle || style.base is Material || style.base is MeshGradient || style.base is _BlendModeShapeStyle)
            else { return nil }
            return style.resolvePaint(in: node.environment)
        }
    }
}
