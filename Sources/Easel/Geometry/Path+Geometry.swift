import Foundation
import EaselRaster

/// Queries and derived paths. They read the path as the basic segments it is drawn with:
/// rectangles, rounded rectangles, ellipses and arcs become lines and cubic curves, with
/// CoreGraphics' start points and directions.
extension Path {
    /// The end of the last segment, or nil for an empty path (Apple: "currentPoint").
    public var currentPoint: CGPoint? { rasterPath.currentPoint }

    /// Calls `body` with each basic element in order (Apple: "forEach(_:)").
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in rasterPath.elements { body(Path.Element(element)) }
    }

    /// The part of the path between two fractions of its length (Apple: "trimmedPath(from:to:)").
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        if from <= 0, to >= 1 { return self }
        return Path(rasterPath.trimmed(from: Double(from), to: Double(to)))
    }

    /// The area a stroke covers, as a path to fill (Apple: "strokedPath(_:)").
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(rasterPath.strokeOutline(style: style.rasterStyle))
    }

    /// A path made of basic elements.
    init(_ raster: RasterPath) {
        self.init()
        for element in raster.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// An arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, after a line from the current point to
    /// the arc's start (Apple: "addArc(tangent1End:tangent2End:radius:transform:)", the
    /// construction of `CGPath.addArc(tangent1End:tangent2End:radius:)`). When the lines do
    /// not turn, or the radius is 0, it adds a line to `tangent1End`, as CoreGraphics does.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let corner = tangent1End.applying(transform), next = tangent2End.applying(transform)
        guard let start = currentPoint else {
            move(to: corner)
            return
        }
        let r = Double(abs(radius) * (transform.a * transform.d - transform.b * transform.c).magnitude.squareRoot())
        let toStart = SIMD2(Double(start.x - corner.x), Double(start.y - corner.y))
        let toNext = SIMD2(Double(next.x - corner.x), Double(next.y - corner.y))
        let lengths = ((toStart * toStart).sum().squareRoot(), (toNext * toNext).sum().squareRoot())
        let cross = toStart.x * toNext.y - toStart.y * toNext.x
        guard r > 0, r.isFinite, lengths.0 > 0, lengths.1 > 0, abs(cross) > 1e-12 * lengths.0 * lengths.1 else {
            addLine(to: corner)
            return
        }
        let u1 = toStart / lengths.0, u2 = toNext / lengths.1
        let between = acos(min(max((u1 * u2).sum(), -1), 1))
        let reach = r / tan(between / 2)
        let p1 = SIMD2(Double(corner.x), Double(corner.y)) + u1 * reach
        let p2 = SIMD2(Double(corner.x), Double(corner.y)) + u2 * reach
        let bisector = (u1 + u2) / ((u1 + u2) * (u1 + u2)).sum().squareRoot()
        let center = SIMD2(Double(corner.x), Double(corner.y)) + bisector * (r / sin(between / 2))
        addLine(to: CGPoint(x: p1.x, y: p1.y))
        // The arc turns through π − between, less than half a turn: one or two cubics.
        let startAngle = atan2(p1.y - center.y, p1.x - center.x)
        var sweep = atan2(p2.y - center.y, p2.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        let pieces = abs(sweep) > .pi / 2 ? 2 : 1
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * r
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            func onCircle(_ a: Double) -> SIMD2<Double> { center + SIMD2(cos(a), sin(a)) * r }
            let from = onCircle(angle), to = onCircle(next)
            let c1 = from + SIMD2(-sin(angle), cos(angle)) * handle
            let c2 = to - SIMD2(-sin(next), cos(next)) * handle
            addCurve(to: CGPoint(x: to.x, y: to.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
            angle = next
        }
    }
}

extension Path.Element {
    init(_ element: RasterPath.Element) {
        switch element {
        case .move(let p): self = .move(to: p)
        case .line(let p): self = .line(to: p)
        case .quad(let c, let p): self = .quadCurve(to: p, control: c)
        case .cubic(let c1, let c2, let p): self = .curve(to: p, control1: c1, control2: c2)
        case .close: self = .closeSubpath
        }
    }
}

/// The text form SwiftUI gives a path: PostScript-like operands then an operator per element
/// (`m` move, `l` line, `q` quadratic, `c` cubic, `h` close), e.g. "0 0 m 10 0 l h".
extension Path: CustomStringConvertible, LosslessStringConvertible {
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for point in points { words.append(Self.format(point.x)); words.append(Self.format(point.y)) }
            words.append(op)
        }
        forEach { element in
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Parses the text form; nil when it is not one.
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        func point(_ index: Int) -> CGPoint { CGPoint(x: operands[index * 2], y: operands[index * 2 + 1]) }
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                operands.append(CGFloat(number))
                continue
            }
            let needed = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0][String(word)]
            guard let needed, operands.count == needed else { return nil }
            switch word {
            case "m": move(to: point(0))
            case "l": addLine(to: point(0))
            case "q": addQuadCurve(to: point(1), control: point(0))
            case "c": addCurve(to: point(2), control1: point(0), control2: point(1))
            default: closeSubpath()
            }
            operands.removeAll()
        }
        guard operands.isEmpty else { return nil }
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1e4).rounded() / 1e4
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
