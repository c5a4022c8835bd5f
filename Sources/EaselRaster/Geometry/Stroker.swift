import Foundation

/// Turns a stroked path into the outline to fill, as a union of simple pieces.
///
/// Instead of tracing one outline around the whole stroke (which needs careful handling of
/// inner joins and self-overlap), the stroke is emitted as the union of convex pieces that
/// each wind the same way, and filled with the non-zero rule, so overlaps simply merge:
/// 1. The path is flattened in user space with `PathFlattener.deviceTolerance` divided by the
///    transform's scale, then cut into dashes (`PathDasher`) if a dash pattern is set.
/// 2. Every segment becomes a rectangle: the segment pushed out by half the width on each side.
/// 3. Every vertex where two segments meet gets a join piece on the outer side of the turn:
///    a triangle (bevel), the triangle plus the miter tip (miter, when the miter length
///    `1 / sin(φ/2)` of the inner angle φ is within `miterLimit`, CoreGraphics' rule), or a
///    fan approximating the arc (round).
/// 4. Open ends get caps: nothing (butt), a half-width rectangle (square) or a half-disc
///    (round). A sub-path of zero length draws a dot with round caps and a square with square
///    caps, as CoreGraphics does.
/// 5. Each piece is oriented positively, mapped to device space and added as edges. Shared
///    sides of neighbouring pieces cancel exactly in the accumulation buffer, so no seams show.
struct Stroker {
    private var edges: EdgeList
    /// When set, step 5 collects the pieces here, in user space, instead of adding edges.
    private var outline: RasterPath?
    private let transform: AffineTransform
    private let halfWidth: Double
    private let style: RasterStrokeStyle
    private let miterLimit: Double
    /// Largest angle one straight piece of a round join or cap may replace, from the
    /// tolerance: a chord of angle θ on radius r deviates by r·(1 − cos(θ/2)).
    private let roundStep: Double

    /// Returns the device-space edges of `path` stroked with `style` under `transform`.
    static func strokeEdges(of path: RasterPath, style: RasterStrokeStyle, transform: AffineTransform,
                            width: Int, height: Int) -> EdgeList {
        var stroker = Stroker(style: style, transform: transform, width: width, height: height)
        guard stroker.halfWidth > 0 else { return stroker.edges }
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return stroker.edges }
        // Step 1.
        var polylines = PathFlattener.polylines(of: path, tolerance: PathFlattener.deviceTolerance / scale)
        if let dasher = PathDasher(pattern: style.dash.map { Double($0) }, phase: Double(style.dashPhase)) {
            polylines = dasher.dashes(of: polylines)
        }
        for polyline in polylines { stroker.stroke(polyline) }
        return stroker.edges
    }

    /// The outline of `path` stroked with `style`, as a path to fill with the non-zero rule
    /// (SwiftUI's `Path.strokedPath(_:)`): the pieces of steps 2–4, in user space, curves
    /// flattened to within `tolerance`.
    static func outline(of path: RasterPath, style: RasterStrokeStyle, tolerance: Double) -> RasterPath {
        var stroker = Stroker(style: style, transform: .identity, width: 0, height: 0)
        stroker.outline = RasterPath()
        guard stroker.halfWidth > 0 else { return RasterPath() }
        var polylines = PathFlattener.polylines(of: path, tolerance: tolerance)
        if let dasher = PathDasher(pattern: style.dash.map { Double($0) }, phase: Double(style.dashPhase)) {
            polylines = dasher.dashes(of: polylines)
        }
        for polyline in polylines { stroker.stroke(polyline) }
        return stroker.outline ?? RasterPath()
    }

    private init(style: RasterStrokeStyle, transform: AffineTransform, width: Int, height: Int) {
        edges = EdgeList(width: width, height: height)
        self.transform = transform
        self.style = style
        var lineWidth = Double(style.lineWidth)
        if lineWidth < 0 {
            RasterDiagnostics.warn(.negativeStrokeWidth, "stroke width \(lineWidth) is negative; nothing was stroked")
            lineWidth = 0
        } else if !lineWidth.isFinite {
            RasterDiagnostics.warn(.invalidStrokeParameter, "stroke width \(lineWidth) is not finite; nothing was stroked")
            lineWidth = 0
        }
        halfWidth = lineWidth / 2
        let limit = Double(style.miterLimit)
        miterLimit = limit.isFinite ? max(limit, 1) : 10
        let deviceRadius = halfWidth * transform.maximumScale
        let tolerance = PathFlattener.deviceTolerance
        roundStep = deviceRadius > tolerance ? 2 * acos(1 - tolerance / deviceRadius) : Double.pi / 2
    }

    private mutating func stroke(_ polyline: Polyline) {
        var points: [SIMD2<Double>] = []
        points.reserveCapacity(polyline.points.count)
        for point in polyline.points where points.last.map({ distance($0, point) > 1e-9 }) ?? true {
            points.append(point)
        }
        if polyline.isClosed, points.count > 2, let first = points.first, distance(first, points[points.count - 1]) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else {
            // Step 4's dot for a zero-length sub-path.
            if let center = points.first { addDot(at: center) }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let segmentCount = closed ? points.count : points.count - 1
        // Step 2.
        for index in 0..<segmentCount {
            let start = points[index], end = points[(index + 1) % points.count]
            let normal = perpendicular(unit(end - start)) * halfWidth
            addPolygon([start + normal, end + normal, end - normal, start - normal])
        }
        // Step 3.
        let joinRange = closed ? 0..<points.count : 1..<(points.count - 1)
        for index in joinRange {
            let previous = points[(index + points.count - 1) % points.count]
            let next = points[(index + 1) % points.count]
            addJoin(at: points[index], incoming: unit(points[index] - previous), outgoing: unit(next - points[index]))
        }
        // Step 4.
        if !closed {
            addCap(at: points[0], outward: unit(points[0] - points[1]))
            addCap(at: points[points.count - 1], outward: unit(points[points.count - 1] - points[points.count - 2]))
        }
    }

    private mutating func addJoin(at vertex: SIMD2<Double>, incoming: SIMD2<Double>, outgoing: SIMD2<Double>) {
        let turn = cross(incoming, outgoing)
        let alignment = (incoming * outgoing).sum()
        if abs(turn) < 1e-12 && alignment > 0 { return }  // Straight on: the rectangles meet flush.
        // The outer side is left of the turn: opposite the direction the path bends towards.
        let side: Double = turn > 0 ? -1 : 1
        let normalIn = perpendicular(incoming) * side, normalOut = perpendicular(outgoing) * side
        let cornerIn = vertex + normalIn * halfWidth, cornerOut = vertex + normalOut * halfWidth
        switch style.lineJoin {
        case .bevel:
            addPolygon([vertex, cornerIn, cornerOut])
        case .miter:
            let bisector = normalIn + normalOut
            let bisectorLengthSquared = (bisector * bisector).sum()
            // Miter length / line width = 1 / sin(φ/2) = 2 / |n_in + n_out|.
            if bisectorLengthSquared > 1e-12, 2 / bisectorLengthSquared.squareRoot() <= miterLimit {
                let tip = vertex + bisector * (2 * halfWidth / bisectorLengthSquared)
                addPolygon([vertex, cornerIn, tip, cornerOut])
            } else {
                addPolygon([vertex, cornerIn, cornerOut])
            }
        case .round:
            // The normals turn by the same signed angle as the directions.
            addFan(center: vertex, from: normalIn, sweep: atan2(turn, alignment))
        }
    }

    private mutating func addCap(at end: SIMD2<Double>, outward: SIMD2<Double>) {
        let normal = perpendicular(outward) * halfWidth
        switch style.lineCap {
        case .butt:
            break
        case .square:
            let extent = outward * halfWidth
            addPolygon([end + normal, end + normal + extent, end - normal + extent, end - normal])
        case .round:
            // From the left normal (outward turned +90°), back through `outward`, to the right one.
            addFan(center: end, from: perpendicular(outward), sweep: -Double.pi)
        }
    }

    private mutating func addDot(at center: SIMD2<Double>) {
        switch style.lineCap {
        case .butt:
            break
        case .square:
            let h = halfWidth
            addPolygon([center + SIMD2(-h, -h), center + SIMD2(h, -h), center + SIMD2(h, h), center + SIMD2(-h, h)])
        case .round:
            addFan(center: center, from: SIMD2(1, 0), sweep: 2 * Double.pi)
        }
    }

    /// A pie slice of radius `halfWidth`: from unit direction `from`, turning by `sweep`.
    private mutating func addFan(center: SIMD2<Double>, from direction: SIMD2<Double>, sweep: Double) {
        // Counted in floating point and clamped before converting: a stroke far wider than any
        // screen (10³⁰⁰) has a step of 0 and would ask for infinitely many.
        let exactSteps = (abs(sweep) / roundStep).rounded(.up)
        let steps = exactSteps.isNaN ? 1 : Int(min(1024, max(1, exactSteps)))
        let startAngle = atan2(direction.y, direction.x)
        var polygon = [center]
        polygon.reserveCapacity(steps + 2)
        for index in 0...steps {
            let angle = startAngle + sweep * Double(index) / Double(steps)
            polygon.append(center + SIMD2(cos(angle), sin(angle)) * halfWidth)
        }
        addPolygon(polygon)
    }

    /// Step 5.
    private mutating func addPolygon(_ points: [SIMD2<Double>]) {
        var twiceArea = 0.0
        for index in points.indices {
            twiceArea += cross(points[index], points[(index + 1) % points.count])
        }
        guard twiceArea != 0, twiceArea.isFinite else { return }
        if outline != nil {
            let ordered = twiceArea > 0 ? points : points.reversed()
            outline?.move(to: CGPoint(x: ordered[0].x, y: ordered[0].y))
            for point in ordered.dropFirst() { outline?.addLine(to: CGPoint(x: point.x, y: point.y)) }
            outline?.closeSubpath()
            return
        }
        let device = points.map { transform.applyVector($0) }
        let ordered = twiceArea > 0 ? device : device.reversed()
        for index in ordered.indices {
            let a = ordered[index], b = ordered[(index + 1) % ordered.count]
            edges.addLine(a.x, a.y, b.x, b.y)
        }
    }

    private func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
        let length = (v * v).sum().squareRoot()
        return length > 0 ? v / length : SIMD2(1, 0)
    }

    private func perpendicular(_ v: SIMD2<Double>) -> SIMD2<Double> { SIMD2(-v.y, v.x) }
    private func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.y - a.y * b.x }
    private func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

extension AffineTransform {
    @inline(__always)
    func applyVector(_ point: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }
}
