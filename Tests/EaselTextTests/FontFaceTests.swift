import XCTest
@testable import EaselText

final class FontFaceTests: XCTestCase {
    /// Inter Regular at 17 pt: every metric is the table value × 17 / unitsPerEm, with the tables
    /// read from the file's bytes here, not through FreeType.
    func testInterMetricsAt17PointsMatchTheFontTables() throws {
        let tables = try OpenTypeTables(path: TestFonts.path("Inter-Regular.otf"))
        let face = FontLibrary.shared.face(for: FontDescriptor(size: 17))
        XCTAssertEqual(face.path, TestFonts.path("Inter-Regular.otf"))
        let metrics = face.rawMetrics(size: 17)
        let scale = 17.0 / Double(tables.unitsPerEm)
        XCTAssertEqual(metrics.unitsPerEm, tables.unitsPerEm)
        XCTAssertEqual(Double(metrics.ascender), Double(tables.hheaAscender) * scale, accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.descender), Double(-tables.hheaDescender) * scale, accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.lineGap), Double(tables.hheaLineGap) * scale, accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.lineHeight),
                       Double(tables.hheaAscender - tables.hheaDescender + tables.hheaLineGap) * scale,
                       accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.capHeight), Double(tables.capHeight) * scale, accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.xHeight), Double(tables.xHeight) * scale, accuracy: 1e-9)
        // post.underlinePosition is the stroke's top; the offset is to its centre.
        XCTAssertEqual(Double(metrics.underlineOffset),
                       (Double(-tables.underlinePosition) + Double(tables.underlineThickness) / 2) * scale,
                       accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.underlineThickness), Double(tables.underlineThickness) * scale, accuracy: 1e-9)
        XCTAssertEqual(Double(metrics.strikethroughOffset),
                       (Double(tables.strikeoutPosition) - Double(tables.strikeoutSize) / 2) * scale, accuracy: 1e-9)
    }

    func testMetricsScaleLinearlyWithSize() {
        let face = FontLibrary.shared.face(for: FontDescriptor())
        let small = face.metrics(size: 10), large = face.metrics(size: 30)
        XCTAssertEqual(Double(large.lineHeight), Double(small.lineHeight) * 3, accuracy: 1e-9)
        XCTAssertEqual(Double(large.capHeight), Double(small.capHeight) * 3, accuracy: 1e-9)
    }

    func testCoverage() {
        let face = FontLibrary.shared.face(for: FontDescriptor())
        XCTAssertTrue(face.covers("A"))
        XCTAssertFalse(face.covers("中"), "Inter has no CJK ideographs")
        XCTAssertEqual(face.glyph(for: "\u{10FFFC}"), 0)
    }
}
