/// Source-over of whole spans, four pixels at a time.
///
/// Each pixel's four 8-bit channels are widened to 16-bit lanes (`SIMD16<UInt16>` holds four
/// pixels), multiplied and divided by 255 with the same rounding as the scalar `PixelMath`
/// (Blinn's `(t + (t >> 8)) >> 8` after `t = a·b + 128`), and narrowed back: the 16-bit-lane
/// scheme of pixman's and Skia's SSE2 blitters. These types lower to SSE2 on any x86-64 (and
/// to NEON on ARM), so the results are bit-identical to the scalar path on every machine; the
/// last `count % 4` pixels go through the scalar path.
extension PixelMath {
    private typealias Lanes = SIMD16<UInt16>

    /// `a·b/255` per lane, rounded to nearest, for 8-bit values.
    @inline(__always)
    private static func multiply(_ a: Lanes, _ b: Lanes) -> Lanes {
        let product = a &* b &+ 128
        return (product &+ (product &>> 8)) &>> 8
    }

    @inline(__always)
    private static func load(_ pixels: UnsafeRawPointer, _ index: Int) -> Lanes {
        Lanes(truncatingIfNeeded: pixels.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt8>.self))
    }

    @inline(__always)
    private static func store(_ lanes: Lanes, _ pixels: UnsafeMutableRawPointer, _ index: Int) {
        pixels.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: lanes), toByteOffset: index * 4, as: SIMD16<UInt8>.self)
    }

    /// Four coverages, each repeated over its pixel's four channels.
    @inline(__always)
    private static func coverageLanes(_ coverages: UnsafePointer<UInt8>, _ index: Int) -> Lanes {
        let four = SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(coverages + index).loadUnaligned(as: SIMD4<UInt8>.self))
        let spread = four | (four &<< 8) | (four &<< 16) | (four &<< 24)
        return Lanes(truncatingIfNeeded: unsafeBitCast(spread, to: SIMD16<UInt8>.self))
    }

    /// The same pixel in all four slots.
    @inline(__always)
    private static func splat(_ pixel: UInt32) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: pixel), to: SIMD16<UInt8>.self))
    }

    /// `pixels[0..<count]` = `source` over them (`source` premultiplied, already scaled by any
    /// coverage).
    @inline(__always)
    static func blend(_ source: UInt32, over pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let inverseAlpha = 255 &- (source >> 24)
        if inverseAlpha == 0 {
            pixels.update(repeating: source, count: count)
            return
        }
        let raw = UnsafeMutableRawPointer(pixels)
        let sourceLanes = splat(source), factor = Lanes(repeating: UInt16(inverseAlpha))
        var index = 0
        while index + 4 <= count {
            store(sourceLanes &+ multiply(load(raw, index), factor), raw, index)
            index += 4
        }
        while index < count {
            pixels[index] = source &+ scale(pixels[index], by: inverseAlpha)
            index += 1
        }
    }

    /// `pixels[i]` = `color`·`coverages[i]` over `pixels[i]`.
    @inline(__always)
    static func blend(_ color: UInt32, over pixels: UnsafeMutablePointer<UInt32>, count: Int,
                      coverages: UnsafePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(pixels)
        var index = 0
        if count >= 4 {
            let colorLanes = splat(color), alphaLanes = Lanes(repeating: UInt16(color >> 24))
            while index + 4 <= count {
                let coverage = coverageLanes(coverages, index)
                let source = multiply(colorLanes, coverage)
                let inverseAlpha = 255 &- multiply(alphaLanes, coverage)
                store(source &+ multiply(load(raw, index), inverseAlpha), raw, index)
                index += 4
            }
        }
        // Shape edges come as runs of two or three pixels: two at once in half-width lanes.
        if index + 2 <= count {
            typealias Pair = SIMD8<UInt16>
            let two = SIMD2<UInt32>(truncatingIfNeeded: UnsafeRawPointer(coverages + index).loadUnaligned(as: SIMD2<UInt8>.self))
            let coverage = Pair(truncatingIfNeeded: unsafeBitCast(two | (two &<< 8) | (two &<< 16) | (two &<< 24), to: SIMD8<UInt8>.self))
            let colorPair = Pair(truncatingIfNeeded: unsafeBitCast(SIMD2<UInt32>(repeating: color), to: SIMD8<UInt8>.self))
            func multiply(_ a: Pair, _ b: Pair) -> Pair {
                let product = a &* b &+ 128
                return (product &+ (product &>> 8)) &>> 8
            }
            let source = multiply(colorPair, coverage)
            let inverseAlpha = 255 &- multiply(Pair(repeating: UInt16(color >> 24)), coverage)
            let destination = Pair(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt8>.self))
            raw.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: source &+ multiply(destination, inverseAlpha)),
                           toByteOffset: index * 4, as: SIMD8<UInt8>.self)
            index += 2
        }
        while index < count {
            let coverage = coverages[index]
            if coverage != 0 {
                pixels[index] = sourceOver(coverage == 255 ? color : scale(color, by: UInt32(coverage)), pixels[index])
            }
            index += 1
        }
    }

    /// `pixels[i]` = `sources[i]`·`coverage` over `pixels[i]` (shaded pixels: gradients, images).
    @inline(__always)
    static func blend(_ sources: UnsafePointer<UInt32>, over pixels: UnsafeMutablePointer<UInt32>, count: Int,
                      coverage: UInt8) {
        let raw = UnsafeMutableRawPointer(pixels), sourceRaw = UnsafeRawPointer(sources)
        let factor = Lanes(repeating: UInt16(coverage))
        let alphaMask = Lanes(0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF)
        var index = 0
        while index + 4 <= count {
            var source = load(sourceRaw, index)
            if coverage != 255 { source = multiply(source, factor) }
            store(source &+ multiply(load(raw, index), 255 &- alphaSpread(source & alphaMask)), raw, index)
            index += 4
        }
        while index < count {
            let source = coverage == 255 ? sources[index] : scale(sources[index], by: UInt32(coverage))
            pixels[index] = sourceOver(source, pixels[index])
            index += 1
        }
    }

    /// `pixels[i]` = `sources[i]`·`coverages[i]` over `pixels[i]`.
    @inline(__always)
    static func blend(_ sources: UnsafePointer<UInt32>, over pixels: UnsafeMutablePointer<UInt32>, count: Int,
                      coverages: UnsafePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(pixels), sourceRaw = UnsafeRawPointer(sources)
        let alphaMask = Lanes(0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF)
        var index = 0
        while index + 4 <= count {
            let source = multiply(load(sourceRaw, index), coverageLanes(coverages, index))
            store(source &+ multiply(load(raw, index), 255 &- alphaSpread(source & alphaMask)), raw, index)
            index += 4
        }
        while index < count {
            let coverage = coverages[index]
            if coverage != 0 {
                let source = coverage == 255 ? sources[index] : scale(sources[index], by: UInt32(coverage))
                pixels[index] = sourceOver(source, pixels[index])
            }
            index += 1
        }
    }

    /// Each pixel's alpha (the only non-zero lane of its four) copied to all four lanes.
    @inline(__always)
    private static func alphaSpread(_ alphas: Lanes) -> Lanes {
        // Alpha is in lane 3 of each pixel; viewed as 64-bit words it is the top 16 bits.
        let words = unsafeBitCast(alphas, to: SIMD4<UInt64>.self)
        let top = words &>> 48
        return unsafeBitCast(top | (top &<< 16) | (top &<< 32) | (top &<< 48), to: Lanes.self)
    }
}
