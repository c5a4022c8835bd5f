import Foundation
import CFriBidi

/// Bidirectional text (Unicode Standard Annex #9, "Unicode Bidirectional Algorithm").
///
/// 1. Each cluster's class, for telling quickly whether a paragraph needs the algorithm at all:
///    strong left-to-right (letters of left-to-right scripts), strong right-to-left (Hebrew,
///    Arabic, Syriac, Thaana, N'Ko and their presentation forms, and the right-to-left
///    embedding, override and isolate controls), a European number, or neutral.
/// 2. The paragraph's direction is the one asked for, else that of its first strong character
///    (rules P2–P3), else left to right.
/// 3. Levels: the whole algorithm, explicit embeddings, overrides and isolates (U+202A–U+202E,
///    U+2066–U+2069, as `String(localized:)` puts around interpolated values) and bracket pairs
///    included, by FriBidi (`fribidi_get_par_embedding_levels_ex`) over each hard line's text.
///    A cluster takes its first character's level.
/// 4. Per line (rule L1), white space at the end of the line takes the paragraph's level; then
///    (rule L2) from the highest level down to 1, every run at that level or above is reversed.
public enum Bidi {
    public enum Direction: Hashable, Sendable { case leftToRight, rightToLeft }

    enum Class: UInt8 { case left, right, number, neutral }

    static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        // RLE, RLO, RLI and FSI: right-to-left text may follow.
        case 0x202B, 0x202E, 0x2067, 0x2068: return true
        default: return false
        }
    }

    // 1.
    static func classify(_ scalar: Unicode.Scalar) -> Class {
        let value = scalar.value
        if value < 0x80 {
            // ASCII without the Unicode property tables.
            if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { return .left }
            return (0x30...0x39).contains(value) ? .number : .neutral
        }
        if isStrongRightToLeft(scalar) {
            // Arabic-Indic digits are numbers, not letters.
            return scalar.properties.numericType != nil ? .number : .right
        }
        if scalar.properties.numericType == .decimal { return .number }
        if scalar.properties.isAlphabetic { return .left }
        return .neutral
    }

    // 2.
    static func paragraphDirection(_ classes: [Class], requested: Direction?) -> Direction {
        if let requested { return requested }
        for value in classes {
            if value == .left { return .leftToRight }
            if value == .right { return .rightToLeft }
        }
        return .leftToRight
    }

    // 3.
    /// The embedding level of each scalar of one paragraph (a hard line) in a paragraph of
    /// `direction`.
    static func levels(of scalars: [UInt32], direction: Direction) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var base: FriBidiParType = direction == .rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, count, &types)
            fribidi_get_bracket_types(text.baseAddress, count, types, &brackets)
        }
        // Zero means the text could not be resolved (memory): every scalar at the paragraph's level.
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels) != 0 else {
            return [UInt8](repeating: direction == .rightToLeft ? 1 : 0, count: scalars.count)
        }
        return levels.map { UInt8(clamping: $0) }
    }

    /// 4. The visual order of a line's items given their levels (rule L2).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = max(1, levels.filter { $0 % 2 == 1 }.min() ?? 1)
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
