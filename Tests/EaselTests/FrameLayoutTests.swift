import XCTest
@testable import Easel

/// `frame(width:height:alignment:)` with bad input: SwiftUI logs "Invalid frame dimension
/// (negative or non-finite)." and ignores the value; Easel warns exactly once and lays out as
/// if the dimension were not given (LAYOUT.md rule 4; STYLE.md: bad input warns, never traps).
final class FrameLayoutTests: XCTestCase {
    private let message = "Invalid frame dimension (negative or non-finite)."

    override func setUp() { Diagnostics.reset() }

    private func assertIgnoredWithOneWarning(width: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let host = PreviewHost(Color.red.frame(width: width, height: 50).accessibilityIdentifier("frame"),
                               size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(), keyboardHeight: 0,
                               colorScheme: .light, textEngine: StandInTextEngine())
        XCTAssertEqual(host.frame(of: "frame"), CGRect(x: 0, y: 375, width: 400, height: 50), file: file, line: line)
        host.size = CGSize(width: 300, height: 600)
        XCTAssertEqual(host.frame(of: "frame"), CGRect(x: 0, y: 275, width: 300, height: 50), file: file, line: line)
        host.colorScheme = .dark  // rebuilds the tree, and so the frame
        _ = host.frame(of: "frame")
        XCTAssertEqual(Diagnostics.log, [message], file: file, line: line)
    }

    func testNegativeWidth() { assertIgnoredWithOneWarning(width: -10) }
    func testNaNWidth() { assertIgnoredWithOneWarning(width: .nan) }
    func testInfiniteWidth() { assertIgnoredWithOneWarning(width: .infinity) }

    func testValidSizesDoNotWarn() {
        XCTAssertEqual(FrameLayout.validated(0), 0)
        XCTAssertEqual(FrameLayout.validated(12.5), 12.5)
        XCTAssertNil(FrameLayout.validated(nil))
        XCTAssertTrue(Diagnostics.log.isEmpty)
    }

    func testChildLargerThanFrameOverflowsAroundTheAlignment() {
        let child = fixedLeaf(30, 30)
        let offset = FrameLayout.alignedOffset(child, offer: ProposedViewSize(width: 10, height: 10),
                                               in: CGSize(width: 10, height: 10), alignment: .bottomTrailing)
        XCTAssertEqual(offset, CGPoint(x: -20, y: -20))
    }
}
