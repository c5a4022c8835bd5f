import EaselRaster

/// The per-channel comparison behind `assertMatchesGolden`, on un-premultiplied RGBA values
/// (what a PNG stores, so a golden read back compares exactly with the buffer it came from).
struct GoldenComparison {
    let matches: Bool
    let summary: String
    /// Differing pixels in red over a faded golden; `nil` when the sizes differ or all match.
    let differenceImage: PixelBuffer?

    init(actual: PixelBuffer, golden: RasterImage, tolerance: UInt8) {
        guard actual.width == golden.width, actual.height == golden.height else {
            matches = false
            summary = "size \(actual.width)×\(actual.height) but the golden is \(golden.width)×\(golden.height)"
            differenceImage = nil
            return
        }
        // A first pass only counts (no allocation per pixel: this runs over 3 million pixels per
        // golden in debug builds); the difference image is drawn only for a mismatch.
        var differing = 0
        var largest = 0
        let count = actual.width * actual.height
        let actualPixels = UnsafeBufferPointer(actual.pixels)
        golden.pixels.withUnsafeBufferPointer { goldenPixels in
            for index in 0..<count {
                let a = actualPixels[index], g = goldenPixels[index]
                if a == g { continue }
                let delta = Self.largestChannelDifference(Self.straight(a), Self.straight(g))
                largest = max(largest, delta)
                if delta > Int(tolerance) { differing += 1 }
            }
        }
        matches = differing == 0
        summary = "\(differing) pixel(s) differ by more than \(tolerance) (largest channel difference \(largest))"
        differenceImage = matches ? nil : Self.differenceImage(actual, golden, tolerance: tolerance)
    }

    private static func differenceImage(_ actual: PixelBuffer, _ golden: RasterImage, tolerance: UInt8) -> PixelBuffer {
        let diff = PixelBuffer(width: actual.width, height: actual.height)
        for index in 0..<(actual.width * actual.height) {
            let g = straight(golden.pixels[index])
            if largestChannelDifference(straight(actual.pixels[index]), g) > Int(tolerance) {
                diff.pixels[index] = 0xFFFF_0000
            } else {
                // A quarter-strength grey copy of the golden, for orientation.
                let sum = Int((g >> 24) & 0xFF) + Int((g >> 16) & 0xFF) + Int((g >> 8) & 0xFF)
                let grey = UInt32(sum / 12 + 160)
                diff.pixels[index] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        return diff
    }

    private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return largest
    }

    /// Straight-alpha R, G, B, A of a premultiplied ARGB pixel, packed as RGBA (red in the high
    /// byte), rounded as the PNG writer rounds.
    static func straight(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha)
        }
        return channel(16) << 24 | channel(8) << 16 | channel(0) << 8 | alpha
    }
}
