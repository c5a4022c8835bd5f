import Foundation

/// Rounded corners for the rounded design: SF Pro Rounded is SF Pro with its corners and stroke
/// ends rounded (Apple, "Fonts for Apple platforms": "SF Pro Rounded … rounded variant"), so the
/// stand-in is the system stand-in with its outlines' convex corners filleted. Widths and every
/// metric stay the system font's; only the ink changes.
///
/// 1. Each contour is cut into its segments (lines, quadratic and cubic Béziers; a contour that
///    does not end where it began is closed by a line, as FreeType fills it).
/// 2. A corner is a point where the outgoing direction turns more than `cornerAngle` from the
///    incoming one; it is rounded when it is convex (it turns towards the filled side).
/// 3. The corner is cut back by `d` along both of its segments — the radius, at most half of
///    either segment, so neighbouring corners never overlap — and the two cuts are joined by a
///    quadratic Bézier whose control point is the corner. A stem's end, two square corners
///    half a stem apart, becomes a round cap.
extension GlyphOutline {
    /// Turns sharper than this are corners; smooth joins of curves are left alone.
    static let cornerAngle = 25.0 * Double.pi / 180

    /// The outline with its convex corners rounded by up to `radius` font units.
    public func rounded(radius: Double) -> GlyphOutline {
        GlyphOutline(elements: Self.rounded(elements, radius: radius), unitsPerEm: unitsPerEm)
    }

    /// The elements as a face with rounded corners (`roundingRadius` font units, 0: none) and
    /// a width scale draws them: rounded first, so that corners stay round when narrowed.
    static func reshaped(_ elements: [Element], roundingRadius: Double, widthScale: Double) -> [Element] {
        let rounded = roundingRadius > 0 ? Self.rounded(elements, radius: roundingRadius) : elements
        guard widthScale != 1 else { return rounded }
        let x = CGFloat(widthScale)
        func scaled(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x * x, y: point.y) }
        return rounded.map { element in
            switch element {
            case .move(let point): return .move(scaled(point))
            case .line(let point): return .line(scaled(point))
            case .quadCurve(let point, let control): return .quadCurve(to: scaled(point), control: scaled(control))
            case .curve(let point, let control1, let control2):
                return .curve(to: scaled(point), control1: scaled(control1), control2: scaled(control2))
            case .close: return .close
            }
        }
    }

    static func rounded(_ elements: [Element], radius: Double) -> [Element] {
        guard radius > 0 else { return elements }
        let contours = OutlineContour.contours(of: elements)
        // The winding of the filled side: the sign of the contours' total signed area.
        let orientation: Double = contours.reduce(0) { $0 + $1.signedArea } >= 0 ? 1 : -1
        return contours.flatMap { $0.rounded(radius: radius, orientation: orientation) }
    }
}

/// One closed contour of an outline as segments, each from the end of the one before.
struct OutlineContour {
    struct Segment {
        /// Start, controls (none, one or two) and end.
        var points: [CGPoint]

        var start: CGPoint { points[0] }
        var end: CGPoint { points[points.count - 1] }
        /// The direction leaving the start (its first distinct control).
        var startTangent: CGPoint { direction(from: start, toward: points.dropFirst()) }
        /// The direction arriving at the end.
        var endTangent: CGPoint {
            let reversed = Array(points.reversed())
            let back = direction(from: reversed[0], toward: reversed.dropFirst())
            return CGPoint(x: -back.x, y: -back.y)
        }
        /// The control polygon's length: at least the curve's, close for the short spans cut.
        var length: Double {
            zip(points, points.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
        }

        private func direction(from origin: CGPoint, toward others: ArraySlice<CGPoint>) -> CGPoint {
            for point in others where hypot(point.x - origin.x, point.y - origin.y) > 1e-6 {
                return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            }
            return .zero
        }

        /// The part between parameters `from` and `to` (de Casteljau).
        func slice(from: Double, to: Double) -> Segment {
            var part = self
            if to < 1 { part = part.split(at: to).0 }
            if from > 0 { part = part.split(at: from / Swift.max(to, 1e-9)).1 }
            return part
        }

        private func split(at t: Double) -> (Segment, Segment) {
            let t = CGFloat(t)
            var left: [CGPoint] = [], right: [CGPoint] = []
            var level = points
            while !level.isEmpty {
                left.append(level[0])
                right.insert(level[level.count - 1], at: 0)
                level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            }
            return (Segment(points: left), Segment(points: right))
        }

        var element: GlyphOutline.Element {
            switch points.count {
            case 3: return .quadCurve(to: end, control: points[1])
            case 4: return .curve(to: end, control1: points[1], control2: points[2])
            default: return .line(end)
            }
        }
    }

    var segments: [Segment]

    /// The contours of an outline's elements (1. above).
    static func contours(of elements: [GlyphOutline.Element]) -> [OutlineContour] {
        var contours: [OutlineContour] = []
        var segments: [Segment] = []
        var first = CGPoint.zero, current = CGPoint.zero
        func finish() {
            if hypot(current.x - first.x, current.y - first.y) > 1e-6 { segments.append(Segment(points: [current, first])) }
            segments.removeAll { $0.length < 1e-6 }
            if !segments.isEmpty { contours.append(OutlineContour(segments: segments)) }
            segments = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                if !segments.isEmpty { finish() }
                first = point
                current = point
            case .line(let point):
                segments.append(Segment(points: [current, point]))
                current = point
            case .quadCurve(let point, let control):
                segments.append(Segment(points: [current, control, point]))
                current = point
            case .curve(let point, let control1, let control2):
                segments.append(Segment(points: [current, control1, control2, point]))
                current = point
            case .close:
                finish()
                current = first
            }
        }
        if !segments.isEmpty { finish() }
        return contours
    }

    /// Twice the signed area of the control polygon (positive counter-clockwise, y up).
    var signedArea: Double {
        segments.reduce(0) { sum, segment in
            zip(segment.points, segment.points.dropFirst()).reduce(sum) { $0 + Double($1.0.x * $1.1.y - $1.1.x * $1.0.y) }
        }
    }

    /// The contour with its convex corners rounded (2. and 3. above); `orientation` is +1 when
    /// filled contours run counter-clockwise, -1 when clockwise.
    func rounded(radius: Double, orientation: Double) -> [GlyphOutline.Element] {
        let count = segments.count
        // The cut at each corner, the corner at the start of segment `index`.
        let cuts: [Double] = (0..<count).map { index in
            let incoming = segments[(index + count - 1) % count], outgoing = segments[index]
            let a = incoming.endTangent, b = outgoing.startTangent
            let lengths = hypot(a.x, a.y) * hypot(b.x, b.y)
            guard lengths > 0 else { return 0 }
            let cross = Double(a.x * b.y - a.y * b.x), dot = Double(a.x * b.x + a.y * b.y)
            let turn = atan2(abs(cross), dot)
            guard turn > GlyphOutline.cornerAngle, cross * orientation > 0 else { return 0 }
            return Swift.min(radius, incoming.length / 2, outgoing.length / 2)
        }
        guard cuts.contains(where: { $0 > 0 }) else {
            return [.move(segments[0].start)] + segments.map(\.element) + [.close]
        }
        let trimmed: [Segment] = (0..<count).map { index in
            let segment = segments[index], length = segment.length
            let from = cuts[index] / length, to = 1 - cuts[(index + 1) % count] / length
            if segment.points.count == 2 {
                let start = segment.points[0], end = segment.points[1]
                func at(_ t: Double) -> CGPoint { CGPoint(x: start.x + (end.x - start.x) * CGFloat(t), y: start.y + (end.y - start.y) * CGFloat(t)) }
                return Segment(points: [at(from), at(to)])
            }
            return segment.slice(from: from, to: to)
        }
        var elements: [GlyphOutline.Element] = [.move(trimmed[0].start)]
        for index in 0..<count {
            elements.append(trimmed[index].element)
            let next = (index + 1) % count
            if cuts[next] > 0 {
                elements.append(.quadCurve(to: trimmed[next].start, control: segments[next].start))
            }
        }
        elements.append(.close)
        return elements
    }
}
