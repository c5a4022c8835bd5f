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
        let factor = downsampling(sigma)
        for shift in [0, 8, 16, 24] as [UInt32] {
            let full = Plane(width: buffer.width, height: buffer.height, values: buffer.pixels.map { UInt8(truncatingIfNeeded: $0 >> shift) })
            var small = downsampled(full, factor: factor)
            blur(&small, sigma: sigma / Double(factor), extendEdges: extendEdges)
            let plane = factor == 1 ? small : upsampled(small, toWidth: full.width, height: full.height, factor: factor, extendEdges: extendEdges)
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
    ///
    /// A wide blur has no detail finer than a fraction of its deviation, so for σ ≥ 8 pixels
    /// the alpha is first averaged down by 2 (by 4 for σ ≥ 24), blurred with σ divided
    /// likewise, and read back with bilinear interpolation: a quarter or a sixteenth of the
    /// work, as GPU renderers downsample large blurs (the difference stays under 1 % of the
    /// shadow's alpha at those deviations).
    static func shadow(of content: PixelBuffer, color: RasterColor, sigma: Double, offsetX: Int, offsetY: Int,
                       over: Bool = true) -> PixelBuffer {
        let width = content.width, height = content.height
        let factor = downsampling(sigma)
        var plane = downsampled(Plane(width: width, height: height, values: content.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }),
                                factor: factor)
        if sigma.isFinite, sigma > 0 { blur(&plane, sigma: sigma / Double(factor), extendEdges: false) }
        if factor > 1 { plane = upsampled(plane, toWidth: width, height: height, factor: factor, extendEdges: false) }
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
                result.pixels[y * width + x] = over ? PixelMath.sourceOver(content.pixels[y * width + x], pixel) : pixel
            }
        }
        return result
    }

    /// How much a blur of `sigma` pixels can be downsampled (see `shadow(of:…)`).
    static func downsampling(_ sigma: Double) -> Int { sigma >= 24 ? 4 : sigma >= 8 ? 2 : 1 }

    /// Each `factor × factor` block averaged into one value.
    static func downsampled(_ plane: Plane, factor: Int) -> Plane {
        guard factor > 1 else { return plane }
        let width = plane.width, height = plane.height
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var sums = [Int](repeating: 0, count: smallWidth * smallHeight)
        for y in 0..<height {
            let row = (y / factor) * smallWidth
            for x in 0..<width { sums[row + x / factor] += Int(plane.values[y * width + x]) }
        }
        let area = factor * factor
        return Plane(width: smallWidth, height: smallHeight, values: sums.map { UInt8(min(255, ($0 + area / 2) / area)) })
    }

    /// A downsampled plane brought back to full size with bilinear interpolation.
    static func upsampled(_ small: Plane, toWidth width: Int, height: Int, factor: Int, extendEdges: Bool) -> Plane {
        var out = Plane(width: width, height: height, values: [UInt8](repeating: 0, count: width * height))
        let scale = 1 / Double(factor)
        @inline(__always) func at(_ x: Int, _ y: Int) -> Double {
            if x >= 0, y >= 0, x < small.width, y < small.height { return Double(small.values[y * small.width + x]) }
            guard extendEdges else { return 0 }
            return Double(small.values[min(max(y, 0), small.height - 1) * small.width + min(max(x, 0), small.width - 1)])
        }
        for y in 0..<height {
            let sy = (Double(y) + 0.5) * scale - 0.5
            let y0 = Int(sy.rounded(.down)), fy = sy - Double(y0)
            for x in 0..<width {
                let sx = (Double(x) + 0.5) * scale - 0.5
                let x0 = Int(sx.rounded(.down)), fx = sx - Double(x0)
                let top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx
                let bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx
                out.values[y * width + x] = UInt8(min(255, max(0, top + (bottom - top) * fy + 0.5)))
            }
        }
        return out
    }

    static func blur(_ plane: inout Plane, sigma: Double, extendEdges: Bool) {
        if sigma < 2 {
            let kernel = gaussianKernel(sigma)
            plane = convolve(plane, kernel, extendEdges, alongRows: true)
            plane = convolve(plane, kernel, extendEdges, alongRows: false)
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

    /// The plane convolved with `kernel` along rows or along columns.
    private static func convolve(_ plane: Plane, _ kernel: [Double], _ extend: Bool, alongRows: Bool) -> Plane {
        let radius = kernel.count / 2, width = plane.width, height = plane.height
        let length = alongRows ? width : height
        var out = plane
        for y in 0..<height {
            for x in 0..<width {
                let position = alongRows ? x : y
                var sum = 0.0
                for (index, weight) in kernel.enumerated() {
                    var source = position + index - radius
                    if source < 0 || source >= length {
                        guard extend else { continue }
                        source = min(max(source, 0), length - 1)
                    }
                    sum += weight * Double(plane.values[alongRows ? y * width + source : source * width + x])
                }
                out.values[y * width + x] = UInt8(min(255, sum + 0.5))
            }
        }
        return out
    }
}
