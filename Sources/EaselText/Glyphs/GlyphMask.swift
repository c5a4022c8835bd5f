import Foundation

/// One glyph rendered to 8-bit anti-aliased coverage at a device pixel size: what the rasterizer
/// composites as `CoverageMask(width:height:pixels:)`.
///
/// Placement follows FreeType's bitmap convention (`bitmap_left`, `bitmap_top`): with the glyph
/// origin on the baseline at device pixel (x, y), y growing downwards, the mask's top-left pixel
/// goes at (x + left, y − top).
public struct GlyphMask: Equatable, Sendable {
    /// Columns of `coverage`.
    public var width: Int
    /// Rows of `coverage`.
    public var height: Int
    /// Device pixels from the glyph origin to the mask's left edge (negative when ink overhangs
    /// to the left, as in italic "f").
    public var left: Int
    /// Device pixels from the baseline up to the mask's top edge.
    public var top: Int
    /// Row-major coverage, `width` bytes per row, 0 = none, 255 = full.
    public var coverage: [UInt8]

    public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
    }
}
