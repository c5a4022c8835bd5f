import XCTest
@testable import Easel

/// `Grid`, `GridRow` and `ViewThatFits` with fixed-size cells, worked out by hand.
final class GridTests: XCTestCase {
    private func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Color.blue.frame(width: width, height: height).accessibilityIdentifier(id)
    }

    func testColumnsTakeTheirWidestCellAndRowsTheirTallest() throws {
        let host = PreviewHost(Grid {
            GridRow { box("a", 50, 20); box("b", 30, 20) }
            GridRow { box("c", 70, 30); box("d", 10, 10) }
        }.accessibilityIdentifier("grid"), size: CGSize(width: 390, height: 844))
        // Columns 70 and 30, rows 20 and 30, 8 apart: 108 × 58, centred in the host.
        XCTAssertEqual(host.frame(of: "grid"), CGRect(x: 141, y: 393, width: 108, height: 58))
        XCTAssertEqual(host.frame(of: "a")?.origin, CGPoint(x: 151, y: 393))
        XCTAssertEqual(host.frame(of: "d")?.origin, CGPoint(x: 229, y: 431))
    }

    func testAViewOutsideARowSpansTheGridAndColumnsAlign() throws {
        let host = PreviewHost(Grid(alignment: .leading) {
            GridRow { box("a", 50, 20); box("b", 30, 20).gridColumnAlignment(.trailing) }
            Color.red.frame(height: 2).accessibilityIdentifier("rule")
            GridRow { box("c", 70, 30); box("d", 10, 10) }
        }.accessibilityIdentifier("grid"), size: CGSize(width: 390, height: 844))
        let grid = try XCTUnwrap(host.frame(of: "grid"))
        XCTAssertEqual(host.frame(of: "rule")?.width, 108)
        XCTAssertEqual(host.frame(of: "a")?.minX, grid.minX, "leading")
        XCTAssertEqual(host.frame(of: "d")?.maxX, grid.maxX, "the second column is trailing")
    }

    func testAFlexibleColumnTakesTheWidthLeft() {
        let host = PreviewHost(Grid {
            GridRow { box("a", 50, 20); Color.green.frame(height: 20).accessibilityIdentifier("fill") }
        }, size: CGSize(width: 390, height: 844))
        // 390 − 50 − 8 = 332 for the flexible column (its ideal width is 10).
        XCTAssertEqual(host.frame(of: "fill")?.width ?? 0, 332, accuracy: 0.01)
    }

    func testViewThatFitsPicksTheFirstThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            box("wide", 300, 20)
            box("narrow", 80, 20)
        }
        let small = PreviewHost(view, size: CGSize(width: 100, height: 100))
        XCTAssertNil(small.frame(of: "wide"))
        XCTAssertEqual(small.frame(of: "narrow")?.width, 80)
        let large = PreviewHost(view, size: CGSize(width: 390, height: 100))
        XCTAssertEqual(large.frame(of: "wide")?.width, 300)
        XCTAssertNil(large.frame(of: "narrow"))
    }
}
