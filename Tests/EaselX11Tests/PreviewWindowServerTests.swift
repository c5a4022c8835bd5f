import XCTest
import EaselTestSupport
@testable import EaselX11

/// Servers unlike the shared one: one without MIT-SHM, and ones that go away under an open
/// window, where the process must survive and the caller hear of it as an error it can act on.
final class PreviewWindowServerTests: XCTestCase {
    private func openWindowOnOwnServer(extraArguments: [String] = []) throws -> (XvfbServer, PreviewWindow) {
        let server = try XvfbServer(extraArguments: extraArguments)
        addTeardownBlock { server.stop() }
        let window = try PreviewWindow(title: "doomed", width: 40, height: 30, displayName: server.displayName)
        while try !window.nextEvents(timeout: 0.2).isEmpty {}
        return (server, window)
    }

    func testServerWithoutSharedMemoryGetsFramesOverTheSocket() throws {
        let (_, window) = try openWindowOnOwnServer(extraArguments: ["-extension", "MIT-SHM"])
        XCTAssertFalse(window.usesSharedMemory)
        let frame = (0..<40 * 30).map { UInt32(0xFF00_0000 | $0 * 7) }
        frame.withUnsafeBufferPointer { window.present($0, width: 40, height: 30) }
        XCTAssertEqual(window.connectionForTesting?.capturePixels(width: 40, height: 30), frame.map { $0 & 0xFF_FFFF })
        window.close()
    }

    func testServerExitMakesNextEventsThrowConnectionLost() throws {
        let (server, window) = try openWindowOnOwnServer()
        server.stop()
        XCTAssertThrowsError(try window.nextEvents(timeout: 1)) { error in
            XCTAssertEqual(error as? WindowError, .serverConnectionLost(server.displayName))
            XCTAssertTrue(String(describing: error).contains("the preview window is closed"))
        }
        // And keeps saying so, rather than pretending the window is idle.
        XCTAssertThrowsError(try window.nextEvents(timeout: 0))
    }

    func testDrawingAfterServerExitDoesNotEndTheProcess() throws {
        let (server, window) = try openWindowOnOwnServer()
        server.stop()
        // Xlib finds the broken socket itself here; its I/O error handling must not exit.
        let frame = [UInt32](repeating: 0xFF00_0000, count: 40 * 30)
        frame.withUnsafeBufferPointer { window.present($0, width: 40, height: 30) }
        XCTAssertEqual(window.connectionForTesting?.hasLostConnection, true, "Xlib saw the broken socket")
        window.title = "still alive"
        window.resize(width: 50, height: 40)
        XCTAssertThrowsError(try window.nextEvents(timeout: 0)) { error in
            XCTAssertEqual(error as? WindowError, .serverConnectionLost(server.displayName))
        }
        window.close()
    }
}
