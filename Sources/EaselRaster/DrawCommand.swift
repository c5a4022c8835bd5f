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
