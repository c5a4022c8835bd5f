import Foundation

/// Produces an image's pixels for a span of device pixels, bilinearly filtered.
///
/// 1. The image's pixel grid is mapped to user space (stretched over the destination
///    rectangle), then by the command's transform to device space; the inverse of that map
///    takes each device pixel centre to a position in the image.
/// 2. The position is shifted by half a pixel so that image pixel centres sit on whole
///    numbers; the four nearest pixels (clamped to the edge) are blended with weights from the
///    fractional part, in 1/256 steps, on premultiplied values (so transparent pixels don't
///    darken their neighbours).
/// 3. The result is scaled by the draw's opacity.
/// A 1:1 draw on whole pixels has zero fractional parts, so it copies pixels exactly: it is
/// done as a copy (an effect's image, a material's backdrop).
struct ImageShader {
    let image: RasterImage
    /// Device space → image pixel space.
    let inverse: AffineTransform
    let opacity: UInt32
    /// For a 1:1 draw on whole pixels: the image pixel of device pixel (0, 0).
    private let wholePixelOffset: (x: Int, y: Int)?

    /// `nil` for an empty image or a transform/destination that collapses it.
    init?(image: RasterImage, destination: CGRect, opacity: Double, transform: AffineTransform) {
        guard image.width > 0, image.height > 0, !destination.isEmpty, !destination.isInfinite else { return nil }
        // Step 1.
        let imageToUser = AffineTransform(a: Double(destination.width) / Double(image.width), b: 0, c: 0,
                                          d: Double(destination.height) / Double(image.height),
                                          tx: Double(destination.minX), ty: Double(destination.minY))
        guard let inverse = imageToUser.concatenating(transform).inverted() else { return nil }
        self.image = image
        self.inverse = inverse
        self.opacity = UInt32((min(max(opacity.isNaN ? 0 : opacity, 0), 1) * 255).rounded())
        let isWhole = inverse.a == 1 && inverse.b == 0 && inverse.c == 0 && inverse.d == 1
            && inverse.tx == inverse.tx.rounded() && inverse.ty == inverse.ty.rounded() && abs(inverse.tx) < 1e9 && abs(inverse.ty) < 1e9
        wholePixelOffset = isWhole ? (Int(inverse.tx), Int(inverse.ty)) : nil
    }

    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let width = image.width, height = image.height
        let opacity = self.opacity
        if let offset = wholePixelOffset {
            // The bilinear weights are all zero: the pixels themselves, the edges clamped.
            let row = min(max(y + offset.y, 0), height - 1) * width
            image.pixels.withUnsafeBufferPointer { pixels in
                for index in 0..<count {
                    let pixel = pixels[row + min(max(x + index + offset.x, 0), width - 1)]
                    output[index] = opacity < 255 ? PixelMath.scale(pixel, by: opacity) : pixel
                }
            }
            return
        }
        // Step 2's half-pixel shift, folded into the start position.
        var u = inverse.a * (Double(x) + 0.5) + inverse.c * (Double(y) + 0.5) + inverse.tx - 0.5
        var v = inverse.b * (Double(x) + 0.5) + inverse.d * (Double(y) + 0.5) + inverse.ty - 0.5
        let stepU = inverse.a, stepV = inverse.b
        let maxU = Double(width - 1), maxV = Double(height - 1)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<count {
                let clampedU = min(max(u, 0), maxU), clampedV = min(max(v, 0), maxV)
                let left = Int(clampedU), top = Int(clampedV)
                let right = min(left + 1, width - 1), bottom = min(top + 1, height - 1)
                let weightX = UInt32((clampedU - Double(left)) * 256)
                let weightY = UInt32((clampedV - Double(top)) * 256)
                let upper = Self.lerp(pixels[top * width + left], pixels[top * width + right], weightX)
                let lower = Self.lerp(pixels[bottom * width + left], pixels[bottom * width + right], weightX)
                var pixel = Self.lerp(upper, lower, weightY)
                if opacity < 255 { pixel = PixelMath.scale(pixel, by: opacity) }  // Step 3.
                output[index] = pixel
                u += stepU
                v += stepV
            }
        }
    }

    /// Per channel `a + (b − a)·weight/256`, rounded, two channels per multiply.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        if weight == 0 { return a }
        let inverseWeight: UInt32 = 256 &- weight
        let half: UInt32 = 0x0080_0080
        let evenA: UInt32 = a & 0x00FF_00FF, evenB: UInt32 = b & 0x00FF_00FF
        let oddA: UInt32 = (a >> 8) & 0x00FF_00FF, oddB: UInt32 = (b >> 8) & 0x00FF_00FF
        let redBlue: UInt32 = ((evenA &* inverseWeight &+ evenB &* weight &+ half) >> 8) & 0x00FF_00FF
        let alphaGreen: UInt32 = (oddA &* inverseWeight &+ oddB &* weight &+ half) & 0xFF00_FF00
        return redBlue | alphaGreen
    }
}

/// The source of colour for covered pixels.
enum PaintShader {
    case solid(UInt32)
    case gradient(GradientShader)
    case image(ImageShader)

    /// `nil` when the paint draws nothing (a gradient without stops or with a collapsed
    /// transform).
    init?(paint: RasterPaint, transform: AffineTransform) {
        if case .solid(let color) = paint {
            self = .solid(color.premultipliedPixel)
        } else if let gradient = GradientShader(paint: paint, transform: transform) {
            self = .gradient(gradient)
        } else {
            return nil
        }
    }

    /// True when every produced pixel is opaque (then full coverage means a plain copy).
    var isOpaque: Bool {
        switch self {
        case .solid(let color): return color >> 24 == 255
        case .gradient(let gradient): return gradient.isOpaque
        case .image: return false
        }
    }

    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let color): output.update(repeating: color, count: count)
        case .gradient(let gradient): gradient.shade(x: x, y: y, count: count, into: output)
        case .image(let image): image.shade(x: x, y: y, count: count, into: output)
        }
    }
}
