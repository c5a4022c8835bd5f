import XCTest
import EaselTestSupport

/// The window under abuse: a gigantic resize, another program destroying it, and scripts
/// reading its output through a pipe while it runs.
final class ViewerRobustnessTests: XCTestCase {
    private var server: XvfbServer!
    private var viewer: EaselProcess?
    private var folder: URL!

    override func setUpWithError() throws {
        server = try XvfbServer()
        folder = EaselProcess.temporaryDirectory()
        guard XvfbServer.executable("xdotool") != nil else {
            throw XCTSkip("xdotool is needed to drive the window (make test installs it)")
        }
    }

    override func tearDown() {
        if let viewer, viewer.process.isRunning { viewer.process.terminate(); viewer.process.waitUntilExit() }
        server?.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private func startViewer() throws -> String {
        let viewer = try EaselProcess.start(["preview", "keyboard-adjusting", "--screenshot-dir", folder.path, "--latency-log",
                                             folder.appendingPathComponent("latency.log").path],
                                            environment: ["DISPLAY": server.displayName])
        self.viewer = viewer
        var window = ""
        XCTAssertTrue(try EaselProcess.wait(20) {
            window = (try? server.query("xdotool", ["search", "--name", "keyboard-adjusting"]))??
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }, "the preview window did not appear")
        XCTAssertTrue(EaselProcess.wait(10) { self.frames("first-frame-ms") >= 1 })
        return window
    }

    /// How many frames the viewer's latency log has recorded for `key`.
    private func frames(_ key: String) -> Int {
        let log = (try? String(contentsOf: folder.appendingPathComponent("latency.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").filter { $0.hasPrefix(key + " ") }.count
    }

    private func residentKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(viewer!.process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func testAResizeToTheLargestWindowGivesItsMemoryBackWhenTheWindowShrinks() throws {
        let window = try startViewer()
        let before = residentKilobytes()
        try server.run("xdotool", ["windowsize", window, "32767", "32767"])
        XCTAssertTrue(EaselProcess.wait(30) { self.frames("resize-latency-ms") >= 1 }, "the huge frame was not presented")
        try server.run("xdotool", ["windowsize", window, "400", "800"])
        XCTAssertTrue(EaselProcess.wait(30) { self.frames("resize-latency-ms") >= 2 }, "the small frame was not presented")
        let after = residentKilobytes()
        XCTAssertTrue(viewer!.process.isRunning)
        // Before the fix the shared image and the band accumulators stayed at the largest size:
        // hundreds of megabytes (8 GiB before frames were limited to 64 megapixels).
        XCTAssertLessThan(after, before + 64 * 1024, "resident memory \(before) KiB before, \(after) KiB after")
    }

    func testAWindowDestroyedByAnotherProgramEndsTheViewerAsCtrlQDoes() throws {
        let window = try startViewer()
        try server.run("xdotool", ["windowclose", window])
        XCTAssertTrue(EaselProcess.wait(10) { !viewer!.process.isRunning }, "the viewer kept running without its window")
        XCTAssertEqual(viewer!.process.terminationReason, .exit)
        XCTAssertEqual(viewer!.process.terminationStatus, 0)
        let error = String(decoding: viewer!.standardErrorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(error.contains("closed by another program"), error)
    }

    func testSavedScreenshotLinesReachAPipeWhileTheViewerRuns() throws {
        let window = try startViewer()
        try server.run("xdotool", ["key", "--window", window, "ctrl+s"])
        // Read what has arrived on the pipe so far, without waiting for the viewer to exit.
        let handle = viewer!.standardOutputPipe.fileHandleForReading
        var received = ""
        XCTAssertTrue(EaselProcess.wait(10) {
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 0) > 0 { received += String(decoding: handle.availableData, as: UTF8.self) }
            return received.contains("Saved screenshot: ")
        }, "no \"Saved screenshot\" line while the viewer runs; got \(received.debugDescription)")
        XCTAssertTrue(viewer!.process.isRunning)
    }
}
