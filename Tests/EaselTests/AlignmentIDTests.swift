import XCTest
@testable import Easel

/// Merging explicit guides (Apple, "VerticalAlignment.combineExplicit(_:)") and guide defaults.
final class AlignmentIDTests: XCTestCase {
    func testMeanOfNonNilValues() {
        XCTAssertEqual(HorizontalAlignment.center.combineExplicit([10, nil, 30]), 20)
        XCTAssertNil(HorizontalAlignment.leading.combineExplicit([nil, nil]))
    }

    func testTextBaselinesUseMinimumAndMaximum() {
        XCTAssertEqual(VerticalAlignment.firstTextBaseline.combineExplicit([12, nil, 5, 9]), 5)
        XCTAssertEqual(VerticalAlignment.lastTextBaseline.combineExplicit([12, nil, 5, 9]), 12)
    }

    func testDefaults() {
        let d = ViewDimensions(width: 40, height: 20)
        XCTAssertEqual(d[HorizontalAlignment.leading], 0)
        XCTAssertEqual(d[HorizontalAlignment.center], 20)
        XCTAssertEqual(d[HorizontalAlignment.trailing], 40)
        XCTAssertEqual(d[VerticalAlignment.center], 10)
        XCTAssertEqual(d[VerticalAlignment.firstTextBaseline], 20, "no text: the bottom edge (LAYOUT.md rule 14)")
        XCTAssertNil(d[explicit: VerticalAlignment.firstTextBaseline])
    }

    func testCustomGuideDefault() {
        enum Third: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 } }
        XCTAssertEqual(ViewDimensions(width: 1, height: 30)[VerticalAlignment(Third.self)], 10)
        XCTAssertEqual(VerticalAlignment(Third.self), VerticalAlignment(Third.self))
        XCTAssertNotEqual(VerticalAlignment(Third.self), VerticalAlignment.center)
    }
}
