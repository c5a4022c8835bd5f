import Foundation

/// One glyph of a colour font (an emoji) at its bitmap strike's size: premultiplied 0xAARRGGBB
/// pixels, top row first, drawn scaled to the text's size.
///
/// Placement follows FreeType's bitmap convention, in strike pixels: with the glyph origin on
/// the baseline, the bitmap's top-left corner is `left` to the right and `top` up.
public struct ColorGlyph: Sendable {
    public let width: Int
    public let height: Int
    public let left: Int
    public let top: Int
    /// The strike's pixels per em: a glyph drawn at `size` points per em scales by
    /// `size / pixelsPerEm` points per strike pixel.
    public let pixelsPerEm: Double
    public let pixels: [UInt32]

    /// Where the bitmap goes for a pen at `pen` (points, y down) at `size` points per em.
    public func destination(pen: CGPoint, size: CGFloat) -> CGRect {
        let scale = size / CGFloat(pixelsPerEm)
        return CGRect(x: pen.x + CGFloat(left) * scale, y: pen.y - CGFloat(top) * scale,
                      width: CGFloat(width) * scale, height: CGFloat(height) * scale)
    }
}
