/// Step 3 of `CoverageAccumulator`: a pixel's accumulated signed area → its coverage, 0...255.
///
/// One type per fill rule and anti-aliasing mode, so the sweep is compiled once for each and
/// decides nothing per pixel. Non-zero: `min(|sum|, 1)`. Even-odd: a triangle wave folding odd
/// windings to 1 and even ones to 0 (as in stb_truetype and Skia). Without anti-aliasing a pixel
/// is in when at least half of it is covered.
///
/// Coverage is `area × 255` rounded to nearest (ties to even) by adding 2²³: a `Float` that
/// large has no fraction bits, so the addition rounds and leaves the integer in the low bits
/// of the pattern — one add where a conversion instruction is missing (four lanes at once on
/// baseline x86-64) or a libm call (`rounded`).
protocol CoverageRule {
    static func coverage(_ sum: Float) -> UInt32
    static func coverages(_ sums: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    /// Lane by lane, for the rules whose arithmetic has no cheap vector form.
    @inline(__always)
    static func coverages(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        SIMD4(coverage(sums[0]), coverage(sums[1]), coverage(sums[2]), coverage(sums[3]))
    }

    /// `area` (0...1) × 255, rounded to nearest.
    @inline(__always)
    static func scaled(_ area: Float) -> UInt32 {
        (area * 255 + 8_388_608).bitPattern & 0xFF
    }

    /// The even-odd fold of a non-negative winding area into 0...1.
    @inline(__always)
    static func evenOddArea(_ sum: Float) -> Float {
        var area = abs(sum)
        area -= 2 * Float(Int(area * 0.5))  // Non-negative, so truncation is the floor.
        return area > 1 ? 2 - area : area
    }
}

enum NonZeroCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 { scaled(min(abs(sum), 1)) }

    @inline(__always)
    static func coverages(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        // |sum| by clearing the sign bit; then the cap at 1 on the bit patterns, which order
        // as the values do for non-negative floats: `one + min(bits − one, 0)`.
        let one = SIMD4<Int32>(repeating: 0x3F80_0000)
        let bits = unsafeBitCast(sums, to: SIMD4<Int32>.self) & 0x7FFF_FFFF
        let difference = bits &- one
        let area = unsafeBitCast(one &+ (difference & (difference &>> 31)), to: SIMD4<Float>.self)
        return unsafeBitCast(area * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
}

enum EvenOddCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 { scaled(evenOddArea(sum)) }
}

enum AliasedNonZeroCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 { abs(sum) >= 0.5 ? 255 : 0 }
}

enum AliasedEvenOddCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 { evenOddArea(sum) >= 0.5 ? 255 : 0 }
}
