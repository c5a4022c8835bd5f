import Foundation

/// An SF Symbol stand-in placed like one glyph of a text font: a Material Icons glyph, its size,
/// and where it sits relative to the text's pen position on the baseline.
public struct SymbolGlyph: Sendable {
    /// The SF Symbol name asked for.
    public var name: String
    /// The Material Icons icon standing in for it.
    public var materialName: String
    /// The Material Icons face.
    public var face: FontFace
    public var glyph: UInt32
    /// Point size to draw the Material glyph at (its em, see `SymbolCatalog` for the rule).
    public var size: CGFloat
    /// Horizontal space the symbol takes on a line.
    public var advance: CGFloat
    /// Offset from the pen position on the text baseline to the Material glyph's origin; y grows
    /// downwards (the icon's own baseline is the bottom of its em box, below the text baseline).
    public var glyphOffset: CGPoint
    /// Height of the symbol's box above the text baseline.
    public var ascent: CGFloat
    /// Depth of the symbol's box below the text baseline.
    public var descent: CGFloat
    /// A second glyph of `face` drawn centred inside the first at `innerScale` of its size, for
    /// symbols made of a container and an icon (`SymbolCatalog.Container`); nil for most.
    public var innerGlyph: UInt32?
    public var innerScale: CGFloat = 1
    /// The first glyph is drawn at this scale about the em's centre (a container smaller than
    /// the live area in Material, grown to SF's size).
    public var outerScale: CGFloat = 1
    /// The inner glyph is cut out of the first (filled containers) instead of drawn over it.
    public var knocksOut = false

    /// The symbol's box relative to the pen position on the baseline (y down): its frame as an
    /// image, `advance` × (`ascent` + `descent`).
    public var bounds: CGRect { CGRect(x: 0, y: -ascent, width: advance, height: ascent + descent) }
    /// Where its ink is, relative to the pen position on the baseline (y down): what a resizable
    /// symbol scales to its frame; the box when the outline is not known.
    public var inkBounds: CGRect?
}
