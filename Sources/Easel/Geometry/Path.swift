import Foundation

/// The outline of a 2D shape (Apple: "Path"). It is also a shape, drawn as itself.
///
/// Queries that need the path's basic segments (`currentPoint`, `forEach`, `trimmedPath`,
/// `strokedPath`, `description`) see rectangles, rounded rectangles, ellipses and arcs as the
/// lines and cubic curves they are drawn with; see `Path+Geometry.swift`.
public struct Path: Equatable, Shape {
    /// One drawing instruction as it was added. Rectangles, rounded rectangles and ellipses
    /// stay whole so the rasterizer draws them exactly.
    enum Instruction: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
        case unevenRoundedRect(CGRect, RectangleCornerRadii, style: RoundedCornerStyle)
        case ellipse(CGRect)
        case arc(center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool)
        case transformed([Instruction], CGAffineTransform)
    }

    /// A basic element of a path (Apple: "Path.Element").
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var instructions: [Instruction] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { instructions.isEmpty }

    public mutating func move(to point: CGPoint) { instructions.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { instructions.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { instructions.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        instructions.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { instructions.append(.close) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(.rect(rect), transform)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        append(.roundedRect(rect, cornerSize: cornerSize, style: style), transform)
    }
    /// Apple: "addRoundedRect(in:cornerRadii:style:transform:)" (iOS 17).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        append(.unevenRoundedRect(rect, cornerRadii, style: style), transform)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(.ellipse(rect), transform)
    }
    /// Adds an arc; angles are measured clockwise from the positive x axis in y-down coordinates
    /// (Apple: "addArc(center:radius:startAngle:endAngle:clockwise:transform:)").
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        append(.arc(center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise), transform)
    }
    /// An arc of `delta` from `startAngle` (Apple: "addRelativeArc(center:radius:startAngle:delta:transform:)").
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0,
               transform: transform)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform.isIdentity { instructions.append(contentsOf: path.instructions) } else { instructions.append(.transformed(path.instructions, transform)) }
    }

    private mutating func append(_ instruction: Instruction, _ transform: CGAffineTransform) {
        instructions.append(transform.isIdentity ? instruction : .transformed([instruction], transform))
    }

    /// The path transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point of the path, curve extrema included and
    /// control points not (Apple: "boundingRect").
    public var boundingRect: CGRect {
        let box = rasterPath.bounds
        return box.isNull ? .zero : box
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

/// The radii of a rectangle's four corners (Apple: "RectangleCornerRadii", iOS 17).
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}
