import Foundation
import XCTest
@testable import EaselX11

/// Opening, presenting and window properties, checked against what the X server holds.
final class PreviewWindowTests: X11TestCase {
    func testOpeningWithoutDisplayThrowsNoDisplayWithAdvice() throws {
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        unsetenv("DISPLAY")
        defer { if let saved { setenv("DISPLAY", saved, 1) } }

        XCTAssertThrowsError(try PreviewWindow(title: "t", width: 10, height: 10)) { error in
            XCTAssertEqual(error as? WindowError, .noDisplay)
            let message = String(describing: error)
            XCTAssertTrue(message.hasPrefix("$DISPLAY is not set"), message)
            XCTAssertTrue(message.contains("Xvfb :99"), message)
        }
    }

    func testOpeningADisplayWithNoServerThrowsCannotOpenDisplay() throws {
        // Display numbers above 60000 have no socket in /tmp/.X11-unix on any normal machine.
        let name = ":64999"
        XCTAssertThrowsError(try PreviewWindow(title: "t", width: 10, height: 10, displayName: name)) { error in
            XCTAssertEqual(error as? WindowError, .cannotOpenDisplay(name))
            XCTAssertTrue(String(describing: error).contains("xdpyinfo -display :64999"))
        }
    }

    /// A gradient in which every pixel differs, so a shifted, swapped or scaled blit fails.
    private func pattern(width: Int, height: Int) -> [UInt32] {
        (0..<width * height).map { index in
            let x = UInt32(index % width), y = UInt32(index / width)
            return 0xFF00_0000 | (x * 3) << 16 | (y * 5) << 8 | ((x + y) & 0xFF)
        }
    }

    private func assertPresentsExactly(allowSharedMemory: Bool) throws {
        let window = try openWindow(width: 64, height: 48, allowSharedMemory: allowSharedMemory)
        XCTAssertEqual(window.usesSharedMemory, allowSharedMemory)
        let frame = pattern(width: 64, height: 48)
        frame.withUnsafeBufferPointer { window.present($0, width: 64, height: 48) }

        let shown = try XCTUnwrap(window.connectionForTesting?.capturePixels(width: 64, height: 48))
        XCTAssertEqual(shown, frame.map { $0 & 0xFF_FFFF })
        XCTAssertEqual(shown[1 * 64 + 2], 0x06_05_03)  // x = 2, y = 1, worked out by hand
    }

    func testPresentThroughSharedMemoryShowsTheExactPixels() throws {
        try assertPresentsExactly(allowSharedMemory: true)
    }

    func testPresentThroughPutImageShowsTheExactPixels() throws {
        try assertPresentsExactly(allowSharedMemory: false)
    }

    func testSmallerFrameLeavesTheRestBlackAndLargerFrameIsCutOff() throws {
        for allowSharedMemory in [true, false] {
            let window = try openWindow(width: 40, height: 30, allowSharedMemory: allowSharedMemory)
            let red = [UInt32](repeating: 0xFFFF_0000, count: 40 * 30)
            red.withUnsafeBufferPointer { window.present($0, width: 40, height: 30) }
            let white = [UInt32](repeating: 0xFFFF_FFFF, count: 10 * 8)
            white.withUnsafeBufferPointer { window.present($0, width: 10, height: 8) }

            var shown = try XCTUnwrap(window.connectionForTesting?.capturePixels(width: 40, height: 30))
            XCTAssertEqual(shown[0], 0xFF_FFFF)
            XCTAssertEqual(shown[7 * 40 + 9], 0xFF_FFFF, "last pixel of the frame")
            XCTAssertEqual(shown[7 * 40 + 10], 0, "right of the frame")
            XCTAssertEqual(shown[8 * 40 + 9], 0, "below the frame")
            XCTAssertEqual(shown.filter { $0 == 0xFF_FFFF }.count, 80)
            XCTAssertEqual(shown.filter { $0 == 0 }.count, 40 * 30 - 80)

            // Wider and taller than the window: the top-left 40 × 30 is shown.
            let large = pattern(width: 50, height: 35)
            large.withUnsafeBufferPointer { window.present($0, width: 50, height: 35) }
            shown = try XCTUnwrap(window.connectionForTesting?.capturePixels(width: 40, height: 30))
            XCTAssertEqual(shown[29 * 40 + 39], large[29 * 50 + 39] & 0xFF_FFFF)
        }
    }

    func testFramesFollowTheWindowWhenItGrows() throws {
        let window = try openWindow(width: 32, height: 24)
        pattern(width: 32, height: 24).withUnsafeBufferPointer { window.present($0, width: 32, height: 24) }
        window.resize(width: 200, height: 150)
        let events = try self.events(from: window) { $0.contains(.resized(width: 200, height: 150)) }
        XCTAssertTrue(events.contains(.resized(width: 200, height: 150)), "\(events)")
        XCTAssertTrue(window.size == (200, 150))

        let frame = pattern(width: 200, height: 150)
        frame.withUnsafeBufferPointer { window.present($0, width: 200, height: 150) }
        let shown = try XCTUnwrap(window.connectionForTesting?.capturePixels(width: 200, height: 150))
        XCTAssertEqual(shown, frame.map { $0 & 0xFF_FFFF })
        XCTAssertTrue(window.usesSharedMemory, "the segment was regrown, not given up")
    }

    func testShortBufferIsSkippedNotTrapped() throws {
        let window = try openWindow(width: 20, height: 10)
        [UInt32](repeating: 0xFF00_FF00, count: 200).withUnsafeBufferPointer { window.present($0, width: 20, height: 10) }
        [UInt32](repeating: 0xFFFF_FFFF, count: 199).withUnsafeBufferPointer { window.present($0, width: 20, height: 10) }
        let shown = try XCTUnwrap(window.connectionForTesting?.capturePixels(width: 20, height: 10))
        XCTAssertEqual(Set(shown), [0x00_FF00], "the short frame left the previous one in place")
    }

    func testProtocolErrorIsReportedWithoutEndingTheProcess() throws {
        let window = try openWindow(width: 20, height: 10)
        let connection = try XCTUnwrap(window.connectionForTesting)
        // Reading outside the window is a BadMatch error (X protocol, "GetImage"); Xlib's
        // default handler would exit here.
        XCTAssertNil(connection.capturePixels(width: 21, height: 10))
        [UInt32](repeating: 0xFF12_3456, count: 200).withUnsafeBufferPointer { window.present($0, width: 20, height: 10) }
        XCTAssertEqual(Set(try XCTUnwrap(connection.capturePixels(width: 20, height: 10))), [0x12_3456])
    }

    func testWindowManagerPropertiesNameClassProcessAndMinimumSize() throws {
        let server = try self.server
        let window = try PreviewWindow(title: "Easel — iPhone 15 (393×852)", width: 100, height: 80,
                                       minimumSize: (60, 50), displayName: server.displayName)
        defer { window.close() }
        let properties = try server.run("xprop", ["-id", String(window.windowID)])
        XCTAssertTrue(properties.contains(#"_NET_WM_NAME(UTF8_STRING) = "Easel — iPhone 15 (393×852)""#), properties)
        XCTAssertTrue(properties.contains(#"WM_NAME(UTF8_STRING) = "Easel — iPhone 15 (393×852)""#), properties)
        XCTAssertTrue(properties.contains(#"WM_CLASS(STRING) = "easel", "Easel""#), properties)
        XCTAssertTrue(properties.contains("_NET_WM_PID(CARDINAL) = \(getpid())"), properties)
        XCTAssertTrue(properties.contains("program specified minimum size: 60 by 50"), properties)
        XCTAssertTrue(properties.contains("WM_DELETE_WINDOW"), properties)

        window.title = "Gallery"
        let renamed = try server.run("xprop", ["-id", String(window.windowID), "WM_NAME", "_NET_WM_NAME"])
        XCTAssertTrue(renamed.contains(#"WM_NAME(STRING) = "Gallery""#), renamed)
        XCTAssertTrue(renamed.contains(#"_NET_WM_NAME(UTF8_STRING) = "Gallery""#), renamed)
    }
}
