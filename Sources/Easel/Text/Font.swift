import Foundation

/// A font, described the way SwiftUI describes it (Apple: "Font").
///
/// Text styles take iOS's default sizes, weights and line heights: Apple Human Interface
/// Guidelines, "Typography", the iOS Dynamic Type table at the default ("Large") size.
public struct Font: Hashable, Sendable {
    /// Size in points, or nil for a text style's size.
    var size: CGFloat
    var weight: Weight
    var design: Design
    var family: String?
    var isItalic = false
    var isMonospacedDigit = false
    /// The text style the font came from, if any: its line height is the style's.
    var textStyle: TextStyle?

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
            switch self {
            case .largeTitle: return (34, .regular, 41)
            case .title: return (28, .regular, 34)
            case .title2: return (22, .regular, 28)
            case .title3: return (20, .regular, 25)
            case .headline: return (17, .semibold, 22)
            case .body: return (17, .regular, 22)
            case .callout: return (16, .regular, 21)
            case .subheadline: return (15, .regular, 20)
            case .footnote: return (13, .regular, 18)
            case .caption: return (12, .regular, 16)
            case .caption2: return (11, .regular, 13)
            }
        }
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
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: size, family: name)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, family: name)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: fixedSize, family: name)
    }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospacedDigit() -> Font { var copy = self; copy.isMonospacedDigit = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }

    /// The line height iOS gives this font: the text style's, or else the font's own.
    var styleLineHeight: CGFloat? {
        guard let textStyle, textStyle.metrics.size == size else { return nil }
        return textStyle.metrics.lineHeight
    }
}
