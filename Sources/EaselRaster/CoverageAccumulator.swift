import Foundation

/// Exact-area anti-aliasing with an accumulation buffer, after Raph Levien's font-rs
/// (github.com/raphlinus/font-rs, `accumulate.rs` and `raster.rs`; the same analytic idea as
/// tiny-skia's and Skia's AAA). No supersampling: every pixel gets the area of it the shape
/// covers, so a half-covered pixel gets half coverage and an edge lying on a pixel boundary
/// gives exactly 0 or 255.
///
/// One accumulator serves one horizontal band of the buffer, and is reused for every shape:
/// 1. For each edge and each row it crosses, `CellGrid.add` adds the signed area the edge
///    leaves to its right in that row — split between the cells the edge passes through and
///    the cell just after it (`± dy` in total, the sign giving the edge's direction) — and
///    marks the quads of cells it wrote.
/// 2. `sweep` walks each touched row left to right keeping a running sum; the sum at a cell is
///    the signed covered area of that pixel (the winding number where the shape is solid).
/// 3. The sum becomes coverage: `min(|sum|, 1)` for non-zero, a triangle wave folding odd
///    windings to 1 and even to 0 for even-odd (as in stb_truetype and Skia); `CoverageRule`.
/// 4. Untouched cells leave the sum unchanged, so the pixels between two touched cells form
///    one constant-coverage span: the sink fills whole interiors at once, and a bit per quad
///    of cells lets the sweep jump straight to the next touched quad. Touched quads are swept
///    four cells at a time (`CoverageAccumulator+Sweep.swift`).
/// 5. Each cell is set back to zero as it is read, so the buffer is clean for the next shape
///    without a clearing pass.
final class CoverageAccumulator {
    let width: Int
    let top: Int
    let bottom: Int
    /// The current shape's columns `windowLeft..<windowLeft + windowWidth`: cells are laid out
    /// for the shape's box only, so a small shape's cells stay in the CPU cache. Each row has
    /// three spare cells: one past the last pixel receives the carry of edges on the right
    /// border and two more keep the writes of an edge there (`x0 + 1`, `x0 + 2`) in bounds.
    private(set) var windowLeft = 0
    private(set) var windowWidth = 0
    private(set) var stride = 2
    private(set) var wordsPerRow = 1
    let cells: UnsafeMutablePointer<Float>
    /// One bit per quad (four cells, the sweep's step), set when a cell of it was written: the
    /// sweep jumps from set bit to set bit (Blend2D's analytic rasterizer keeps the same kind
    /// of bit vector) and never reads the untouched cells of a shape's interior.
    let touchedBits: UnsafeMutablePointer<UInt64>
    var touchedTop: Int
    var touchedBottom: Int

    init(width: Int, top: Int, bottom: Int) {
        self.width = width
        self.top = top
        self.bottom = bottom
        let maximumStride = Self.stride(forWidth: width)
        let rows = max(0, bottom - top)
        cells = .allocate(capacity: rows * maximumStride)
        cells.initialize(repeating: 0, count: rows * maximumStride)
        let maximumWords = Self.words(forStride: maximumStride)
        touchedBits = .allocate(capacity: max(rows, 1) * maximumWords)
        touchedBits.initialize(repeating: 0, count: max(rows, 1) * maximumWords)
        touchedTop = rows
        touchedBottom = 0
    }

    /// Cells per row for a window `width` pixels wide: three spare cells, rounded up to a
    /// multiple of four so that the sweep can read and clear any row in groups of four cells
    /// without reaching into the next row.
    static func stride(forWidth width: Int) -> Int { (width + 3 + 3) & ~3 }

    /// Bit words per row: one bit per quad of a row of `stride` cells.
    static func words(forStride stride: Int) -> Int { (stride / 4 + 63) / 64 }

    /// Accumulators left clean by finished renders, for the next render of the same band size:
    /// a new one costs a zeroed allocation of a float per pixel of its band (4 MB for a
    /// 1280 × 800 frame on one thread), page faults included.
    private static var spares: [CoverageAccumulator] = []
    private static let sparesLock = NSLock()
    private static let maximumSpares = 4

    /// A clean accumulator for rows `top..<bottom` of a `width`-pixel-wide buffer.
    static func make(width: Int, top: Int, bottom: Int) -> CoverageAccumulator {
        sparesLock.lock()
        defer { sparesLock.unlock() }
        if let index = spares.firstIndex(where: { $0.width == width && $0.top == top && $0.bottom == bottom }) {
            return spares.remove(at: index)
        }
        return CoverageAccumulator(width: width, top: top, bottom: bottom)
    }

    /// Gives back an accumulator whose every shape was swept (so all its cells are zero again).
    static func recycle(_ accumulator: CoverageAccumulator) {
        sparesLock.lock()
        defer { sparesLock.unlock() }
        if spares.count >= maximumSpares { spares.removeFirst() }
        spares.append(accumulator)
    }

    deinit {
        cells.deallocate()
        touchedBits.deallocate()
    }

    /// Step 1 for every edge of `edges`, in a window fitted to their columns.
    func addEdges(_ edges: EdgeList) {
        let bounds = edges.pixelBounds
        guard !bounds.isEmpty else { return }
        windowLeft = bounds.minX
        windowWidth = bounds.maxX - bounds.minX
        stride = Self.stride(forWidth: windowWidth)
        wordsPerRow = Self.words(forStride: stride)
        let rows = max(bounds.minY, top)..<min(bounds.maxY, bottom)
        guard !rows.isEmpty else { return }
        touchedTop = min(touchedTop, rows.lowerBound - top)
        touchedBottom = max(touchedBottom, rows.upperBound - top)
        let grid = CellGrid(cells: cells, bits: touchedBits, stride: stride, wordsPerRow: wordsPerRow, top: top,
                            bandTop: Float(top), bandBottom: Float(bottom), left: Float(windowLeft),
                            widthLimit: Float(windowWidth))
        edges.segments.withUnsafeBufferPointer { segments in
            for segment in segments { grid.add(segment) }
        }
    }
}

/// The accumulator's cells and bits as plain values, for step 1's loops: copied into
/// registers once per shape (a class's fields are reloaded after every store through a
/// pointer, which the compiler must assume may alias them).
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
        let toRow = Int(toY)
        let firstRow = Int(fromY), lastRow = (Float(toRow) < toY ? toRow + 1 : toRow) - 1
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

    /// An edge moving at most one pixel sideways per row: in each row it lies in one pixel or
    /// crosses into the next, so it adds to three cells with one formula. With `L` and `R` the
    /// parts of its width `w` left and right of the pixel boundary `b`, the first pixel is
    /// covered `L/w · (L/2 + b − min(x₁, b))` (a trapezoid, or a triangle when it crosses), the
    /// third `R²/2w` (a triangle) and the middle one the rest — no branch on which case it is.
    @inline(__always)
    private func addSteep(x start: Float, dxdy: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>,
                          direction: Float) {
        var x = start
        var line = cells + (rows.lowerBound - top) * stride
        var words = bits + (rows.lowerBound - top) * wordsPerRow
        for row in rows {
            let rowY = Float(row)
            let dy = min(rowY + 1, toY) - max(rowY, fromY)
            let nextX = min(max(x + dxdy * dy, 0), widthLimit)
            let d = dy * direction
            let x0 = min(x, nextX), x1 = max(x, nextX)
            let index = Int(x0)  // x0 is never negative, so truncation is the floor.
            let boundary = Float(index + 1)
            let split = min(x1, boundary)
            let left = split - x0, right = x1 - split, width = x1 - x0
            // A vertical stretch (width 0) lies wholly left of the boundary.
            let inverseWidth = 1 / width
            let leftShare = width > 0 ? left * inverseWidth : 1
            let rightShare = width > 0 ? right * inverseWidth : 0
            let first = leftShare * (0.5 * left + boundary - split)
            let last = 0.5 * right * rightShare
            line[index] += d * first
            line[index + 1] += d * (1 - first - last)
            line[index + 2] += d * last
            Self.markTouched(words, from: index >> 2, through: (right > 0 ? index + 2 : index + 1) >> 2)
            x = nextX
            line += stride
            words += wordsPerRow
        }
    }

    /// An edge moving more than a pixel sideways per row: a ramp over several cells.
    @inline(__always)
    private func addShallow(x start: Float, dxdy: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>,
                            direction: Float) {
        var x = start
        var line = cells + (rows.lowerBound - top) * stride
        var words = bits + (rows.lowerBound - top) * wordsPerRow
        for row in rows {
            let rowY = Float(row)
            let dy = min(rowY + 1, toY) - max(rowY, fromY)
            // Clamped: rounding must not step outside the cells (EdgeList keeps 0 ≤ x ≤ width).
            let nextX = min(max(x + dxdy * dy, 0), widthLimit)
            let d = dy * direction
            let x0 = min(x, nextX), x1 = max(x, nextX)
            // x0 and x1 are never negative (clamped above), so truncation is the floor; done
            // with conversions, as `rounded(.down)` is a libm call on baseline x86-64.
            let x0Index = Int(x0)
            let x0Floor = Float(x0Index)
            let x1Truncated = Int(x1)
            let x1Index = Float(x1Truncated) < x1 ? x1Truncated + 1 : x1Truncated
            let x1Ceil = Float(x1Index)
            var lastTouched: Int
            if x1Index <= x0Index + 1 {
                // The edge stays within one pixel: split `d` by the mean x within it.
                let xMid = 0.5 * (x + nextX) - x0Floor
                line[x0Index] += d - d * xMid
                line[x0Index + 1] += d * xMid
                lastTouched = x0Index + 1
            } else {
                // The edge crosses several pixels: a trapezoid ramp, area `s` per whole pixel.
                let s = 1 / (x1 - x0)
                let x0Fraction = x0 - x0Floor
                let firstArea = 0.5 * s * (1 - x0Fraction) * (1 - x0Fraction)
                let x1Fraction = x1 - x1Ceil + 1
                let lastArea = 0.5 * s * x1Fraction * x1Fraction
                line[x0Index] += d * firstArea
                if x1Index == x0Index + 2 {
                    line[x0Index + 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = s * (1.5 - x0Fraction)
                    line[x0Index + 1] += d * (secondArea - firstArea)
                    var index = x0Index + 2
                    while index < x1Index - 1 {
                        line[index] += d * s
                        index += 1
                    }
                    let beforeLast = secondArea + Float(x1Index - x0Index - 3) * s
                    line[x1Index - 1] += d * (1 - beforeLast - lastArea)
                }
                line[x1Index] += d * lastArea
                lastTouched = x1Index
            }
            Self.markTouched(words, from: x0Index >> 2, through: lastTouched >> 2)
            x = nextX
            line += stride
            words += wordsPerRow
        }
    }

    /// Step 1 for a vertical edge (the sides of rectangles, the commonest edge in a UI): every
    /// row it crosses gets the same two cells, split by the same fraction, so the row loop only
    /// scales by the row's covered height.
    @inline(__always)
    private func addVertical(x: Float, fromY: Float, toY: Float, rows: ClosedRange<Int>, direction: Float) {
        let index = Int(x)  // never negative
        let fraction = x - Float(index)
        // The edge's two cells, `index` and `index + 1`, lie in one quad or in two neighbours,
        // which may straddle two words.
        let firstQuad = index >> 2, lastQuad = (index + 1) >> 2
        let word = firstQuad >> 6, bit = UInt64(firstQuad & 63)
        let lowBits = UInt64(1) << bit | (lastQuad == firstQuad || bit == 63 ? 0 : UInt64(1) << (bit + 1))
        let highBits: UInt64 = lastQuad != firstQuad && bit == 63 ? 1 : 0
        var line = cells + (rows.lowerBound - top) * stride + index
        var words = bits + (rows.lowerBound - top) * wordsPerRow + word
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
        let highMask = ~UInt64(0) >> UInt64(63 - (last & 63))
        if firstWord == lastWord {
            words[firstWord] |= lowMask & highMask
        } else {
            words[firstWord] |= lowMask
            var word = firstWord + 1
            while word < lastWord {
                words[word] = ~0
                word += 1
            }
            words[lastWord] |= highMask
        }
    }
}
