import Foundation

extension TextLayoutEngine {
    /// Step 5: stacks broken lines top to bottom, aligns them, and turns their clusters into
    /// positioned glyph runs and decoration rectangles (see the type's doc for the line height).
    static func stack(_ lines: [[ShapedParagraph.Item]], hardLines: [Int], paragraph: ShapedParagraph,
                      sizes: [Double], style: ParagraphStyle, library: FontLibrary) -> TextLayout {
        let metrics = paragraph.runs.indices.map {
            library.face(for: paragraph.runs[$0].font).metrics(size: CGFloat(sizes[$0]))
        }
        func advance(_ item: ShapedParagraph.Item) -> Double {
            paragraph.cluster(of: item).advance * sizes[paragraph.run(of: item)]
        }
        let visibleCounts = lines.map { items in
            (items.lastIndex { !$0.hangs }).map { $0 + 1 } ?? 0
        }
        let widths = lines.indices.map { line in lines[line][..<visibleCounts[line]].reduce(0) { $0 + advance($1) } }
        let paragraphWidth = widths.max() ?? 0

        var result = TextLayout.empty
        var top = 0.0
        for (index, items) in lines.enumerated() {
            var runsOnLine: [Int] = []
            for item in items where runsOnLine.last != paragraph.run(of: item) {
                runsOnLine.append(paragraph.run(of: item))
            }
            if runsOnLine.isEmpty { runsOnLine = paragraph.hardLines[hardLines[index]].runs }
            let ascent = runsOnLine.map { Double(metrics[$0].ascender) }.max() ?? 0
            let descent = runsOnLine.map { Double(metrics[$0].descender) }.max() ?? 0
            let gap = runsOnLine.map { Double(metrics[$0].lineGap) }.max() ?? 0
            let baseline = top + ascent
            let x: Double
            switch style.alignment {
            case .leading: x = 0
            case .center: x = (paragraphWidth - widths[index]) / 2
            case .trailing: x = paragraphWidth - widths[index]
            }
            let visible = items[..<visibleCounts[index]]
            let glyphRuns = glyphRuns(visible, x: x, baseline: baseline, paragraph: paragraph, sizes: sizes)
            result.decorations += decorations(visible, x: x, baseline: baseline, paragraph: paragraph,
                                              sizes: sizes, metrics: metrics)
            result.lines.append(TextLine(x: CGFloat(x), top: CGFloat(top), baseline: CGFloat(baseline),
                                         width: CGFloat(widths[index]), height: CGFloat(ascent + descent + gap),
                                         glyphRuns: glyphRuns))
            top += ascent + descent + gap
            if index < lines.count - 1 { top += Double(style.lineSpacing) }
        }
        result.size = CGSize(width: paragraphWidth, height: top)
        result.firstBaseline = result.lines.first?.baseline ?? 0
        result.lastBaseline = result.lines.last?.baseline ?? 0
        return result
    }

    /// Consecutive clusters of one piece in one face become one glyph run.
    private static func glyphRuns(_ items: ArraySlice<ShapedParagraph.Item>, x: Double, baseline: Double,
                                  paragraph: ShapedParagraph, sizes: [Double]) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var pen = x
        var currentKey: (piece: Int, face: Int)?
        for item in items {
            let shaped = paragraph.pieces[item.piece].shaped
            let cluster = shaped.clusters[item.cluster]
            let runIndex = paragraph.run(of: item)
            let size = sizes[runIndex]
            if currentKey?.piece != item.piece || currentKey?.face != cluster.face {
                runs.append(GlyphRun(face: shaped.faces[cluster.face], size: CGFloat(size), glyphs: [],
                                     positions: [], runIndex: runIndex, tag: paragraph.runs[runIndex].tag))
                currentKey = (item.piece, cluster.face)
            }
            for glyph in cluster.glyphStart..<cluster.glyphEnd {
                runs[runs.count - 1].glyphs.append(shaped.glyphs[glyph])
                runs[runs.count - 1].positions.append(CGPoint(x: pen + shaped.xOffsets[glyph] * size,
                                                              y: baseline - shaped.yOffsets[glyph] * size))
                pen += shaped.advances[glyph] * size
            }
        }
        return runs
    }

    /// One underline and/or strikethrough per stretch of consecutive clusters of a decorated run,
    /// placed and sized by that run's own font (`post` underline, `OS/2` strikeout).
    private static func decorations(_ items: ArraySlice<ShapedParagraph.Item>, x: Double, baseline: Double,
                                    paragraph: ShapedParagraph, sizes: [Double],
                                    metrics: [FontMetrics]) -> [TextDecoration] {
        var spans: [(run: Int, start: Double, end: Double)] = []
        var pen = x
        for item in items {
            let run = paragraph.run(of: item)
            let width = paragraph.cluster(of: item).advance * sizes[run]
            if spans.last?.run == run { spans[spans.count - 1].end = pen + width } else { spans.append((run, pen, pen + width)) }
            pen += width
        }
        var decorations: [TextDecoration] = []
        for span in spans {
            let run = paragraph.runs[span.run]
            let font = metrics[span.run]
            let width = CGFloat(span.end - span.start)
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
