/// Steps 2–5 of `CoverageAccumulator`, four cells at a time.
///
/// A row is read in quads: four cells at a column that is a multiple of four (each row's
/// stride is too, so a quad never reaches into the next row). For each quad the running sum
/// becomes four prefix sums at once (`Float` lanes, two shifted adds), the four coverages go to
/// the sink together and the cells are cleared with one store. After a quad the touched-quad
/// bits say where the next touched quad is; every pixel before it has the coverage the sum
/// ends with, so they go to the sink as one constant span. Blend2D's analytic rasterizer (the
/// cell algorithm of FreeType and AntiGrain, blend2d.com) likewise composites from the cells
/// several pixels per step, in pipelines it compiles for the host's SIMD width at run time
/// (SSE2 up to AVX-512); Easel's steps are SSE2-wide on every x86-64.
///
/// As in `CellGrid`, the row loop's index arithmetic wraps (`&+`) rather than trapping: rows,
/// quads and columns are bounded by the band and the window, which the accumulator sized.
extension CoverageAccumulator {
    /// Sweeps every touched row into `sink`, only inside columns `clip.minX..<clip.maxX` and
    /// band-absolute rows `clip.minY..<clip.maxY`, and leaves every cell and bit clear.
    func sweep<Sink: CoverageSink>(into sink: inout Sink, fillRule: FillRule, antialiased: Bool,
                                   clip: PixelRect) {
        defer {
            touchedTop = bottom - top
            touchedBottom = 0
        }
        guard touchedTop < touchedBottom else { return }
        switch (fillRule, antialiased) {
        case (.nonZero, true): sweep(into: &sink, NonZeroCoverage.self, clip: clip)
        case (.evenOdd, true): sweep(into: &sink, EvenOddCoverage.self, clip: clip)
        case (.nonZero, false): sweep(into: &sink, AliasedNonZeroCoverage.self, clip: clip)
        case (.evenOdd, false): sweep(into: &sink, AliasedEvenOddCoverage.self, clip: clip)
        }
    }

    private func sweep<Sink: CoverageSink, Rule: CoverageRule>(into target: inout Sink, _ rule: Rule.Type, clip: PixelRect) {
        // A local copy stays in registers; `target` may be anywhere in memory.
        var sink = target
        defer { target = sink }
        // Fields copied to locals: the compiler reloads a class's fields after every store
        // through a pointer, which it must assume may alias them.
        let left = windowLeft, windowWidth = windowWidth, top = top
        let cells = cells, touchedBits = touchedBits, stride = stride, wordsPerRow = wordsPerRow
        // The visible columns, in window coordinates.
        let visibleStart = max(clip.minX - left, 0), visibleEnd = min(clip.maxX - left, windowWidth)
        let rowsVisible = max(clip.minY - top, touchedTop)..<min(clip.maxY - top, touchedBottom)
        let hasVisibleColumns = visibleStart < visibleEnd
        for local in touchedTop..<touchedBottom {
            let line = cells + local &* stride
            let words = touchedBits + local &* wordsPerRow
            // The touched quads of the row, lowest first; each bit is cleared as it is taken.
            var wordIndex = 0
            var word = words[0]
            words[0] = 0
            /// The next touched quad, or nil at the end of the row.
            @inline(__always) func nextQuad() -> Int? {
                while word == 0 {
                    wordIndex &+= 1
                    guard wordIndex < wordsPerRow else { return nil }
                    word = words[wordIndex]
                    words[wordIndex] = 0
                }
                let quad = wordIndex << 6 | word.trailingZeroBitCount
                word &= word &- 1
                return quad
            }
            guard var quad = nextQuad() else { continue }
            guard hasVisibleColumns, rowsVisible.contains(local) else {
                while true {
                    UnsafeMutableRawPointer(line + (quad << 2)).storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
                    guard let next = nextQuad() else { break }
                    quad = next
                }
                continue
            }
            // The next row's pixels start loading while this row is drawn.
            let ahead = local &+ 1
            if ahead < rowsVisible.upperBound {
                sink.prefetch(x: visibleStart &+ left, y: top &+ ahead, count: visibleEnd &- visibleStart)
            }
            let y = top &+ local
            /// Columns `start..<end` all have the coverage of `sum`.
            @inline(__always) func flatSpan(_ start: Int, _ end: Int, _ sum: Float) {
                let spanStart = max(start, visibleStart), spanEnd = min(end, visibleEnd)
                guard spanStart < spanEnd else { return }
                let coverage = Rule.coverage(sum)
                if coverage > 0 {
                    sink.blendSpan(x: spanStart &+ left, y: y, count: spanEnd &- spanStart, coverage: UInt8(truncatingIfNeeded: coverage))
                }
            }
            var sum: Float = 0
            while true {
                let column = quad << 2
                let raw = UnsafeMutableRawPointer(line + column)
                var sums = raw.loadUnaligned(as: SIMD4<Float>.self)
                raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
                sums += SIMD4(0, sums[0], sums[1], sums[2])
                sums += SIMD4(0, 0, sums[0], sums[1])
                sums += sum
                sum = sums[3]
                let coverages = Rule.coverages(sums)
                if column >= visibleStart && column &+ 4 <= visibleEnd {
                    sink.blendQuad(x: column &+ left, y: y, coverages: coverages)
                } else {
                    for lane in 0..<4 where coverages[lane] > 0 && (visibleStart..<visibleEnd).contains(column &+ lane) {
                        sink.blendSpan(x: column &+ lane &+ left, y: y, count: 1, coverage: UInt8(truncatingIfNeeded: coverages[lane]))
                    }
                }
                guard let next = nextQuad() else {
                    // Coverage carried past the last touched cell (a shape cut by the right border).
                    flatSpan(column &+ 4, windowWidth, sum)
                    break
                }
                if next > quad &+ 1 { flatSpan(column &+ 4, next << 2, sum) }
                quad = next
            }
        }
    }
}
