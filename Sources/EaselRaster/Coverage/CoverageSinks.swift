import CInstructions

/// Receives the coverage a shape has on each pixel of a row, from the scan converter.
protocol CoverageSink {
    /// Pixels `x..<x+count` of row `y` are all covered by `coverage` (1...255).
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// Pixels `x..<x+count` of row `y` are covered by `coverages[0..<count]`.
    mutating func blendSpan(x: Int, y: Int, count: Int, coverages: UnsafePointer<UInt8>)
    /// Pixels `x..<x+4` of row `y` are covered by the four lanes of `coverages` (0...255).
    mutating func blendQuad(x: Int, y: Int, coverages: SIMD4<UInt32>)
    /// Pixels `x..<x+count` of row `y` will be drawn soon: a hint to start loading them.
    func prefetch(x: Int, y: Int, count: Int)
}

extension CoverageSink {
    mutating func blendQuad(x: Int, y: Int, coverages: SIMD4<UInt32>) {
        var bytes = SIMD4<UInt8>(truncatingIfNeeded: coverages)
        withUnsafeBytes(of: &bytes) { raw in
            blendSpan(x: x, y: y, count: 4, coverages: raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
    }

    func prefetch(x: Int, y: Int, count: Int) {}
}

/// Where a band draws: the rows `top..<bottom` of a full-width pixel grid (the pixel buffer or
/// a layer), addressed with absolute device coordinates.
struct RenderTarget {
    /// The pixel at (0, top).
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let top: Int

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + (y - top) * width }

    /// Asks the CPU to start loading the ends of pixels `x..<x+count` of row `y`, where a
    /// shape's edges usually are: a shape's rows are far apart in memory, so the hardware
    /// prefetcher, which follows sequential streams, misses the start of every row (and then
    /// streams the interior by itself).
    @inline(__always)
    func prefetch(x: Int, y: Int, count: Int) {
        let pixels = row(y) + x
        easel_prefetch_for_write(pixels)
        easel_prefetch_for_write(pixels + 16)
        easel_prefetch_for_write(pixels + count - 1)
    }
}

/// Composites a solid colour source-over with the given coverage.
struct SolidSink: CoverageSink {
    let target: RenderTarget
    let color: UInt32

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let source = coverage == 255 ? color : PixelMath.scale(color, by: UInt32(coverage))
        PixelMath.blend(source, over: target.row(y) + x, count: count)
    }

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        PixelMath.blend(color, over: target.row(y) + x, count: count, coverages: coverages)
    }

    @inline(__always)
    mutating func blendQuad(x: Int, y: Int, coverages: SIMD4<UInt32>) {
        PixelMath.blend(color, over: target.row(y) + x, quadCoverages: coverages)
    }

    @inline(__always)
    func prefetch(x: Int, y: Int, count: Int) { target.prefetch(x: x, y: y, count: count) }
}

/// Composites a shader's pixels (gradient or image) source-over with the given coverage.
struct ShaderSink: CoverageSink {
    let target: RenderTarget
    let shader: PaintShader
    /// Room for one row of shaded pixels.
    let scratch: UnsafeMutablePointer<UInt32>
    let isOpaque: Bool

    init(target: RenderTarget, shader: PaintShader, scratch: UnsafeMutablePointer<UInt32>) {
        self.target = target
        self.shader = shader
        self.scratch = scratch
        isOpaque = shader.isOpaque
    }

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let pixels = target.row(y) + x
        if coverage == 255 && isOpaque {
            shader.shade(x: x, y: y, count: count, into: pixels)
            return
        }
        shader.shade(x: x, y: y, count: count, into: scratch)
        PixelMath.blend(UnsafePointer(scratch), over: pixels, count: count, coverage: coverage)
    }

    @inline(__always)
    func prefetch(x: Int, y: Int, count: Int) { target.prefetch(x: x, y: y, count: count) }

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        shader.shade(x: x, y: y, count: count, into: scratch)
        PixelMath.blend(UnsafePointer(scratch), over: target.row(y) + x, count: count, coverages: coverages)
    }
}

/// Multiplies coverage by the current clip mask before passing it on.
struct ClippedSink<Inner: CoverageSink>: CoverageSink {
    var inner: Inner
    let mask: ClipMask
    /// Room for one row of combined coverages.
    let scratch: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let clip = mask.row(y) + x
        if coverage == 255 {
            inner.blendSpan(x: x, y: y, count: count, coverages: clip)
            return
        }
        for index in 0..<count { scratch[index] = PixelMath.multiply(clip[index], coverage) }
        inner.blendSpan(x: x, y: y, count: count, coverages: scratch)
    }

    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let clip = mask.row(y) + x
        for index in 0..<count { scratch[index] = PixelMath.multiply(clip[index], coverages[index]) }
        inner.blendSpan(x: x, y: y, count: count, coverages: scratch)
    }
}

/// Writes coverage into a clip mask, intersected with the enclosing clip's mask if any.
struct ClipMaskWriter: CoverageSink {
    let mask: ClipMask
    let enclosing: ClipMask?

    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = mask.row(y) + x
        if let enclosing {
            let outer = enclosing.row(y) + x
            for index in 0..<count { row[index] = PixelMath.multiply(outer[index], coverage) }
        } else {
            row.update(repeating: coverage, count: count)
        }
    }

    mutating func blendSpan(x: Int, y: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let row = mask.row(y) + x
        if let enclosing {
            let outer = enclosing.row(y) + x
            for index in 0..<count { row[index] = PixelMath.multiply(outer[index], coverages[index]) }
        } else {
            row.update(from: coverages, count: count)
        }
    }
}
