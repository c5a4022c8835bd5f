import Foundation

/// How a path is stroked, as SwiftUI's `StrokeStyle` (and CoreGraphics' stroke parameters).
public struct RasterStrokeStyle: Equatable, Sendable {
    /// The shape at the open ends of sub-paths and dashes (`CGLineCap`).
    public enum LineCap: Equatable, Sendable { case butt, round, square }
    /// The shape where segments meet (`CGLineJoin`).
    public enum LineJoin: Equatable, Sendable { case miter, round, bevel }

    /// Width in user space; negative widths are treated as 0 (nothing drawn) with a warning.
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// A miter longer than `miterLimit × lineWidth` becomes a bevel (CoreGraphics' rule).
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps; empty means a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
