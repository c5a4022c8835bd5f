import Foundation

/// What happens to a group of drawing that needs its neighbours' pixels: a blur, a shadow, or
/// a mask (`DrawCommand.effect`). Lengths are device pixels.
public enum LayerEffect: Equatable, Sendable {
    /// The content blurred with a Gaussian of standard deviation `sigma`. `opaque` keeps the
    /// edges opaque, as SwiftUI's `blur(radius:opaque:)`: the blur stays inside the content's
    /// bounds, which are treated as repeating their edge pixels instead of fading into
    /// transparency.
    case blur(sigma: Double, opaque: Bool)
    /// The content drawn over its own shadow: its coverage blurred with `sigma`, painted
    /// `color`, moved by the offset.
    case shadow(color: RasterColor, sigma: Double, offsetX: Double, offsetY: Double)
    /// The content kept where `mask` is drawn, in proportion to the mask's alpha.
    case mask(DrawList)
    /// Each pixel's straight (un-premultiplied) colour mapped by a 4 × 5 matrix, rows red,
    /// green, blue, alpha, each `[r, g, b, a, offset]` over components from 0 to 1, then
    /// clamped: SwiftUI's colour filters (`grayscale`, `saturation`, `brightness`…).
    case colorMatrix([Double])
    /// The shadow of `.shadow` alone, without the content over it: a shadow around a material
    /// (`DrawCommand.backdrop`), whose content is then drawn on the frame.
    case shadowBeneath(color: RasterColor, sigma: Double, offsetX: Double, offsetY: Double)
    /// The content mapped through a perspective transform of device pixels (a 3-D rotation
    /// seen with perspective), resampled bilinearly.
    case projective(ProjectiveTransform)

    /// How far beyond its content the effect can draw: three standard deviations (where a
    /// Gaussian has fallen below 0.5 % of its peak) plus the shadow's offset.
    var reach: Int {
        switch self {
        case .blur(let sigma, let opaque): return opaque ? 0 : Self.blurReach(sigma)
        case .shadow(_, let sigma, let x, let y), .shadowBeneath(_, let sigma, let x, let y):
            let offset = max(abs(x), abs(y))
            return Self.blurReach(sigma) + (offset.isFinite ? Int(min(offset, 1e6).rounded(.up)) : 0)
        case .mask, .colorMatrix, .projective: return 0
        }
    }

    private static func blurReach(_ sigma: Double) -> Int {
        sigma.isFinite && sigma > 0 ? Int(min(3 * sigma, 1e6).rounded(.up)) + 1 : 0
    }
}

extension DrawCommand {
    /// The command with everything it draws moved by whole device pixels.
    func translated(byX dx: Int, y dy: Int) -> DrawCommand {
        let shift = AffineTransform(translationX: Double(dx), y: Double(dy))
        switch self {
        case .fill(let path, let paint, let rule, let antialiased, let transform):
            return .fill(path, paint, rule, antialiased: antialiased, transform: transform.concatenating(shift))
        case .stroke(let path, let style, let paint, let transform):
            return .stroke(path, style, paint, transform: transform.concatenating(shift))
        case .image(let image, let destination, let opacity, let transform):
            return .image(image, destination: destination, opacity: opacity, transform: transform.concatenating(shift))
        case .masks(let masks, let paint, let transform):
            return .masks(masks.map { PlacedMask(mask: $0.mask, x: $0.x + dx, y: $0.y + dy) }, paint, transform: transform.concatenating(shift))
        case .pushClip(let path, let rule, let transform):
            return .pushClip(path, rule, transform: transform.concatenating(shift))
        case .effect(let content, let effect):
            let moved: LayerEffect
            switch effect {
            case .mask(let mask): moved = .mask(mask.translated(byX: dx, y: dy))
            case .projective(let projection):
                // The same mapping seen from pixels moved by (dx, dy).
                moved = .projective(ProjectiveTransform(shift).concatenating(after: projection)
                    .concatenating(after: ProjectiveTransform(AffineTransform(translationX: Double(-dx), y: Double(-dy)))))
            default: moved = effect
            }
            return .effect(content.translated(byX: dx, y: dy), moved)
        case .backdrop(let path, let rule, let backdrop, let transform):
            return .backdrop(path, rule, backdrop, transform: transform.concatenating(shift))
        case .popClip, .beginLayer, .beginBlendLayer, .endLayer:
            return self
        }
    }

    /// A device-pixel rectangle that holds everything the command draws (clips ignored, so it
    /// may be larger); nil when it draws nothing or its geometry is not finite.
    var deviceBounds: CGRect? {
        func mapped(_ rect: CGRect, _ transform: AffineTransform) -> CGRect? {
            guard !rect.isNull, !rect.isInfinite, transform.isFinite else { return nil }
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { transform.apply(to: $0) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return box.minX.isFinite && box.maxX.isFinite && box.minY.isFinite && box.maxY.isFinite ? box : nil
        }
        switch self {
        case .fill(let path, _, _, _, let transform):
            return mapped(path.bounds, transform)
        case .stroke(let path, let style, _, let transform):
            // Miter joins can reach miterLimit × half the width from the path.
            let reach = Double(style.lineWidth) / 2 * max(1, style.lineJoin == .miter ? Double(style.miterLimit) : 1)
            guard reach.isFinite else { return nil }
            return mapped(path.bounds.insetBy(dx: -reach, dy: -reach), transform)
        case .image(_, let destination, _, let transform):
            return mapped(destination, transform)
        case .masks(let masks, _, _):
            return masks.reduce(nil) { box, placed in
                let rect = CGRect(x: placed.x, y: placed.y, width: placed.mask.width, height: placed.mask.height)
                return box.map { $0.union(rect) } ?? rect
            }
        case .effect(let content, .projective(let projection)):
            guard let inner = content.deviceBounds else { return nil }
            // Part of it behind the eye: anywhere near the target.
            return projection.mappedBounds(inner) ?? inner.insetBy(dx: -100_000, dy: -100_000)
        case .effect(let content, let effect):
            guard let inner = content.deviceBounds else { return nil }
            let reach = CGFloat(effect.reach)
            return inner.insetBy(dx: -reach, dy: -reach)
        case .backdrop(let path, _, _, let transform):
            return mapped(path.bounds, transform)
        case .pushClip, .popClip, .beginLayer, .beginBlendLayer, .endLayer:
            return nil
        }
    }
}

extension DrawList {
    func translated(byX dx: Int, y dy: Int) -> DrawList {
        DrawList(commands.map { $0.translated(byX: dx, y: dy) })
    }

    /// The union of the commands' device bounds.
    var deviceBounds: CGRect? {
        commands.reduce(nil) { box, command in
            guard let bounds = command.deviceBounds else { return box }
            return box.map { $0.union(bounds) } ?? bounds
        }
    }
}

/// Renders an effect group offscreen: the group's pixels, the effect applied, as an image
/// placed on device pixels.
enum EffectRenderer {
    /// The result, or nil when nothing of it falls inside a `width × height` target.
    static func render(_ content: DrawList, _ effect: LayerEffect, width: Int, height: Int) -> (image: RasterImage, x: Int, y: Int)? {
        if case .projective(let projection) = effect { return renderProjected(content, projection, width: width, height: height) }
        guard let bounds = content.deviceBounds else { return nil }
        let reach = effect.reach
        // What can reach the target: the target grown by the effect's reach (a shadow of
        // something just outside can fall inside), and the content grown by it.
        let limit = CGRect(x: -reach, y: -reach, width: width + 2 * reach, height: height + 2 * reach)
        let region = bounds.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach)).intersection(limit)
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let x0 = Int(region.minX.rounded(.down)), y0 = Int(region.minY.rounded(.down))
        let x1 = Int(region.maxX.rounded(.up)), y1 = Int(region.maxY.rounded(.up))
        guard PixelBuffer.sizeProblem(width: x1 - x0, height: y1 - y0) == nil else {
            RasterDiagnostics.warn(.invalidBufferSize, "an effect covering \(x1 - x0)×\(y1 - y0) pixels is too large to draw; it was skipped")
            return nil
        }
        let buffer = PixelBuffer(width: x1 - x0, height: y1 - y0)
        Rasterizer.render(content.translated(byX: -x0, y: -y0), into: buffer, threads: 1, clearingTo: nil, blursBackdrops: false)
        switch effect {
        case .blur(let sigma, let opaque):
            GaussianBlur.blurPixels(buffer, sigma: sigma, extendEdges: opaque)
            return (RasterImage(buffer), x0, y0)
        case .shadow(let color, let sigma, let offsetX, let offsetY):
            let shadow = GaussianBlur.shadow(of: buffer, color: color, sigma: sigma,
                                             offsetX: Int(offsetX.rounded()), offsetY: Int(offsetY.rounded()))
            return (RasterImage(shadow), x0, y0)
        case .shadowBeneath(let color, let sigma, let offsetX, let offsetY):
            let shadow = GaussianBlur.shadow(of: buffer, color: color, sigma: sigma,
                                             offsetX: Int(offsetX.rounded()), offsetY: Int(offsetY.rounded()), over: false)
            return (RasterImage(shadow), x0, y0)
        case .mask(let mask):
            let coverage = PixelBuffer(width: buffer.width, height: buffer.height)
            Rasterizer.render(mask.translated(byX: -x0, y: -y0), into: coverage, threads: 1, clearingTo: nil, blursBackdrops: false)
            for index in 0..<buffer.pixels.count {
                buffer.pixels[index] = PixelMath.scale(buffer.pixels[index], by: coverage.pixels[index] >> 24)
            }
            return (RasterImage(buffer), x0, y0)
        case .colorMatrix(let matrix):
            guard matrix.count == 20 else { return (RasterImage(buffer), x0, y0) }
            for index in 0..<buffer.pixels.count {
                buffer.pixels[index] = ColorMatrix.apply(matrix, to: buffer.pixels[index])
            }
            return (RasterImage(buffer), x0, y0)
        case .projective:
            return nil // Drawn by `renderProjected`.
        }
    }
}

extension EffectRenderer {
    /// The content drawn offscreen (as far as a target's size beyond the target, which a
    /// perspective can bring into it), then each target pixel its projection covers sampled
    /// back through the inverse mapping, bilinearly (transparent outside the content).
    static func renderProjected(_ content: DrawList, _ projection: ProjectiveTransform, width: Int, height: Int)
        -> (image: RasterImage, x: Int, y: Int)? {
        guard let bounds = content.deviceBounds, let inverse = projection.inverted else { return nil }
        let target = CGRect(x: 0, y: 0, width: width, height: height)
        let source = bounds.intersection(target.insetBy(dx: -CGFloat(max(width, height)), dy: -CGFloat(max(width, height))))
        guard !source.isNull, source.width >= 1, source.height >= 1 else { return nil }
        let sx0 = Int(source.minX.rounded(.down)), sy0 = Int(source.minY.rounded(.down))
        let sx1 = Int(source.maxX.rounded(.up)), sy1 = Int(source.maxY.rounded(.up))
        let destination = (projection.mappedBounds(CGRect(x: sx0, y: sy0, width: sx1 - sx0, height: sy1 - sy0)) ?? target).intersection(target)
        guard !destination.isNull, destination.width >= 1, destination.height >= 1,
              PixelBuffer.sizeProblem(width: sx1 - sx0, height: sy1 - sy0) == nil else { return nil }
        let drawn = PixelBuffer(width: sx1 - sx0, height: sy1 - sy0)
        Rasterizer.render(content.translated(byX: -sx0, y: -sy0), into: drawn, threads: 1, clearingTo: nil, blursBackdrops: false)
        let dx0 = Int(destination.minX.rounded(.down)), dy0 = Int(destination.minY.rounded(.down))
        let dx1 = Int(destination.maxX.rounded(.up)), dy1 = Int(destination.maxY.rounded(.up))
        let result = PixelBuffer(width: dx1 - dx0, height: dy1 - dy0)
        @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < drawn.width && y < drawn.height ? drawn.pixels[y * drawn.width + x] : 0
        }
        for y in dy0..<dy1 {
            for x in dx0..<dx1 {
                guard let point = inverse.apply(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                let fx = point.x - 0.5 - Double(sx0), fy = point.y - 0.5 - Double(sy0)
                guard fx > -1, fy > -1, fx < Double(drawn.width), fy < Double(drawn.height) else { continue }
                let left = Int(fx.rounded(.down)), top = Int(fy.rounded(.down))
                let wx = UInt32(((fx - Double(left)) * 256).rounded()), wy = UInt32(((fy - Double(top)) * 256).rounded())
                let upper = ImageShader.lerp(at(left, top), at(left + 1, top), wx)
                let lower = ImageShader.lerp(at(left, top + 1), at(left + 1, top + 1), wx)
                result.pixels[(y - dy0) * result.width + x - dx0] = ImageShader.lerp(upper, lower, wy)
            }
        }
        return (RasterImage(result), dx0, dy0)
    }
}

/// Colour matrices on premultiplied 0xAARRGGBB pixels.
enum ColorMatrix {
    static func apply(_ m: [Double], to pixel: UInt32) -> UInt32 {
        let a = Double(pixel >> 24) / 255
        guard a > 0 || m[19] > 0 || m[18] != 0 else { return pixel }
        // Straight components.
        let inverse = a > 0 ? 1 / (a * 255) : 0
        let r = Double((pixel >> 16) & 0xFF) * inverse, g = Double((pixel >> 8) & 0xFF) * inverse, b = Double(pixel & 0xFF) * inverse
        func row(_ i: Int) -> Double {
            let value = m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4]
            return value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0
        }
        let outA = row(3)
        func byte(_ value: Double) -> UInt32 { UInt32((value * outA * 255).rounded()) }
        return (UInt32((outA * 255).rounded()) << 24) | (byte(row(0)) << 16) | (byte(row(1)) << 8) | byte(row(2))
    }
}
