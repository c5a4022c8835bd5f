import XCTest
@testable import Easel

/// Which view a tap lands on: front to back as drawn, by what each view draws, through
/// offsets, never through `allowsHitTesting(false)`, opacity 0 or a clear colour. Each test
/// counts the taps every candidate received, so a tap that lands on the wrong view fails.
final class HitTestingTests: XCTestCase {
    /// Taps received, by name.
    final class Taps {
        var counts: [String: Int] = [:]
        func record(_ name: String) { counts[name, default: 0] += 1 }
    }

    /// A 200×200 host with no insets: a root view of size s is centred at (100, 100).
    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(),
                    keyboardHeight: 0, colorScheme: .light, textEngine: StandInTextEngine())
    }

    /// A blue square with a red circle of the same frame in front (root frame (50, 50, 100, 100)).
    private func circleOverSquare(_ taps: Taps, circleHitTesting: Bool = true) -> some View {
        ZStack {
            Rectangle().fill(Color.blue).onTapGesture { taps.record("square") }
            Circle().fill(Color.red).onTapGesture { taps.record("circle") }.allowsHitTesting(circleHitTesting)
        }
        .frame(width: 100, height: 100)
    }

    func testAShapeIsHitInsideItsPathOnly() {
        let taps = Taps()
        let host = host(circleOverSquare(taps))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, ["circle": 1])
        // (53, 53) is inside the square but outside the circle (radius 50 around (100, 100)).
        host.tap(at: CGPoint(x: 53, y: 53))
        XCTAssertEqual(taps.counts, ["circle": 1, "square": 1])
        host.tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(taps.counts, ["circle": 1, "square": 1], "outside both")
    }

    func testAllowsHitTestingFalseLetsTapsThrough() {
        let taps = Taps()
        let host = host(circleOverSquare(taps, circleHitTesting: false))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, ["square": 1])
    }

    func testZIndexDecidesWhichOverlappingViewIsInFront() {
        let taps = Taps()
        let host = host(ZStack {
            Color.red.onTapGesture { taps.record("first") }.zIndex(1)
            Color.blue.onTapGesture { taps.record("second") }
        }.frame(width: 50, height: 50))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, ["first": 1], "zIndex 1 draws the first view in front")
    }

    func testOverlaysAreInFrontAndBackgroundsBehind() {
        let taps = Taps()
        let host = host(Color.green.onTapGesture { taps.record("primary") }
            .frame(width: 100, height: 100)
            .overlay(alignment: .topLeading) { Color.red.frame(width: 20, height: 20).onTapGesture { taps.record("overlay") } }
            .background { Color.blue.onTapGesture { taps.record("background") } })
        host.tap(at: CGPoint(x: 55, y: 55))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, ["overlay": 1, "primary": 1], "the background is covered by its primary view")
    }

    func testTheEmptySpaceOfAStackIsHitOnlyWithAContentShape() {
        let taps = Taps()
        let row = HStack { Text("A"); Spacer(); Text("B") }.frame(width: 200)
        let plain = host(row.onTapGesture { taps.record("row") })
        plain.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, [:], "the spacer draws nothing")
        plain.tap(at: CGPoint(x: 3, y: 100))
        XCTAssertEqual(taps.counts, ["row": 1], "the text is hit")

        let shaped = host(row.contentShape(Rectangle()).onTapGesture { taps.record("shaped") })
        shaped.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts["shaped"], 1)
    }

    func testOffsetMovesWhereTheViewIsHitButClippingDoesNot() {
        let taps = Taps()
        // Layout frame (75, 75, 50, 50), drawn 60 points to the right.
        let moved = host(Color.red.frame(width: 50, height: 50).onTapGesture { taps.record("moved") }.offset(x: 60))
        moved.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, [:])
        moved.tap(at: CGPoint(x: 160, y: 100))
        XCTAssertEqual(taps.counts, ["moved": 1])

        // A 100×100 square clipped to a 50×50 frame is still hit outside the clip.
        let clipped = host(Color.blue.frame(width: 100, height: 100).onTapGesture { taps.record("clipped") }
            .frame(width: 50, height: 50).clipped())
        clipped.tap(at: CGPoint(x: 60, y: 60))
        XCTAssertEqual(taps.counts["clipped"], 1)
    }

    func testInvisibleViewsAreNotHit() {
        let taps = Taps()
        let host = host(ZStack {
            Color.blue.onTapGesture { taps.record("behind") }
            Color.red.opacity(0).onTapGesture { taps.record("transparent") }
            Color.clear.onTapGesture { taps.record("clear") }
        }.frame(width: 50, height: 50))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, ["behind": 1])

        let shaped = self.host(Color.clear.contentShape(Rectangle()).onTapGesture { taps.record("clear") }.frame(width: 50, height: 50))
        shaped.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts["clear"], 1, "a content shape makes a clear colour hittable")
    }

    func testTheTapLocationIsInTheViewsOwnCoordinates() {
        var location: CGPoint?
        let host = host(Color.red.frame(width: 100, height: 40).onTapGesture { location = $0 })
        // The frame is (50, 80, 100, 40).
        host.tap(at: CGPoint(x: 60, y: 110))
        XCTAssertEqual(location, CGPoint(x: 10, y: 30))
    }

    func testADoubleTapGestureWaitsForTheSecondTap() {
        let taps = Taps()
        let host = host(Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { taps.record("double") })
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, [:])
        host.tap(at: CGPoint(x: 101, y: 100))
        XCTAssertEqual(taps.counts, ["double": 1])
    }

    /// A photo that likes on a double tap and opens on a single one (the double tap written
    /// first, inside): a single tap waits until no second tap can come (0.35 s), and a double
    /// tap runs the double-tap action alone.
    func testASingleTapWaitsForADoubleTapInsideIt() {
        let taps = Taps()
        let host = host(Color.red.frame(width: 50, height: 50)
            .onTapGesture(count: 2) { taps.record("like") }
            .onTapGesture { taps.record("open") })
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.counts, [:], "it might be the first of two")
        host.advance(by: 0.3)
        XCTAssertEqual(taps.counts, [:])
        host.advance(by: 0.1)
        XCTAssertEqual(taps.counts, ["open": 1])

        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.tap(at: CGPoint(x: 101, y: 100))
        XCTAssertEqual(taps.counts, ["open": 1, "like": 1])
        host.advance(by: 1)
        XCTAssertEqual(taps.counts, ["open": 1, "like": 1], "the first tap of the double tap did not open")

        // Written the other way round, the single tap is inside and wins every tap at once.
        let eager = Taps()
        let reversed = self.host(Color.red.frame(width: 50, height: 50)
            .onTapGesture { eager.record("open") }
            .onTapGesture(count: 2) { eager.record("like") })
        reversed.tap(at: CGPoint(x: 100, y: 100))
        reversed.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(eager.counts, ["open": 2])
    }

    func testTheInnermostGestureWins() {
        let taps = Taps()
        let host = host(VStack {
            Color.red.frame(width: 50, height: 50).onTapGesture { taps.record("inner") }
            Color.blue.frame(width: 50, height: 50)
        }.onTapGesture { taps.record("outer") })
        host.tap(at: CGPoint(x: 100, y: 70))   // the red square: (75, 46, 50, 50)
        host.tap(at: CGPoint(x: 100, y: 130))  // the blue square: (75, 104, 50, 50)
        XCTAssertEqual(taps.counts, ["inner": 1, "outer": 1])
    }

    func testPathContainmentFollowsTheFillRule() {
        // Two nested squares drawn the same way round: non-zero fills the hole, even-odd does not.
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: CGFloat.nan, y: 50)))
    }
}
