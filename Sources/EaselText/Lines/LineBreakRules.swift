import Foundation

/// Where a line may break: a small subset of the Unicode Line Breaking Algorithm (UAX #14,
/// https://www.unicode.org/reports/tr14/) that covers Latin and CJK text.
///
/// - Break after white space (class SP, LB18), never before it: spaces stay at the end of the
///   line and hang past the edge without counting towards its width, as in Core Text.
/// - Break after a hyphen or dash that follows a letter (HY/BA, LB21, "well-known"), not after a
///   leading one ("-5").
/// - Break before and after ideographs, kana and Hangul (ID, LB31), except before closing
///   punctuation (CL, CP, EX, IS: LB13), small kana and iteration marks (NS: LB21), and after
///   opening punctuation (OP, LB14).
/// - Break after ZERO WIDTH SPACE (ZW, LB8). No-break spaces (GL, LB12) never break.
/// Hard line breaks are split off before these rules apply (`ShapedParagraph`).
enum LineBreakRules {
    /// Whether a line may break between `previous` and `next`; `beforePrevious` is the scalar
    /// before `previous`, if any.
    static func canBreak(after previous: Unicode.Scalar, beforePrevious: Unicode.Scalar?,
                         before next: Unicode.Scalar) -> Bool {
        if isHangingSpace(next) || noBreakBefore.contains(next) || noBreakAfter.contains(previous) {
            return false
        }
        if previous == zeroWidthSpace || isHangingSpace(previous) { return true }
        if hyphens.contains(previous) {
            guard let beforePrevious else { return false }
            return beforePrevious.properties.isAlphabetic || beforePrevious.properties.numericType != nil
        }
        return isIdeographic(previous) || isIdeographic(next)
    }

    /// White space that may end a line and hangs there: any Unicode white space except the
    /// no-break spaces (U+00A0, U+2007, U+202F), which glue their neighbours.
    static func isHangingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace && !noBreakSpaces.contains(scalar)
    }

    /// Han ideographs, kana, bopomofo, Hangul and CJK symbols: characters between which East
    /// Asian text may break anywhere.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF,   // CJK and Kangxi radicals, ideographic description
             0x3000...0x303F,   // CJK symbols and punctuation
             0x3040...0x31FF,   // hiragana, katakana, bopomofo, Hangul compatibility jamo, kanbun
             0x3200...0x4DBF,   // enclosed CJK, compatibility, extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xA960...0xA97F, 0xAC00...0xD7AF, // Hangul jamo extended A, syllables
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0xFF01...0xFF60,   // full-width forms
             0x20000...0x3FFFF: // supplementary ideographic planes
            return true
        default:
            return false
        }
    }

    static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"
    static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{00A0}", "\u{2007}", "\u{202F}"]
    static let hyphens: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}"]
    /// Closing punctuation and small kana: UAX #14 classes CL, CP, EX, IS, NS (subset).
    static let noBreakBefore: Set<Unicode.Scalar> = Set((")]}.,;:!?%\u{2019}\u{201D}\u{2026}"
        + "、。，．：；！？）］｝」』】〕〉》〙〗〛ー・ゝゞヽヾ々〻"
        + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ").unicodeScalars)
    /// Opening punctuation: UAX #14 class OP (subset).
    static let noBreakAfter: Set<Unicode.Scalar> = Set("([{（［｛「『【〔〈《〘〖〚\u{2018}\u{201C}".unicodeScalars)
}
