import XCTest
@testable import EaselText

final class LineBreakRulesTests: XCTestCase {
    private func canBreak(_ pair: String, before: Unicode.Scalar? = nil) -> Bool {
        let scalars = Array(pair.unicodeScalars)
        return LineBreakRules.canBreak(after: scalars[0], beforePrevious: before, before: scalars[1])
    }

    func testBreaksAfterSpacesNotBeforeThem() {
        XCTAssertTrue(canBreak(" a"))
        XCTAssertFalse(canBreak("a "))
        XCTAssertFalse(canBreak("  "))
        XCTAssertFalse(canBreak("ab"))
    }

    func testNoBreakSpaceGlues() {
        XCTAssertFalse(canBreak("\u{00A0}a"))
        XCTAssertFalse(LineBreakRules.isHangingSpace("\u{00A0}"))
        XCTAssertTrue(LineBreakRules.isHangingSpace(" "))
    }

    func testBreaksAfterAHyphenInsideAWordOnly() {
        XCTAssertTrue(canBreak("-k", before: "l"))
        XCTAssertFalse(canBreak("-5", before: " "))
        XCTAssertFalse(canBreak("-5"))
    }

    func testBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        XCTAssertTrue(canBreak("中文"))
        XCTAssertTrue(canBreak("a中"))
        XCTAssertTrue(canBreak("中a"))
        XCTAssertFalse(canBreak("中。"))
        XCTAssertFalse(canBreak("「中"))
        XCTAssertFalse(canBreak("かっ"))
    }

    func testBreaksAfterZeroWidthSpace() {
        XCTAssertTrue(canBreak("\u{200B}a"))
    }
}
