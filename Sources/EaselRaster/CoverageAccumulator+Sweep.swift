/// Steps 2–5 of `CoverageAccumulator`, four cells at a time.
///
/// A row is read in quads: four cells at a column that is a multiple of four (each row's
/// stride is too, so a quad never reaches into the next row). For each quad the running sum
/// becomes four prefix sums at once (`Float` lanes, two shifted adds), the four coverages go to
/// the sink together and the cells are cleared with one store. After a quad the touched-cell
/// bits say where the next touched cell is; every pixel before it has the coverage the sum
/// ends with, so they go to the sink as one constant span. Blend2D's analytic rasterizer
/// works the same way: it composites straight from the cells, several pixels per step, and
/// fills the spans between them whole (blend2d.com/doc, "Rasterization").
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

    private func sweep<Sink: CoverageSink, Rule: CoverageRule>(into sink: inout Sink, _ rule: Rule.Type, clip: PixelRect) {
        let left = windowLeft
        // The visible columns, in window coordinates.
        let visibleStart = max(clip.minX - left, 0), visibleEnd = min(clip.maxX - left, windowWidth)
        let rowsVisible = max(clip.minY - top, touchedTop)..<min(clip.maxY - top, touchedBottom)
        for local in touchedTop..<touchedBottom {
            let first = Int(rowMinimum[local]), last = Int(rowMaximum[local])
            rowMinimum[local] = Int32.max
            rowMaximum[local] = -1
            guard first <= last else { continue }
            let line = cells + local * stride
            let words = touchedBits + local * wordsPerRow
            defer { for word in first >> 6...last >> 6 { words[word] = 0 } }
            let firstQuad = first & ~3
            guard rowsVisible.contains(local), visibleStart < visibleEnd else {
                (line + firstQuad).update(repeating: 0, count: (last & ~3) + 4 - firstQuad)
                continue
            }
            // The next row's pixels start loading while this row is drawn.
            let ahead = local + 1
            if ahead < rowsVisible.upperBound, rowMinimum[ahead] <= rowMaximum[ahead] {
                let aheadFirst = max(Int(rowMinimum[ahead]), visibleStart)
                sink.prefetch(x: aheadFirst + left, y: top + ahead, count: max(visibleEnd - aheadFirst, 1))
            }
            let y = top + local
            /// Columns `start..<end` all have the coverage of `sum`.
            @inline(__always) func flatSpan(_ start: Int, _ end: Int, _ sum: Float) {
                let spanStart = max(start, visibleStart), spanEnd = min(end, visibleEnd)
                guard spanStart < spanEnd else { return }
                let coverage = Rule.coverage(sum)
                if coverage > 0 {
                    sink.blendSpan(x: spanStart + left, y: y, count: spanEnd - spanStart, coverage: UInt8(coverage))
                }
            }
            var sum: Float = 0
            var quad = firstQuad
            while true {
                let raw = UnsafeMutableRawPointer(line + quad)
                var sums = raw.loadUnaligned(as: SIMD4<Float>.self)
                raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
                sums += SIMD4(0, sums[0], sums[1], sums[2])
                sums += SIMD4(0, 0, sums[0], sums[1])
                sums += sum
                sum = sums[3]
                let coverages = Rule.coverages(sums)
                if quad >= visibleStart && quad + 4 <= visibleEnd {
                    sink.blendQuad(x: quad + left, y: y, coverages: coverages)
                } else {
                    for lane in 0..<4 where coverages[lane] > 0 && (visibleStart..<visibleEnd).contains(quad + lane) {
                        sink.blendSpan(x: quad + lane + left, y: y, count: 1, coverage: UInt8(coverages[lane]))
                    }
                }
                quad += 4
                guard quad <= last else { break }
                let next = nextTouched(in: words, from: quad) & ~3
                if next > quad {
                    flatSpan(quad, next, sum)
                    quad = next
                }
            }
            // Coverage carried past the last touched cell (a shape cut by the right border).
            flatSpan(quad, windowWidth, sum)
        }
    }

    /// The first touched cell at or after `position`; the row's last touched cell must lie
    /// at or after it.
    @inline(__always)
    private func nextTouched(in words: UnsafeMutablePointer<UInt64>, from position: Int) -> Int {
        var wordIndex = position >> 6
        var word = words[wordIndex] & (~UInt64(0) << UInt64(position & 63))
        while word == 0 {
            wordIndex += 1
            word = words[wordIndex]
        }
        return wordIndex << 6 + word.trailingZeroBitCount
    }
}
