import Foundation

/// How the bundled Inter is set so that text takes the room SF Pro takes on an iPhone.
///
/// SF Pro cannot be shipped; Inter is the closest open face in shape, but at the same point size
/// its capitals are 3 % taller and its strings about 6 % wider. So the system font is Inter with
/// SF Pro's figures put back:
/// 1. Glyphs are drawn at `glyphScale` × the point size, which makes Inter's cap height SF Pro's
///    (Inter 2048/2816 em, SF Pro 1443/2048 em); Inter's x-height/cap-height ratio is SF's
///    within 1 %, so lower case matches too.
/// 2. Printable ASCII characters take SF Pro's own advance widths at the size and weight, with
///    Apple's tracking (`SystemFontTuning+Advances`, `SystemWidths`); each Inter glyph is centred
///    in SF Pro's width and keeps Inter's kerning. Other characters take Inter's advance plus
///    `tracking(size:)`, fitted so that everyday strings measure what SF Pro measures.
/// 3. Lines use SF Pro's vertical metrics (`hhea` ascender 1950, descender −494, no line gap, at
///    2048 units per em: `UIFont.systemFont(ofSize: 17)` reports ascender 16.19, descender −4.10,
///    lineHeight 20.29), and consecutive lines advance by Apple's Dynamic Type line height for
///    the size (`lineHeight(size:)`): 22 pt for 17 pt text, as wrapped body text measures on iOS.
public struct SystemFontTuning: Hashable, Sendable {
    /// SF Pro's `hhea` ascender, descender and `OS/2` cap height and x-height, in ems.
    public static let ascender = 1950.0 / 2048
    public static let descender = 494.0 / 2048
    public static let capHeight = 1443.0 / 2048
    public static let xHeight = 1078.0 / 2048

    /// Point size from which SF Pro uses its Display optical size (Apple HIG, "Typography":
    /// "SF Pro Text … 19 points or smaller, SF Pro Display … 20 points or larger").
    public static let displaySize: CGFloat = 20

    /// Inter's cap height in ems (the face the tuning was fitted on).
    let faceCapHeight: Double

    /// What the face's glyphs are scaled by (step 1).
    public var glyphScale: Double { SystemFontTuning.capHeight / faceCapHeight }

    /// Extra points after each character at `size` (step 2): a piecewise-linear fit through
    /// `fittedTracking` (points per em of size), constant beyond its ends.
    public func tracking(size: Double) -> Double {
        size * SystemFontTuning.interpolate(SystemFontTuning.fittedTracking, at: size)
    }

    /// Baseline-to-baseline distance of wrapped lines at `size` points (step 3): Apple's Dynamic
    /// Type line heights, which are a function of the point size across every text style and
    /// size category (17 pt → 22, 34 pt → 41; `DynamicTypeTable` in Easel holds the table),
    /// interpolated between the sizes the table lists and scaled proportionally beyond them.
    public static func lineHeight(size: Double) -> Double {
        guard let first = lineHeightTable.first, let last = lineHeightTable.last else { return size * 1.2 }
        if size <= first.0 { return size * first.1 / first.0 }
        if size >= last.0 { return size * last.1 / last.0 }
        return interpolate(lineHeightTable, at: size)
    }

    /// (point size, line height) pairs of Apple's iOS Dynamic Type tables (HIG "Typography",
    /// every style at every size category; each size has one line height across the table).
    static let lineHeightTable: [(Double, Double)] = [
        (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24),
        (20, 25), (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34),
        (29, 35), (30, 37), (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (37, 44), (38, 46),
        (39, 47), (40, 48), (42, 50), (43, 51), (44, 52), (47, 56), (48, 57), (49, 58), (50, 59), (51, 60), (52, 61),
        (53, 62), (55, 65), (56, 66), (58, 68), (60, 70),
    ]

    static func interpolate(_ table: [(Double, Double)], at x: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle].0 <= x { low = middle } else { high = middle }
        }
        let (x0, y0) = table[low], (x1, y1) = table[high]
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }
}
