import Foundation

/// Shape builders with CoreGraphics' start points and directions, so Easel's `Rectangle`,
/// `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule` and `Path.addArc` map onto them 1:1.
extension RasterPath {
    /// The cubic control-point distance for a quarter circle of radius 1: 4/3·tan(π/8).
    /// (The standard construction; its largest radial error is 0.027%.)
    static let quarterCircleKappa = 0.5522847498307936

    /// A closed rectangle: top-left, top-right, bottom-right, bottom-left (clockwise on screen).
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect` as four cubic quarter arcs, starting at the right-most
    /// point and running clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let radiusX = rect.width / 2, radiusY = rect.height / 2
        let kx = radiusX * Self.quarterCircleKappa, ky = radiusY * Self.quarterCircleKappa
        let cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + radiusX, y: cy))
        cubicTo(cx + radiusX, cy + ky, cx + kx, cy + radiusY, cx, cy + radiusY)
        cubicTo(cx - kx, cy + radiusY, cx - radiusX, cy + ky, cx - radiusX, cy)
        cubicTo(cx - radiusX, cy - ky, cx - kx, cy - radiusY, cx, cy - radiusY)
        cubicTo(cx + kx, cy - radiusY, cx + radiusX, cy - ky, cx + radiusX, cy)
        closeSubpath()
    }

    /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
    public mutating func addCapsule(in rect: CGRect, style: CornerStyle = .circular) {
        let radius = min(abs(rect.width), abs(rect.height)) / 2
        addRoundedRect(rect, cornerWidth: radius, cornerHeight: radius, style: style)
    }

    /// A rounded rectangle, clockwise on screen from the end of the top-left corner.
    ///
    /// Corner sizes are clamped to half the rectangle's width and height (as SwiftUI does).
    /// `.circular` corners are quarter ellipses. `.continuous` corners follow Figma's corner
    /// smoothing ("Desperately seeking squircles", figma.com/blog, 2018; the construction is
    /// the one in the MIT-licensed `figma-squircle` package, `getPathParamsForCorner`), with
    /// smoothing 0.6, the value Figma gives for iOS-like corners. Each corner is:
    /// 1. a straight run ends `p = (1 + smoothing)·r` before the corner (less when the side is
    ///    short: `p` is capped at half the shorter side, which also lowers the smoothing);
    /// 2. a cubic Bézier eases from the straight edge into
    /// 3. a circular arc of `90°·(1 − smoothing)` centred on the corner's diagonal, then
    /// 4. a mirrored cubic eases back out into the next edge.
    /// Elliptical corners (width ≠ height) are built circular in a y-scaled space.
    public mutating func addRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                        style: CornerStyle = .circular) {
        let rect = rect.standardized
        var radiusX = max(0, min(Double(cornerWidth), Double(rect.width) / 2))
        var radiusY = max(0, min(Double(cornerHeight), Double(rect.height) / 2))
        if radiusX.isNaN || radiusY.isNaN { radiusX = 0; radiusY = 0 }
        guard radiusX > 0, radiusY > 0 else {
            addRect(rect)
            return
        }
        switch style {
        case .circular:
            addCircularRoundedRect(rect, radiusX: radiusX, radiusY: radiusY)
        case .continuous:
            // Work where the corners are circles: scale y by radiusX / radiusY, then back.
            let squash = radiusX / radiusY
            let squashed = CGRect(x: rect.minX, y: rect.minY * squash, width: rect.width, height: rect.height * squash)
            var corner = RasterPath()
            corner.addContinuousRoundedRect(squashed, radius: radiusX)
            addPath(corner, transform: AffineTransform(scaleX: 1, y: 1 / squash))
        }
    }

    private mutating func addCircularRoundedRect(_ rect: CGRect, radiusX: Double, radiusY: Double) {
        let kx = radiusX * Self.quarterCircleKappa, ky = radiusY * Self.quarterCircleKappa
        let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        moveTo(minX + radiusX, minY)
        lineTo(maxX - radiusX, minY)
        cubicTo(maxX - radiusX + kx, minY, maxX, minY + radiusY - ky, maxX, minY + radiusY)
        lineTo(maxX, maxY - radiusY)
        cubicTo(maxX, maxY - radiusY + ky, maxX - radiusX + kx, maxY, maxX - radiusX, maxY)
        lineTo(minX + radiusX, maxY)
        cubicTo(minX + radiusX - kx, maxY, minX, maxY - radiusY + ky, minX, maxY - radiusY)
        lineTo(minX, minY + radiusY)
        cubicTo(minX, minY + radiusY - ky, minX + radiusX - kx, minY, minX + radiusX, minY)
        closeSubpath()
    }

    /// Figma-style smoothed corners (steps 1–4 of `addRoundedRect`). Every corner is the
    /// top-right one drawn in a frame rotated by a quarter turn per corner.
    private mutating func addContinuousRoundedRect(_ rect: CGRect, radius requestedRadius: Double) {
        addCornerRoundedRect(rect, radii: [requestedRadius, requestedRadius, requestedRadius, requestedRadius], continuous: true)
    }

    /// A rectangle with its own radius at each corner (SwiftUI's `UnevenRoundedRectangle`),
    /// clockwise on screen from the end of the top-left corner. Each radius is clamped to half
    /// the shorter side; a corner of radius 0 is square.
    public mutating func addRoundedRect(_ rect: CGRect, topLeading: CGFloat, topTrailing: CGFloat,
                                        bottomTrailing: CGFloat, bottomLeading: CGFloat, style: CornerStyle = .circular) {
        let radii = [topTrailing, bottomTrailing, bottomLeading, topLeading].map { Double($0).isFinite ? max(0, Double($0)) : 0 }
        addCornerRoundedRect(rect.standardized, radii: radii, continuous: style == .continuous)
    }

    /// Corners in the order top-right, bottom-right, bottom-left, top-left, each drawn in its
    /// own frame (steps 1–4 of `addRoundedRect` for continuous corners, a quarter ellipse of
    /// cubics for circular ones).
    private mutating func addCornerRoundedRect(_ rect: CGRect, radii: [Double], continuous: Bool) {
        let budget = Double(min(rect.width, rect.height)) / 2
        let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        // Corner frames: origin at the corner, `along` = direction of travel into the corner,
        // `inward` = direction of travel out of it (clockwise on screen).
        let corners: [(origin: (Double, Double), along: (Double, Double), out: (Double, Double))] = [
            ((maxX, minY), (1, 0), (0, 1)),
            ((maxX, maxY), (0, 1), (-1, 0)),
            ((minX, maxY), (-1, 0), (0, -1)),
            ((minX, minY), (0, -1), (1, 0)),
        ]
        for (index, corner) in corners.enumerated() {
            // Local coordinates (u along the incoming edge, v along the outgoing edge),
            // measured from the corner point.
            func point(_ u: Double, _ v: Double) -> CGPoint {
                CGPoint(x: corner.origin.0 + u * corner.along.0 + v * corner.out.0,
                        y: corner.origin.1 + u * corner.along.1 + v * corner.out.1)
            }
            let radius = min(radii[index], budget)
            func begin(at start: CGPoint) { if index == 0 { move(to: start) } else { addLine(to: start) } }
            guard radius > 0 else {
                begin(at: point(0, 0))
                continue
            }
            guard continuous else {
                let k = radius * Self.quarterCircleKappa
                begin(at: point(-radius, 0))
                addCurve(to: point(0, radius), control1: point(-radius + k, 0), control2: point(0, radius - k))
                continue
            }
            let smoothing = 0.6
            // Step 1: how far before the corner the curve starts.
            let cornerSmoothing = min(smoothing, budget / radius - 1)
            let p = min((1 + smoothing) * radius, budget)
            // Step 3's arc and the geometry of the easing cubics (figure 12 of the Figma article).
            let arcDegrees = 90 * (1 - cornerSmoothing)
            let arcSectionLength = sin(arcDegrees / 2 * .pi / 180) * radius * 2.0.squareRoot()
            let alpha = (90 - arcDegrees) / 2 * .pi / 180
            let p3ToP4 = radius * tan(alpha / 2)
            let beta = 45 * cornerSmoothing * .pi / 180
            let c = p3ToP4 * cos(beta)
            let d = c * tan(beta)
            let b = (p - arcSectionLength - c - d) / 3
            let a = 2 * b
            begin(at: point(-p, 0))
            // Step 2: ease in.
            let arcStart = point(-p + a + b + c, d)
            addCurve(to: arcStart, control1: point(-p + a, 0), control2: point(-p + a + b, 0))
            // Step 3: the circular arc, centred `radius` in from both edges.
            let arcEnd = point(-d, p - (a + b + c))
            appendCircularArc(from: arcStart, to: arcEnd, center: point(-radius, radius), radius: radius)
            // Step 4: ease out, mirroring step 2 across the corner's diagonal.
            addCurve(to: point(0, p), control1: point(0, p - a - b), control2: point(0, p - a))
        }
        closeSubpath()
    }

    /// Appends a short (≤ 90°) clockwise-on-screen arc between two points on a circle.
    private mutating func appendCircularArc(from start: CGPoint, to end: CGPoint, center: CGPoint, radius: Double) {
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        var endAngle = atan2(Double(end.y - center.y), Double(end.x - center.x))
        if endAngle < startAngle { endAngle += 2 * .pi }
        appendArcSegments(center: center, radius: radius, startAngle: startAngle, sweep: endAngle - startAngle)
    }

    /// An arc as in `CGPath.addArc(center:radius:startAngle:endAngle:clockwise:)`: angles in
    /// radians from +x towards +y; `clockwise` uses CoreGraphics' y-up sense, so on a y-down
    /// screen a `clockwise: true` arc turns counter-clockwise, exactly as in SwiftUI. A line
    /// joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let radius = abs(Double(radius))
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            // Decreasing angle; a sweep of exactly −2π draws a full circle, like CoreGraphics.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        appendArcSegments(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Splits an arc into pieces of at most 90° and appends each as a cubic whose control
    /// points lie on the tangents at distance `4/3·tan(θ/4)·r` (the standard construction).
    private mutating func appendArcSegments(center: CGPoint, radius: Double, startAngle: Double, sweep: Double) {
        guard sweep.isFinite, radius.isFinite, sweep != 0 else { return }
        // At most 1,024 quarter turns (256 full circles): a larger sweep (an angle of 10³⁰⁰)
        // draws nothing more, and its count would not fit an integer.
        let pieces = Int(min(max(1, (abs(sweep) / (Double.pi / 2)).rounded(.up)), 1024))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (cos0, sin0, cos1, sin1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(to: CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1),
                     control1: CGPoint(x: center.x + radius * cos0 - handle * sin0,
                                       y: center.y + radius * sin0 + handle * cos0),
                     control2: CGPoint(x: center.x + radius * cos1 + handle * sin1,
                                       y: center.y + radius * sin1 - handle * cos1))
            angle = next
        }
    }
}
