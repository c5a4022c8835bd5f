import XCTest
@testable import EaselX11

/// Input and window-manager events, caused from outside the way a person or window manager
/// would: `xdotool` for keys, pointer and size, a second connection for WM_DELETE_WINDOW.
final class PreviewWindowInputTests: X11TestCase {
    func testBurstOfSizeChangesArrivesAsTheLastSizeOnly() throws {
        let window = try openWindow(width: 64, height: 48)
        let id = String(window.windowID)
        try server.run("xdotool", ["windowsize", id, "300", "200", "windowsize", id, "320", "240",
                                   "windowsize", id, "333", "222"])
        let events = try self.events(from: window) { $0.contains { if case .resized = $0 { return true } else { return false } } }
        let resizes = events.filter { if case .resized = $0 { return true } else { return false } }
        XCTAssertEqual(resizes, [.resized(width: 333, height: 222)], "\(events)")
        XCTAssertTrue(window.size == (333, 222))
    }

    func testResizingToTheCurrentSizeReportsNothing() throws {
        let window = try openWindow(width: 64, height: 48)
        try server.run("xdotool", ["windowsize", String(window.windowID), "64", "48"])
        XCTAssertEqual(try window.nextEvents(timeout: 0.3), [])
    }

    func testControlKArrivesAsKeyKWithControl() throws {
        let window = try openWindow()
        try server.run("xdotool", ["key", "--window", String(window.windowID), "ctrl+k"])
        let events = try self.events(from: window) { $0.contains { if case .keyReleased(let key) = $0 { return key.keysymName == "k" } else { return false } } }
        let controlK = KeyPress(key: .character("k"), keysymName: "k", text: "", modifiers: .control)
        XCTAssertTrue(events.contains(.key(controlK)), "\(events)")
        // xdotool lets go of Control before K, so K's release carries no modifier and its text
        // is the letter again.
        XCTAssertEqual(events.last, .keyReleased(KeyPress(key: .character("k"), keysymName: "k", text: "k", modifiers: [])))
    }

    func testNamedKeysAndTypedText() throws {
        let window = try openWindow()
        try server.run("xdotool", ["key", "--window", String(window.windowID),
                                   "F1", "Return", "BackSpace", "Delete", "Left", "Right", "Home", "End",
                                   "Escape", "Tab", "shift+a"])
        let pressed: [KeyPress] = try events(from: window) { $0.count >= 2 * 11 + 2 }.compactMap {
            if case .key(let key) = $0, key.keysymName != "Shift_L" { return key } else { return nil }
        }
        XCTAssertEqual(pressed.map(\.key), [.function(1), .return, .backspace, .delete, .left, .right,
                                            .home, .end, .escape, .tab, .character("A")])
        XCTAssertEqual(pressed.map(\.text), ["", "", "", "", "", "", "", "", "", "", "A"])
        XCTAssertEqual(pressed[10].modifiers, .shift)
        XCTAssertEqual(pressed[0].description, "F1")
    }

    func testClickReportsPressAndReleaseWhereThePointerIs() throws {
        let window = try openWindow(width: 100, height: 80)
        try server.run("xdotool", ["mousemove", "--window", String(window.windowID), "25", "17", "click", "1"])
        let events = try self.events(from: window) { $0.contains(.pointerReleased(x: 25, y: 17, button: 1)) }
        XCTAssertEqual(events.filter { if case .pointerMoved = $0 { return false } else { return true } },
                       [.pointerPressed(x: 25, y: 17, button: 1), .pointerReleased(x: 25, y: 17, button: 1)])
        XCTAssertEqual(events.first, .pointerMoved(x: 25, y: 17), "moves coalesce to where the pointer ended")
    }

    func testWindowManagerDeleteRequestArrivesAsCloseRequested() throws {
        let window = try openWindow()
        try XCTUnwrap(window.connectionForTesting).sendDeleteRequestAsWindowManager()
        XCTAssertEqual(try self.events(from: window) { !$0.isEmpty }, [.closeRequested])
    }

    func testFocusChangesAreReported() throws {
        let window = try openWindow()
        try server.run("xdotool", ["windowfocus", "--sync", String(window.windowID)])
        let events = try self.events(from: window) { $0.contains(.focusChanged(true)) }
        XCTAssertTrue(events.contains(.focusChanged(true)), "\(events)")
    }

    func testNextEventsReturnsEmptyAfterTheTimeout() throws {
        let window = try openWindow()
        let start = Date()
        XCTAssertEqual(try window.nextEvents(timeout: 0.15), [])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.14)
    }
}
