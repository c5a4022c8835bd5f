import Foundation

/// A font, described the way SwiftUI describes it (Apple: "Font").
///
/// Text styles take iOS's sizes, weights and line heights at the environment's Dynamic Type
/// size (`DynamicTypeTable`); `.custom(_:size:)` grows with the body style, `.custom(_:size:relativeTo:)`
/// with its style, `.system(size:)` and `.custom(_:fixedSize:)` not at all.
public struct Font: Hashable, Sendable {
    /// Size in points; for a text style, its size at the default Dynamic Type size.
    var size: CGFloat
    var weight: Weight
    var design: Design
    var family: String?
    var isItalic = false
    var isMonospacedDigit = false
    /// The text style the font came from, if any: its size follows Dynamic Type.
    var textStyle: TextStyle?
    /// The style a custom size scales with (nil: a fixed size).
    var relativeStyle: TextStyle?
    var width: Width?
    var leading: Leading = .standard
    /// OpenType features `smallCaps()` and friends turn on.
    var features: [String] = []

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, family: String? = nil, textStyle: TextStyle? = nil) {
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.design = design
        self.family = family
        self.textStyle = textStyle
    }

    /// A dynamic text style (Apple: "Font.TextStyle").
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// (size, weight, line height) at the default Dynamic Type size (HIG "Typography").
        var metrics: (size: CGFloat, weight: Weight, lineHeight: CGFloat) {
            let large = DynamicTypeTable.metrics(self, at: .large)
            return (large.size, DynamicTypeTable.weight(self), large.lineHeight)
        }

        /// Size and weight at the default Dynamic Type size, for UIKit's `preferredFont`.
        @_spi(Frameworks)
        public var _defaultSizeAndWeight: (size: CGFloat, weight: Weight) { (metrics.size, metrics.weight) }
    }
    /// A font weight (Apple: "Font.Weight"), with the CSS/OpenType numeric weight it stands for.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design (Apple: "Font.Design").
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    init(style: TextStyle, design: Design = .default) {
        let metrics = style.metrics
        self.init(size: metrics.size, weight: metrics.weight, design: design, textStyle: style)
    }

    /// The system font at a size (the older spelling; the optional-argument form below wins
    /// when both fit, as in SwiftUI).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font for a text style.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(style: style, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style, design: design ?? .default)
        if let weight { font.weight = weight }
        return font
    }

    /// A font family by name, found through fontconfig; a missing family falls back with a warning.
    /// Scales with the body style's Dynamic Type size (Apple: "custom(_:size:)").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: size, family: name)
        font.relativeStyle = .body
        return font
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size, family: name)
        font.relativeStyle = textStyle
        return font
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: fixedSize, family: name)
    }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    /// Apple: "width(_:)" (iOS 16). The bundled faces have no condensed or expanded cuts: the
    /// face is drawn narrower or wider (`Width.scale`).
    public func width(_ width: Width) -> Font { var copy = self; copy.width = width; return copy }
    /// Apple: "leading(_:)": tighter or looser wrapped lines.
    public func leading(_ leading: Leading) -> Font { var copy = self; copy.leading = leading; return copy }
    /// Apple: "smallCaps()", "lowercaseSmallCaps()", "uppercaseSmallCaps()": OpenType `smcp`/`c2sc`.
    public func smallCaps() -> Font { feature("smcp").feature("c2sc") }
    public func lowercaseSmallCaps() -> Font { feature("smcp") }
    public func uppercaseSmallCaps() -> Font { feature("c2sc") }
    private func feature(_ tag: String) -> Font {
        var copy = self
        if !copy.features.contains(tag) { copy.features.append(tag) }
        return copy
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospacedDigit() -> Font { var copy = self; copy.isMonospacedDigit = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }

    /// The point size at a Dynamic Type size, and the text style's line height when it is one.
    func resolvedSize(at dynamicType: DynamicTypeSize) -> (size: CGFloat, lineHeight: CGFloat?) {
        if let textStyle {
            let metrics = DynamicTypeTable.metrics(textStyle, at: dynamicType)
            return (metrics.size, metrics.lineHeight)
        }
        if let relativeStyle { return (size * DynamicTypeTable.scale(relativeStyle, at: dynamicType), nil) }
        return (size, nil)
    }

    /// A font width (Apple: "Font.Width"), as a fraction of the standard width.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// How wide glyphs are drawn against the standard width. SF's cuts are not published
        /// as ratios; the OpenType specification's "% of normal" for `OS/2.usWidthClass`
        /// (extra-condensed 62.5, condensed 75, normal 100, expanded 125) puts compressed,
        /// condensed and expanded on one line, 1 + 1.25 × value, which other values follow
        /// (within 0.5…2).
        var scale: CGFloat {
            guard value.isFinite else { return 1 }
            return Swift.min(2, Swift.max(0.5, 1 + 1.25 * value))
        }
    }

    /// Line spacing of a font (Apple: "Font.Leading").
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}
