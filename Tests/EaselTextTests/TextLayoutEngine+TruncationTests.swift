import XCTest
@testable import EaselText

final class TextLayoutEngineTruncationTests: XCTestCase {
    private let body = FontDescriptor(size: 17)
    private let sentence = "The quick brown fox jumps over the lazy dog"
    private var ellipsisGlyph: UInt32 { FontLibrary.shared.face(for: body).glyph(for: "\u{2026}") }

    private func glyph(_ character: Unicode.Scalar) -> UInt32 { FontLibrary.shared.face(for: body).glyph(for: character) }

    private func layout(_ string: String, _ style: ParagraphStyle) -> TextLayout {
        TextLayoutEngine.layout([TextRun(string, font: body)], style: style)
    }

    private func glyphs(_ line: TextLine) -> [UInt32] { line.glyphRuns.flatMap(\.glyphs) }

    func testTailTruncationEndsWithAnEllipsisAndFits() {
        let result = layout(sentence, ParagraphStyle(maxWidth: 100, lineLimit: 1))
        XCTAssertEqual(result.lines.count, 1)
        XCTAssertTrue(result.isTruncated)
        XCTAssertNotEqual(ellipsisGlyph, 0)
        XCTAssertEqual(glyphs(result.lines[0]).last, ellipsisGlyph)
        XCTAssertEqual(glyphs(result.lines[0]).first, glyph("T"))
        XCTAssertLessThanOrEqual(result.size.width, 100)
        XCTAssertGreaterThan(result.size.width, 80, "as much text as fits is kept")
    }

    func testHeadTruncationStartsWithAnEllipsis() {
        let result = layout(sentence, ParagraphStyle(maxWidth: 100, lineLimit: 1, truncation: .head))
        let line = glyphs(result.lines[0])
        XCTAssertEqual(line.first, ellipsisGlyph)
        XCTAssertEqual(line.last, glyph("g"))
        XCTAssertLessThanOrEqual(result.size.width, 100)
    }

    func testMiddleTruncationKeepsBothEnds() {
        let result = layout(sentence, ParagraphStyle(maxWidth: 120, lineLimit: 1, truncation: .middle))
        let line = glyphs(result.lines[0])
        XCTAssertEqual(line.first, glyph("T"))
        XCTAssertEqual(line.last, glyph("g"))
        let middle = try? XCTUnwrap(line.firstIndex(of: ellipsisGlyph))
        XCTAssertNotNil(middle)
        XCTAssertLessThanOrEqual(result.size.width, 120)
    }

    func testLineLimitTwoTruncatesTheSecondLine() {
        let result = layout(sentence, ParagraphStyle(maxWidth: 100, lineLimit: 2))
        XCTAssertEqual(result.lines.count, 2)
        XCTAssertNotEqual(glyphs(result.lines[0]).last, ellipsisGlyph)
        XCTAssertEqual(glyphs(result.lines[1]).last, ellipsisGlyph)
        XCTAssertLessThanOrEqual(result.lines[1].width, 100)
    }

    func testTextThatFitsIsNotTruncated() {
        let ideal = TextLayoutEngine.idealSize([TextRun(sentence, font: body)])
        let result = layout(sentence, ParagraphStyle(maxWidth: ideal.width, lineLimit: 1))
        XCTAssertFalse(result.isTruncated)
        XCTAssertFalse(glyphs(result.lines[0]).contains(ellipsisGlyph))
        XCTAssertEqual(result.size, ideal)
    }

    func testHiddenHardLinesAreMarkedWithAnEllipsis() {
        let result = layout("first\nsecond", ParagraphStyle(lineLimit: 1))
        XCTAssertEqual(result.lines.count, 1)
        XCTAssertEqual(glyphs(result.lines[0]).count, 6)
        XCTAssertEqual(glyphs(result.lines[0]).last, ellipsisGlyph)
    }
}
