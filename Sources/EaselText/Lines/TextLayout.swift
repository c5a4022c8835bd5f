import Foundation

/// A laid-out paragraph, ready to draw.
///
/// Coordinates are points with the origin at the top-left of the paragraph and y growing
/// downwards (as SwiftUI's). Glyph positions are glyph origins, on their line's baseline.
public struct TextLayout: Sendable {
    /// Width of the widest line × first line top to last line bottom.
    /// Fractional and unrounded: rounding to the pixel grid needs the display scale, which only
    /// the caller knows.
    public var size: CGSize
    public var lines: [TextLine]
    /// Distance from the top to the first line's baseline (SwiftUI's `firstTextBaseline`).
    public var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline (SwiftUI's `lastTextBaseline`).
    public var lastBaseline: CGFloat
    /// Underlines and strikethroughs, drawn after the glyphs in the colour of their run's tag.
    public var decorations: [TextDecoration]
    /// Whether text was cut short with "…" to honour the line limit.
    public var isTruncated: Bool
    /// The factor fonts were shrunk by to fit (1 unless `minimumScaleFactor` was needed).
    public var scaleFactor: CGFloat

    /// Every glyph run of every line, in line order.
    public var glyphRuns: [GlyphRun] { lines.flatMap(\.glyphRuns) }

    /// The layout of no text: zero size, no lines.
    public static let empty = TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0,
                                         decorations: [], isTruncated: false, scaleFactor: 1)
}

/// One line of a `TextLayout`.
public struct TextLine: Sendable {
    /// Left edge of the line's first glyph: 0 for leading alignment, more for centre/trailing.
    public var x: CGFloat
    /// Top of the line box.
    public var top: CGFloat
    /// Baseline, from the top of the paragraph.
    public var baseline: CGFloat
    /// Advance width of the line, without white space hanging at its end.
    public var width: CGFloat
    /// Highest ascender to lowest descender of the runs on the line (see `TextLayoutEngine`).
    public var height: CGFloat
    public var glyphRuns: [GlyphRun]
}

/// Consecutive glyphs of one run drawn with one face at one size.
public struct GlyphRun: Sendable {
    public var face: FontFace
    /// Point size the glyphs are drawn at (the run's size × the layout's scale factor); the glyph
    /// mask's pixel size is this × the display scale.
    public var size: CGFloat
    public var glyphs: [UInt32]
    /// Glyph origins in paragraph coordinates, one per glyph.
    public var positions: [CGPoint]
    /// Index of the `TextRun` the glyphs come from.
    public var runIndex: Int
    /// That run's `tag`.
    public var tag: Int
}

/// An underline or strikethrough stroke, a filled rectangle in paragraph coordinates.
public struct TextDecoration: Equatable, Sendable {
    /// `background` spans the run's text from the top of its line box to the bottom.
    public enum Kind: Equatable, Sendable { case underline, strikethrough, background }
    public var kind: Kind
    public var rect: CGRect
    public var runIndex: Int
    public var tag: Int
}
