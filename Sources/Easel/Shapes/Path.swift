import Foundation

/// The outline of a 2D shape (Apple: "Path"). It is also a shape, drawn as itself.
public struct Path: Equatable, Shape {
    /// One drawing instruction. Rectangles, rounded rectangles and ellipses stay whole so the
    /// rasterizer draws them exactly.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
        case ellipse(CGRect)
        case arc(center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool)
        case transformed([Element], CGAffineTransform)
    }

    private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize: cornerSize, style: style))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    /// Adds an arc; angles are measured clockwise from the positive x axis in y-down coordinates
    /// (Apple: "addArc(center:radius:startAngle:endAngle:clockwise:)").
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise))
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform.isIdentity { elements.append(contentsOf: path.elements) } else { elements.append(.transformed(path.elements, transform)) }
    }

    /// The path transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        var box = CGRect.null
        Path.accumulateBounds(elements, .identity, into: &box)
        return box.isNull ? .zero : box
    }

    private static func accumulateBounds(_ elements: [Element], _ t: CGAffineTransform, into box: inout CGRect) {
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p.applying(t), size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): box = box.union(r.applying(t))
            case .arc(let center, let radius, _, _, _):
                box = box.union(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).applying(t))
            case .transformed(let inner, let innerTransform): accumulateBounds(inner, innerTransform.concatenating(t), into: &box)
            }
        }
    }

    public func path(in rect: CGRect) -> Path { self }
}

/// How the corners of a rounded rectangle are drawn (Apple: "RoundedCornerStyle").
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous-curvature corners, which start curving earlier than a circle.
    case continuous
}
