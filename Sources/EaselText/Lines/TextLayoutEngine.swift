import Foundation

/// Lays out a paragraph of styled runs: shaping, line breaking, truncation, shrinking, alignment.
///
/// Steps (numbered as in the code):
/// 1. Shape every run between hard line breaks (cached per string and font, `ShapingCache`)
///    and find the break opportunities (`LineBreakRules`). Nothing after this step shapes again.
/// 2. Break each hard line greedily at `maxWidth` (`LineBreaker`).
/// 3. Beyond `lineLimit` lines, cut the last kept line short with "…" at the head, middle or
///    tail of the text that remains (`TextLayoutEngine+Truncation`).
/// 4. If the text does not fit (it was cut short, or a word had to be broken between letters)
///    and `minimumScaleFactor < 1`, shrink every font by one factor: the largest between the
///    minimum and 1 at which it fits (bisection: lines only get fuller as fonts grow), or the
///    minimum if none does.
/// 5. Stack the lines (`TextLayoutEngine+Lines`). A line box reaches from the highest ascender
///    to the lowest descender of the runs on it (shifted by their baseline offsets): one line of
///    17 pt system text is 20.29 pt, as `UIFont.lineHeight`. Consecutive baselines are at least
///    the fonts' line spacing apart (`FontMetrics.lineSpacing`: 22 pt for 17 pt system text, as
///    wrapped text advances on iOS; ascender + descender + line gap for other faces, Core Text's
///    line height), plus `lineSpacing`; nothing is added after the last line. Only the runs' own
///    fonts count, not fallback fonts for missing characters, so a line's height does not depend
///    on which fallback fonts a machine has. Lines are aligned within the widest line, which is
///    the paragraph's width, as `Text`'s size hugs its lines.
public enum TextLayoutEngine {
    /// Lays out `runs` under `style`, using the shared font library and shaping cache.
    public static func layout(_ runs: [TextRun], style: ParagraphStyle = ParagraphStyle()) -> TextLayout {
        layout(runs, style: style, cache: .shared)
    }

    /// The size of `runs` on unlimited width: one line per hard line break, unwrapped. This is
    /// `Text`'s ideal size (its answer to a nil proposal).
    public static func idealSize(_ runs: [TextRun], lineSpacing: CGFloat = 0) -> CGSize {
        layout(runs, style: ParagraphStyle(lineSpacing: lineSpacing)).size
    }

    static func layout(_ runs: [TextRun], style: ParagraphStyle, cache: ShapingCache) -> TextLayout {
        // 1.
        let paragraph = ShapedParagraph(runs: runs, cache: cache)
        guard !paragraph.hardLines.isEmpty else { return .empty }
        // 2. and 3. at full size
        let full = arrange(paragraph, scale: 1, style: style, cache: cache)
        guard !full.fits, style.minimumScaleFactor < 1 else { return full.layout }
        // 4.
        let minimum = Double(max(0.01, style.minimumScaleFactor))
        let smallest = arrange(paragraph, scale: minimum, style: style, cache: cache)
        guard smallest.fits else { return smallest.layout }
        var best = smallest.layout
        var fits = minimum, overflows = 1.0
        // 12 halvings leave the factor within 1/4096 of the largest that fits: under 0.01 pt
        // at any text size, below what a pixel can show.
        for _ in 0..<12 {
            let middle = (fits + overflows) / 2
            let attempt = arrange(paragraph, scale: middle, style: style, cache: cache)
            if attempt.fits { fits = middle; best = attempt.layout } else { overflows = middle }
        }
        return best
    }

    /// Steps 2, 3 and 5 with every font scaled by `scale`; `fits` is false when text was
    /// truncated or a word broken between letters.
    private static func arrange(_ shapedParagraph: ShapedParagraph, scale: Double, style: ParagraphStyle,
                                cache: ShapingCache) -> (layout: TextLayout, fits: Bool) {
        var paragraph = shapedParagraph
        let scales = paragraph.runs.map { RunScale(run: $0, scale: scale, library: cache.library) }
        // An infinite width is no limit (SwiftUI proposes infinity for "as wide as you like").
        let maxWidth = style.maxWidth.flatMap { $0.isFinite ? Double(max(0, $0)) : nil }
        // 2.
        var lines: [[ShapedParagraph.Item]] = []
        var lineHardLines: [Int] = []
        var truncationStart: (hardLine: Int, item: Int)?
        var brokeAWord = false
        let limit = style.lineLimit.map { max(1, $0) }
        breaking: for (hardIndex, hardLine) in paragraph.hardLines.enumerated() {
            let advances = hardLine.items.map { paragraph.advance($0, scales) }
            for range in LineBreaker.lineRanges(items: hardLine.items, advances: advances, maxWidth: maxWidth) {
                if let limit, lines.count == limit {
                    truncationStart = (lineHardLines[limit - 1], lineStartIndex(of: lines.count - 1, lines, lineHardLines))
                    break breaking
                }
                if range.lowerBound > 0 && !hardLine.items[range.lowerBound].breakBefore { brokeAWord = true }
                lines.append(Array(hardLine.items[range]))
                lineHardLines.append(hardIndex)
            }
        }
        // 3.
        if let truncationStart {
            let remaining = Array(paragraph.hardLines[truncationStart.hardLine].items[truncationStart.item...])
            let fallbackRun = paragraph.hardLines[truncationStart.hardLine].runs.first ?? 0
            lines[lines.count - 1] = truncate(remaining, paragraph: &paragraph, scales: scales,
                                              maxWidth: maxWidth, mode: style.truncation,
                                              fallbackRun: fallbackRun, cache: cache)
        }
        // 5.
        var layout = stack(lines, hardLines: lineHardLines, paragraph: paragraph, scales: scales, style: style)
        layout.isTruncated = truncationStart != nil
        layout.scaleFactor = CGFloat(scale)
        return (layout, truncationStart == nil && !brokeAWord)
    }

    /// Where line `line` starts within its hard line's items (lines of a hard line are
    /// consecutive slices of it).
    private static func lineStartIndex(of line: Int, _ lines: [[ShapedParagraph.Item]],
                                       _ hardLines: [Int]) -> Int {
        var start = 0
        var index = line - 1
        while index >= 0 && hardLines[index] == hardLines[line] {
            start += lines[index].count
            index -= 1
        }
        return start
    }
}
