import Foundation

/// A face's vertical metrics at one point size, in points.
///
/// Every value is a positive distance (y-down and y-up conventions differ between FreeType,
/// CoreGraphics and SwiftUI; distances do not). Values come straight from the font's tables
/// through FreeType, scaled by `size / unitsPerEm`, unrounded.
public struct FontMetrics: Equatable, Sendable {
    /// The point size these metrics are for.
    public var size: CGFloat
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line box (`hhea.ascender`).
    public var ascender: CGFloat
    /// Distance from the baseline down to the bottom of the line box (`hhea.descender`, whose
    /// stored sign is negative, negated).
    public var descender: CGFloat
    /// Extra space the font asks for between lines (`hhea.lineGap`).
    public var lineGap: CGFloat
    /// Height of capital letters above the baseline (`OS/2.sCapHeight`).
    public var capHeight: CGFloat
    /// Height of lower-case "x" above the baseline (`OS/2.sxHeight`).
    public var xHeight: CGFloat
    /// Distance from the baseline down to the centre of the underline stroke
    /// (`post.underlinePosition` is the stroke's top: negated, plus half the thickness).
    public var underlineOffset: CGFloat
    public var underlineThickness: CGFloat
    /// Distance from the baseline up to the centre of the strikethrough stroke
    /// (`OS/2.yStrikeoutPosition` is the stroke's top, so half the thickness is subtracted).
    public var strikethroughOffset: CGFloat
    public var strikethroughThickness: CGFloat
    /// Baseline-to-baseline distance of wrapped lines: `lineHeight` for most faces; Apple's
    /// Dynamic Type line height for the system font (`SystemFontTuning.lineHeight(size:)`).
    public var lineSpacing: CGFloat

    /// Baseline-to-baseline distance of consecutive lines: ascender + descender + line gap, the
    /// line height Core Text gives a font (`CTFontGetAscent + CTFontGetDescent + CTFontGetLeading`).
    public var lineHeight: CGFloat { ascender + descender + lineGap }
}
