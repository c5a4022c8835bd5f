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

    /// The most cells a spare may hold: 8 Mi floats (32 MiB), more than a band of the largest
    /// device screen (an iPad Pro 13" at 2× is 5.7 M pixels). Larger accumulators, made for a
    /// frame beyond any device (a window dragged to 32767 × 32767), are freed after the render
    /// instead of holding hundreds of megabytes for the rest of the session.
    static let maximumSpareCells = 1 << 23

    /// Gives back an accumulator whose every shape was swept (so all its cells are zero again).
    static func recycle(_ accumulator: CoverageAccumulator) {
        guard max(0, accumulator.bottom - accumulator.top) * stride(forWidth: accumulator.width) <= maximumSpareCells else { return }
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
