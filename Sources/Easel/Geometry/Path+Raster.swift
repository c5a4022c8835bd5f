import Foundation
import EaselRaster

extension Path {
    /// Whether the point is inside the path when filled with the non-zero (or, with `eoFill`,
    /// the even-odd) rule (Apple: "contains(_:eoFill:)"). Hit testing of shapes uses it.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        rasterPath.contains(p, evenOdd: eoFill)
    }

    /// For the frameworks that draw (`UIKit`'s image renderer).
    @_spi(Frameworks) public var _rasterPath: RasterPath { rasterPath }

    /// The path as the rasterizer's path, rectangles and ellipses kept exact.
    var rasterPath: RasterPath {
        var path = RasterPath()
        Path.append(instructions, to: &path)
        return path
    }

    private static func append(_ instructions: [Instruction], to path: inout RasterPath) {
        for instruction in instructions {
            switch instruction {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let c1, let c2): path.addCurve(to: to, control1: c1, control2: c2)
            case .close: path.closeSubpath()
            case .rect(let rect): path.addRect(rect)
            case .roundedRect(let rect, let corner, let style):
                path.addRoundedRect(rect, cornerWidth: corner.width, cornerHeight: corner.height,
                                    style: style == .continuous ? .continuous : .circular)
            case .unevenRoundedRect(let rect, let radii, let style):
                path.addRoundedRect(rect, topLeading: radii.topLeading, topTrailing: radii.topTrailing,
                                    bottomTrailing: radii.bottomTrailing, bottomLeading: radii.bottomLeading,
                                    style: style == .continuous ? .continuous : .circular)
            case .ellipse(let rect): path.addEllipse(in: rect)
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .transformed(let inner, let transform):
                var sub = RasterPath()
                append(inner, to: &sub)
                path.addPath(sub, transform: EaselRaster.AffineTransform(transform))
            }
        }
    }
}

extension ResolvedPaint {
    /// The paint for the rasterizer, with unit points mapped into `rect` (Apple: gradients are
    /// defined in the unit space of the shape they fill).
    func rasterPaint(in rect: CGRect) -> RasterPaint {
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        func stops(_ stops: [ResolvedStop]) -> [GradientStop] { stops.map { GradientStop(color: $0.color.raster, location: $0.location) } }
        switch self {
        case .color(let rgba): return .solid(rgba.raster)
        case .linearGradient(let s, let start, let end): return .linearGradient(stops: stops(s), start: point(start), end: point(end))
        case .radialGradient(let s, let center, let r0, let r1):
            return .radialGradient(stops: stops(s), center: point(center), startRadius: Double(r0), endRadius: Double(r1))
        case .angularGradient(let s, let center, let a0, let a1):
            return .angularGradient(stops: stops(s), center: point(center), startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let center, let f0, let f1):
            return .ellipticalGradient(stops: stops(s), center: point(center), radii: rect.size, startFraction: Double(f0), endFraction: Double(f1))
        }
    }
}

extension RGBA {
    var raster: RasterColor { RasterColor(red: red, green: green, blue: blue, alpha: alpha) }
}
