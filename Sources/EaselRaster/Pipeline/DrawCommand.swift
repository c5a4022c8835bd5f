import Foundation

/// One recorded drawing operation. Easel records these while walking laid-out views; tests
/// compare them directly (like Flutter's recording canvas), and `Rasterizer` replays them.
///
/// Geometry is in user space; `transform` maps it to device pixels (including the device
/// scale). Clips and layers nest: every `pushClip` needs a `popClip` and every `beginLayer` an
/// `endLayer` (unbalanced ones are repaired with a warning).
public enum DrawCommand: Equatable, Sendable {
    /// Fills the inside of `path`.
    case fill(RasterPath, RasterPaint, FillRule, antialiased: Bool, transform: AffineTransform)
    /// Strokes `path`: its outline is computed in user space, then filled (non-zero).
    case stroke(RasterPath, RasterStrokeStyle, RasterPaint, transform: AffineTransform)
    /// Draws `image` stretched over `destination` (user space), bilinear-filtered.
    case image(RasterImage, destination: CGRect, opacity: Double, transform: AffineTransform)
    /// Paints `paint` through coverage masks placed on device pixels (text). A gradient
    /// paint's geometry is mapped by `transform`.
    case masks([PlacedMask], RasterPaint, transform: AffineTransform)
    /// Intersects the clip with the inside of `path` (anti-aliased) until the matching `popClip`.
    case pushClip(RasterPath, FillRule, transform: AffineTransform)
    case popClip
    /// Starts a transparency group: following commands draw into a transparent layer that
    /// `endLayer` composites with `opacity`, so overlapping shapes inside fade as one.
    case beginLayer(opacity: Double)
    /// A transparency group composited with a blend mode (SwiftUI's `blendMode`) at `endLayer`;
    /// always drawn apart, even opaque and `.normal` (`compositingGroup()`), so that blend
    /// modes inside it combine with the group alone.
    case beginBlendLayer(opacity: Double, mode: RasterBlendMode)
    case endLayer
    /// Draws `content` offscreen, applies `effect` (a blur, a shadow, a mask: effects that
    /// need neighbouring pixels, so they cannot be drawn band by band), and composites the
    /// result source-over. The offscreen region is the content's device bounds grown by the
    /// effect's reach, within the target.
    indirect case effect(DrawList, LayerEffect)
    /// Replaces what is drawn inside `path` (and the clips) with its own blur, saturated: the
    /// backdrop of iOS's materials, which draw their tint over it next (`Backdrop`).
    case backdrop(RasterPath, FillRule, Backdrop, transform: AffineTransform)
}

/// How a material changes what lies behind it (`DrawCommand.backdrop`), as iOS's CoreMaterial
/// recipes do: a Gaussian blur of standard deviation `sigma` device pixels; the W3C `saturate`
/// matrix with `saturation` (1 leaves colours as they are); a "luminance plate" that mixes each
/// pixel by `luminanceAmount` towards a grey read off `luminanceStops` (evenly spaced over the
/// pixel's luminance, 0 to 1, interpolated linearly); then `brightness` added.
///
/// Drawn on the frame as it stands when the command is reached, outside any layer: inside a
/// transparency or blend group, or a blur, mask or colour-filter effect, it cannot be drawn
/// and the path is filled with `fallback`. A drop shadow around a material is drawn apart
/// from it (the shadow of its fallback's shape, then the material on the frame).
public struct Backdrop: Equatable, Sendable {
    public var sigma: Double
    public var saturation: Double
    public var luminanceAmount: Double
    public var luminanceStops: [Double]
    public var brightness: Double
    public var fallback: RasterColor

    public init(sigma: Double, saturation: Double = 1, luminanceAmount: Double = 0, luminanceStops: [Double] = [0, 1],
                brightness: Double = 0, fallback: RasterColor = .clear) {
        self.sigma = sigma
        self.saturation = saturation
        self.luminanceAmount = luminanceAmount
        self.luminanceStops = luminanceStops
        self.brightness = brightness
        self.fallback = fallback
    }

    /// The grey the plate mixes towards for a luminance from 0 to 1.
    public func plateGrey(_ luminance: Double) -> Double {
        guard let last = luminanceStops.last else { return luminance }
        guard luminanceStops.count > 1 else { return last }
        let position = min(max(luminance, 0), 1) * Double(luminanceStops.count - 1)
        let index = min(Int(position), luminanceStops.count - 2)
        let fraction = position - Double(index)
        return luminanceStops[index] + (luminanceStops[index + 1] - luminanceStops[index]) * fraction
    }
}
/// The recorded commands of one frame, in drawing order.
public struct DrawList: Equatable, Sendable {
    public private(set) var commands: [DrawCommand] = []

    public init(_ commands: [DrawCommand] = []) {
        self.commands = commands
    }

    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    public mutating func append(contentsOf list: DrawList) {
        commands.append(contentsOf: list.commands)
    }

    public var isEmpty: Bool { commands.isEmpty }

    public mutating func fill(_ path: RasterPath, with paint: RasterPaint, rule: FillRule = .nonZero,
                              antialiased: Bool = true, transform: AffineTransform = .identity) {
        append(.fill(path, paint, rule, antialiased: antialiased, transform: transform))
    }

    public mutating func stroke(_ path: RasterPath, style: RasterStrokeStyle, with paint: RasterPaint,
                                transform: AffineTransform = .identity) {
        append(.stroke(path, style, paint, transform: transform))
    }
}
