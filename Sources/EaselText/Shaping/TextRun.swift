import Foundation

/// A piece of text in one font with one set of decorations: what a SwiftUI `Text` and its
/// concatenations (`Text("a") + Text("b").bold()`) reduce to.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontDescriptor
    /// Carried through to `TextLayout.decorations`; positions come from the font's `post` table.
    public var underline: Bool
    /// Carried through to `TextLayout.decorations`; positions come from the font's `OS/2` table.
    public var strikethrough: Bool
    /// The caller's own value (a foreground colour index, say), copied onto every glyph run and
    /// decoration that comes from this run. EaselText never reads it.
    public var tag: Int
    /// Extra points after every character, as SwiftUI's `tracking(_:)` and `kerning(_:)` add
    /// (on top of the system font's own tracking, `SystemFontTuning`).
    public var tracking: CGFloat
    /// Points the run's glyphs are raised above the baseline (negative: lowered), as SwiftUI's
    /// `baselineOffset(_:)`; the line grows to keep them inside it.
    public var baselineOffset: CGFloat
    /// Set for an SF Symbol inside text: `string` is its Material Icons character, drawn from the
    /// symbol face, sized and centred on the cap height as `SymbolCatalog` sizes symbols, in a
    /// line as tall as `font`'s.
    public var isSymbol = false
    /// Set when the run has a background (an `AttributedString`'s `backgroundColor`): a
    /// `background` decoration then covers its text on each line.
    public var hasBackground = false
    /// Baseline-to-baseline distance of wrapped lines, when the run's text style sets one (the
    /// Dynamic Type table's leading); nil: the face's own (`FontMetrics.lineSpacing`).
    public var lineHeight: CGFloat?

    public init(_ string: String, font: FontDescriptor = FontDescriptor(), underline: Bool = false,
                strikethrough: Bool = false, tag: Int = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string
        self.font = font
        self.underline = underline
        self.strikethrough = strikethrough
        self.tag = tag
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}
