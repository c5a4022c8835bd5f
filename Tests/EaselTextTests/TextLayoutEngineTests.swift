import XCTest
@testable import EaselText

/// Layout mechanics on plain Inter (no SF Pro tuning, which `SystemMetricsTests` covers), so
/// that every expectation follows from the font's own tables and advances.
final class TextLayoutEngineTests: XCTestCase {
    private let body = FontDescriptor(size: 17)
    private let sentence = "The quick brown fox jumps over the lazy dog"
    private static let plain = FontLibrary(assetsDirectory: AssetLocator.assetsDirectory(), tunesSystemFont: false)
    private static let cache = ShapingCache(library: plain)
    private var metrics: FontMetrics { TextLayoutEngineTests.plain.metrics(for: body) }

    private func plainLayout(_ runs: [TextRun], style: ParagraphStyle = ParagraphStyle()) -> TextLayout {
        TextLayoutEngine.layout(runs, style: style, cache: TextLayoutEngineTests.cache)
    }

    /// The advance of `string` at 17 pt, shaped as one piece.
    private func width(_ string: String, _ font: FontDescriptor = FontDescriptor(size: 17)) -> CGFloat {
        CGFloat(ShapedText(string: string, font: font, library: TextLayoutEngineTests.plain).advance) * font.size
    }

    private func layout(_ string: String, _ style: ParagraphStyle = ParagraphStyle()) -> TextLayout {
        plainLayout([TextRun(string, font: body)], style: style)
    }

    func testOneLineIsItsAdvanceWideAndOneLineHeightTall() {
        let result = layout("Hello")
        XCTAssertEqual(result.lines.count, 1)
        XCTAssertEqual(result.size.width, width("Hello"), accuracy: 1e-9)
        XCTAssertEqual(result.size.height, metrics.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(result.firstBaseline, metrics.ascender, accuracy: 1e-9)
        XCTAssertEqual(result.lastBaseline, metrics.ascender, accuracy: 1e-9)
        XCTAssertEqual(plainLayout([TextRun("Hello", font: body)], style: ParagraphStyle()).size, result.size)
    }

    func testGlyphsAreAtTheirPenPositionsOnTheBaseline() {
        let result = layout("HH")
        let run = result.glyphRuns[0]
        XCTAssertEqual(run.glyphs.count, 2)
        XCTAssertEqual(run.positions[0], CGPoint(x: 0, y: metrics.ascender))
        XCTAssertEqual(run.positions[1].x, width("H"), accuracy: 1e-9)
        XCTAssertEqual(run.size, 17)
    }

    func testWrapsAtWordBoundaries() {
        // Two "word"s and the space between fit; a third does not: lines of 2, 2 and 1 words.
        let maxWidth = width("word word") + 1
        let result = layout("word word word word word", ParagraphStyle(maxWidth: maxWidth))
        XCTAssertEqual(result.lines.count, 3)
        XCTAssertEqual(result.lines.map { $0.glyphRuns.reduce(0) { $0 + $1.glyphs.count } }, [9, 9, 4],
                       "trailing spaces hang: not drawn as part of the line")
        XCTAssertEqual(result.lines[0].width, width("word word"), accuracy: 1e-9)
        XCTAssertEqual(result.size.height, metrics.lineHeight * 3, accuracy: 1e-9)
        XCTAssertEqual(result.lines[2].baseline, metrics.lineHeight * 2 + metrics.ascender, accuracy: 1e-9)
    }

    func testBreaksAfterAHyphen() {
        // "well" is narrower than "known-", so the second line fits too.
        let maxWidth = width("known-") + 1
        let result = layout("known-well", ParagraphStyle(maxWidth: maxWidth))
        XCTAssertEqual(result.lines.count, 2)
        XCTAssertEqual(result.lines[0].glyphRuns[0].glyphs.count, 6)
    }

    func testAWordLongerThanTheWidthBreaksByCharacters() {
        let maxWidth = width("H") * 4 + 0.5
        let result = layout("HHHHHHHHHH", ParagraphStyle(maxWidth: maxWidth))
        XCTAssertEqual(result.lines.map { $0.glyphRuns[0].glyphs.count }, [4, 4, 2])
    }

    func testIdeographsBreakBetweenAnyTwo() {
        // Whatever face draws them (a CJK fallback or .notdef boxes), CJK ideographs share one
        // advance: at 2.5 of them per line, six make three lines of two.
        let ideograph = width("中")
        let result = layout("中文字符测试", ParagraphStyle(maxWidth: ideograph * 2.5))
        XCTAssertEqual(result.lines.count, 3)
        XCTAssertEqual(result.lines.map(\.width).map { Double($0) }, Array(repeating: Double(ideograph * 2), count: 3))
    }

    func testHardLineBreaksStartNewLinesAndAFinalOneDoesNot() {
        XCTAssertEqual(layout("a\nb\n\nc").lines.count, 4)
        XCTAssertEqual(layout("a\r\nb").lines.count, 2)
        XCTAssertEqual(layout("a\n").lines.count, 1)
        XCTAssertEqual(layout("a\n\nb").size.height, metrics.lineHeight * 3, accuracy: 1e-9)
    }

    func testLineSpacingGoesBetweenLinesOnly() {
        let result = layout("a\nb\nc", ParagraphStyle(lineSpacing: 5))
        XCTAssertEqual(result.size.height, metrics.lineHeight * 3 + 10, accuracy: 1e-9)
        XCTAssertEqual(result.lines[1].baseline, metrics.lineHeight + 5 + metrics.ascender, accuracy: 1e-9)
    }

    func testAlignmentPlacesLinesWithinTheWidestLine() {
        let short = width("Hi"), long = width("Hello")
        let centred = layout("Hi\nHello", ParagraphStyle(alignment: .center))
        XCTAssertEqual(centred.size.width, long, accuracy: 1e-9)
        XCTAssertEqual(centred.lines[0].x, (long - short) / 2, accuracy: 1e-9)
        XCTAssertEqual(centred.lines[1].x, 0, accuracy: 1e-9)
        XCTAssertEqual(centred.glyphRuns[0].positions[0].x, (long - short) / 2, accuracy: 1e-9)
        let trailing = layout("Hi\nHello", ParagraphStyle(alignment: .trailing))
        XCTAssertEqual(trailing.lines[0].x, long - short, accuracy: 1e-9)
    }

    func testTheLargestFontOnALineSetsItsHeight() {
        let large = FontDescriptor(size: 34)
        let result = plainLayout([TextRun("small ", font: body, tag: 1), TextRun("LARGE", font: large, tag: 2)],
                                             style: ParagraphStyle())
        let largeMetrics = TextLayoutEngineTests.plain.metrics(for: large)
        XCTAssertEqual(result.size.height, largeMetrics.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(result.firstBaseline, largeMetrics.ascender, accuracy: 1e-9)
        XCTAssertEqual(result.glyphRuns.map(\.tag), [1, 2])
        XCTAssertEqual(result.size.width, width("small ") + width("LARGE", large), accuracy: 1e-9)
    }

    func testDecorationsFollowTheFontTables() {
        let run = TextRun("Link", font: body, underline: true, strikethrough: true, tag: 7)
        let result = plainLayout([run], style: ParagraphStyle())
        XCTAssertEqual(result.decorations.count, 2)
        let underline = result.decorations[0], strike = result.decorations[1]
        XCTAssertEqual(underline.kind, .underline)
        XCTAssertEqual(underline.tag, 7)
        XCTAssertEqual(underline.rect.minX, 0)
        XCTAssertEqual(underline.rect.width, width("Link"), accuracy: 1e-9)
        XCTAssertEqual(underline.rect.midY, result.firstBaseline + metrics.underlineOffset, accuracy: 1e-9)
        XCTAssertEqual(underline.rect.height, metrics.underlineThickness, accuracy: 1e-9)
        XCTAssertEqual(strike.kind, .strikethrough)
        XCTAssertEqual(strike.rect.midY, result.firstBaseline - metrics.strikethroughOffset, accuracy: 1e-9)
    }

    func testEmptyTextHasNoLinesAndNoSize() {
        let result = layout("")
        XCTAssertTrue(result.lines.isEmpty)
        XCTAssertEqual(result.size, .zero)
    }

    func testAnEmptyLineTakesTheHeightOfItsRunsFont() {
        let large = FontDescriptor(size: 40)
        let result = plainLayout([TextRun("\n", font: large)], style: ParagraphStyle())
        XCTAssertEqual(result.lines.count, 1)
        XCTAssertEqual(result.size.height, TextLayoutEngineTests.plain.metrics(for: large).lineHeight, accuracy: 1e-9)
    }

    func testMinimumScaleFactorShrinksTheFontUntilTheLineFits() {
        let ideal = plainLayout([TextRun("Hello world", font: body)]).size
        let style = ParagraphStyle(maxWidth: ideal.width * 0.8, lineLimit: 1, minimumScaleFactor: 0.5)
        let result = layout("Hello world", style)
        XCTAssertFalse(result.isTruncated)
        // Widths scale linearly with size, so 0.8 is the largest factor that fits.
        XCTAssertEqual(Double(result.scaleFactor), 0.8, accuracy: 1.0 / 2048)
        XCTAssertLessThanOrEqual(result.size.width, ideal.width * 0.8 + 0.0001)
        XCTAssertEqual(Double(result.glyphRuns[0].size), 17 * Double(result.scaleFactor), accuracy: 1e-9)
    }

    func testMinimumScaleFactorTooLargeStillTruncatesAtTheMinimum() {
        let ideal = plainLayout([TextRun("Hello world", font: body)]).size
        let style = ParagraphStyle(maxWidth: ideal.width * 0.8, lineLimit: 1, minimumScaleFactor: 0.9)
        let result = layout("Hello world", style)
        XCTAssertTrue(result.isTruncated)
        XCTAssertEqual(result.scaleFactor, 0.9)
    }

    func testMinimumScaleFactorShrinksAWordTooLongForTheWidth() {
        let ideal = plainLayout([TextRun("Typography", font: body)]).size
        let style = ParagraphStyle(maxWidth: ideal.width * 0.75, minimumScaleFactor: 0.5)
        let result = layout("Typography", style)
        XCTAssertEqual(result.lines.count, 1, "shrunk rather than broken between letters")
        XCTAssertEqual(Double(result.scaleFactor), 0.75, accuracy: 1.0 / 2048)
        let unscaled = layout("Typography", ParagraphStyle(maxWidth: ideal.width * 0.75))
        XCTAssertEqual(unscaled.lines.count, 2, "without the factor the word breaks")
    }

    func testInfiniteWidthIsNoLimit() {
        let result = layout(sentence, ParagraphStyle(maxWidth: .infinity))
        XCTAssertEqual(result.lines.count, 1)
    }
}
