import XCTest
@testable import Easel

/// `Spacer` and `Divider` orient themselves by the nearest enclosing stack (LAYOUT.md rule 8).
final class SpacerTests: XCTestCase {
    func testLengthIsTheOfferAtLeastMinLength() {
        let spacer = ViewNode(SpacerLayout(minLength: 8), environment: EnvironmentValues())
        let stack = container([spacer], layout: LayoutAdapter(VStackLayout()))
        withExtendedLifetime(stack) {
            XCTAssertEqual(spacer.sizeThatFits(ProposedViewSize(width: 50, height: 3)), CGSize(width: 0, height: 8))
            XCTAssertEqual(spacer.sizeThatFits(ProposedViewSize(width: 50, height: 30)), CGSize(width: 0, height: 30))
            XCTAssertEqual(spacer.sizeThatFits(.unspecified), CGSize(width: 0, height: 8))
        }
    }

    func testLooksThroughSingleChildModifiers() {
        let spacer = ViewNode(SpacerLayout(minLength: 0), environment: EnvironmentValues())
        let padded = container([spacer], layout: PaddingLayout(insets: EdgeInsets()))
        let stack = container([padded, fixedLeaf(1, 1)], layout: LayoutAdapter(HStackLayout()))
        withExtendedLifetime(stack) {
            XCTAssertEqual(SpacerLayout.stackAxis(of: spacer), .horizontal)
        }
    }

    func testOutsideAStackItExpandsBothWays() {
        let spacer = ViewNode(SpacerLayout(minLength: 8), environment: EnvironmentValues())
        XCTAssertEqual(spacer.sizeThatFits(ProposedViewSize(width: 50, height: 60)), CGSize(width: 50, height: 60))
        XCTAssertEqual(spacer.sizeThatFits(.zero), CGSize(width: 8, height: 8))
    }

    func testSpacersHaveTheLowestPriority() {
        XCTAssertLessThan(Spacer.layoutPriority, -1_000_000)
    }
}
