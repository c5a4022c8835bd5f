import XCTest
@testable import Easel

/// The steps of `StackAlgorithm` (LAYOUT.md rule 6), on leaves whose answers are known.
final class StackAlgorithmTests: XCTestCase {
    private let horizontal = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)

    func testDefaultGapsAreEightAndExplicitSpacingWins() {
        let views = subviews([fixedLeaf(10, 10), fixedLeaf(20, 10), fixedLeaf(30, 10)])
        XCTAssertEqual(horizontal.solve(ProposedViewSize(width: 200, height: 100), subviews: views).gaps, [8, 8])
        let spaced = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 3)
        let solution = spaced.solve(ProposedViewSize(width: 200, height: 100), subviews: views)
        XCTAssertEqual(solution.gaps, [3, 3])
        XCTAssertEqual(solution.size, CGSize(width: 66, height: 10))
    }

    func testNoGapNextToASpacer() {
        let spacer = ViewNode(SpacerLayout(minLength: 8), environment: EnvironmentValues())
        spacer.layoutPriority = Spacer.layoutPriority
        let stack = container([fixedLeaf(10, 10), spacer, fixedLeaf(10, 10)], layout: LayoutAdapter(HStackLayout()))
        withExtendedLifetime(stack) {
            let solution = horizontal.solve(ProposedViewSize(width: 100, height: 100), subviews: subviews(stack.children))
            XCTAssertEqual(solution.gaps, [0, 0])
            // The spacer is served last and takes what the fixed leaves leave: 100 − 20.
            XCTAssertEqual(solution.sizes[1], CGSize(width: 80, height: 0))
        }
    }

    func testIdealSizeProposesNilAndAddsUp() {
        let views = subviews([leaf(TestLeafLayout(ideal: CGSize(width: 30, height: 5))), fixedLeaf(20, 15)])
        let solution = horizontal.solve(ProposedViewSize(width: nil, height: nil), subviews: views)
        XCTAssertEqual(solution.offers[0], .unspecified)
        XCTAssertEqual(solution.size, CGSize(width: 58, height: 15))
    }

    func testFlexibleLeavesShareEqually() {
        let views = subviews([flexibleLeaf(), flexibleLeaf(), flexibleLeaf()])
        let solution = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
            .solve(ProposedViewSize(width: 300, height: 50), subviews: views)
        XCTAssertEqual(solution.sizes.map(\.width), [100, 100, 100])
    }

    func testLeastFlexibleFirst() {
        // Offered 100 / 2 = 50 first, the capped leaf takes 40; the free one gets 60.
        let capped = leaf(TestLeafLayout(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 40, height: CGFloat.infinity)))
        let views = subviews([flexibleLeaf(), capped])
        let solution = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
            .solve(ProposedViewSize(width: 100, height: 50), subviews: views)
        XCTAssertEqual(solution.sizes.map(\.width), [60, 40])
    }

    func testLargerMinimumFirstAmongInfinitelyFlexible() {
        let views = subviews([flexibleLeaf(minimumWidth: 10), flexibleLeaf(minimumWidth: 80)])
        let solution = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
            .solve(ProposedViewSize(width: 100, height: 50), subviews: views)
        XCTAssertEqual(solution.sizes.map(\.width), [20, 80])
    }

    func testHigherPriorityGoesFirstWithLowerMinimumsReserved() {
        let views = subviews([flexibleLeaf(minimumWidth: 30), flexibleLeaf(minimumWidth: 10, priority: 1)])
        let solution = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
            .solve(ProposedViewSize(width: 100, height: 50), subviews: views)
        XCTAssertEqual(solution.sizes.map(\.width), [30, 70])
    }

    func testMaximumOfFlexibleStackIsInfiniteNotNaN() {
        let views = subviews([flexibleLeaf(), flexibleLeaf()])
        let solution = horizontal.solve(.infinity, subviews: views)
        XCTAssertEqual(solution.size.width, .infinity)
        XCTAssertEqual(solution.size.height, .infinity)
        XCTAssertTrue(solution.sizes.allSatisfy { !$0.width.isNaN })
    }

    func testCrossAxisAlignment() {
        let views = subviews([fixedLeaf(10, 40), fixedLeaf(10, 10)])
        let top = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.top.key, spacing: 0)
        XCTAssertEqual(top.solve(ProposedViewSize(width: 100, height: 100), subviews: views).crossOffsets, [0, 0])
        let bottom = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.bottom.key, spacing: 0)
        XCTAssertEqual(bottom.solve(ProposedViewSize(width: 100, height: 100), subviews: views).crossOffsets, [0, 30])
        let center = StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
        XCTAssertEqual(center.solve(ProposedViewSize(width: 100, height: 100), subviews: views).crossOffsets, [0, 15])
    }

    func testVerticalAxisSwapsTheRoles() {
        let views = subviews([fixedLeaf(40, 10), fixedLeaf(10, 20)])
        let vertical = StackAlgorithm(axis: .vertical, alignment: HorizontalAlignment.trailing.key, spacing: nil)
        let solution = vertical.solve(ProposedViewSize(width: 100, height: 100), subviews: views)
        XCTAssertEqual(solution.size, CGSize(width: 40, height: 38))
        XCTAssertEqual(solution.crossOffsets, [0, 30])
    }

    func testOverflowIsAllowed() {
        let views = subviews([fixedLeaf(80, 10), fixedLeaf(80, 10)])
        let solution = horizontal.solve(ProposedViewSize(width: 100, height: 100), subviews: views)
        XCTAssertEqual(solution.size.width, 168)
    }
}
