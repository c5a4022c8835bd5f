import Foundation

/// A plane-to-plane perspective mapping (a homography): `(x, y)` goes to `(X / W, Y / W)` with
/// `(X, Y, W) = m · (x, y, 1)`, `m` a 3 × 3 matrix in rows. What a 3-D rotation with
/// perspective does to a flat view (`LayerEffect.projective`).
public struct ProjectiveTransform: Equatable, Sendable {
    /// Row-major: `[m00, m01, m02, m10, m11, m12, m20, m21, m22]`.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a projective transform has nine entries")
        self.m = m
    }

    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The affine transform as a projective one (CoreGraphics' `x' = a·x + c·y + tx`).
    public init(_ affine: AffineTransform) {
        self.init([affine.a, affine.c, affine.tx, affine.b, affine.d, affine.ty, 0, 0, 1])
    }

    /// Whether the mapping is affine (its last row is 0, 0, 1).
    public var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }

    /// `self` after `other`: a point goes through `other` first.
    public func concatenating(after other: ProjectiveTransform) -> ProjectiveTransform {
        var result = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                result[row * 3 + column] = (0..<3).reduce(0) { $0 + m[row * 3 + $1] * other.m[$1 * 3 + column] }
            }
        }
        return ProjectiveTransform(result)
    }

    /// The inverse, or nil when the mapping flattens the plane.
    public var inverted: ProjectiveTransform? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let determinant = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let inverse = [c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                       c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                       c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]].map { $0 / determinant }
        return ProjectiveTransform(inverse)
    }

    /// Where a point goes, or nil when it goes behind the eye (W ≤ 0) or to infinity.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = m[6] * x + m[7] * y + m[8]
        guard w > 1e-9 else { return nil }
        let result = ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
        return result.0.isFinite && result.1.isFinite ? result : nil
    }

    /// The bounding box of `rect` mapped, or nil when part of it goes behind the eye.
    public func mappedBounds(_ rect: CGRect) -> CGRect? {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .compactMap { apply(Double($0.0), Double($0.1)) }
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
