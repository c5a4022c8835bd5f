import XCTest
@testable import EaselText

/// Right-to-left text: levels and reordering (UAX #9), and Hebrew and Arabic set right to left.
final class BidiTests: XCTestCase {
    private func classes(_ string: String) -> [Bidi.Class] { string.unicodeScalars.map(Bidi.classify) }

    func testLevelsOfMixedText() {
        // "ab אב 12": left letters, space, Hebrew, space, digits.
        let levels = Bidi.levels(classes("ab \u{05D0}\u{05D1} 12"), direction: .leftToRight)
        XCTAssertEqual(levels, [0, 0, 0, 1, 1, 1, 2, 2], "numbers after Hebrew sit above it; the space between takes its direction")
        XCTAssertEqual(Bidi.paragraphDirection(classes("\u{05E9}\u{05DC}\u{05D5}\u{05DD} hi"), requested: nil), .rightToLeft)
        XCTAssertEqual(Bidi.paragraphDirection(classes("12 hi"), requested: nil), .leftToRight)
    }

    func testVisualOrderReversesRightToLeftRunsButNotTheirNumbers() {
        XCTAssertEqual(Bidi.visualOrder([0, 0, 1, 1, 1]), [0, 1, 4, 3, 2])
        XCTAssertEqual(Bidi.visualOrder([1, 1, 2, 2, 1]), [4, 2, 3, 1, 0], "the number keeps its order inside")
    }

    /// Hebrew letters are drawn right to left: the first letter is the rightmost.
    func testHebrewIsSetRightToLeft() throws {
        let layout = TextLayoutEngine.layout([TextRun("\u{05E9}\u{05DC}\u{05D5}\u{05DD}", font: FontDescriptor(size: 17))])
        let positions = layout.glyphRuns.flatMap(\.positions).map(\.x)
        XCTAssertEqual(positions.count, 4)
        XCTAssertEqual(positions, positions.sorted(), "glyphs are placed left to right in visual order")
        let run = try XCTUnwrap(layout.glyphRuns.first)
        let shin = run.face.glyph(for: "\u{05E9}")
        XCTAssertEqual(layout.glyphRuns.flatMap(\.glyphs).last, shin, "ש, the first letter, is drawn last (rightmost)")
    }

    /// Arabic letters join: shaped together, "سلام" does not use the isolated forms.
    func testArabicLettersJoin() throws {
        let word = "\u{0633}\u{0644}\u{0627}\u{0645}"
        let joined = TextLayoutEngine.layout([TextRun(word, font: FontDescriptor(size: 17))]).glyphRuns.flatMap(\.glyphs)
        let isolated = word.map { TextLayoutEngine.layout([TextRun(String($0), font: FontDescriptor(size: 17))]).glyphRuns.flatMap(\.glyphs) }
            .flatMap { $0 }
        XCTAssertFalse(joined.isEmpty)
        XCTAssertNotEqual(Set(joined), Set(isolated), "joining forms differ from isolated ones")
    }

    /// In a right-to-left paragraph, an English word stays left to right and comes after (to the
    /// left of) the Hebrew that precedes it logically.
    func testEnglishInsideHebrewKeepsItsOrder() throws {
        let layout = TextLayoutEngine.layout([TextRun("\u{05D0} ok", font: FontDescriptor(size: 17))],
                                             style: ParagraphStyle(direction: .rightToLeft))
        let glyphs = layout.glyphRuns.flatMap { run in zip(run.glyphs, run.positions).map { ($0.0, $0.1.x, run.face) } }
        let alef = try XCTUnwrap(glyphs.first { $0.2.glyph(for: "\u{05D0}") == $0.0 })
        let o = try XCTUnwrap(glyphs.first { $0.2.glyph(for: "o") == $0.0 })
        let k = try XCTUnwrap(glyphs.first { $0.2.glyph(for: "k") == $0.0 })
        XCTAssertLessThan(o.1, k.1, "\"ok\" reads left to right")
        XCTAssertLessThan(k.1, alef.1, "and sits left of the Hebrew that comes first")
    }
}
