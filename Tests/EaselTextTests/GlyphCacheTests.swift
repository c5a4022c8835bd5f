import XCTest
@testable import EaselText

final class GlyphCacheTests: XCTestCase {
    private let face = FontLibrary.shared.face(for: FontDescriptor())
    private var glyphH: UInt32 { face.glyph(for: "H") }

    func testCapitalHHasInkUpToTheCapHeight() throws {
        let cache = GlyphCache()
        let mask = try XCTUnwrap(cache.mask(face: face, glyph: glyphH, pixelSize: 51, subpixelX: 0))
        XCTAssertGreaterThan(mask.width, 0)
        XCTAssertEqual(mask.coverage.count, mask.width * mask.height)
        XCTAssertEqual(mask.coverage.max(), 255, "H's stems are solid")
        // The cap height at 51 px per em, from the font's tables: the mask's top row contains it.
        let capHeight = Double(face.rawMetrics(size: 51).capHeight)
        XCTAssertEqual(Double(mask.top), capHeight.rounded(.up), accuracy: 1)
        XCTAssertEqual(Double(mask.height), capHeight, accuracy: 2, "H sits on the baseline")
    }

    func testSecondRequestIsACacheHit() {
        let cache = GlyphCache()
        let first = cache.mask(face: face, glyph: glyphH, pixelSize: 17, subpixelX: 0)
        let second = cache.mask(face: face, glyph: glyphH, pixelSize: 17, subpixelX: 0)
        XCTAssertEqual(first, second)
        XCTAssertEqual(cache.misses, 1)
        XCTAssertEqual(cache.hits, 1)
    }

    func testSubpixelOffsetsShareQuarterPixelMasks() {
        let cache = GlyphCache()
        let quarter = cache.mask(face: face, glyph: glyphH, pixelSize: 17, subpixelX: 0.24)
        let alsoQuarter = cache.mask(face: face, glyph: glyphH, pixelSize: 17, subpixelX: 0.26)
        let whole = cache.mask(face: face, glyph: glyphH, pixelSize: 17, subpixelX: 0)
        XCTAssertEqual(quarter, alsoQuarter)
        XCTAssertNotEqual(quarter, whole, "a shifted outline covers pixels differently")
        XCTAssertEqual(cache.misses, 2)
    }

    func testPlacementRoundsToTheNearestQuarterPixel() {
        XCTAssertTrue(GlyphCache.placement(deviceX: 10.3) == (10, 0.25))
        XCTAssertTrue(GlyphCache.placement(deviceX: 10.9) == (11, 0))
        XCTAssertTrue(GlyphCache.placement(deviceX: -0.3) == (-1, 0.75))
    }

    func testSpaceHasNoMask() {
        XCTAssertNil(GlyphCache().mask(face: face, glyph: face.glyph(for: " "), pixelSize: 17, subpixelX: 0))
    }

    func testTwoThreadsGetTheSameMasksAsOne() {
        let glyphs = "Hamburgefonstiv".unicodeScalars.map { face.glyph(for: $0) }
        let reference = GlyphCache()
        let expected = glyphs.map { reference.mask(face: face, glyph: $0, pixelSize: 30, subpixelX: 0.5) }
        let shared = GlyphCache()
        var results = [[GlyphMask?]](repeating: [], count: 2)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let masks = glyphs.map { shared.mask(face: face, glyph: $0, pixelSize: 30, subpixelX: 0.5) }
            lock.lock(); results[thread] = masks; lock.unlock()
        }
        XCTAssertEqual(results[0], expected)
        XCTAssertEqual(results[1], expected)
        XCTAssertEqual(shared.hits + shared.misses, glyphs.count * 2)
    }
}
