import EaselRaster

/// The per-channel comparison behind `assertMatchesGolden`, on un-premultiplied RGBA values
/// (what a PNG stores, so a golden read back compares exactly with the buffer it came from).
struct GoldenComparison {
    let matches: Bool
    let summary: String
    /// Differing pixels in red over a faded golden; `nil` when the sizes differ.
    let differenceImage: PixelBuffer?

    init(actual: PixelBuffer, golden: RasterImage, tolerance: UInt8) {
        guard actual.width == golden.width, actual.height == golden.height else {
            matches = false
            summary = "size \(actual.width)×\(actual.height) but the golden is \(golden.width)×\(golden.height)"
            differenceImage = nil
            return
        }
        let diff = PixelBuffer(width: actual.width, height: actual.height)
        var differing = 0
        var largest = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = Self.channels(actual.premultipliedPixel(x: x, y: y))
                let g = Self.channels(golden.pixels[y * golden.width + x])
                let delta = zip(a, g).map { abs(Int($0) - Int($1)) }.max() ?? 0
                largest = max(largest, delta)
                let index = y * actual.width + x
                if delta > Int(tolerance) {
                    differing += 1
                    diff.pixels[index] = 0xFFFF_0000
                } else {
                    // A quarter-strength grey copy of the golden, for orientation.
                    let grey = UInt32((Int(g[0]) + Int(g[1]) + Int(g[2])) / 12 + 160)
                    diff.pixels[index] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
        }
        matches = differing == 0
        summary = "\(differing) pixel(s) differ by more than \(tolerance) (largest channel difference \(largest))"
        differenceImage = diff
    }

    /// Straight-alpha R, G, B, A of a premultiplied pixel, rounded as the PNG writer rounds.
    static func channels(_ pixel: UInt32) -> [UInt8] {
        let alpha = pixel >> 24
        guard alpha > 0 else { return [0, 0, 0, 0] }
        func channel(_ shift: UInt32) -> UInt8 {
            UInt8(min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
        }
        return [channel(16), channel(8), channel(0), UInt8(alpha)]
    }
}
