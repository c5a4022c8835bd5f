import XCTest
@testable import EaselText

final class ShapedTextTests: XCTestCase {
    private let body = FontDescriptor(size: 17)

    private func shaped(_ string: String, _ font: FontDescriptor = FontDescriptor(size: 17)) -> ShapedText {
        ShapedText(string: string, font: font, library: .shared)
    }

    func testKerningMakesAVNarrowerThanAPlusV() {
        let pair = shaped("AV").advance
        let separate = shaped("A").advance + shaped("V").advance
        XCTAssertLessThan(pair, separate - 0.01, "Inter kerns A–V by a visible amount")
    }

    func testAdvancesAreInEmsFromTheFont() {
        // hmtx advance of "H" ÷ unitsPerEm, straight from HarfBuzz's unkerned single glyph.
        let face = FontLibrary.shared.face(for: body)
        let raw = face.harfBuzz.shape(["H".unicodeScalars.first!.value], range: 0..<1, features: [])
        XCTAssertEqual(shaped("H").advance, Double(raw.advances[0]) / Double(face.unitsPerEm), accuracy: 1e-12)
        XCTAssertGreaterThan(raw.advances[0], 0)
    }

    func testCombiningMarkStaysInItsBaseCluster() {
        let text = shaped("e\u{301}x")
        XCTAssertEqual(text.clusters.count, 2)
        XCTAssertEqual(text.clusters[0].scalarStart, 0)
        XCTAssertEqual(text.clusters[0].scalarEnd, 2)
        XCTAssertEqual(text.clusters[1].scalarStart, 2)
    }

    func testMonospacedDigitGivesEveryDigitTheSameAdvance() {
        var tabular = body
        tabular.monospacedDigit = true
        let digits = "0123456789".map { shaped(String($0), tabular).advance }
        XCTAssertEqual(Set(digits).count, 1, "tnum: all digits one width")
        let proportional = "0123456789".map { shaped(String($0)).advance }
        XCTAssertGreaterThan(Set(proportional).count, 1, "without tnum Inter's digits differ (1 is narrow)")
    }

    func testSpacesHangAndNoBreakSpacesDoNot() {
        let text = shaped("a b\u{00A0}c")
        XCTAssertEqual(text.clusters.map(\.isHangingSpace), [false, true, false, false, false])
    }

    func testMissingCharacterFallsBackToAnInstalledFaceThatHasIt() throws {
        let ideograph: Unicode.Scalar = "中"
        guard let fallback = FontLibrary.shared.fallbackFace(for: ideograph, near: body) else {
            throw XCTSkip("no installed font covers U+4E2D (apt-get install fonts-noto-cjk)")
        }
        let text = shaped("A中")
        XCTAssertEqual(text.faces.count, 2)
        XCTAssertTrue(text.faces[1] === fallback)
        XCTAssertEqual(text.clusters[1].face, 1)
        XCTAssertNotEqual(text.glyphs[1], 0, "the fallback draws the ideograph, not .notdef")
    }

    /// U+10FFFC, private use in plane 16: no standard font maps it (Material Icons does map
    /// U+10FFFD, so that one is not "missing" here).
    func testCharacterNoFontHasBecomesNotdefWithOneWarning() {
        let text = shaped("a\u{10FFFC}b")
        XCTAssertEqual(text.glyphs.count, 3)
        XCTAssertEqual(text.glyphs[1], 0, ".notdef")
        XCTAssertTrue(text.faces[text.clusters[1].face] === FontLibrary.shared.face(for: body))
        XCTAssertGreaterThan(text.clusters[1].advance, 0, "the box takes space")
        XCTAssertTrue(TextWarnings.shared.hasWarned(key: "missing-glyph:\(0x10FFFC)"))
    }

    func testShapingCacheReturnsTheSameResultForAnySize() {
        let cache = ShapingCache(library: .shared)
        let first = cache.shaped("Hello", font: FontDescriptor(size: 12))
        let second = cache.shaped("Hello", font: FontDescriptor(size: 30))
        XCTAssertTrue(first === second)
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.misses, 1)
        _ = cache.shaped("Hello", font: FontDescriptor(size: 12, weight: 700))
        XCTAssertEqual(cache.misses, 2, "another weight is another face")
    }

    /// Emoji (Unicode Technical Standard #51, "Presentation Style"): emoji-by-default
    /// characters, and any emoji with U+FE0F or a keycap; U+FE0E and text-default symbols stay text.
    func testWhichCharactersAreEmoji() {
        for emoji in ["😀", "📝", "❤️", "1️⃣", "🇫🇷", "👩‍👩‍👧", "👍🏽"] {
            XCTAssertTrue(ShapedText.isEmoji(Character(emoji)), emoji)
        }
        for text in ["A", "1", "♥", "❤︎", "©"] {
            XCTAssertFalse(ShapedText.isEmoji(Character(text)), text)
        }
    }

    /// Emoji are set in the colour emoji face, one cluster each (a family joined with ZWJ, a
    /// skin tone, a flag), between text in the primary face.
    func testEmojiAreSetInTheColourEmojiFaceOneClusterEach() throws {
        guard let emoji = FontLibrary.shared.emojiFace else {
            throw XCTSkip("no colour emoji font is installed (make test installs fonts-noto-color-emoji)")
        }
        let text = shaped("Hi 👩‍👩‍👧👍🏽🇫🇷!")
        let emojiClusters = text.clusters.filter { text.faces[$0.face] === emoji }
        XCTAssertEqual(emojiClusters.count, 3, "the family, the thumbs up and the flag")
        XCTAssertTrue(text.faces[text.clusters.first!.face] !== emoji, "H is the system font's")
        // Each emoji advances by the emoji face's own advance (2550 of 2048 units in Noto Color Emoji).
        let advance = Double(emoji.harfBuzz.nominalAdvance(of: emoji.glyph(for: "👍"))) / Double(emoji.unitsPerEm)
        XCTAssertEqual(emojiClusters[1].advance, advance, accuracy: 0.001)
        XCTAssertGreaterThan(advance, 1, "emoji are wider than an em, as on iOS")
        let glyph = try XCTUnwrap(GlyphCache.shared.colorGlyph(face: emoji, glyph: emoji.glyph(for: "😀")))
        XCTAssertGreaterThan(glyph.width, 100, "drawn from the colour strike")
        XCTAssertTrue(glyph.pixels.contains { ($0 >> 24) == 0xFF && ($0 >> 16 & 0xFF) > 0xE0 && ($0 & 0xFF) < 0x60 }, "yellow, in colour")
    }
}
