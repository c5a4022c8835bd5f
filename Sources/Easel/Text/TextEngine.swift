import Foundation

/// The seam between layout and fonts: measures paragraphs and draws them.
///
/// Layout asks only for sizes and baselines; how glyphs are found, shaped and drawn is the
/// engine's business. `FontTextEngine` uses FreeType and HarfBuzz; `StandInTextEngine` gives
/// simple deterministic metrics so that conformance cases can be worked out by hand.
protocol TextEngine: AnyObject {
    func measure(_ paragraph: TextParagraph, width: CGFloat?) -> MeasuredParagraph
    /// The size and baseline of an SF Symbol stand-in at a font, or nil if the name is unknown.
    /// `scale` is the image scale's factor (`Image.Scale`); `layered` asks for the symbol's
    /// layers apart, to colour them separately.
    func measureSymbol(named name: String, font: ResolvedFont, scale: CGFloat, layered: Bool) -> MeasuredSymbol?
    /// `paints` replaces the runs' paints, by run (an animation drawing colours part way).
    func draw(_ paragraph: MeasuredParagraph, origin: CGPoint, paints: [ResolvedPaint?]?, in context: inout RenderContext)
    /// `mirrored` reflects the symbol about its vertical centre line (right-to-left layout with
    /// `flipsForRightToLeftLayoutDirection(true)`). With a `secondary` paint, a symbol's container
    /// layer takes it and its icon `paint` (palette and hierarchical rendering); without, the
    /// whole symbol is `paint`, its icon cut out of a filled container.
    func drawSymbol(_ symbol: MeasuredSymbol, origin: CGPoint, paint: ResolvedPaint, secondary: ResolvedPaint?, mirrored: Bool,
                    in context: inout RenderContext)
}

/// A font resolved from `Font` and the environment.
struct ResolvedFont: Hashable {
    var size: CGFloat
    var weight: Int
    var isItalic: Bool
    var design: Font.Design
    var family: String?
    var isMonospacedDigit: Bool
    /// iOS's line height for the text style, when the font is a text style.
    var lineHeight: CGFloat?
    var leading: Font.Leading
    var features: [String]
    /// Condensed or expanded: how wide glyphs are drawn against the standard width.
    var widthScale: CGFloat = 1

    /// `font` at a Dynamic Type size, with the text attributes a run or the environment set.
    init(_ font: Font, attributes: TextAttributes = TextAttributes(), dynamicTypeSize: DynamicTypeSize = .large) {
        let resolved = font.resolvedSize(at: dynamicTypeSize)
        let scale = attributes.textScale?.factor ?? 1
        size = resolved.size * scale
        lineHeight = resolved.lineHeight.map { $0 * scale }
        weight = (attributes.weight ?? font.weight).value
        isItalic = font.isItalic || attributes.isItalic == true
        design = attributes.isMonospaced == true ? .monospaced : (attributes.design ?? font.design)
        family = font.family
        isMonospacedDigit = font.isMonospacedDigit || attributes.isMonospacedDigit == true
        leading = font.leading
        features = font.features
        if !features.isEmpty && family == nil && (design == .default || design == .rounded) {
            Diagnostics.warnOnce("small-caps", "smallCaps(): the bundled system font (Inter) has no small capitals; text is drawn as written")
        }
        if let width = attributes.width ?? font.width { widthScale = width.scale }
    }

    func scaled(_ factor: CGFloat) -> ResolvedFont {
        var copy = self
        copy.size *= factor
        copy.lineHeight = lineHeight.map { $0 * factor }
        return copy
    }
}

/// A run of text with its resolved font and colour.
struct ResolvedRun: Hashable {
    var string: String
    var font: ResolvedFont
    var paint: ResolvedPaint
    /// The underline's and strikethrough's patterns and colours (nil colour: the text's).
    var underline: ResolvedLineStyle?
    var strikethrough: ResolvedLineStyle?
    /// An `AttributedString`'s `backgroundColor`, behind the run's text.
    var background: ResolvedPaint?
    /// Points after each character (`kerning` + `tracking`).
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
    /// An SF Symbol set inline; `string` is then empty.
    var symbol: String?

    var isUnderlined: Bool { underline != nil }
    var isStruckThrough: Bool { strikethrough != nil }
}

/// An underline or strikethrough as drawn: `Text.LineStyle` with its colour resolved.
struct ResolvedLineStyle: Hashable {
    var pattern: Text.LineStyle.Pattern
    var paint: ResolvedPaint?

    /// Dash and gap lengths in multiples of the line's thickness, from its start; empty for a
    /// solid line. Apple publishes no lengths for `NSUnderlineStyle.patternDot` and the others;
    /// these follow how they look in UIKit: square dots a thickness apart, dashes four
    /// thicknesses long with gaps of two.
    var dashes: [CGFloat] {
        switch pattern {
        case .solid: return []
        case .dot: return [1, 1]
        case .dash: return [4, 2]
        case .dashDot: return [4, 2, 1, 2]
        case .dashDotDot: return [4, 2, 1, 2, 1, 2]
        }
    }
}

extension ResolvedPaint: Hashable {
    func hash(into hasher: inout Hasher) {
        if case .color(let rgba) = self { hasher.combine(rgba) } else { hasher.combine(1) }
    }
}

extension ResolvedStop: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(color); hasher.combine(location) }
}

/// A paragraph to lay out: runs plus the environment's text settings.
struct TextParagraph: Hashable {
    var runs: [ResolvedRun]
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode
    var alignment: TextAlignment
    var lineSpacing: CGFloat
    var minimumScaleFactor: CGFloat
    /// Device pixels per point: a paragraph's size is rounded up to whole pixels, as SwiftUI's
    /// text sizes are (one line of 17 pt text is 20.33 pt tall at 3×, UIFont's 20.29 rounded up).
    var displayScale: CGFloat = 1
    /// Lines the paragraph takes room for even with fewer (`lineLimit(2...4)`).
    var reservedLineCount = 0
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`).
    var isRedacted = false
    /// Right-to-left layout: the paragraph's direction; otherwise its first strong character's.
    var isRightToLeft = false
}

/// A laid-out paragraph: its size, its baselines (from its top) and what the engine needs to draw it.
struct MeasuredParagraph {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    var lineCount: Int
    /// The engine's own description of the lines, glyphs and decorations.
    var drawing: AnyObject?
}

/// A laid-out symbol: size, baseline from its top, and the engine's drawing description.
struct MeasuredSymbol {
    var size: CGSize
    var baseline: CGFloat
    var drawing: AnyObject?
    /// Where the ink is in the symbol's frame (origin at its top-left): what a resizable
    /// symbol scales to fill its frame.
    var inkRect: CGRect

    init(size: CGSize, baseline: CGFloat, drawing: AnyObject?, inkRect: CGRect? = nil) {
        self.size = size
        self.baseline = baseline
        self.drawing = drawing
        self.inkRect = inkRect ?? CGRect(origin: .zero, size: size)
    }
}

/// How text lines align with each other (Apple: "TextAlignment").
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// Where text is cut when it does not fit (Apple: "Text.TruncationMode").
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}
