import XCTest
@testable import Easel

/// `ViewSpacing` (LAYOUT.md rule 7).
final class ViewSpacingTests: XCTestCase {
    func testOrdinaryNeighboursAreEightApart() {
        XCTAssertEqual(ViewSpacing.standard.distance(to: .standard, along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.standard.distance(to: .standard, along: .vertical), 8)
    }

    func testSpacerIsFlushOnEitherSide() {
        XCTAssertEqual(ViewSpacing.standard.distance(to: .flush, along: .horizontal), 0)
        XCTAssertEqual(ViewSpacing.flush.distance(to: .standard, along: .vertical), 0)
    }

    func testLargerPreferenceWins() {
        var wide = ViewSpacing.standard
        wide.leading.distance = 20
        XCTAssertEqual(ViewSpacing.standard.distance(to: wide, along: .horizontal), 20)
        XCTAssertEqual(wide.distance(to: .standard, along: .horizontal), 8, "only the facing edges count")
    }

    func testUnionOnSomeEdges() {
        var spacing = ViewSpacing.zero
        spacing.formUnion(.standard, edges: .leading)
        XCTAssertEqual(spacing.leading.distance, 8)
        XCTAssertEqual(spacing.trailing.distance, 0)
        XCTAssertFalse(ViewSpacing.flush.union(.standard).leading.isFlush, "a container is flush only if all its subviews are")
        XCTAssertTrue(ViewSpacing.flush.union(.flush).top.isFlush)
    }
}
