import Foundation
import EaselRaster

/// Walks the laid-out tree in drawing order and records what each view draws into a
/// `DrawList`, in host points mapped to device pixels by `transform`.
///
/// Drawing order: a container's children in declaration order, reordered by `zIndex`
/// (stable); backgrounds before and overlays after their primary view. Each node's drawing
/// effects apply outermost first: an `opacity` becomes a layer, a clip a clip, `offset` and
/// the other transforms change `transform`.
struct RenderContext {
    private(set) var list = DrawList()
    /// Host points to device pixels, including the effects of the views being drawn.
    private(set) var transform: CGAffineTransform
    let scale: CGFloat
    let colorScheme: ColorScheme
    /// The host's input state that changes how controls look: a held button, a caret.
    var interaction = InteractionAppearance()
    /// The part of the host that can show anything, in host points, inside the scroll views
    /// being drawn (their frames); nil: everything. Lists skip rows wholly outside it.
    var visibleRect: CGRect?
    /// While an animation plays: views it removed, drawn inside their old parent's new node.
    var ghosts: [ObjectIdentifier: [ViewNode]] = [:]

    /// Device pixels from the origin beyond which nothing drawn can be seen: no buffer is
    /// wider than `PixelBuffer.maximumDimension`, and no glyph mask larger than a few hundred
    /// pixels. Drawing that far away is skipped rather than converted to pixel positions.
    static let visibleLimit: CGFloat = 16_777_216

    /// A context that maps host points to device pixels: `offset` (points) then `scale`.
    init(scale: CGFloat, colorScheme: ColorScheme, offset: CGPoint = .zero) {
        self.scale = scale
        self.colorScheme = colorScheme
        transform = CGAffineTransform(translationX: offset.x, y: offset.y).concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    var rasterTransform: EaselRaster.AffineTransform { EaselRaster.AffineTransform(transform) }

    mutating func append(_ command: DrawCommand) { list.append(command) }
    mutating func append(contentsOf other: DrawList) { list.append(contentsOf: other) }

    /// Draws one node and its subtree with its effects applied.
    mutating func draw(_ node: ViewNode) {
        StackGuard.run { drawWithEffects(node, effectIndex: node.effects.count - 1) }
    }

    private mutating func drawWithEffects(_ node: ViewNode, effectIndex: Int) {
        guard effectIndex >= 0 else {
            node.layout.draw(node, in: &self)
            // Views an animated change removed, going out by their transitions, under the
            // children that stay (the rows after a deleted one slide over it).
            if !ghosts.isEmpty, let removed = ghosts[ObjectIdentifier(node)] {
                for ghost in removed { draw(ghost) }
            }
            node.layout.drawChildren(node, in: &self)
            return
        }
        apply(node.effects[effectIndex], of: node) { $0.drawWithEffects(node, effectIndex: effectIndex - 1) }
    }

    /// Draws `inner` (what the effects inside this one draw) with one effect applied.
    private mutating func apply(_ effect: RenderEffect, of node: ViewNode, inner: (inout RenderContext) -> Void) {
        let saved = transform
        switch effect {
        case .offset(let offset):
            transform = CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(transform)
            inner(&self)
        case .transform(let make):
            transform = make(node.frame).concatenating(transform)
            inner(&self)
        case .anchored(let anchored):
            transform = anchored.transform(in: node.frame).concatenating(transform)
            inner(&self)
        case .opacity(let opacity):
            guard opacity > 0 else { return }
            // Fully opaque: no layer, so what is inside draws onto what is under it (a
            // material's backdrop blurs the real background, not an empty layer).
            guard opacity < 1 else { return inner(&self) }
            append(.beginLayer(opacity: opacity))
            inner(&self)
            append(.endLayer)
        case .clip(let makePath, let style):
            append(.pushClip(makePath(node.frame).rasterPath, style.isEOFilled ? .evenOdd : .nonZero, transform: rasterTransform))
            inner(&self)
            append(.popClip)
        case .layer(.blend(let mode)):
            // A group composited onto what is under it with the blend mode.
            append(.beginBlendLayer(opacity: 1, mode: mode.raster))
            inner(&self)
            append(.endLayer)
        case .layer(let request):
            let content = recording { inner(&$0) }
            guard !content.isEmpty, let effect = request.rasterEffect(node: node, context: &self) else {
                append(contentsOf: content)
                break
            }
            append(.effect(content, effect))
        case .geometryDependent(let make):
            apply(make(node)[...], of: node, inner: inner)
        case .geometry(let effect):
            apply(RenderEffect.localProjection(effect.value), of: node, inner: inner)
        }
        transform = saved
    }

    /// Several effects, the last outermost, as a node's own.
    private mutating func apply(_ effects: ArraySlice<RenderEffect>, of node: ViewNode, inner: (inout RenderContext) -> Void) {
        guard let outer = effects.last else { return inner(&self) }
        apply(outer, of: node) { $0.apply(effects.dropLast(), of: node, inner: inner) }
    }

    /// What `body` draws, recorded apart instead of appended.
    mutating func recording(_ body: (inout RenderContext) -> Void) -> DrawList {
        let saved = list
        list = DrawList()
        body(&self)
        let recorded = list
        list = saved
        return recorded
    }

    /// The device length of one point of the current space (the square root of the area
    /// scale, so a rotation does not change it).
    var deviceScale: CGFloat { abs(transform.a * transform.d - transform.b * transform.c).squareRoot() }

    /// A vector of the current space in device pixels.
    func deviceVector(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y, y: transform.b * x + transform.d * y)
    }

    /// Draws with `extra` (user space to the current space) applied first.
    mutating func withTransform(_ extra: CGAffineTransform, _ body: (inout RenderContext) -> Void) {
        let saved = transform
        transform = extra.concatenating(transform)
        body(&self)
        transform = saved
    }

    /// Intersects the clip with a path in the current space, until the matching `popClip()`.
    mutating func pushClip(_ path: Path, style: FillStyle) {
        append(.pushClip(path.rasterPath, style.isEOFilled ? .evenOdd : .nonZero, transform: rasterTransform))
    }

    mutating func popClip() { append(.popClip) }

    /// Fills a path (host points) with a paint resolved for `rect`.
    mutating func fill(_ path: Path, paint: ResolvedPaint, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard !paint.isClear, !path.isEmpty else { return }
        append(.fill(path.rasterPath, paint.rasterPaint(in: rect), style.isEOFilled ? .evenOdd : .nonZero,
                     antialiased: style.isAntialiased, transform: rasterTransform))
    }

    /// Fills a path (host points) with a material: what is drawn behind it, blurred and tinted.
    mutating func drawMaterial(_ material: Material, in path: Path, style: FillStyle = FillStyle(), environment: EnvironmentValues) {
        guard !path.isEmpty else { return }
        append(.backdrop(path.rasterPath, style.isEOFilled ? .evenOdd : .nonZero,
                         material.backdrop(in: environment, scale: Double(deviceScale)), transform: rasterTransform))
    }

    /// Strokes a path (host points) with a paint resolved for `rect`.
    mutating func stroke(_ path: Path, paint: ResolvedPaint, in rect: CGRect, style: StrokeStyle) {
        guard !paint.isClear, !path.isEmpty else { return }
        append(.stroke(path.rasterPath, style.rasterStyle, paint.rasterPaint(in: rect), transform: rasterTransform))
    }
}

extension EaselRaster.AffineTransform {
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension StrokeStyle {
    var rasterStyle: RasterStrokeStyle {
        let cap: RasterStrokeStyle.LineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: RasterStrokeStyle.LineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return RasterStrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
    }
}
