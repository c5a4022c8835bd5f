import XCTest
@testable import EaselX11

final class WindowEventCoalescingTests: XCTestCase {
    private let current = (width: 100, height: 80)

    func testOnlyTheLastResizeOfABurstIsKeptInItsPlace() {
        let events: [WindowEvent] = [.resized(width: 110, height: 80), .focusChanged(true),
                                     .resized(width: 120, height: 90), .exposed]
        XCTAssertEqual(WindowEvent.coalesced(events, currentSize: current),
                       [.focusChanged(true), .resized(width: 120, height: 90), .exposed])
    }

    func testAResizeBackToTheCurrentSizeIsDropped() {
        let events: [WindowEvent] = [.resized(width: 300, height: 200), .resized(width: 100, height: 80)]
        XCTAssertEqual(WindowEvent.coalesced(events, currentSize: current), [])
    }

    func testExposesCollapseToOneRepaint() {
        let events: [WindowEvent] = [.exposed, .exposed, .closeRequested, .exposed]
        XCTAssertEqual(WindowEvent.coalesced(events, currentSize: current), [.exposed, .closeRequested])
    }

    func testRunsOfMotionKeepTheirEndButPressesKeepTheirPlace() {
        let events: [WindowEvent] = [.pointerMoved(x: 1, y: 1), .pointerMoved(x: 2, y: 2),
                                     .pointerPressed(x: 2, y: 2, button: 1),
                                     .pointerMoved(x: 3, y: 3), .pointerMoved(x: 4, y: 5),
                                     .pointerReleased(x: 4, y: 5, button: 1)]
        XCTAssertEqual(WindowEvent.coalesced(events, currentSize: current),
                       [.pointerMoved(x: 2, y: 2), .pointerPressed(x: 2, y: 2, button: 1),
                        .pointerMoved(x: 4, y: 5), .pointerReleased(x: 4, y: 5, button: 1)])
    }
}
