import XCTest
@testable import Easel

/// The per-axis maths of `FlexibleFrameLayout` (LAYOUT.md rule 4).
final class FlexibleFrameTests: XCTestCase {
    typealias Limits = FlexibleFrameLayout.AxisLimits

    override func setUp() { Diagnostics.reset() }

    func testNormalisationOrdersTheLimits() {
        let limits = Limits(50, 20, 10)
        XCTAssertEqual(limits.minimum, 50)
        XCTAssertEqual(limits.ideal, 50, "ideal ≥ min")
        XCTAssertEqual(limits.maximum, 50, "max ≥ ideal")
        XCTAssertEqual(Diagnostics.log, ["Contradictory frame constraints specified."])
    }

    func testBothLimitsClampTheProposalWithoutAskingTheChild() {
        let limits = Limits(100, nil, 200)
        XCTAssertEqual(limits.fixedLength(50), 100)
        XCTAssertEqual(limits.fixedLength(150), 150)
        XCTAssertEqual(limits.fixedLength(400), 200)
        XCTAssertEqual(limits.length(400, child: 7), 200)
    }

    func testIdealAnswersANilProposal() {
        let limits = Limits(nil, 120, nil)
        XCTAssertEqual(limits.fixedLength(nil), 120)
        XCTAssertEqual(limits.childOffer(nil), 120)
        XCTAssertNil(limits.fixedLength(300), "a concrete proposal asks the child")
    }

    func testOnlyMinimum() {
        let limits = Limits(100, nil, nil)
        XCTAssertEqual(limits.childOffer(40), 100)
        // max(min(proposal, child), min)
        XCTAssertEqual(limits.length(400, child: 50), 100)
        XCTAssertEqual(limits.length(400, child: 150), 150)
        XCTAssertEqual(limits.length(400, child: 500), 400)
        XCTAssertEqual(limits.length(nil, child: 10), 100)
    }

    func testOnlyMaximum() {
        let limits = Limits(nil, nil, 100)
        XCTAssertEqual(limits.childOffer(400), 100)
        // min(max(proposal, child), max)
        XCTAssertEqual(limits.length(50, child: 20), 50)
        XCTAssertEqual(limits.length(400, child: 20), 100)
        XCTAssertEqual(limits.length(nil, child: 20), 20)
    }

    func testInfiniteMaximumFillsAFiniteProposal() {
        let limits = Limits(nil, nil, .infinity)
        XCTAssertEqual(limits.length(320, child: 10), 320)
        XCTAssertEqual(limits.length(nil, child: 10), 10)
        XCTAssertTrue(Diagnostics.log.isEmpty, "an infinite maximum is valid")
    }

    func testInvalidLimitsAreIgnoredWithOneWarning() {
        let limits = Limits(-5, .nan, .infinity)
        XCTAssertNil(limits.minimum)
        XCTAssertNil(limits.ideal)
        XCTAssertEqual(limits.maximum, .infinity)
        _ = Limits(-5, nil, nil)
        XCTAssertEqual(Diagnostics.log.filter { $0 == "Invalid frame dimension (negative or non-finite)." }.count, 2,
                       "one warning per invalid value (−5 and NaN), not per use")
    }
}
