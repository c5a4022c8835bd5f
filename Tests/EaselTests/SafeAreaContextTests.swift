import XCTest
@testable import Easel

/// `SafeAreaContext` (LAYOUT.md rule 11; DEVICES.md keyboard semantics). Host 400×800 with
/// container insets top 47 and bottom 34; keyboard 336 high when up.
final class SafeAreaContextTests: XCTestCase {
    private let host = CGRect(x: 0, y: 0, width: 400, height: 800)
    private let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    private var hidden: SafeAreaContext { SafeAreaContext(hostBounds: host, container: insets, keyboardHeight: 0) }
    private var up: SafeAreaContext { SafeAreaContext(hostBounds: host, container: insets, keyboardHeight: 336) }

    func testSafeRectangle() {
        XCTAssertEqual(hidden.safeRect, CGRect(x: 0, y: 47, width: 400, height: 719))
        XCTAssertEqual(up.safeRect, CGRect(x: 0, y: 47, width: 400, height: 417))
        XCTAssertEqual(up.insets.bottom, 336, "the keyboard absorbs the container's bottom inset")
    }

    func testKeyboardShorterThanTheContainerInsetChangesNothing() {
        let small = SafeAreaContext(hostBounds: host, container: insets, keyboardHeight: 20)
        XCTAssertEqual(small.safeRect, hidden.safeRect)
    }

    func testExtendsTouchingEdgesThroughRequestedRegions() {
        let safe = hidden.safeRect
        XCTAssertEqual(hidden.extend(safe, through: .all, edges: .all), host)
        XCTAssertEqual(hidden.extend(safe, through: .container, edges: .top), CGRect(x: 0, y: 0, width: 400, height: 766))
        XCTAssertEqual(hidden.extend(safe, through: .keyboard, edges: .all), safe, "no keyboard, nothing to extend through")
    }

    func testEdgesThatDoNotTouchStay() {
        let inner = CGRect(x: 0, y: 100, width: 400, height: 100)
        XCTAssertEqual(hidden.extend(inner, through: .all, edges: .all), inner)
        let bottomHalf = CGRect(x: 0, y: 400, width: 400, height: 366)
        XCTAssertEqual(hidden.extend(bottomHalf, through: .all, edges: .all), CGRect(x: 0, y: 400, width: 400, height: 400))
    }

    func testKeyboardLayers() {
        let safe = up.safeRect
        // The keyboard layer (302) lies directly below the safe rectangle, the container's 34 beyond it.
        XCTAssertEqual(up.extend(safe, through: .keyboard, edges: .bottom).maxY, 766)
        XCTAssertEqual(up.extend(safe, through: .container, edges: .bottom).maxY, 464, "the keyboard is in the way")
        XCTAssertEqual(up.extend(safe, through: .all, edges: .bottom).maxY, 800)
        XCTAssertEqual(up.extend(safe, through: .container, edges: .all), CGRect(x: 0, y: 0, width: 400, height: 464))
    }

    func testSideInsets() {
        let landscape = SafeAreaContext(hostBounds: CGRect(x: 0, y: 0, width: 852, height: 393),
                                        container: EdgeInsets(top: 0, leading: 59, bottom: 20, trailing: 59), keyboardHeight: 0)
        XCTAssertEqual(landscape.safeRect, CGRect(x: 59, y: 0, width: 734, height: 373))
        XCTAssertEqual(landscape.extend(landscape.safeRect, through: .container, edges: .leading),
                       CGRect(x: 0, y: 0, width: 793, height: 373))
    }
}
