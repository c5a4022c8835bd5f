import Foundation

/// A vector path in user space: sub-paths of lines and Bézier curves, like `CGPath` and
/// SwiftUI's `Path`. Shape builders live in `RasterPath+Shapes.swift`.
///
/// A path is plain data: it is compared element by element, so tests can inspect the draw list.
public struct RasterPath: Equatable, Sendable {
    /// One drawing instruction; curve control points come before the end point.
    public enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []

    /// Where the current sub-path started, so `close` knows where it returns to.
    private var subpathStart: CGPoint?
    /// The end of the last element, or `nil` before the first `move`.
    public private(set) var currentPoint: CGPoint?

    public init() {}

    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public static func == (lhs: RasterPath, rhs: RasterPath) -> Bool {
        lhs.elements == rhs.elements
    }

    /// Appends an element; a line or curve with no current point starts a sub-path at its
    /// first point (as `CGPath` does) instead of being lost.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let point):
            subpathStart = point
            currentPoint = point
        case .line(let end), .quad(_, let end), .cubic(_, _, let end):
            if currentPoint == nil {
                let start: CGPoint
                switch element {
                case .quad(let control, _), .cubic(let control, _, _): start = control
                default: start = end
                }
                elements.append(.move(start))
                subpathStart = start
            }
            currentPoint = end
        case .close:
            guard currentPoint != nil else { return }
            currentPoint = subpathStart
        }
        elements.append(element)
    }

    public mutating func move(to point: CGPoint) { append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { append(.line(point)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { append(.quad(control, end)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.cubic(control1, control2, end))
    }
    public mutating func closeSubpath() { append(.close) }

    // Short spellings used by Easel's renderer and the tests.
    public mutating func moveTo(_ x: CGFloat, _ y: CGFloat) { move(to: CGPoint(x: x, y: y)) }
    public mutating func lineTo(_ x: CGFloat, _ y: CGFloat) { addLine(to: CGPoint(x: x, y: y)) }
    public mutating func quadTo(_ cx: CGFloat, _ cy: CGFloat, _ x: CGFloat, _ y: CGFloat) {
        append(.quad(CGPoint(x: cx, y: cy), CGPoint(x: x, y: y)))
    }
    public mutating func cubicTo(_ c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat,
                                 _ x: CGFloat, _ y: CGFloat) {
        append(.cubic(CGPoint(x: c1x, y: c1y), CGPoint(x: c2x, y: c2y), CGPoint(x: x, y: y)))
    }
    public mutating func close() { closeSubpath() }

    /// Appends every element of `path`, mapped through `transform`.
    public mutating func addPath(_ path: RasterPath, transform: AffineTransform = .identity) {
        for element in path.elements { append(element.transformed(by: transform)) }
    }

    public func transformed(by transform: AffineTransform) -> RasterPath {
        var result = RasterPath()
        result.addPath(self, transform: transform)
        return result
    }

    /// The smallest rectangle containing every point of the path (curve extrema, not control
    /// points, as SwiftUI's `Path.boundingRect`); `.null` for an empty path.
    public var bounds: CGRect {
        var box = BoundingBox()
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                box.add(point)
                last = point
            case .quad(let control, let end):
                box.addQuadratic(last, control, end)
                last = end
            case .cubic(let control1, let control2, let end):
                box.addCubic(last, control1, control2, end)
                last = end
            case .close:
                break
            }
        }
        return box.rect
    }
}

extension RasterPath.Element {
    func transformed(by transform: AffineTransform) -> RasterPath.Element {
        switch self {
        case .move(let point): return .move(transform.apply(to: point))
        case .line(let point): return .line(transform.apply(to: point))
        case .quad(let control, let end):
            return .quad(transform.apply(to: control), transform.apply(to: end))
        case .cubic(let control1, let control2, let end):
            return .cubic(transform.apply(to: control1), transform.apply(to: control2), transform.apply(to: end))
        case .close: return .close
        }
    }
}

/// Accumulates the bounds of points and the extrema of Bézier curves (where the derivative of
/// each coordinate is zero).
private struct BoundingBox {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    mutating func add(_ point: CGPoint) {
        add(Double(point.x), Double(point.y))
    }

    mutating func add(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else { return }
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    mutating func addQuadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) {
        add(p2)
        // B'(t) = 0 ⇔ t = (p0 − p1) / (p0 − 2p1 + p2), per coordinate.
        for t in [quadraticRoot(p0.x, p1.x, p2.x), quadraticRoot(p0.y, p1.y, p2.y)].compactMap({ $0 }) {
            let u = 1 - t
            add(u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
        }
    }

    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p3)
        for t in cubicRoots(p0.x, p1.x, p2.x, p3.x) + cubicRoots(p0.y, p1.y, p2.y, p3.y) {
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            add(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }

    private func quadraticRoot(_ a: Double, _ b: Double, _ c: Double) -> Double? {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// Roots in (0, 1) of the derivative of a cubic Bézier coordinate, a quadratic
    /// `A t² + B t + C` with A = −p0 + 3p1 − 3p2 + p3, B = 2(p0 − 2p1 + p2), C = p1 − p0.
    private func cubicRoots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
