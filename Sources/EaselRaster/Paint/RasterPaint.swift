import Foundation

/// A colour at a position along a gradient, as SwiftUI's `Gradient.Stop`.
public struct GradientStop: Equatable, Sendable {
    public var color: RasterColor
    /// 0 is the gradient's start, 1 its end.
    public var location: Double

    public init(color: RasterColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What fills the covered pixels. Gradient geometry is in the user space of the command's
/// transform, as SwiftUI's `LinearGradient`, `RadialGradient` and `AngularGradient` resolve
/// it (Easel turns their unit points into points before recording).
///
/// Gradients interpolate straight-alpha sRGB components and premultiply afterwards, as
/// SwiftUI does by default; beyond the first and last stop they pad with the end colours.
public enum RasterPaint: Equatable, Sendable {
    case solid(RasterColor)
    /// Colour varies along the line from `start` to `end`; constant perpendicular to it.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colour varies with the distance from `center`: the first stop at `startRadius`, the
    /// last at `endRadius`.
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double)
    /// Colour varies with the distance from `center` measured in units of `radii` along each
    /// axis (SwiftUI's `EllipticalGradient`): the first stop on the ellipse of `startFraction`
    /// of the radii, the last on that of `endFraction`.
    case ellipticalGradient(stops: [GradientStop], center: CGPoint, radii: CGSize, startFraction: Double, endFraction: Double)
    /// Colour varies with the angle around `center` (radians, 0 along +x, increasing towards
    /// +y: clockwise on screen, as SwiftUI's `AngularGradient`).
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)

    /// True when every pixel the paint produces is opaque, so source-over becomes a copy.
    var isOpaque: Bool {
        switch self {
        case .solid(let color): return color.clamped.alpha >= 1
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
             .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return !stops.isEmpty && stops.allSatisfy { $0.color.clamped.alpha >= 1 }
        }
    }
}
