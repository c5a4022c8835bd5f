import Foundation

/// Greedy line filling over a hard line's clusters (first fit, as Core Text and TextKit do by
/// default; no Knuth–Plass optimisation, which would move words compared with iOS).
enum LineBreaker {
    /// Widths are compared with this slack, so text laid out at exactly the width it measured
    /// (SwiftUI proposes a text's ideal width back to it) stays on one line despite rounding.
    static let tolerance = 0.0001

    /// Splits `items` into consecutive line ranges whose widths (white space hanging at the end
    /// excluded) are at most `maxWidth`:
    /// 1. Add clusters to the line while they fit; hanging spaces always fit.
    /// 2. When a cluster overflows, end the line at the last break opportunity on it.
    /// 3. With none (a word longer than the line), end the line before the overflowing cluster,
    ///    keeping at least one cluster per line so that the text always advances.
    /// No limit (`maxWidth == nil`) keeps the hard line whole. An empty hard line is one empty line.
    static func lineRanges(items: [ShapedParagraph.Item], advances: [Double],
                           maxWidth: Double?) -> [Range<Int>] {
        guard let maxWidth, !items.isEmpty else { return [0..<items.count] }
        var ranges: [Range<Int>] = []
        var start = 0
        var width = 0.0
        var lastBreak: Int?
        var index = 0
        while index < items.count {
            if index > start && items[index].breakBefore { lastBreak = index }
            // 1.
            if items[index].hangs {
                width += advances[index]
                index += 1
                continue
            }
            if index > start && width + advances[index] > maxWidth + tolerance {
                // 2. and 3.
                let end = lastBreak ?? index
                ranges.append(start..<end)
                start = end
                index = end
                width = 0
                lastBreak = nil
                continue
            }
            width += advances[index]
            index += 1
        }
        ranges.append(start..<items.count)
        return ranges
    }
}
