import XCTest
@testable import Easel

/// `ScrollView` as SwiftUI lays it out and as a finger moves it, with trivial fixed-size
/// content so each frame can be worked out by hand. Hosts have no insets unless a test says so.
final class ScrollViewTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 844) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: width, height: height))
    }

    func testAScrollViewFillsTheProposalAndProposesNilAlongItsAxis() {
        let host = host(ScrollView {
            Color.red.frame(height: 2000).accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll"))
        XCTAssertEqual(host.frame(of: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
        // The width is proposed (the colour takes it); the height is the content's own.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    func testShortContentSitsAtTheTopCentredAcross() {
        let host = host(ScrollView {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("content")
        })
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 145, y: 0, width: 100, height: 100))
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 195, y: 400)), "nothing to scroll")
    }

    func testSeveralViewsFormAVerticalStack() {
        let host = host(ScrollView {
            Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
            Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("b")
        })
        // VStack: centred children, 8 points apart (LAYOUT.md, default spacing).
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 170, y: 0, width: 50, height: 100))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 145, y: 108, width: 100, height: 100))
    }

    func testScrollingMovesTheContentWithinItsOverflow() {
        let host = host(ScrollView {
            Color.red.frame(height: 2000).accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll"))
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 500), at: CGPoint(x: 195, y: 400)))
        XCTAssertEqual(host.frame(of: "content")?.minY, -500)
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 500))
        // Past the end: the overflow is 2000 − 844 = 1156.
        host.scroll(by: CGSize(width: 0, height: 5000), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "content")?.minY, -1156)
        // Past the top.
        host.scroll(by: CGSize(width: 0, height: -9000), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.frame(of: "content")?.minY, 0)
        // A horizontal delta does not move a vertical scroll view.
        XCTAssertFalse(host.scroll(by: CGSize(width: 100, height: 0), at: CGPoint(x: 195, y: 400)))
    }

    func testAHorizontalScrollViewCentresItsRowVertically() {
        let host = host(ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(0..<10, id: \.self) { index in
                    Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("tile\(index)")
                }
            }
        }, 390, 200)
        XCTAssertEqual(host.frame(of: "tile0"), CGRect(x: 0, y: 75, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "tile9")?.minX, 9 * 108)
        host.scroll(by: CGSize(width: 300, height: 0), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(host.frame(of: "tile0")?.minX, -300)
    }

    func testWithNoProposalAScrollViewIsItsContentsSize() {
        let host = host(ScrollView {
            Color.red.frame(width: 100, height: 120)
        }.fixedSize().accessibilityIdentifier("scroll"))
        XCTAssertEqual(host.frame(of: "scroll")?.size, CGSize(width: 100, height: 120))
    }

    func testInAStackAScrollViewTakesTheRemainingHeight() {
        let host = host(VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView { Color.red.frame(height: 50) }.accessibilityIdentifier("scroll")
        })
        XCTAssertEqual(host.frame(of: "scroll"), CGRect(x: 0, y: 100, width: 390, height: 744))
    }

    func testTapsReachScrolledContentButNotWhatScrolledOutOfSight() {
        var taps: [String] = []
        let host = host(VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Button("Top") { taps.append("top") }.frame(height: 100).accessibilityIdentifier("top")
                    Color.clear.frame(height: 900)
                    Button("Bottom") { taps.append("bottom") }.frame(height: 100).accessibilityIdentifier("bottom")
                }
            }
            .frame(height: 400)
            Color.gray.frame(height: 444)
        })
        host.scroll(by: CGSize(width: 0, height: 700), at: CGPoint(x: 195, y: 200))
        let bottom = try! XCTUnwrap(host.frame(of: "bottom"))
        XCTAssertEqual(bottom.minY, 1000 - 700)
        host.tap(at: CGPoint(x: bottom.midX, y: bottom.midY))
        XCTAssertEqual(taps, ["bottom"])
        // "Top" is now at y −700…−600: out of sight, not tappable even where it would be drawn.
        let top = try! XCTUnwrap(host.frame(of: "top"))
        host.tap(at: CGPoint(x: top.midX, y: top.midY))
        XCTAssertEqual(taps, ["bottom"])
    }

    func testNestedScrollViewsEachTakeTheirAxis() {
        let host = host(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    Color.blue.frame(width: 1000, height: 100).accessibilityIdentifier("row")
                }
                .frame(height: 100)
                .accessibilityIdentifier("inner")
                Color.red.frame(height: 2000)
            }
        }.accessibilityIdentifier("outer"))
        host.scroll(by: CGSize(width: 200, height: 0), at: CGPoint(x: 195, y: 50))
        XCTAssertEqual(host.scrollOffset(of: "inner"), CGPoint(x: 200, y: 0))
        host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 195, y: 50))
        XCTAssertEqual(host.scrollOffset(of: "outer"), CGPoint(x: 0, y: 300))
        XCTAssertEqual(host.frame(of: "row"), CGRect(x: -200, y: -300, width: 1000, height: 100))
    }

    func testADragScrollsAndDoesNotTap() throws {
        var taps = 0
        let host = host(ScrollView {
            VStack(spacing: 0) {
                Button("Row") { taps += 1 }.frame(height: 100).accessibilityIdentifier("row")
                Color.red.frame(height: 2000)
            }
        }.accessibilityIdentifier("scroll"))
        let row = try XCTUnwrap(host.frame(of: "row"))
        // A finger on the button, dragged 300 points up: the content follows, the button does not act.
        host.drag(from: CGPoint(x: row.midX, y: row.midY), by: CGSize(width: 0, height: -300))
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 300))
        XCTAssertEqual(taps, 0)
        // A small wobble is still a tap.
        let moved = try XCTUnwrap(host.frame(of: "row"))
        host.drag(from: CGPoint(x: 195, y: moved.midY + 320), by: CGSize(width: 0, height: 4), steps: 2)
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 300))
    }

    func testScrollDisabledDoesNotScroll() {
        let host = host(ScrollView { Color.red.frame(height: 2000) }.scrollDisabled(true))
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 195, y: 400)))
    }

    func testTheOffsetSurvivesReevaluationAndResizing() {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Button("Count \(count)") { count += 1 }.frame(height: 100).accessibilityIdentifier("button")
                        Color.red.frame(height: 2000)
                    }
                }
                .accessibilityIdentifier("scroll")
            }
        }
        let host = host(Screen())
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 195, y: 400))
        let button = try! XCTUnwrap(host.frame(of: "button"))
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 40))
        host.size = CGSize(width: 500, height: 700)
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 40))
        XCTAssertEqual(host.frame(of: "button")?.minY, -40)
    }

    func testContentOutsideTheScrollViewIsClipped() {
        let host = host(VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 2000) }.frame(height: 100)
            Color.white.frame(height: 744)
        })
        let pixels = host.render(scale: 1)
        XCTAssertEqual(pixels.pixel(x: 195, y: 50).red, 1, accuracy: 0.01)
        // Below the scroll view: white, not the red content running on.
        XCTAssertEqual(pixels.pixel(x: 195, y: 150).green, 1, accuracy: 0.01)
    }

    func testAScrollViewReachesUnderTheBarsAndInsetsItsContent() {
        // iPhone 16: 393 × 852 points, 59 at the top, 34 at the bottom.
        let host = PreviewHost(ScrollView {
            Color.red.frame(height: 2000).accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll"), size: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(host.frame(of: "scroll"), CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(host.frame(of: "content")?.minY, 59)
        // To the end: 2000 + 59 + 34 − 852 = 1241, the content's end 34 points above the bottom.
        host.scroll(by: CGSize(width: 0, height: 9000), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.scrollOffset(of: "scroll"), CGPoint(x: 0, y: 1241))
        XCTAssertEqual(host.frame(of: "content")?.maxY, 852 - 34)
    }

    func testAScrollViewBelowOtherContentDoesNotReachTheTop() {
        let host = PreviewHost(VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView { Color.red.frame(height: 2000).accessibilityIdentifier("content") }.accessibilityIdentifier("scroll")
        }, size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        // The stack fills the safe area (59…818); the scroll view reaches the bottom edge only.
        XCTAssertEqual(host.frame(of: "scroll"), CGRect(x: 0, y: 159, width: 393, height: 693))
        XCTAssertEqual(host.frame(of: "content")?.minY, 159)
    }

    func testLazyStacksTakeTheWholeCrossLength() {
        let host = host(ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                ForEach(0..<3, id: \.self) { index in
                    Color.red.frame(width: 100, height: 40).accessibilityIdentifier("row\(index)")
                }
            }
            .accessibilityIdentifier("stack")
        })
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 0, width: 390, height: 128))
        XCTAssertEqual(host.frame(of: "row2"), CGRect(x: 0, y: 88, width: 100, height: 40))
    }
}
