import CInstructions

/// The accumulator's cells and bits as plain values, for step 1's loops: copied into
/// registers once per shape (a class's fields are reloaded after every store through a
/// pointer, which the compiler must assume may alias them).
///
/// The loops here are the rasterizer's hottest and go without Swift's arithmetic checks:
/// index arithmetic wraps (`&+`) and columns are truncated with one instruction
/// (`easel_truncate_to_int`) instead of trapping on overflow. Every value is bounded by
/// construction — `EdgeList` clamps coordinates into the buffer, so columns lie in
/// `0...width` and rows in the band — and the sweep tests' comparisons with a reference
/// rasterizer, the fuzzer and an AddressSanitizer campaign cover them. With the checks, shapes
/// took 15–20% more instructions (callgrind, `easel-bench scene --threads 1`).
struct CellGrid {
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// The band's first row.
    let top: Int
    let bandTop: Float, bandBottom: Float
    /// The window's first column and width.
    let left: Float, widthLimit: Float

    /// Adds one edge (device pixels, 0 ≤ x ≤ width; rows outside the band are cut).
    @inline(__always)
    func add(_ segment: LineSegment) {
        var (startX, startY, endX, endY) = (segment.x0, segment.y0, segment.x1, segment.y1)
        var direction: Float = 1
        if startY > endY {
            (startX, startY, endX, endY) = (endX, endY, startX, startY)
            direction = -1
        }
        let fromY = max(startY, bandTop), toY = min(endY, bandBottom)
        guard fromY < toY else { return }
        startX -= left
        endX -= left
        let toRow = easel_truncate_to_int(toY)
        let firstRow = easel_truncate_to_int(fromY), lastRow = (Float(toRow) < toY ? toRow &+ 1 : toRow) &- 1
        if startX == endX {
            addVertical(x: min(max(startX, 0), widthLimit), fromY: fromY, toY: toY, rows: firstRow...lastRow,
                        direction: direction)
            return
        }
        let dxdy = (endX - startX) / (endY - startY)
        let x = min(max(startX + (fromY - startY) * dxdy, 0), widthLimit)
        if abs(dxdy) <= 1 {
            addSteep(x: x, dxdy: dxdy, fromY: fromY, toY: toY, rows: firstRow...lastRow, direction: direction)
        } else {
            addShallow(x: x, dxdy: dxdy, fromY: fromY, toY: toY, rows: firstRow...lastRow, direction: direction)
        }
    }

    /// Steps along an edge row by row, handing `body` each row's cells and bits, the signed
    /// height `d` the edge covers in it and the edge's extent `x0...x1` there.
    @inline(__always)
    private func forEachRow(x start: Float, dxdy: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>,
                            direction: Float,
                            _ body: (_ line: UnsafeMutablePointer<Float>, _ words: UnsafeMutablePointer<UInt64>,
                                     _ d: Float, _ x0: Float, _ x1: Float) -> Void) {
        var x = start
        var line = cells + (rows.lowerBound &- top) &* stride
        var words = bits + (rows.lowerBound &- top) &* wordsPerRow
        for row in rows {
            let rowY = Float(row)
            let dy = min(rowY + 1, toY) - max(rowY, fromY)
            // Clamped: rounding must not step outside the cells (EdgeList keeps 0 ≤ x ≤ width).
            let nextX = min(max(x + dxdy * dy, 0), widthLimit)
            body(line, words, dy * direction, min(x, nextX), max(x, nextX))
            x = nextX
            line += stride
            words += wordsPerRow
        }
    }

    /// An edge moving at most one pixel sideways per row: in each row it lies in one pixel or
    /// crosses into the next, so it adds to three cells with one formula. With `L` and `R` the
    /// parts of its width `w` left and right of the pixel boundary `b`, the first pixel is
    /// covered `L/w · (L/2 + b − min(x₁, b))` (a trapezoid, or a triangle when it crosses), the
    /// third `R²/2w` (a triangle) and the middle one the rest — no branch on which case it is.
    @inline(__always)
    private func addSteep(x start: Float, dxdy: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>,
                          direction: Float) {
        forEachRow(x: start, dxdy: dxdy, fromY: fromY, toY: toY, rows: rows, direction: direction) { line, words, d, x0, x1 in
            let index = easel_truncate_to_int(x0)  // x0 is never negative, so truncation is the floor.
            let boundary = Float(index &+ 1)
            let split = min(x1, boundary)
            let left = split - x0, right = x1 - split, width = x1 - x0
            // A vertical stretch (width 0) lies wholly left of the boundary.
            let inverseWidth = 1 / width
            let leftShare = width > 0 ? left * inverseWidth : 1
            let rightShare = width > 0 ? right * inverseWidth : 0
            let first = leftShare * (0.5 * left + boundary - split)
            let last = 0.5 * right * rightShare
            line[index] += d * first
            line[index &+ 1] += d * (1 - first - last)
            line[index &+ 2] += d * last
            Self.markTouched(words, from: index >> 2, through: (right > 0 ? index &+ 2 : index &+ 1) >> 2)
        }
    }

    /// An edge moving more than a pixel sideways per row: a ramp over several cells.
    @inline(__always)
    private func addShallow(x start: Float, dxdy: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>,
                            direction: Float) {
        forEachRow(x: start, dxdy: dxdy, fromY: fromY, toY: toY, rows: rows, direction: direction) { line, words, d, x0, x1 in
            // x0 and x1 are never negative (clamped above), so truncation is the floor; done
            // with conversions, as `rounded(.down)` is a libm call on baseline x86-64.
            let x0Index = easel_truncate_to_int(x0)
            let x0Floor = Float(x0Index)
            let x1Truncated = easel_truncate_to_int(x1)
            let x1Index = Float(x1Truncated) < x1 ? x1Truncated &+ 1 : x1Truncated
            let x1Ceil = Float(x1Index)
            var lastTouched: Int
            if x1Index <= x0Index &+ 1 {
                // The edge stays within one pixel: split `d` by the mean x within it.
                let xMid = 0.5 * (x0 + x1) - x0Floor
                line[x0Index] += d - d * xMid
                line[x0Index &+ 1] += d * xMid
                lastTouched = x0Index &+ 1
            } else {
                // The edge crosses several pixels: a trapezoid ramp, area `s` per whole pixel.
                let s = 1 / (x1 - x0)
                let x0Fraction = x0 - x0Floor
                let firstArea = 0.5 * s * (1 - x0Fraction) * (1 - x0Fraction)
                let x1Fraction = x1 - x1Ceil + 1
                let lastArea = 0.5 * s * x1Fraction * x1Fraction
                line[x0Index] += d * firstArea
                if x1Index == x0Index &+ 2 {
                    line[x0Index &+ 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = s * (1.5 - x0Fraction)
                    line[x0Index &+ 1] += d * (secondArea - firstArea)
                    var index = x0Index &+ 2
                    while index < x1Index &- 1 {
                        line[index] += d * s
                        index &+= 1
                    }
                    let beforeLast = secondArea + Float(x1Index &- x0Index &- 3) * s
                    line[x1Index &- 1] += d * (1 - beforeLast - lastArea)
                }
                line[x1Index] += d * lastArea
                lastTouched = x1Index
            }
            Self.markTouched(words, from: x0Index >> 2, through: lastTouched >> 2)
        }
    }

    /// Step 1 for a vertical edge (the sides of rectangles, the commonest edge in a UI): every
    /// row it crosses gets the same two cells, split by the same fraction, so the row loop only
    /// scales by the row's covered height.
    @inline(__always)
    private func addVertical(x: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>, direction: Float) {
        let index = easel_truncate_to_int(x)  // never negative
        let fraction = x - Float(index)
        // The edge's two cells, `index` and `index + 1`, lie in one quad or in two neighbours,
        // which may straddle two words.
        let firstQuad = index >> 2, lastQuad = (index &+ 1) >> 2
        let word = firstQuad >> 6, bit = UInt64(firstQuad & 63)
        let lowBits = UInt64(1) << bit | (lastQuad == firstQuad || bit == 63 ? 0 : UInt64(1) << (bit &+ 1))
        let highBits: UInt64 = lastQuad != firstQuad && bit == 63 ? 1 : 0
        var line = cells + ((rows.lowerBound &- top) &* stride &+ index)
        var words = bits + ((rows.lowerBound &- top) &* wordsPerRow &+ word)
        for row in rows {
            let rowY = Float(row)
            let d = (min(rowY + 1, toY) - max(rowY, fromY)) * direction
            line[0] += d - d * fraction
            line[1] += d * fraction
            words[0] |= lowBits
            if highBits != 0 { words[1] |= highBits }
            line += stride
            words += wordsPerRow
        }
    }

    /// Sets the bits of quads `first...last` in a row's `words`.
    @inline(__always)
    private static func markTouched(_ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        let firstWord = first >> 6, lastWord = last >> 6
        let lowMask = ~UInt64(0) << UInt64(first & 63)
        let highMask = ~UInt64(0) >> UInt64(63 &- (last & 63))
        if firstWord == lastWord {
            words[firstWord] |= lowMask & highMask
        } else {
            words[firstWord] |= lowMask
            var word = firstWord &+ 1
            while word < lastWord {
                words[word] = ~0
                word &+= 1
            }
            words[lastWord] |= highMask
        }
    }
}
