import Foundation

/// How two filled regions combine (Apple: `Path.union`, `intersection`, `subtracting`,
/// `symmetricDifference`; CoreGraphics' `CGPath` operations of the same names).
public enum PathRegionOperation: Sendable {
    case union, intersection, subtraction, symmetricDifference

    func combine(_ a: Bool, _ b: Bool) -> Bool {
        switch self {
        case .union: return a || b
        case .intersection: return a && b
        case .subtraction: return a && !b
        case .symmetricDifference: return a != b
        }
    }
}

/// One piece of an outline a boolean operation returns: straight lines through `points`,
/// closed back to the first point when `isClosed`.
public struct PathOutline: Equatable, Sendable {
    public var points: [CGPoint]
    public var isClosed: Bool
}

/// Boolean operations on paths, computed on their outlines.
///
/// Curves are first flattened to lines within `tolerance` (so the results are polygons, which
/// is what every curve becomes before it is filled anyway). Then every edge of both paths is
/// split where it meets any other edge, so no two pieces cross. Each piece lies on the border
/// between two areas; the fill rule tells whether each path covers the points just left and
/// just right of it, and the operation whether the result covers them. A piece whose two
/// sides differ is on the result's border: it is kept, turned so that the result lies to its
/// left, and the kept pieces are chained into closed outlines. Every outline then winds the
/// same way and none overlap, so the result fills the same under either fill rule — the
/// "weakly simple" path Apple's documentation promises ("normalized(eoFill:)").
extension RasterPath {
    /// The region that `operation` makes of this path's fill and `other`'s.
    public func combined(with other: RasterPath, operation: PathRegionOperation, evenOdd: Bool,
                         tolerance: Double = PathBoolean.tolerance) -> [PathOutline] {
        var graph = PathBoolean(tolerance: tolerance)
        graph.addFill(of: self, source: 0)
        graph.addFill(of: other, source: 1)
        return graph.regionOutlines { covers in operation.combine(covers(0, evenOdd), covers(1, evenOdd)) }
    }

    /// The same region this path fills, as outlines that neither cross nor overlap.
    public func normalizedOutlines(evenOdd: Bool, tolerance: Double = PathBoolean.tolerance) -> [PathOutline] {
        var graph = PathBoolean(tolerance: tolerance)
        graph.addFill(of: self, source: 0)
        return graph.regionOutlines { covers in covers(0, evenOdd) }
    }

    /// This path's lines (not its fill: open sub-paths stay open) where they run inside
    /// `other`'s fill, or with `inside` false, outside it (Apple: "lineIntersection(_:eoFill:)",
    /// "lineSubtraction(_:eoFill:)").
    public func lines(clippedTo other: RasterPath, inside: Bool, evenOdd: Bool,
                      tolerance: Double = PathBoolean.tolerance) -> [PathOutline] {
        var graph = PathBoolean(tolerance: tolerance)
        graph.addLines(of: self, source: 0)
        graph.addFill(of: other, source: 1)
        return graph.clippedLines { covers in covers(1, evenOdd) == inside }
    }
}

/// The planar graph behind the boolean operations; see `RasterPath.combined(with:…)`.
public struct PathBoolean {
    /// Flattening tolerance in points: a fiftieth of a point is under a tenth of a pixel at 3×.
    public static let tolerance = 0.02

    private struct Edge {
        var start: SIMD2<Double>
        var end: SIMD2<Double>
        var source: Int
        /// Index of the polyline it belongs to and its position there (for chaining lines).
        var line: Int
        var order: Int
        /// Where other edges meet it: parameter along it and the shared point.
        var splits: [(t: Double, point: SIMD2<Double>)] = []
        var minX: Double { Swift.min(start.x, end.x) }
        var maxX: Double { Swift.max(start.x, end.x) }
    }

    private struct Piece {
        var start: SIMD2<Double>
        var end: SIMD2<Double>
        var source: Int
        var line: Int
        var order: Int
    }

    private let tolerance: Double
    private var edges: [Edge] = []
    /// Edges that bound a fill, by source: what winding numbers are counted over.
    private var fillEdges: [[Edge]] = [[], []]
    private var lineCount = 0
    private var closedLines: Set<Int> = []

    init(tolerance: Double) {
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : PathBoolean.tolerance
    }

    /// Adds every sub-path as closed (a fill closes them).
    mutating func addFill(of path: RasterPath, source: Int) { add(path, source: source, asFill: true) }

    /// Adds the sub-paths as drawn lines: only closed ones get their closing edge.
    mutating func addLines(of path: RasterPath, source: Int) { add(path, source: source, asFill: false) }

    private mutating func add(_ path: RasterPath, source: Int, asFill: Bool) {
        for polyline in PathFlattener.polylines(of: path, tolerance: tolerance) {
            add(polyline.points, closed: asFill || polyline.isClosed, source: source, boundsFill: asFill)
        }
    }

    private mutating func add(_ points: [SIMD2<Double>], closed: Bool, source: Int, boundsFill: Bool) {
        guard points.count >= 2 else { return }
        let line = lineCount
        lineCount += 1
        if closed { closedLines.insert(line) }
        let count = closed ? points.count : points.count - 1
        var order = 0
        for index in 0..<count {
            let start = points[index], end = points[(index + 1) % points.count]
            guard start != end else { continue }
            let edge = Edge(start: start, end: end, source: source, line: line, order: order)
            order += 1
            edges.append(edge)
            if boundsFill { fillEdges[source].append(edge) }
        }
    }

    // MARK: Splitting

    /// Splits every edge where another meets it (crossings, touching ends, shared stretches).
    private mutating func splitEdges() -> [Piece] {
        let byLeft = edges.indices.sorted { edges[$0].minX < edges[$1].minX }
        for (position, i) in byLeft.enumerated() {
            let maxX = edges[i].maxX
            for j in byLeft[(position + 1)...] {
                if edges[j].minX > maxX { break }
                intersect(i, j)
            }
        }
        bands = fillEdges.map(Bands.init)
        var pieces: [Piece] = []
        pieces.reserveCapacity(edges.count)
        for edge in edges {
            var previous = edge.start
            for split in edge.splits.sorted(by: { $0.t < $1.t }) where split.point != previous && split.point != edge.end {
                pieces.append(Piece(start: previous, end: split.point, source: edge.source, line: edge.line, order: edge.order))
                previous = split.point
            }
            pieces.append(Piece(start: previous, end: edge.end, source: edge.source, line: edge.line, order: edge.order))
        }
        return pieces
    }

    /// Records where edges `i` and `j` meet, with the same point on both so the pieces share
    /// their ends exactly.
    private mutating func intersect(_ i: Int, _ j: Int) {
        let a = edges[i], b = edges[j]
        guard Swift.max(a.start.y, a.end.y) >= Swift.min(b.start.y, b.end.y),
              Swift.max(b.start.y, b.end.y) >= Swift.min(a.start.y, a.end.y) else { return }
        let r = a.end - a.start, s = b.end - b.start
        let denominator = cross(r, s)
        let qp = b.start - a.start
        let scale = Swift.max((r * r).sum(), (s * s).sum())
        if abs(denominator) <= 1e-12 * scale {
            // Parallel: only collinear edges share a stretch; each gets the other's ends.
            guard abs(cross(qp, r)) <= 1e-9 * scale else { return }
            addSplit(to: i, at: b.start)
            addSplit(to: i, at: b.end)
            addSplit(to: j, at: a.start)
            addSplit(to: j, at: a.end)
            return
        }
        let t = cross(qp, s) / denominator, u = cross(qp, r) / denominator
        let slack = 1e-9
        guard t >= -slack, t <= 1 + slack, u >= -slack, u <= 1 + slack else { return }
        // A meeting at an end of either edge uses that end itself.
        let point: SIMD2<Double>
        if t <= slack { point = a.start } else if t >= 1 - slack { point = a.end }
        else if u <= slack { point = b.start } else if u >= 1 - slack { point = b.end }
        else { point = a.start + r * t }
        addSplit(to: i, at: point)
        addSplit(to: j, at: point)
    }

    /// Splits edge `index` at `point` when the point lies strictly inside it.
    private mutating func addSplit(to index: Int, at point: SIMD2<Double>) {
        let edge = edges[index]
        guard point != edge.start, point != edge.end else { return }
        let d = edge.end - edge.start
        let t = ((point - edge.start) * d).sum() / (d * d).sum()
        guard t > 0, t < 1 else { return }
        edges[index].splits.append((t, point))
    }

    // MARK: Classifying

    /// The fill edges of each source sorted into horizontal bands, so a winding number only
    /// looks at the edges that span the probe's height.
    private struct Bands {
        var minY = 0.0, height = 1.0
        var edges: [[(SIMD2<Double>, SIMD2<Double>)]] = []

        init(_ fill: [Edge]) {
            guard !fill.isEmpty else { return }
            minY = fill.map { Swift.min($0.start.y, $0.end.y) }.min()!
            let maxY = fill.map { Swift.max($0.start.y, $0.end.y) }.max()!
            let count = Swift.max(1, Swift.min(fill.count / 4, 4096))
            height = Swift.max((maxY - minY) / Double(count), 1e-12)
            edges = Array(repeating: [], count: count)
            for edge in fill {
                let low = band(Swift.min(edge.start.y, edge.end.y)), high = band(Swift.max(edge.start.y, edge.end.y))
                for index in low...high { edges[index].append((edge.start, edge.end)) }
            }
        }

        /// Clamped in floating point first: paths millions of points across (a circle inset by
        /// −1e9) make quotients no `Int` holds.
        func band(_ y: Double) -> Int {
            let position = (y - minY) / height
            guard position.isFinite else { return position > 0 ? edges.count - 1 : 0 }
            return Int(Swift.min(Swift.max(position, 0), Double(edges.count - 1)))
        }
    }

    private var bands: [Bands] = []

    /// The winding number of `source`'s fill at `point` (Sunday's crossing rule, as the
    /// rasterizer's `contains` counts it).
    private func winding(of source: Int, at point: SIMD2<Double>) -> Int {
        let bands = bands[source]
        guard !bands.edges.isEmpty else { return 0 }
        var winding = 0
        for (start, end) in bands.edges[bands.band(point.y)] {
            if start.y <= point.y {
                if end.y > point.y, cross(end - start, point - start) > 0 { winding += 1 }
            } else if end.y <= point.y, cross(end - start, point - start) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// Whether `source` covers `point` under the fill rule.
    private func covers(_ source: Int, _ point: SIMD2<Double>, evenOdd: Bool) -> Bool {
        let w = winding(of: source, at: point)
        return evenOdd ? w % 2 != 0 : w != 0
    }

    /// A distance small against any feature of the paths and large against rounding.
    private var probeDistance: Double {
        var extent = 1.0
        for edge in edges {
            extent = Swift.max(extent, abs(edge.start.x), abs(edge.start.y), abs(edge.end.x), abs(edge.end.y))
        }
        return extent * 1e-7
    }

    // MARK: Results

    /// The outlines of the region `inside` describes; `inside` answers, for a probe point,
    /// from whether each source covers it.
    mutating func regionOutlines(_ inside: ((Int, Bool) -> Bool) -> Bool) -> [PathOutline] {
        var border: [(SIMD2<Double>, SIMD2<Double>)] = []
        var seen: Set<SegmentKey> = []
        let probe = probeDistance
        for piece in splitEdges() {
            // A stretch both paths share is one border, classified once.
            guard seen.insert(SegmentKey(piece.start, piece.end)).inserted else { continue }
            let middle = (piece.start + piece.end) * 0.5
            let direction = piece.end - piece.start
            let length = (direction * direction).sum().squareRoot()
            let normal = SIMD2(-direction.y, direction.x) / length * probe
            let left = inside { source, evenOdd in covers(source, middle + normal, evenOdd: evenOdd) }
            let right = inside { source, evenOdd in covers(source, middle - normal, evenOdd: evenOdd) }
            guard left != right else { continue }
            border.append(left ? (piece.start, piece.end) : (piece.end, piece.start))
        }
        return PathBoolean.chain(border)
    }

    /// The pieces of the lines (source 0) that `keep` accepts, chained back into lines.
    mutating func clippedLines(_ keep: ((Int, Bool) -> Bool) -> Bool) -> [PathOutline] {
        let pieces = splitEdges().filter { $0.source == 0 }
        var outlines: [PathOutline] = []
        var index = pieces.startIndex
        while index < pieces.endIndex {
            // The pieces of one line, in drawing order.
            let line = pieces[index].line
            var end = index
            while end < pieces.endIndex, pieces[end].line == line { end += 1 }
            let run = pieces[index..<end]
            let kept = run.map { piece in
                keep { source, evenOdd in covers(source, (piece.start + piece.end) * 0.5, evenOdd: evenOdd) }
            }
            outlines += PathBoolean.lines(of: Array(run), kept: kept, closed: closedLines.contains(line))
            index = end
        }
        return outlines
    }

    /// Consecutive kept pieces of one line, joined; a closed line wholly kept stays closed,
    /// and a kept stretch across its start is one line.
    private static func lines(of pieces: [Piece], kept: [Bool], closed: Bool) -> [PathOutline] {
        if closed, !kept.contains(false) {
            return [PathOutline(points: simplified(pieces.map(\.start), closed: true).map(point), isClosed: true)]
        }
        var runs: [[SIMD2<Double>]] = []
        var current: [SIMD2<Double>] = []
        for (piece, keep) in zip(pieces, kept) {
            if keep, current.last == piece.start {
                current.append(piece.end)
            } else {
                if current.count >= 2 { runs.append(current) }
                current = keep ? [piece.start, piece.end] : []
            }
        }
        if current.count >= 2 { runs.append(current) }
        if closed, runs.count >= 2, kept.first == true, kept.last == true, runs[runs.count - 1].last == runs[0].first {
            let last = runs.removeLast()
            runs[0] = last + runs[0].dropFirst()
        }
        return runs.map { PathOutline(points: simplified($0, closed: false).map(point), isClosed: false) }
    }

    /// Joins directed border segments end to start into closed outlines.
    private static func chain(_ segments: [(SIMD2<Double>, SIMD2<Double>)]) -> [PathOutline] {
        var outgoing: [PointKey: [Int]] = [:]
        for (index, segment) in segments.enumerated() { outgoing[PointKey(segment.0), default: []].append(index) }
        var used = [Bool](repeating: false, count: segments.count)
        var outlines: [PathOutline] = []
        for first in segments.indices where !used[first] {
            used[first] = true
            var points = [segments[first].0]
            var current = segments[first].1
            let startKey = PointKey(segments[first].0)
            while PointKey(current) != startKey {
                points.append(current)
                guard let next = outgoing[PointKey(current)]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                current = segments[next].1
            }
            let outline = simplified(points, closed: true)
            if outline.count >= 3 { outlines.append(PathOutline(points: outline.map(point), isClosed: true)) }
        }
        return outlines
    }

    /// Drops points where the outline goes straight on (left there by splitting).
    private static func simplified(_ points: [SIMD2<Double>], closed: Bool) -> [SIMD2<Double>] {
        guard points.count >= 3 else { return points }
        var result: [SIMD2<Double>] = []
        for (index, point) in points.enumerated() {
            let isEnd = !closed && (index == 0 || index == points.count - 1)
            if !isEnd {
                let before = points[(index + points.count - 1) % points.count]
                let after = points[(index + 1) % points.count]
                let a = point - before, b = after - point
                let straight = abs(cross(a, b)) <= 1e-12 * Swift.max((a * a).sum(), (b * b).sum()) && (a * b).sum() > 0
                if straight { continue }
            }
            result.append(point)
        }
        return result
    }

    private static func point(_ v: SIMD2<Double>) -> CGPoint { CGPoint(x: v.x, y: v.y) }
}

private func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.y - a.y * b.x }

/// A point as a dictionary key (exact: shared points are the same values by construction).
private struct PointKey: Hashable {
    let x: Double, y: Double
    init(_ p: SIMD2<Double>) { x = p.x + 0; y = p.y + 0 }  // + 0 folds −0 into 0
}

/// A segment regardless of direction.
private struct SegmentKey: Hashable {
    let a: PointKey, b: PointKey
    init(_ p: SIMD2<Double>, _ q: SIMD2<Double>) {
        let (first, second) = (p.x, p.y) < (q.x, q.y) ? (p, q) : (q, p)
        a = PointKey(first)
        b = PointKey(second)
    }
}
