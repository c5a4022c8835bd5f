import Foundation

/// iOS's text styles at every Dynamic Type size: the one table of type metrics for the iOS 18
/// look (a later look adds its own table beside it).
///
/// Source: Apple Human Interface Guidelines, "Typography" → "Specifications" → "iOS, iPadOS
/// Dynamic Type sizes" (size and leading in points per content size category; the weights are
/// those of `UIFont.preferredFont(forTextStyle:)`: headline semibold, the rest regular).
/// The leading column is each style's line height; EaselText's `SystemFontTuning.lineHeight`
/// holds the same figures by point size.
enum DynamicTypeTable {
    /// (size, line height) for each style, in `Font.TextStyle.allCases` order … by category.
    private static let rows: [DynamicTypeSize: [(CGFloat, CGFloat)]] = [
        //                largeTitle title     title2    title3    headline  subheadline body    callout   footnote  caption   caption2
        .xSmall:         [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (12, 16), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        .small:          [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (13, 18), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        .medium:         [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (14, 19), (16, 21), (15, 20), (12, 16), (11, 13), (11, 13)],
        .large:          [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (15, 20), (17, 22), (16, 21), (13, 18), (12, 16), (11, 13)],
        .xLarge:         [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (17, 22), (19, 24), (18, 23), (15, 20), (14, 19), (13, 18)],
        .xxLarge:        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (19, 24), (21, 26), (20, 25), (17, 22), (16, 21), (15, 20)],
        .xxxLarge:       [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (21, 28), (23, 29), (22, 28), (19, 24), (18, 23), (17, 22)],
        .accessibility1: [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (25, 31), (28, 34), (26, 32), (23, 29), (22, 28), (20, 25)],
        .accessibility2: [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (30, 37), (33, 40), (32, 39), (27, 33), (26, 32), (24, 30)],
        .accessibility3: [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (36, 43), (40, 48), (38, 46), (33, 40), (32, 39), (29, 35)],
        .accessibility4: [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (42, 50), (47, 56), (44, 52), (38, 46), (37, 44), (34, 41)],
        .accessibility5: [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (49, 58), (53, 62), (51, 60), (44, 52), (43, 51), (40, 48)],
    ]

    /// The point size and line height of `style` at `size`.
    static func metrics(_ style: Font.TextStyle, at size: DynamicTypeSize) -> (size: CGFloat, lineHeight: CGFloat) {
        let index = Font.TextStyle.allCases.firstIndex(of: style) ?? 6
        return rows[size]?[index] ?? (17, 22)
    }

    /// The weight iOS gives `style` (the same at every size).
    static func weight(_ style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }

    /// How much larger `style` is at `size` than at the default size: how `.custom(_:size:relativeTo:)`
    /// and `@ScaledMetric(relativeTo:)` scale.
    static func scale(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        metrics(style, at: size).size / metrics(style, at: .large).size
    }
}
