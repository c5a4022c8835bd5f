import Foundation

/// CoreGraphics' path class, for code that asks a SwiftUI `Path` for its `cgPath` or builds
/// one to wrap in a `Path` (Apple: "CGPath", "CGMutablePath"). Linux has no CoreGraphics;
/// this one stores a SwiftUI `Path` and offers the members such code uses.
public class CGPath: Equatable {
    fileprivate(set) var path: Path

    init(path: Path) { self.path = path }

    public var boundingBox: CGRect { path.boundingRect }
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public var isEmpty: Bool { path.isEmpty }

    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.contains(point.applying(transform.inverted()), eoFill: rule == .evenOdd)
    }

    /// Apple: "init(rect:transform:)", "init(ellipseIn:transform:)" and
    /// "init(roundedRect:cornerWidth:cornerHeight:transform:)".
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
            .applying(transform?.pointee ?? .identity))
    }

    public func copy() -> CGPath { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath { CGMutablePath(path: path) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath {
        CGPath(path: transform.map { path.applying($0.pointee) } ?? path)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

/// Apple: "CGPathFillRule".
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// A CoreGraphics path that can be added to (Apple: "CGMutablePath").
public final class CGMutablePath: CGPath {
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { path.addRects(rects, transform: transform) }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
                            transform: transform)
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path as a CoreGraphics path (Apple: "cgPath").
    public var cgPath: CGPath { CGPath(path: self) }

    public init(_ path: CGPath) { self = path.path }
    public init(_ path: CGMutablePath) { self = path.path }
}
