import Foundation

/// The text settings both `Text`'s own modifiers and view modifiers set (`bold()`, `fontDesign`,
/// `tracking`, `underline` …): nil means "not set here", and a run's own value wins over the
/// environment's, as in SwiftUI.
struct TextAttributes: Hashable {
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var isMonospacedDigit: Bool?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var textScale: Text.Scale?

    /// `self` with `base`'s values where `self` has none.
    func over(_ base: TextAttributes) -> TextAttributes {
        TextAttributes(weight: weight ?? base.weight, design: design ?? base.design, width: width ?? base.width,
                       isItalic: isItalic ?? base.isItalic, isMonospaced: isMonospaced ?? base.isMonospaced,
                       isMonospacedDigit: isMonospacedDigit ?? base.isMonospacedDigit,
                       underline: underline ?? base.underline, strikethrough: strikethrough ?? base.strikethrough,
                       kerning: kerning ?? base.kerning, tracking: tracking ?? base.tracking,
                       baselineOffset: baselineOffset ?? base.baselineOffset, textScale: textScale ?? base.textScale)
    }
}

private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }

extension EnvironmentValues {
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

extension Text {
    /// How an underline or strikethrough is drawn (Apple: "Text.LineStyle"): its pattern (see
    /// `ResolvedLineStyle.dashes`) and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()

        /// Apple: "Text.LineStyle.Pattern".
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }

    /// Apple: "Text.Scale" (iOS 17): `.secondary` sets text a step smaller.
    public struct Scale: Hashable, Sendable {
        let factor: CGFloat
        public static let `default` = Scale(factor: 1)
        /// Apple documents "a smaller, secondary size"; 0.8 matches footnote ÷ body at the
        /// default size (13.6 vs 13 pt), chosen in the absence of a published figure.
        public static let secondary = Scale(factor: 0.8)
    }
}

/// Modifiers that set text attributes on every kind of view (Apple, iOS 16–17: "bold(_:)",
/// "italic(_:)", "fontWeight(_:)", "fontDesign(_:)", "fontWidth(_:)", "monospaced(_:)",
/// "monospacedDigit()", "underline(_:pattern:color:)", "strikethrough(_:pattern:color:)",
/// "kerning(_:)", "tracking(_:)", "baselineOffset(_:)", "textScale(_:isEnabled:)").
extension View {
    private func textAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        modifier(EnvironmentModifier { change(&$0.textAttributes) })
    }

    public func bold(_ isActive: Bool = true) -> some View { textAttributes { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> some View { textAttributes { $0.isItalic = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { textAttributes { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> some View { textAttributes { $0.design = design } }
    public func fontWidth(_ width: Font.Width?) -> some View { textAttributes { $0.width = width } }
    public func monospaced(_ isActive: Bool = true) -> some View { textAttributes { $0.isMonospaced = isActive } }
    public func monospacedDigit() -> some View { textAttributes { $0.isMonospacedDigit = true } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    public func kerning(_ kerning: CGFloat) -> some View { textAttributes { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> some View { textAttributes { $0.tracking = tracking } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { textAttributes { $0.baselineOffset = baselineOffset } }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        textAttributes { if isEnabled { $0.textScale = scale } }
    }
}
