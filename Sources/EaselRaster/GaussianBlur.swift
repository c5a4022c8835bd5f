import Foundation

/// Gaussian blurs of 8-bit planes, as SVG's `feGaussianBlur` defines them (W3C Filter Effects
/// Module Level 1, "feGaussianBlur"):
/// - for a standard deviation `s ≥ 2`, three successive box blurs approximate the Gaussian
///   within 3 %: with `d = ⌊s · 3·√(2π)/4 + 0.5⌋`, three boxes of width `d` centred on the
///   pixel when `d` is odd; when it is even, a box of `d` centred half a pixel left, one
///   centred half a pixel right, and one of `d + 1` centred;
/// - for smaller deviations, the Gaussian kernel itself, cut at three deviations.
/// Each pass runs along rows, then along columns (a column pass keeps one running sum per
/// column and walks down the rows, so memory is read in order). Outside the plane values are
/// 0 (transparent), or with `extendEdges` the nearest edge value.
enum GaussianBlur {
    /// A plane of `width × height` 8-bit values.
    struct Plane {
        let width: Int
        let height: Int
        var values: [UInt8]
    }

    /// Blurs every channel of a premultiplied buffer in place.
    static func blurPixels(_ buffer: PixelBuffer, sigma: Double, extendEdges: Bool) {
        guard sigma.isFinite, sigma > 0, buffer.width > 0, buffer.height > 0 else { return }
        for shift in [0, 8, 16, 24] as [UInt32] {
            var plane = Plane(width: buffer.width, height: buffer.height, values: buffer.pixels.map { UInt8(truncatingIfNeeded: $0 >> shift) })
            blur(&plane, sigma: sigma, extendEdges: extendEdges)
            for index in 0..<plane.values.count {
                buffer.pixels[index] = buffer.pixels[index] & ~(0xFF << shift) | UInt32(plane.values[index]) << shift
            }
        }
        // Rounding in separate channels can leave a colour channel above alpha: clamp, so the
        // pixels stay valid premultiplied values.
        for index in 0..<buffer.pixels.count {
            let pixel = buffer.pixels[index], alpha = pixel >> 24
            let red = min((pixel >> 16) & 0xFF, alpha), green = min((pixel >> 8) & 0xFF, alpha), blue = min(pixel & 0xFF, alpha)
            buffer.pixels[index] = alpha << 24 | red << 16 | green << 8 | blue
        }
    }

    /// The content over its shadow: the content's alpha blurred, painted `color`, moved.
    static func shadow(of content: PixelBuffer, color: RasterColor, sigma: Double, offsetX: Int, offsetY: Int) -> PixelBuffer {
        let width = content.width, height = content.height
        var plane = Plane(width: width, height: height, values: content.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) })
        if sigma.isFinite, sigma > 0 { blur(&plane, sigma: sigma, extendEdges: false) }
        let paint = color.premultipliedPixel
        let result = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let sourceY = y - offsetY
            for x in 0..<width {
                let sourceX = x - offsetX
                var pixel: UInt32 = 0
                if sourceX >= 0, sourceX < width, sourceY >= 0, sourceY < height {
                    pixel = PixelMath.scale(paint, by: UInt32(plane.values[sourceY * width + sourceX]))
                }
                result.pixels[y * width + x] = PixelMath.sourceOver(content.pixels[y * width + x], pixel)
            }
        }
        return result
    }

    static func blur(_ plane: inout Plane, sigma: Double, extendEdges: Bool) {
        if sigma < 2 {
            let kernel = gaussianKernel(sigma)
            plane = convolveRows(plane, kernel, extendEdges)
            plane = convolveColumns(plane, kernel, extendEdges)
            return
        }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        // (left, right) reach of each box.
        let boxes: [(Int, Int)] = d % 2 == 1
            ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        for (left, right) in boxes { plane = boxRows(plane, left, right, extendEdges) }
        for (left, right) in boxes { plane = boxColumns(plane, left, right, extendEdges) }
    }

    /// Fixed-point reciprocal of a box's width: `(sum · reciprocal + ½) >> 24` divides.
    private static func reciprocal(_ count: Int) -> Int { (1 << 24) / count }

    private static func boxRows(_ plane: Plane, _ left: Int, _ right: Int, _ extend: Bool) -> Plane {
        let width = plane.width
        let scale = reciprocal(left + right + 1)
        var out = Plane(width: width, height: plane.height, values: [UInt8](repeating: 0, count: plane.values.count))
        plane.values.withUnsafeBufferPointer { input in
            out.values.withUnsafeMutableBufferPointer { output in
                for y in 0..<plane.height {
                    let row = y * width
                    @inline(__always) func value(_ x: Int) -> Int {
                        if x >= 0 && x < width { return Int(input[row + x]) }
                        return extend ? Int(input[row + min(max(x, 0), width - 1)]) : 0
                    }
                    var sum = 0
                    for x in -left...right { sum += value(x) }
                    for x in 0..<width {
                        output[row + x] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
                        sum += value(x + right + 1) - value(x - left)
                    }
                }
            }
        }
        return out
    }

    private static func boxColumns(_ plane: Plane, _ top: Int, _ bottom: Int, _ extend: Bool) -> Plane {
        let width = plane.width, height = plane.height
        let scale = reciprocal(top + bottom + 1)
        var out = Plane(width: width, height: height, values: [UInt8](repeating: 0, count: plane.values.count))
        var sums = [Int](repeating: 0, count: width)
        plane.values.withUnsafeBufferPointer { input in
            out.values.withUnsafeMutableBufferPointer { output in
                @inline(__always) func rowIndex(_ y: Int) -> Int? {
                    if y >= 0 && y < height { return y }
                    return extend ? min(max(y, 0), height - 1) : nil
                }
                for y in -top...bottom {
                    guard let source = rowIndex(y) else { continue }
                    for x in 0..<width { sums[x] += Int(input[source * width + x]) }
                }
                for y in 0..<height {
                    for x in 0..<width { output[y * width + x] = UInt8(truncatingIfNeeded: (sums[x] * scale + (1 << 23)) >> 24) }
                    if let entering = rowIndex(y + bottom + 1) {
                        for x in 0..<width { sums[x] += Int(input[entering * width + x]) }
                    }
                    if let leaving = rowIndex(y - top) {
                        for x in 0..<width { sums[x] -= Int(input[leaving * width + x]) }
                    }
                }
            }
        }
        return out
    }

    /// The normalised Gaussian of `sigma`, from −3σ to 3σ.
    private static func gaussianKernel(_ sigma: Double) -> [Double] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    private static func convolveRows(_ plane: Plane, _ kernel: [Double], _ extend: Bool) -> Plane {
        let radius = kernel.count / 2, width = plane.width
        var out = plane
        for y in 0..<plane.height {
            for x in 0..<width {
                var sum = 0.0
                for (index, weight) in kernel.enumerated() {
                    var sx = x + index - radius
                    if sx < 0 || sx >= width {
                        guard extend else { continue }
                        sx = min(max(sx, 0), width - 1)
                    }
                    sum += weight * Double(plane.values[y * width + sx])
                }
                out.values[y * width + x] = UInt8(min(255, sum + 0.5))
            }
        }
        return out
    }

    private static func convolveColumns(_ plane: Plane, _ kernel: [Double], _ extend: Bool) -> Plane {
        let radius = kernel.count / 2, width = plane.width, height = plane.height
        var out = plane
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (index, weight) in kernel.enumerated() {
                    var sy = y + index - radius
                    if sy < 0 || sy >= height {
                        guard extend else { continue }
                        sy = min(max(sy, 0), height - 1)
                    }
                    sum += weight * Double(plane.values[sy * width + x])
                }
                out.values[y * width + x] = UInt8(min(255, sum + 0.5))
            }
        }
        return out
    }
}
