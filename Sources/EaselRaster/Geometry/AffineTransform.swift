import Foundation

/// A 2-D affine transform with CoreGraphics' conventions (`CGAffineTransform`): a point maps
/// to `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies `t1` first.
///
/// Easel passes device scale through these transforms (points × scale = pixels), so the
/// rasterizer derives its flattening tolerance from `maximumScale`.
public struct AffineTransform: Equatable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn +x towards +y, which is clockwise
    /// on screen because y points down.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c,
                        b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c,
                        d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    public func apply(to point: CGPoint) -> CGPoint {
        let x = Double(point.x)
        let y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    var determinant: Double { a * d - b * c }

    var isInvertible: Bool {
        let det = determinant
        return det.isFinite && det != 0
    }

    /// The inverse, or `nil` when the transform squashes the plane onto a line or a point.
    public func inverted() -> AffineTransform? {
        guard isInvertible else { return nil }
        let det = determinant
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The largest factor by which the transform stretches a length: the larger singular value
    /// of the linear part. A curve flattened to `tolerance / maximumScale` in user space is
    /// within `tolerance` in device space.
    var maximumScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = determinant
        let discriminant = max(0, sum * sum / 4 - det * det)
        return sqrt(sum / 2 + sqrt(discriminant))
    }

    /// True when the transform only scales and translates, so rectangles stay axis-aligned.
    var isAxisAligned: Bool { b == 0 && c == 0 }
}
