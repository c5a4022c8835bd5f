import Foundation

extension TextLayoutEngine {
    /// U+2026 HORIZONTAL ELLIPSIS, the character Core Text's truncation inserts.
    static let ellipsis = "\u{2026}"

    /// Step 3: the last visible line, made from `items` (the rest of its hard line) cut short with
    /// an ellipsis so that it fits `maxWidth`.
    ///
    /// The cut falls between clusters, not words, as `NSLineBreakByTruncatingTail` does; white
    /// space next to the ellipsis is dropped. The ellipsis takes the font, tag and decorations of
    /// the text it replaces (the cluster next to the cut). If even the ellipsis alone does not
    /// fit, the line is just the ellipsis, overflowing: SwiftUI also never shows nothing.
    /// With no width limit (only hard lines beyond `lineLimit` are hidden) the whole line is kept
    /// and the ellipsis appended, whatever the mode, to show that text follows.
    static func truncate(_ items: [ShapedParagraph.Item], paragraph: inout ShapedParagraph,
                         scales: [RunScale], maxWidth: Double?, mode: ParagraphStyle.Truncation,
                         fallbackRun: Int, cache: ShapingCache) -> [ShapedParagraph.Item] {
        let shaped = paragraph
        func advance(_ item: ShapedParagraph.Item) -> Double { shaped.advance(item, scales) }
        // Measure with the widest ellipsis among the line's fonts, so whichever run supplies it,
        // the line fits.
        let runs = Set(items.map(paragraph.run(of:))).union([fallbackRun])
        let ellipsisWidth = runs.map { run in
            cache.shaped(ellipsis, font: paragraph.runs[run].font).clusters.reduce(0) { $0 + scales[run].advance($1) }
        }.max() ?? 0
        let available = maxWidth.map { $0 - ellipsisWidth + LineBreaker.tolerance } ?? .infinity

        var prefixEnd = 0, suffixStart = items.count
        switch maxWidth == nil ? .tail : mode {
        case .tail:
            prefixEnd = fittingPrefix(items, available: available, advance: advance)
        case .head:
            suffixStart = fittingSuffix(items, available: available, advance: advance)
        case .middle:
            var prefixWidth = 0.0, suffixWidth = 0.0
            var prefixBlocked = false, suffixBlocked = false
            while prefixEnd < suffixStart && !(prefixBlocked && suffixBlocked) {
                let takePrefix = !prefixBlocked && (suffixBlocked || prefixWidth <= suffixWidth)
                let item = takePrefix ? items[prefixEnd] : items[suffixStart - 1]
                let width = advance(item)
                if prefixWidth + suffixWidth + width > available && !item.hangs {
                    if takePrefix { prefixBlocked = true } else { suffixBlocked = true }
                    continue
                }
                if takePrefix { prefixWidth += width; prefixEnd += 1 } else { suffixWidth += width; suffixStart -= 1 }
            }
        }
        while prefixEnd > 0 && items[prefixEnd - 1].hangs { prefixEnd -= 1 }
        while suffixStart < items.count && items[suffixStart].hangs { suffixStart += 1 }

        let neighbour = prefixEnd > 0 ? items[prefixEnd - 1]
            : suffixStart < items.count ? items[suffixStart] : nil
        let ellipsisRun = neighbour.map(paragraph.run(of:)) ?? fallbackRun
        let ellipsisItems = paragraph.appendPiece(ellipsis, run: ellipsisRun, cache: cache)
        return Array(items[..<prefixEnd]) + ellipsisItems + Array(items[suffixStart...])
    }

    /// How many leading items fit in `available` points (hanging spaces always fit).
    private static func fittingPrefix(_ items: [ShapedParagraph.Item], available: Double,
                                      advance: (ShapedParagraph.Item) -> Double) -> Int {
        var width = 0.0
        for (index, item) in items.enumerated() {
            width += advance(item)
            if width > available && !item.hangs { return index }
        }
        return items.count
    }

    /// Where the longest suffix of items fitting in `available` points starts.
    private static func fittingSuffix(_ items: [ShapedParagraph.Item], available: Double,
                                      advance: (ShapedParagraph.Item) -> Double) -> Int {
        var width = 0.0
        for index in items.indices.reversed() {
            width += advance(items[index])
            if width > available && !items[index].hangs { return index + 1 }
        }
        return 0
    }
}
