import XCTest
@testable import Easel

/// `ZStackLayout` (LAYOUT.md rule 9).
final class ZStackLayoutTests: XCTestCase {
    func testUnionOfAlignedFrames() {
        let views = subviews([fixedLeaf(100, 20), fixedLeaf(20, 60)])
        var cache: Void = ()
        XCTAssertEqual(ZStackLayout(alignment: .topLeading).sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache),
                       CGSize(width: 100, height: 60))
    }

    func testOnlyHighestPrioritySizesTheStack() {
        let views = subviews([fixedLeaf(300, 300), fixedLeaf(20, 20, priority: 1)])
        var cache: Void = ()
        XCTAssertEqual(ZStackLayout().sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache),
                       CGSize(width: 20, height: 20))
    }

    func testMaximumOfFlexibleChildIsInfinite() {
        let views = subviews([flexibleLeaf(), fixedLeaf(10, 10)])
        var cache: Void = ()
        XCTAssertEqual(ZStackLayout().sizeThatFits(proposal: .infinity, subviews: views, cache: &cache),
                       CGSize(width: CGFloat.infinity, height: .infinity))
    }

    func testEmptyStackIsZero() {
        var cache: Void = ()
        XCTAssertEqual(ZStackLayout().sizeThatFits(proposal: .infinity, subviews: subviews([]), cache: &cache), .zero)
    }
}
