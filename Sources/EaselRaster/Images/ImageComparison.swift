import Foundation

/// Compares a new image with a reference the way swift-snapshot-testing compares `UIImage`s
/// (its `Snapshotting/UIImage.swift`, 1.19), so a precision that passes on a Mac passes here:
///
/// 1. Different sizes never match.
/// 2. Identical premultiplied pixels match.
/// 3. With `perceptualPrecision` 1: count the 8-bit premultiplied components (R, G, B and A of
///    every pixel) that differ; the images match when at most `(1 - precision)` of all
///    components differ.
/// 4. With `perceptualPrecision` below 1: a pixel matches when its CIE ΔE 1994 from the
///    reference pixel (Core Image's `CILabDeltaE`, 0…100) is at most
///    `(1 - perceptualPrecision) × 100`; the images match when at least `precision` of the
///    pixels match.
///
/// The messages are the library's, so a failure reads the same on both systems.
public enum ImageComparison {
    /// What a comparison found.
    public struct Outcome: Equatable, Sendable {
        /// Nil when the images match; else why not, as swift-snapshot-testing says it.
        public var failure: String?
        /// Pixels that differ at all.
        public var differingPixels: Int
        /// The largest ΔE 1994 between two pixels, worked out in a perceptual comparison only
        /// (0 otherwise, and when identical or of different sizes).
        public var maximumDeltaE: Double

        public var matches: Bool { failure == nil }
    }

    public static func compare(reference: RasterImage, new: RasterImage,
                               precision: Double = 1, perceptualPrecision: Double = 1) -> Outcome {
        guard new.width > 0, new.height > 0 else {
            return Outcome(failure: "Newly-taken snapshot is empty.", differingPixels: 0, maximumDeltaE: 0)
        }
        guard reference.width == new.width, reference.height == new.height else {
            return Outcome(failure: "Newly-taken snapshot@\(new.width)×\(new.height) px does not match reference@\(reference.width)×\(reference.height) px.",
                           differingPixels: max(reference.pixels.count, new.pixels.count), maximumDeltaE: 0)
        }
        if reference.pixels == new.pixels { return Outcome(failure: nil, differingPixels: 0, maximumDeltaE: 0) }
        var differingPixels = 0
        var differingComponents = 0
        var failingPixels = 0
        var maximumDeltaE = 0.0
        let threshold = (1 - perceptualPrecision) * 100
        let perceptual = perceptualPrecision < 1
        // Screens repeat colours in runs: the last pair's ΔE is kept.
        var lastPair: (UInt32, UInt32, Double) = (0, 0, 0)
        for index in reference.pixels.indices {
            let old = reference.pixels[index], current = new.pixels[index]
            guard old != current else { continue }
            differingPixels += 1
            var changed = old ^ current
            for _ in 0..<4 {
                if changed & 0xff != 0 { differingComponents += 1 }
                changed >>= 8
            }
            // ΔE only where it decides (a perceptual comparison): it costs a colour conversion.
            guard perceptual else { continue }
            if lastPair.0 != old || lastPair.1 != current { lastPair = (old, current, deltaE1994(old, current)) }
            let deltaE = lastPair.2
            maximumDeltaE = max(maximumDeltaE, deltaE)
            if deltaE > threshold { failingPixels += 1 }
        }
        var failure: String?
        if precision >= 1 && perceptualPrecision >= 1 {
            failure = "Newly-taken snapshot does not match reference."
        } else if perceptualPrecision < 1 {
            let actual = 1 - Double(failingPixels) / Double(reference.pixels.count)
            if actual < precision {
                failure = """
                    The percentage of pixels that match \(Float(actual)) is less than required \(Float(precision))
                    The lowest perceptual color precision \(Float(1 - min(maximumDeltaE / 100, 1))) is less than required \(Float(perceptualPrecision))
                    """
            }
        } else {
            let components = reference.pixels.count * 4
            if differingComponents > Int((1 - precision) * Double(components)) {
                failure = "Actual image precision \(Float(1 - Double(differingComponents) / Double(components))) is less than required \(Float(precision))"
            }
        }
        return Outcome(failure: failure, differingPixels: differingPixels, maximumDeltaE: maximumDeltaE)
    }

    /// The difference image swift-snapshot-testing attaches: per pixel the largest difference
    /// of its four premultiplied components, as grey, stretched so the largest difference is
    /// white (vImage's contrast stretch). Images of different sizes: the new image over the
    /// reference in the difference blend mode, at the larger size.
    public static func difference(reference: RasterImage, new: RasterImage) -> RasterImage {
        let width = max(reference.width, new.width), height = max(reference.height, new.height)
        var levels = [UInt8](repeating: 0, count: width * height)
        var low: UInt8 = 255, high: UInt8 = 0
        // Plain loops over the buffers: this runs on whole screens, in debug builds too.
        reference.pixels.withUnsafeBufferPointer { old in
            new.pixels.withUnsafeBufferPointer { current in
                levels.withUnsafeMutableBufferPointer { out in
                    var y = 0
                    while y < height {
                        var x = 0
                        while x < width {
                            let a = x < reference.width && y < reference.height ? old[y * reference.width + x] : 0xff00_0000
                            let b = x < new.width && y < new.height ? current[y * new.width + x] : 0xff00_0000
                            var largest: UInt32 = 0
                            if a != b {
                                var shift: UInt32 = 0
                                while shift < 32 {
                                    let one = (a >> shift) & 0xff, two = (b >> shift) & 0xff
                                    let change = one > two ? one - two : two - one
                                    if change > largest { largest = change }
                                    shift += 8
                                }
                            }
                            let level = UInt8(largest)
                            out[y * width + x] = level
                            if level < low { low = level }
                            if level > high { high = level }
                            x += 1
                        }
                        y += 1
                    }
                }
            }
        }
        let range = UInt32(high) - UInt32(low)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for index in 0..<levels.count {
            let level = UInt32(levels[index])
            // Rounded to the nearest step of the stretch.
            let grey = range > 0 ? ((level - UInt32(low)) * 255 * 2 + range) / (2 * range) : level
            pixels[index] = 0xff00_0000 | grey << 16 | grey << 8 | grey
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    // MARK: ΔE 1994

    /// CIE ΔE 1994 (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) between two
    /// premultiplied 0xAARRGGBB pixels, each un-premultiplied and read as sRGB under D65, the
    /// values Core Image's `CILabDeltaE` gives ("∆E 1994 values between 0.0 and 100.0",
    /// Apple's Core Image filter reference), clamped to 100.
    public static func deltaE1994(_ first: UInt32, _ second: UInt32) -> Double {
        min(deltaE1994(lab(first), lab(second)), 100)
    }

    /// CIE ΔE 1994 (graphic arts weights) between two L*a*b* colours; the first is the reference.
    public static func deltaE1994(_ one: (l: Double, a: Double, b: Double), _ two: (l: Double, a: Double, b: Double)) -> Double {
        let deltaL = one.l - two.l
        let chroma1 = (one.a * one.a + one.b * one.b).squareRoot()
        let chroma2 = (two.a * two.a + two.b * two.b).squareRoot()
        let deltaC = chroma1 - chroma2
        let deltaA = one.a - two.a, deltaB = one.b - two.b
        let deltaH = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC).squareRoot()
        let sC = 1 + 0.045 * chroma1, sH = 1 + 0.015 * chroma1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + (deltaH / sH) * (deltaH / sH)).squareRoot()
    }

    /// CIE L*a*b* (D65) of a premultiplied pixel, through linear sRGB and XYZ (IEC 61966-2-1).
    public static func lab(_ pixel: UInt32) -> (l: Double, a: Double, b: Double) {
        let color = RasterColor(premultipliedPixel: pixel)
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}

extension RasterImage {
    /// The image as PNG bytes (RGB when opaque, else RGBA), for writing a reference or a report.
    public func pngData(text: [(key: String, value: String)] = []) -> Data {
        let buffer = PixelBuffer(uninitializedWidth: width, height: height)
        _ = buffer.pixels.initialize(from: pixels)
        return buffer.pngData(text: text)
    }
}
