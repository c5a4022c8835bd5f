import XCTest
@testable import EaselRaster

/// The four-pixel span kernels give exactly what the scalar per-pixel formulas give, for every
/// span length (so the scalar tail is covered too) and random premultiplied pixels.
final class PixelMathSpanTests: XCTestCase {
    private var generator = SplitMix(seed: 20261122)

    /// A random premultiplied pixel (each colour channel at most its alpha).
    private func pixel() -> UInt32 {
        let alpha = UInt32(truncatingIfNeeded: generator.next() % 256)
        return alpha << 24 | PixelMath.scale(UInt32(truncatingIfNeeded: generator.next()) | 0xFF00_0000, by: alpha) & 0x00FF_FFFF
    }

    func testSpanKernelsMatchTheScalarFormulas() {
        for count in 0...13 {
            let destination = (0..<count).map { _ in pixel() }
            let sources = (0..<count).map { _ in pixel() }
            let coverages = (0..<count).map { index in index % 5 == 0 ? 0 : index % 7 == 0 ? 255 : UInt8(truncatingIfNeeded: generator.next()) }
            let color = pixel(), coverage = UInt8(truncatingIfNeeded: generator.next())
            func scalar(_ source: (Int) -> UInt32, _ cover: (Int) -> UInt8) -> [UInt32] {
                (0..<count).map { index in
                    let c = cover(index)
                    return c == 0 ? destination[index] : PixelMath.sourceOver(PixelMath.scale(source(index), by: UInt32(c)), destination[index])
                }
            }
            func kernel(_ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [UInt32] {
                var pixels = destination
                pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
                return pixels
            }
            let solid = PixelMath.scale(color, by: UInt32(coverage))
            XCTAssertEqual(kernel { PixelMath.blend(solid, over: $0, count: count) },
                           scalar({ _ in color }, { _ in coverage }), "solid, \(count) pixels")
            XCTAssertEqual(kernel { PixelMath.blend(color, over: $0, count: count, coverages: coverages) },
                           scalar({ _ in color }, { coverages[$0] }), "solid with coverages, \(count) pixels")
            if count == 4 {
                let quad = SIMD4(UInt32(coverages[0]), UInt32(coverages[1]), UInt32(coverages[2]), UInt32(coverages[3]))
                XCTAssertEqual(kernel { PixelMath.blend(color, over: $0, quadCoverages: quad) },
                               scalar({ _ in color }, { coverages[$0] }), "solid quad")
            }
            XCTAssertEqual(kernel { PixelMath.blend(sources, over: $0, count: count, coverage: coverage) },
                           scalar({ sources[$0] }, { _ in coverage }), "shaded, \(count) pixels")
            XCTAssertEqual(kernel { PixelMath.blend(sources, over: $0, count: count, coverages: coverages) },
                           scalar({ sources[$0] }, { coverages[$0] }), "shaded with coverages, \(count) pixels")
        }
    }
}

/// A small deterministic generator (Steele, Lea and Flood's SplitMix64), so a failure repeats.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
