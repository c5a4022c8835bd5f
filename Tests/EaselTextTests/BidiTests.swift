import XCTest
@testable import EaselText

/// Right-to-left text: levels and reordering (UAX #9), and Hebrew and Arabic set right to left.
final class BidiTests: XCTestCase {
    private func classes(_ string: String) -> [Bidi.Class] { string.unicodeScalars.map(Bidi.classify) }
    private func levels(_ string: String, _ direction: Bidi.Direction = .leftToRight) -> [UInt8] {
        Bidi.levels(of: string.unicodeScalars.map(\.value), direction: direction)
    }

    func testLevelsOfMixedText() {
        // "ab אב 12": left letters, space, Hebrew, space, digits.
        let levels = levels("ab \u{05D0}\u{05D1} 12")
        XCTAssertEqual(levels, [0, 0, 0, 1, 1, 1, 2, 2], "numbers after Hebrew sit above it; the space between takes its direction")
        XCTAssertEqual(Bidi.paragraphDirection(classes("\u{05E9}\u{05DC}\u{05D5}\u{05DD} hi"), requested: nil), .rightToLeft)
        XCTAssertEqual(Bidi.paragraphDirection(classes("12 hi"), requested: nil), .leftToRight)
    }

    /// Explicit embeddings, overrides and isolates (UAX #9 rules X1–X10): an isolate's text is
    /// resolved on its own, an override forces its direction, brackets pair (N0).
    func testExplicitEmbeddingsOverridesAndIsolates() {
        // RLI a b PDI: Latin inside a right-to-left isolate sits at level 2; the isolate's
        // marks at the paragraph's.
        XCTAssertEqual(levels("\u{2067}ab\u{2069}"), [0, 2, 2, 0])
        // RLO a b c PDF: forced right to left.
        XCTAssertEqual(levels("\u{202E}abc\u{202C}").dropFirst().prefix(3), [1, 1, 1])
        // LRE inside a right-to-left paragraph: level 2.
        XCTAssertEqual(levels("\u{202A}ab\u{202C}", .rightToLeft).dropFirst().prefix(2), [2, 2])
        // A number isolated after Hebrew does not join the Hebrew's run (it would sit at 2 with it
        // without the isolate; inside an LRI it is at 2 all the same, and the neutral space before
        // the isolate takes the paragraph's direction as the isolate counts as a neutral).
        XCTAssertEqual(levels("\u{05D0} \u{2066}12\u{2069}"), [1, 0, 0, 2, 2, 0])
        // Brackets pair: "(" and ")" around Hebrew in a left-to-right paragraph take the
        // Hebrew's direction only when it is the stronger inside and before them (N0); here the
        // paragraph's.
        XCTAssertEqual(levels("a (\u{05D0}) b"), [0, 0, 0, 1, 0, 0, 0])
    }

    /// A right-to-left override draws Latin letters reversed; an isolate keeps a Latin name in
    /// order inside a right-to-left sentence.
    func testOverridesAndIsolatesReorderGlyphs() throws {
        func order(_ string: String, _ direction: Bidi.Direction, of letters: [Unicode.Scalar]) throws -> [CGFloat] {
            let layout = TextLayoutEngine.layout([TextRun(string, font: FontDescriptor(size: 17))], style: ParagraphStyle(direction: direction))
            let glyphs = layout.glyphRuns.flatMap { run in zip(run.glyphs, run.positions).map { ($0.0, $0.1.x, run.face) } }
            return try letters.map { letter in try XCTUnwrap(glyphs.first { $0.2.glyph(for: letter) == $0.0 }).1 }
        }
        let overridden = try order("x\u{202E}abc\u{202C}y", .leftToRight, of: ["x", "a", "b", "c", "y"])
        XCTAssertLessThan(overridden[0], overridden[3], "x, then c")
        XCTAssertLessThan(overridden[3], overridden[2], "c, then b")
        XCTAssertLessThan(overridden[2], overridden[1], "b, then a")
        XCTAssertLessThan(overridden[1], overridden[4], "a, then y")
        let isolated = try order("\u{05E9} \u{2068}bob\u{2069} \u{05DD}", .rightToLeft, of: ["\u{05E9}", "b", "o", "\u{05DD}"])
        XCTAssertLessThan(isolated[3], isolated[1], "the last Hebrew letter is leftmost")
        XCTAssertLessThan(isolated[1], isolated[2], "\"bob\" reads left to right")
        XCTAssertLessThan(isolated[2], isolated[0], "and the first Hebrew letter is rightmost")
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
