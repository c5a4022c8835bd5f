import Foundation

extension RasterPath {
    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)` draw it: curves stay curves
    /// (cut with de Casteljau's construction), a `close` counts as the line back to the
    /// sub-path's start, and every piece that does not continue the one before starts with a
    /// `move`. Fractions are clamped to 0...1; `from >= to` leaves nothing.
    ///
    /// 1. Every element becomes a segment with its start point; a curve's length is measured
    ///    on `samplesPerCurve` chords, which also map lengths back to curve parameters.
    /// 2. The wanted lengths are `from × total` and `to × total`.
    /// 3. Each segment overlapping them is cut at the parameters of those lengths and appended.
    public func trimmed(from: Double, to: Double) -> RasterPath {
        let start = min(max(from.isFinite ? from : 0, 0), 1), end = min(max(to.isFinite ? to : 1, 0), 1)
        guard start < end else { return RasterPath() }
        if start == 0, end == 1 { return self }
        // Step 1.
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return RasterPath() }
        // Step 2.
        let startLength = start * total, endLength = end * total
        // Step 3.
        var result = RasterPath()
        var travelled = 0.0
        var lastEnd: (index: Int, point: CGPoint)?
        var pieceStartsSubpath = false
        for (index, segment) in segments.enumerated() {
            defer { travelled += segment.length }
            let segmentEnd = travelled + segment.length
            guard segmentEnd > startLength, travelled < endLength, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, startLength - travelled))
            let t1 = segment.parameter(atLength: min(segment.length, endLength - travelled))
            let piece = segment.points.cut(from: t0, to: t1)
            if lastEnd?.index != index - 1 || segment.startsSubpath {
                result.move(to: piece.first!)
                pieceStartsSubpath = segment.startsSubpath && t0 == 0
            }
            if segment.isClose, t0 == 0, t1 == 1, pieceStartsSubpath {
                result.closeSubpath()
            } else {
                result.append(RasterPath.element(from: piece))
            }
            lastEnd = (index, piece.last!)
        }
        return result
    }

    fileprivate static func element(from points: [CGPoint]) -> Element {
        switch points.count {
        case 3: return .quad(points[1], points[2])
        case 4: return .cubic(points[1], points[2], points[3])
        default: return .line(points[points.count - 1])
        }
    }
}

/// One drawing segment of a path being trimmed: its points (start first), and a table of
/// lengths at evenly spaced parameters for curves.
private struct TrimSegment {
    static let samplesPerCurve = 32

    let points: [CGPoint]
    let startsSubpath: Bool
    let isClose: Bool
    /// Cumulative chord lengths at t = i / samplesPerCurve (curves only).
    private var table: [Double] = []
    private(set) var length = 0.0

    init(points: [CGPoint], startsSubpath: Bool, isClose: Bool) {
        self.points = points
        self.startsSubpath = startsSubpath
        self.isClose = isClose
        if points.count == 2 {
            length = Self.distance(points[0], points[1])
        } else {
            table = [0]
            var previous = points[0]
            for step in 1...Self.samplesPerCurve {
                let point = points.point(at: Double(step) / Double(Self.samplesPerCurve))
                length += Self.distance(previous, point)
                table.append(length)
                previous = point
            }
        }
    }

    static func segments(of path: RasterPath) -> [TrimSegment] {
        var result: [TrimSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var atSubpathStart = true
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                atSubpathStart = true
                continue
            case .line(let end):
                result.append(TrimSegment(points: [current, end], startsSubpath: atSubpathStart, isClose: false))
                current = end
            case .quad(let control, let end):
                result.append(TrimSegment(points: [current, control, end], startsSubpath: atSubpathStart, isClose: false))
                current = end
            case .cubic(let control1, let control2, let end):
                result.append(TrimSegment(points: [current, control1, control2, end], startsSubpath: atSubpathStart, isClose: false))
                current = end
            case .close:
                result.append(TrimSegment(points: [current, subpathStart], startsSubpath: atSubpathStart, isClose: true))
                current = subpathStart
                atSubpathStart = true
                continue
            }
            atSubpathStart = false
        }
        return result
    }

    /// The curve parameter at a length along the segment (linear between table entries).
    func parameter(atLength target: Double) -> Double {
        guard length > 0 else { return 0 }
        if table.isEmpty { return min(max(target / length, 0), 1) }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < target { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (target - table[low]) / span : 0
        return min(max((Double(low) + fraction) / Double(Self.samplesPerCurve), 0), 1)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(a.x - b.x, a.y - b.y))
    }
}

fileprivate extension Array where Element == CGPoint {
    /// The point at parameter `t` of the Bézier curve with these control points.
    func point(at t: Double) -> CGPoint {
        var points = self
        let t = CGFloat(t)
        while points.count > 1 {
            for index in 0..<(points.count - 1) {
                points[index] = CGPoint(x: points[index].x + (points[index + 1].x - points[index].x) * t,
                                        y: points[index].y + (points[index + 1].y - points[index].y) * t)
            }
            points.removeLast()
        }
        return points[0]
    }

    /// The control points of the part of this Bézier curve between two parameters.
    func cut(from t0: Double, to t1: Double) -> [CGPoint] {
        let tail = split(at: t0).after
        guard t0 < 1 else { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).before
    }

    /// de Casteljau's construction: the control points of the two halves at parameter `t`.
    private func split(at t: Double) -> (before: [CGPoint], after: [CGPoint]) {
        var before: [CGPoint] = [], after: [CGPoint] = []
        var points = self
        let t = CGFloat(t)
        while !points.isEmpty {
            before.append(points[0])
            after.insert(points[points.count - 1], at: 0)
            var next: [CGPoint] = []
            for index in 0..<(points.count - 1) {
                next.append(CGPoint(x: points[index].x + (points[index + 1].x - points[index].x) * t,
                                    y: points[index].y + (points[index + 1].y - points[index].y) * t))
            }
            points = next
        }
        return (before, after)
    }
}

extension RasterPath {
    /// The area a stroke with `style` covers, as a path to fill (non-zero), with curves
    /// flattened to within `tolerance` user-space units. See `Stroker` for the construction.
    public func strokeOutline(style: RasterStrokeStyle, tolerance: Double = 0.05) -> RasterPath {
        Stroker.outline(of: self, style: style, tolerance: max(tolerance, 1e-4))
    }
}
