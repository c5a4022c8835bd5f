import Foundation

/// Bidirectional text (Unicode Standard Annex #9, "Unicode Bidirectional Algorithm"), in the
/// simplified form most interface strings need: no explicit embeddings or isolates.
///
/// 1. Each cluster's class: strong left-to-right (letters of left-to-right scripts), strong
///    right-to-left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms), a
///    European number, or neutral (spaces, punctuation, symbols).
/// 2. The paragraph's direction is the one asked for, else that of its first strong character
///    (rules P2–P3), else left to right.
/// 3. Levels (rules W7, N1–N2, I1–I2): numbers after a right-to-left character count as
///    right-to-left for neutrals and sit one level above it; a run of neutrals takes the
///    direction of the strong characters on both sides when they agree, else the paragraph's.
///    Left-to-right text is at level 0 (2 in a right-to-left paragraph), right-to-left at 1.
/// 4. Per line (rule L1), white space at the end of the line takes the paragraph's level; then
///    (rule L2) from the highest level down to 1, every run at that level or above is reversed.
public enum Bidi {
    public enum Direction: Hashable, Sendable { case leftToRight, rightToLeft }

    enum Class: UInt8 { case left, right, number, neutral }

    static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
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
    static func levels(_ classes: [Class], direction: Direction) -> [UInt8] {
        let base: UInt8 = direction == .rightToLeft ? 1 : 0
        // W7 and the number rules: which strong direction each item resolves to.
        var resolved = [Class](repeating: .neutral, count: classes.count)
        var lastStrong: Class = direction == .rightToLeft ? .right : .left
        for (index, value) in classes.enumerated() {
            switch value {
            case .left, .right: resolved[index] = value; lastStrong = value
            case .number: resolved[index] = lastStrong == .left ? .left : .number
            case .neutral: resolved[index] = .neutral
            }
        }
        // N1–N2: neutrals between the same direction take it (numbers count as right-to-left).
        var index = 0
        while index < resolved.count {
            guard resolved[index] == .neutral else { index += 1; continue }
            var end = index
            while end < resolved.count && resolved[end] == .neutral { end += 1 }
            func side(_ value: Class?) -> Class { value.map { $0 == .number ? .right : $0 } ?? (base == 1 ? .right : .left) }
            let before = side(index > 0 ? resolved[index - 1] : nil)
            let after = side(end < resolved.count ? resolved[end] : nil)
            let fill: Class = before == after ? before : (base == 1 ? .right : .left)
            for position in index..<end { resolved[position] = fill }
            index = end
        }
        // I1–I2.
        return resolved.map { value in
            switch (value, base) {
            case (.left, 0): return 0
            case (.left, _): return 2
            case (.right, _): return 1
            case (.number, 0): return 2
            default: return 2
            }
        }
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
