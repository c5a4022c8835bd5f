import Foundation
import EaselRaster

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` with perspective: the view turned in
/// space about the axis through its anchor and seen from a distance, as Core Animation's
/// `m34` perspective shows a layer.
///
/// In the view's points, with `a` the anchor (and `anchorZ`) and `R` the rotation about the
/// unit axis (Rodrigues' formula, as the flat `rotation3D` transform): a point `p` moves to
/// `r = R·(p − a)`, is seen from the distance `d = max(width, height) / perspective` (points
/// nearer the eye, `r.z > 0`, larger: divided by `1 − r.z / d`), and is put back at `a`.
/// The distance is SwiftUI's reading of `perspective` ("the relative vanishing point", 1 by
/// default) as OpenSwiftUI's audited `_Rotation3DEffect` gives it: the larger side over the
/// perspective. A perspective of 0 is the flat projection.
struct PerspectiveRotation {
    let angle: Double
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    /// The mapping of the view's own points (origin at its top-left corner) for its size.
    func transform(in size: CGSize) -> ProjectiveTransform {
        let length = Double((axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot())
        guard length > 0, length.isFinite, angle.isFinite else { return .identity }
        let x = Double(axis.x) / length, y = Double(axis.y) / length, z = Double(axis.z) / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        let rotation = [c + t * x * x, t * x * y - s * z, t * x * z + s * y,
                        t * x * y + s * z, c + t * y * y, t * y * z - s * x,
                        t * x * z - s * y, t * y * z + s * x, c + t * z * z]
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height), az = Double(anchorZ)
        // r = R·(x − ax, y − ay, −az): each row as (coefficient of x, of y, constant).
        func row(_ i: Int) -> [Double] {
            [rotation[i * 3], rotation[i * 3 + 1], -rotation[i * 3] * ax - rotation[i * 3 + 1] * ay - rotation[i * 3 + 2] * az]
        }
        let distance = Double(Swift.max(size.width, size.height)) / Double(perspective)
        let depth = row(2)
        // W = 1 − r.z / d; X = r.x + ax·W; Y = r.y + ay·W.
        let w = distance.isFinite && distance != 0 ? [-depth[0] / distance, -depth[1] / distance, 1 - depth[2] / distance] : [0, 0, 1]
        let xRow = zip(row(0), w).map { $0 + ax * $1 }, yRow = zip(row(1), w).map { $0 + ay * $1 }
        return ProjectiveTransform(xRow + yRow + w)
    }

    /// The mapping in host points for a view laid out in `frame`.
    func transform(in frame: CGRect) -> ProjectiveTransform { transform(in: frame.size).inHostPoints(of: frame) }
}
