@testable import EaselRaster
import XCTest

/// A dash pattern whose doubled period overflows is drawn solid, not walked forever.
final class PathDasherOverflowTests: XCTestCase {
    func testAPeriodBeyondTheLargestNumberDrawsTheLineSolid() {
        XCTAssertNil(PathDasher(pattern: [.greatestFiniteMagnitude], phase: -5))
        XCTAssertNil(PathDasher(pattern: [.greatestFiniteMagnitude, .greatestFiniteMagnitude], phase: 1))
        XCTAssertNotNil(PathDasher(pattern: [1e300], phase: -5), "a large finite period still dashes")
    }
}
