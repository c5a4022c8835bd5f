import Foundation

/// A straight edge in device pixels, ready for the scan converter.
struct LineSegment {
    var x0: Float, y0: Float, x1: Float, y1: Float
}

/// Device-space edges of one filled shape, already clipped to the pixel buffer.
///
/// Clipping happens here, in `Double`, before anything is narrowed to `Float`: huge coordinates
/// (1e9) and long edges are cut to the buffer so the scan converter only ever sees small
/// numbers. The rules follow from how area coverage accumulates left to right (see
/// `CoverageAccumulator`):
/// 1. Horizontal edges are dropped: they cover no height, so they change no coverage.
/// 2. Parts above or below the buffer are dropped: they touch no visible row.
/// 3. Parts right of the buffer are dropped: coverage only flows rightwards from an edge.
/// 4. Parts left of the buffer become vertical edges on its left border: everything right of
///    them is still inside the shape, and a vertical edge at x = 0 says exactly that.
struct EdgeList {
    private(set) var segments: [LineSegment] = []
    /// The device-pixel box of the kept edges (after rule 4), or empty.
    private(set) var minX = Float.infinity, minY = Float.infinity
    private(set) var maxX = -Float.infinity, maxY = -Float.infinity

    /// Whether some edge was cut off at (or lay beyond) the right border: then coverage may
    /// run all the way to the last column, past every kept edge.
    private(set) var reachesRightBorder = false

    let clipWidth: Double
    let clipHeight: Double

    init(width: Int, height: Int) {
        clipWidth = Double(width)
        clipHeight = Double(height)
    }

    var isEmpty: Bool { segments.isEmpty }

    /// The rows and columns the shape may touch, clamped to the buffer.
    var pixelBounds: PixelRect {
        guard !segments.isEmpty else { return .empty }
        return PixelRect(minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
                         maxX: reachesRightBorder ? Int(clipWidth) : Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up)))
            .intersection(PixelRect(minX: 0, minY: 0, maxX: Int(clipWidth), maxY: Int(clipHeight)))
    }

    /// Adds the edge from (x0, y0) to (x1, y1), applying rules 1–4.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }  // Rule 1.
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        // Rule 2: cut to 0 ≤ y ≤ height.
        let top = min(ay, by), bottom = max(ay, by)
        if bottom <= 0 || top >= clipHeight { return }
        if top < 0 || bottom > clipHeight {
            let slope = (bx - ax) / (by - ay)
            func xAt(_ y: Double) -> Double { ax + (y - ay) * slope }
            let newA = min(max(ay, 0), clipHeight), newB = min(max(by, 0), clipHeight)
            (ax, ay, bx, by) = (xAt(newA), newA, xAt(newB), newB)
            if ay == by { return }
        }
        // Rules 3 and 4: split where the edge crosses x = 0 and x = width.
        if ax <= 0 && bx <= 0 {
            emit(0, ay, 0, by)
            return
        }
        if ax >= clipWidth && bx >= clipWidth {
            reachesRightBorder = true
            return
        }
        let dxdy = (bx - ax) / (by - ay)
        func yAt(_ x: Double) -> Double { ay + (x - ax) / dxdy }
        if (ax < 0) != (bx < 0) {
            let yCross = yAt(0)
            if ax < 0 {
                emit(0, ay, 0, yCross)
                (ax, ay) = (0, yCross)
            } else {
                emit(0, yCross, 0, by)
                (bx, by) = (0, yCross)
            }
        }
        if (ax > clipWidth) != (bx > clipWidth) {
            let yCross = yAt(clipWidth)
            if ax > clipWidth { (ax, ay) = (clipWidth, yCross) } else { (bx, by) = (clipWidth, yCross) }
            reachesRightBorder = true
        }
        emit(ax, ay, bx, by)
    }

    private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let segment = LineSegment(x0: Float(x0), y0: Float(y0), x1: Float(x1), y1: Float(y1))
        guard segment.y0 != segment.y1 else { return }
        segments.append(segment)
        minX = min(minX, segment.x0, segment.x1)
        maxX = max(maxX, segment.x0, segment.x1)
        minY = min(minY, segment.y0, segment.y1)
        maxY = max(maxY, segment.y0, segment.y1)
    }

    mutating func reserveCapacity(_ count: Int) {
        segments.reserveCapacity(count)
    }
}

/// A rectangle of whole device pixels, half-open: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                               maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
