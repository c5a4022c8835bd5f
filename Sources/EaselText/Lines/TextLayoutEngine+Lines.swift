import Foundation

extension TextLayoutEngine {
    /// Step 5: stacks broken lines top to bottom, aligns them, and turns their clusters into
    /// positioned glyph runs and decoration rectangles (see the type's doc for the line height).
    static func stack(_ lines: [[ShapedParagraph.Item]], hardLines: [Int], paragraph: ShapedParagraph,
                      scales: [RunScale], style: ParagraphStyle) -> TextLayout {
        let visibleCounts = lines.map { items in
            (items.lastIndex { !$0.hangs }).map { $0 + 1 } ?? 0
        }
        let widths = lines.indices.map { line in
            lines[line][..<visibleCounts[line]].reduce(0) { $0 + paragraph.advance($1, scales) }
        }
        let paragraphWidth = widths.max() ?? 0
        // Reordering only when there is right-to-left text or a right-to-left paragraph.
        let hasRightToLeft = paragraph.pieces.contains { $0.shaped.hasRightToLeft }
        let isPlainLeftToRight = !hasRightToLeft && style.direction != .rightToLeft
        let direction = isPlainLeftToRight ? .leftToRight : Bidi.paragraphDirection(
            lines.flatMap { $0.map { paragraph.cluster(of: $0).bidiClass } }, requested: style.direction)

        // Step 3 of `Bidi`: each hard line's levels, by item.
        var levelsOfHardLine: [Int: [ItemKey: UInt8]] = [:]
        func levels(ofHardLine index: Int) -> [ItemKey: UInt8] {
            if let known = levelsOfHardLine[index] { return known }
            var scalars: [UInt32] = [], starts: [(ItemKey, Int)] = []
            for item in paragraph.hardLines[index].items {
                let shaped = paragraph.pieces[item.piece].shaped
                let cluster = shaped.clusters[item.cluster]
                starts.append((ItemKey(item), scalars.count))
                scalars += shaped.scalars[cluster.scalarStart..<cluster.scalarEnd].map(\.value)
            }
            let resolved = Bidi.levels(of: scalars, direction: direction)
            let byItem = Dictionary(starts.map { ($0.0, resolved.isEmpty ? 0 : resolved[Swift.min($0.1, resolved.count - 1)]) },
                                    uniquingKeysWith: { first, _ in first })
            levelsOfHardLine[index] = byItem
            return byItem
        }

        var result = TextLayout.empty
        var previous: (baseline: Double, descent: Double, spacing: Double)?
        for (index, items) in lines.enumerated() {
            var runsOnLine: [Int] = []
            for item in items where runsOnLine.last != paragraph.run(of: item) {
                runsOnLine.append(paragraph.run(of: item))
            }
            if runsOnLine.isEmpty { runsOnLine = paragraph.hardLines[hardLines[index]].runs }
            let ascent = runsOnLine.map { scales[$0].ascent }.max() ?? 0
            let descent = runsOnLine.map { scales[$0].descent }.max() ?? 0
            let spacing = runsOnLine.map { Double(scales[$0].metrics.lineSpacing) }.max() ?? 0
            var baseline = ascent
            if let previous {
                // At least the line spacing apart, and never overlapping boxes.
                baseline = previous.baseline + Swift.max(previous.spacing, previous.descent + ascent)
                    + Double(style.lineSpacing)
            }
            let x: Double
            switch style.alignment {
            case .leading: x = 0
            case .center: x = (paragraphWidth - widths[index]) / 2
            case .trailing: x = paragraphWidth - widths[index]
            }
            var visible = items[..<visibleCounts[index]]
            if !isPlainLeftToRight {
                let known = levels(ofHardLine: hardLines[index])
                let base: UInt8 = direction == .rightToLeft ? 1 : 0
                let order = Bidi.visualOrder(visible.map { known[ItemKey($0)] ?? base })
                visible = ArraySlice(order.map { visible[visible.startIndex + $0] })
            }
            let glyphRuns = glyphRuns(visible, x: x, baseline: baseline, paragraph: paragraph, scales: scales)
            result.decorations += decorations(visible, x: x, baseline: baseline, lineBox: (baseline - ascent, ascent + descent),
                                              paragraph: paragraph, scales: scales)
            result.lines.append(TextLine(x: CGFloat(x), top: CGFloat(baseline - ascent), baseline: CGFloat(baseline),
                                         width: CGFloat(widths[index]), height: CGFloat(ascent + descent),
                                         glyphRuns: glyphRuns))
            previous = (baseline, descent, spacing)
        }
        var height = previous.map { $0.baseline + $0.descent } ?? 0
        if let previous, lines.count < style.reservedLineCount {
            // Room for the reserved lines, spaced as the last line would space its next.
            height += Double(style.reservedLineCount - lines.count) * (previous.spacing + Double(style.lineSpacing))
        }
        result.size = CGSize(width: paragraphWidth, height: CGFloat(height))
        result.firstBaseline = result.lines.first?.baseline ?? 0
        result.lastBaseline = result.lines.last?.baseline ?? 0
        return result
    }

    /// Consecutive clusters of one piece in one face become one glyph run.
    private static func glyphRuns(_ items: ArraySlice<ShapedParagraph.Item>, x: Double, baseline: Double,
                                  paragraph: ShapedParagraph, scales: [RunScale]) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var pen = x
        var currentKey: (piece: Int, face: Int)?
        for item in items {
            let shaped = paragraph.pieces[item.piece].shaped
            let cluster = shaped.clusters[item.cluster]
            let runIndex = paragraph.run(of: item)
            let scale = scales[runIndex], size = scale.em, across = scale.emAcross
            if currentKey?.piece != item.piece || currentKey?.face != cluster.face {
                runs.append(GlyphRun(face: shaped.faces[cluster.face], size: CGFloat(size), glyphs: [],
                                     positions: [], runIndex: runIndex, tag: paragraph.runs[runIndex].tag))
                currentKey = (item.piece, cluster.face)
            }
            var glyphPen = pen + scale.lead(cluster)
            for step in 0..<(cluster.glyphEnd - cluster.glyphStart) {
                // A right-to-left cluster's glyphs are stored in logical order: drawn reversed.
                let glyph = cluster.isRightToLeft ? cluster.glyphEnd - 1 - step : cluster.glyphStart + step
                runs[runs.count - 1].glyphs.append(shaped.glyphs[glyph])
                runs[runs.count - 1].positions.append(CGPoint(x: glyphPen + shaped.xOffsets[glyph] * across,
                                                              y: baseline - scale.baselineOffset - shaped.yOffsets[glyph] * size))
                glyphPen += shaped.advances[glyph] * across
            }
            pen += scale.advance(cluster)
        }
        return runs
    }

    /// One underline and/or strikethrough per stretch of consecutive clusters of a decorated run,
    /// placed and sized by that run's own font (`post` underline, `OS/2` strikeout); a run's
    /// background covers the line box (`lineBox`: top and height) under its stretch.
    private static func decorations(_ items: ArraySlice<ShapedParagraph.Item>, x: Double, baseline: Double,
                                    lineBox: (top: Double, height: Double),
                                    paragraph: ShapedParagraph, scales: [RunScale]) -> [TextDecoration] {
        var spans: [(run: Int, start: Double, end: Double)] = []
        var pen = x
        for item in items {
            let run = paragraph.run(of: item)
            let width = paragraph.advance(item, scales)
            if spans.last?.run == run { spans[spans.count - 1].end = pen + width } else { spans.append((run, pen, pen + width)) }
            pen += width
        }
        var decorations: [TextDecoration] = []
        for span in spans {
            let run = paragraph.runs[span.run]
            let font = scales[span.run].metrics
            let baseline = baseline - scales[span.run].baselineOffset
            let width = CGFloat(span.end - span.start)
            if run.hasBackground {
                decorations.append(TextDecoration(kind: .background,
                    rect: CGRect(x: CGFloat(span.start), y: CGFloat(lineBox.top), width: width, height: CGFloat(lineBox.height)),
                    runIndex: span.run, tag: run.tag))
            }
            if run.underline {
                let y = CGFloat(baseline) + font.underlineOffset - font.underlineThickness / 2
                decorations.append(TextDecoration(kind: .underline,
                    rect: CGRect(x: CGFloat(span.start), y: y, width: width, height: font.underlineThickness),
                    runIndex: span.run, tag: run.tag))
            }
            if run.strikethrough {
                let y = CGFloat(baseline) - font.strikethroughOffset - font.strikethroughThickness / 2
                decorations.append(TextDecoration(kind: .strikethrough,
                    rect: CGRect(x: CGFloat(span.start), y: y, width: width, height: font.strikethroughThickness),
                    runIndex: span.run, tag: run.tag))
            }
        }
        return decorations
    }
}

/// An item of a shaped paragraph, as a key.
struct ItemKey: Hashable {
    let piece: Int
    let cluster: Int
    init(_ item: ShapedParagraph.Item) {
        piece = item.piece
        cluster = item.cluster
    }
}
