import XCTest
@testable import Easel

/// `PaddingLayout` (LAYOUT.md rule 5).
final class PaddingLayoutTests: XCTestCase {
    private func padded(_ insets: EdgeInsets, child: ViewNode) -> ViewNode {
        container([child], layout: PaddingLayout(insets: insets))
    }

    func testSizeIsChildPlusInsets() {
        let node = padded(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), child: fixedLeaf(10, 20))
        XCTAssertEqual(node.sizeThatFits(ProposedViewSize(width: 100, height: 100)), CGSize(width: 16, height: 24))
    }

    func testChildIsProposedWhatIsLeftNeverBelowZero() {
        let node = padded(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), child: flexibleLeaf())
        XCTAssertEqual(node.sizeThatFits(ProposedViewSize(width: 100, height: 15)), CGSize(width: 100, height: 20))
        XCTAssertEqual(node.sizeThatFits(.zero), CGSize(width: 20, height: 20))
    }

    func testNilStaysNil() {
        let node = padded(EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5), child: flexibleLeaf())
        XCTAssertEqual(node.sizeThatFits(.unspecified), CGSize(width: 20, height: 20), "the leaf's ideal 10×10 plus 10")
    }

    func testNonFinitePaddingWarnsAndCountsAsZero() {
        Diagnostics.reset()
        let node = padded(EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0), child: fixedLeaf(10, 10))
        XCTAssertEqual(node.sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
        XCTAssertEqual(Diagnostics.log.count, 1)
    }
}
