import Foundation

/// A flattened sub-path: the points of a polyline and whether it was closed.
struct Polyline {
    var points: [SIMD2<Double>] = []
    var isClosed = false
}

/// Turns Bézier paths into straight lines.
///
/// Curves are split into `n` equal parameter steps, with `n` from Wang's formula (the bound
/// used by tiny-skia's and Skia's path flatteners): for a cubic with control points P0…P3,
/// `n = ⌈√(¾ · max‖Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂‖ / tolerance)⌉` keeps every chord within `tolerance` of the
/// curve; for a quadratic, `n = ⌈√(‖P0 − 2P1 + P2‖ / (4 · tolerance))⌉`. Fills are flattened
/// in device space with `deviceTolerance`, so the error is a fixed fraction of a pixel at any
/// scale; strokes are flattened in user space with the tolerance divided by the transform's
/// scale, which comes to the same.
enum PathFlattener {
    /// Maximum distance, in device pixels, between a curve and its chords: small enough that
    /// anti-aliased edges cannot show facets.
    static let deviceTolerance = 0.2
    /// Upper bound on pieces per curve, so a curve with absurd coordinates cannot hang us.
    static let maximumPiecesPerCurve = 4096

    /// Visits each element with finite points; warns once and skips any other.
    static func forEachFiniteElement(of path: RasterPath, _ body: (RasterPath.Element) -> Void) {
        for element in path.elements {
            if isFinite(element) {
                body(element)
            } else {
                RasterDiagnostics.warn(.nonFiniteGeometry,
                    "a path point is NaN or infinite; that path element was skipped")
            }
        }
    }

    /// Flattens `path` mapped through `transform` into device-space edges; every sub-path is
    /// closed implicitly, as filling requires.
    static func fillEdges(of path: RasterPath, transform: AffineTransform, width: Int, height: Int) -> EdgeList {
        var builder = FillEdgeBuilder(edges: EdgeList(width: width, height: height), limitX: Double(width), limitY: Double(height))
        builder.edges.reserveCapacity(path.elements.count * 2)
        // A loop rather than `forEachFiniteElement`'s closure: state captured by closures and
        // local functions is checked for exclusive access at run time, once per element.
        for element in path.elements {
            guard isFinite(element) else {
                RasterDiagnostics.warn(.nonFiniteGeometry, "a path point is NaN or infinite; that path element was skipped")
                continue
            }
            builder.add(element.transformed(by: transform))
        }
        builder.closeSubpath()
        return builder.edges
    }

    /// Whether every point of `element` is finite.
    @inline(__always)
    static func isFinite(_ element: RasterPath.Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .quad(let p, let q): return p.x.isFinite && p.y.isFinite && q.x.isFinite && q.y.isFinite
        case .cubic(let p, let q, let r):
            return p.x.isFinite && p.y.isFinite && q.x.isFinite && q.y.isFinite && r.x.isFinite && r.y.isFinite
        case .close: return true
        }
    }

    /// Flattens `path` in its own (user) space into polylines, for the stroker.
    static func polylines(of path: RasterPath, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var currentLine = Polyline()
        // After `close`, drawing continues from the sub-path's start, as in CoreGraphics.
        var restartPoint: SIMD2<Double>?
        func finish(closed: Bool) {
            // A lone `move` draws nothing; a zero-length segment may still get caps.
            if currentLine.points.count >= 2 {
                currentLine.isClosed = closed
                result.append(currentLine)
            }
            restartPoint = closed ? currentLine.points.first : nil
            currentLine = Polyline()
        }
        func beginIfNeeded() {
            if currentLine.points.isEmpty, let restart = restartPoint { currentLine.points = [restart] }
        }
        forEachFiniteElement(of: path) { element in
            if case .move = element {} else { beginIfNeeded() }
            let current = currentLine.points.last ?? .zero
            switch element {
            case .move(let p):
                finish(closed: false)
                currentLine.points = [vector(p)]
            case .line(let p):
                currentLine.points.append(vector(p))
            case .quad(let c, let p):
                forEachQuadPoint(current, vector(c), vector(p), tolerance: tolerance) { currentLine.points.append($0) }
            case .cubic(let c1, let c2, let p):
                forEachCubicPoint(current, vector(c1), vector(c2), vector(p), tolerance: tolerance) {
                    currentLine.points.append($0)
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    static func vector(_ point: CGPoint) -> SIMD2<Double> { SIMD2(Double(point.x), Double(point.y)) }

    /// Calls `body` with the points after `p0` along a quadratic, ending exactly at `p2`.
    static func forEachQuadPoint(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>,
                                 tolerance: Double, _ body: (SIMD2<Double>) -> Void) {
        let dd: SIMD2<Double> = p0 - p1 * 2 + p2
        let pieces = pieceCount(((dd * dd).sum().squareRoot() / (4 * tolerance)).squareRoot())
        for index in 1..<pieces {
            // Written term by term: long SIMD expressions make the type checker crawl.
            let t = Double(index) / Double(pieces), u = 1 - t
            let w0: Double = u * u, w1: Double = 2 * u * t, w2: Double = t * t
            var point = p0 * w0
            point += p1 * w1
            point += p2 * w2
            body(point)
        }
        body(p2)
    }

    /// Calls `body` with the points after `p0` along a cubic, ending exactly at `p3`.
    static func forEachCubicPoint(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
                                  tolerance: Double, _ body: (SIMD2<Double>) -> Void) {
        let dd1: SIMD2<Double> = p0 - p1 * 2 + p2
        let dd2: SIMD2<Double> = p1 - p2 * 2 + p3
        let largest = max((dd1 * dd1).sum(), (dd2 * dd2).sum()).squareRoot()
        let pieces = pieceCount((0.75 * largest / tolerance).squareRoot())
        for index in 1..<pieces {
            let t = Double(index) / Double(pieces), u = 1 - t
            let w0: Double = u * u * u, w1: Double = 3 * u * u * t
            let w2: Double = 3 * u * t * t, w3: Double = t * t * t
            var point = p0 * w0
            point += p1 * w1
            point += p2 * w2
            point += p3 * w3
            body(point)
        }
        body(p3)
    }

    private static func pieceCount(_ estimate: Double) -> Int {
        // Clamped before converting: a finite estimate can still be far beyond any integer.
        guard estimate.isFinite else { return maximumPiecesPerCurve }
        return Int(min(max(1, estimate.rounded(.up)), Double(maximumPiecesPerCurve)))
    }
}

/// The state of `PathFlattener.fillEdges`: the edges so far and where the pen is.
private struct FillEdgeBuilder {
    var edges: EdgeList
    let limitX: Double, limitY: Double
    var start = SIMD2<Double>(0, 0), current = SIMD2<Double>(0, 0)
    var hasSubpath = false

    /// Curves whose control points are all outside the buffer on one side can be replaced by
    /// their chord (see EdgeList's clipping rules: only the crossing height matters).
    @inline(__always)
    private func isOutside(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>) -> Bool {
        (a.y <= 0 && b.y <= 0 && c.y <= 0 && d.y <= 0) || (a.y >= limitY && b.y >= limitY && c.y >= limitY && d.y >= limitY)
            || (a.x <= 0 && b.x <= 0 && c.x <= 0 && d.x <= 0) || (a.x >= limitX && b.x >= limitX && c.x >= limitX && d.x >= limitX)
    }

    mutating func closeSubpath() {
        if hasSubpath { edges.addLine(current.x, current.y, start.x, start.y) }
        current = start
    }

    mutating func add(_ element: RasterPath.Element) {
        if !hasSubpath {
            // The sub-path's `move` was skipped as non-finite: start afresh here.
            switch element {
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                start = PathFlattener.vector(p)
                current = start
                hasSubpath = true
                return
            case .move, .close:
                break
            }
        }
        switch element {
        case .move(let p):
            closeSubpath()
            start = PathFlattener.vector(p)
            current = start
            hasSubpath = true
        case .line(let p):
            let end = PathFlattener.vector(p)
            edges.addLine(current.x, current.y, end.x, end.y)
            current = end
        case .quad(let c, let p):
            let control = PathFlattener.vector(c), end = PathFlattener.vector(p)
            if isOutside(current, control, end, end) {
                edges.addLine(current.x, current.y, end.x, end.y)
            } else {
                var from = current
                PathFlattener.forEachQuadPoint(current, control, end, tolerance: PathFlattener.deviceTolerance) { point in
                    edges.addLine(from.x, from.y, point.x, point.y)
                    from = point
                }
            }
            current = end
        case .cubic(let c1, let c2, let p):
            let control1 = PathFlattener.vector(c1), control2 = PathFlattener.vector(c2), end = PathFlattener.vector(p)
            if isOutside(current, control1, control2, end) {
                edges.addLine(current.x, current.y, end.x, end.y)
            } else {
                var from = current
                PathFlattener.forEachCubicPoint(current, control1, control2, end, tolerance: PathFlattener.deviceTolerance) { point in
                    edges.addLine(from.x, from.y, point.x, point.y)
                    from = point
                }
            }
            current = end
        case .close:
            closeSubpath()
        }
    }
}
