import XCTest
@testable import Easel

/// Very deep and very wide trees lay out without overflowing the stack, with the right frames.
final class StackGuardTests: XCTestCase {
    /// 5,000 levels of padding(1) around a 10×10 colour: 10 + 2 × 5,000 = 10,010 square, centred
    /// in 400×800 (overflowing): origin ((400 − 10,010) / 2, (800 − 10,010) / 2).
    func testTreeFiveThousandLevelsDeep() {
        var view = AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("core"))
        for _ in 0..<5_000 { view = AnyView(view.padding(1)) }
        let host = PreviewHost(view.accessibilityIdentifier("root"), size: CGSize(width: 400, height: 800),
                               safeAreaInsets: EdgeInsets(), keyboardHeight: 0, colorScheme: .light,
                               textEngine: StandInTextEngine())
        XCTAssertEqual(host.frame(of: "root"), CGRect(x: -4805, y: -4605, width: 10_010, height: 10_010))
        XCTAssertEqual(host.frame(of: "core"), CGRect(x: 195, y: 395, width: 10, height: 10))
    }

    /// 100,000 1×1 colours side by side: 100,000 wide, x = (400 − 100,000) / 2 = −49,800.
    func testHStackOfOneHundredThousandChildren() {
        let count = 100_000
        let view = HStack(spacing: 0) {
            ForEach(0..<count) { index in
                Color.red.frame(width: 1, height: 1).accessibilityIdentifier(index == count - 1 ? "last" : "child")
            }
        }
        .accessibilityIdentifier("stack")
        let host = PreviewHost(view, size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(),
                               keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: -49_800, y: 399.5, width: 100_000, height: 1))
        XCTAssertEqual(host.frame(of: "child"), CGRect(x: -49_800, y: 399.5, width: 1, height: 1))
        XCTAssertEqual(host.frame(of: "last"), CGRect(x: 50_199, y: 399.5, width: 1, height: 1))
    }
}
