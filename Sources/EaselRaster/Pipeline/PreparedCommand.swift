import Foundation

/// A draw command turned into device-space edges and a shader, ready to be replayed by every
/// band. Preparing once per frame (in parallel over commands) means curves are flattened and
/// strokes outlined once, not once per band.
enum PreparedCommand {
    case fill(EdgeList, PaintShader, FillRule, antialiased: Bool)
    case masks([PlacedMask], PaintShader)
    case pushClip(EdgeList, FillRule)
    case popClip
    /// Opacity in 0...255.
    case beginLayer(opacity: UInt32, mode: RasterBlendMode = .normal, isolated: Bool = false)
    case endLayer
    /// A command that draws nothing (bad input, or geometry outside the buffer).
    case nothing

    init(_ command: DrawCommand, width: Int, height: Int) {
        switch command {
        case .fill(let path, let paint, let rule, let antialiased, let transform):
            guard Self.isUsable(transform), let shader = PaintShader(paint: paint, transform: transform) else {
                self = .nothing
                return
            }
            let edges = PathFlattener.fillEdges(of: path, transform: transform, width: width, height: height)
            self = edges.isEmpty ? .nothing : .fill(edges, shader, rule, antialiased: antialiased)
        case .stroke(let path, let style, let paint, let transform):
            guard Self.isUsable(transform), let shader = PaintShader(paint: paint, transform: transform) else {
                self = .nothing
                return
            }
            let edges = Stroker.strokeEdges(of: path, style: style, transform: transform, width: width, height: height)
            self = edges.isEmpty ? .nothing : .fill(edges, shader, .nonZero, antialiased: true)
        case .image(let image, let destination, let opacity, let transform):
            guard Self.isUsable(transform),
                  let shader = ImageShader(image: image, destination: destination,
                                           opacity: Self.checkedOpacity(opacity), transform: transform) else {
                self = .nothing
                return
            }
            var outline = RasterPath()
            outline.addRect(destination)
            let edges = PathFlattener.fillEdges(of: outline, transform: transform, width: width, height: height)
            self = edges.isEmpty ? .nothing : .fill(edges, .image(shader), .nonZero, antialiased: true)
        case .masks(let masks, let paint, let transform):
            guard Self.isUsable(transform), let shader = PaintShader(paint: paint, transform: transform) else {
                self = .nothing
                return
            }
            self = .masks(masks, shader)
        case .pushClip(let path, let rule, let transform):
            // A clip with a broken transform clips everything away, keeping push/pop balanced.
            let edges = Self.isUsable(transform)
                ? PathFlattener.fillEdges(of: path, transform: transform, width: width, height: height)
                : EdgeList(width: width, height: height)
            self = .pushClip(edges, rule)
        case .popClip:
            self = .popClip
        case .beginLayer(let opacity):
            self = .beginLayer(opacity: UInt32((Self.checkedOpacity(opacity) * 255).rounded()))
        case .beginBlendLayer(let opacity, let mode):
            self = .beginLayer(opacity: UInt32((Self.checkedOpacity(opacity) * 255).rounded()), mode: mode, isolated: true)
        case .endLayer:
            self = .endLayer
        case .backdrop(let path, let rule, let backdrop, let transform):
            // Drawn between stages of the frame (`Rasterizer.renderInStages`); one that gets
            // here is inside a group, where its fallback colour fills the path.
            self = Self(.fill(path, .solid(backdrop.fallback), rule, antialiased: true, transform: transform), width: width, height: height)
        case .effect(let content, let effect):
            // Rendered whole here, in the preparing thread; the bands then copy its pixels.
            guard let (image, x, y) = EffectRenderer.render(content, effect, width: width, height: height),
                  let shader = ImageShader(image: image, destination: CGRect(x: x, y: y, width: image.width, height: image.height),
                                           opacity: 1, transform: .identity) else {
                self = .nothing
                return
            }
            var outline = RasterPath()
            outline.addRect(CGRect(x: x, y: y, width: image.width, height: image.height))
            let edges = PathFlattener.fillEdges(of: outline, transform: .identity, width: width, height: height)
            self = edges.isEmpty ? .nothing : .fill(edges, .image(shader), .nonZero, antialiased: true)
        }
    }

    private static func isUsable(_ transform: AffineTransform) -> Bool {
        guard transform.isFinite else {
            RasterDiagnostics.warn(.nonFiniteGeometry, "a draw command's transform is NaN or infinite; it was skipped")
            return false
        }
        // A transform that collapses the plane draws nothing, legitimately (e.g. scaleEffect(0)).
        return transform.isInvertible
    }

    /// Opacity clamped to 0...1; NaN counts as fully opaque so the content stays visible.
    private static func checkedOpacity(_ opacity: Double) -> Double {
        if opacity.isNaN {
            RasterDiagnostics.warn(.invalidOpacity, "an opacity is NaN; it was treated as 1")
            return 1
        }
        return min(max(opacity, 0), 1)
    }
}

/// A band's part of a clip: 8-bit coverage for rows `top..<bottom` at full buffer width.
final class ClipMask {
    let width: Int
    let top: Int
    private let storage: UnsafeMutablePointer<UInt8>

    init(width: Int, top: Int, bottom: Int) {
        self.width = width
        self.top = top
        let count = width * max(0, bottom - top)
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: 0, count: max(count, 1))
    }

    deinit { storage.deallocate() }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { storage + (y - top) * width }

    /// True when every pixel of `rect` is fully inside, so the clip is just that rectangle.
    func isFullyCovered(_ rect: PixelRect) -> Bool {
        for y in rect.minY..<rect.maxY {
            let line = row(y)
            for x in rect.minX..<rect.maxX where line[x] != 255 { return false }
        }
        return true
    }
}
