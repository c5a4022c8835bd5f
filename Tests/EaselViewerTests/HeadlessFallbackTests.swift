import XCTest
import EaselRaster

/// Without a display, the viewer says so in one line and falls back to writing screenshots.
final class HeadlessFallbackTests: XCTestCase {
    func testPreviewWithoutDisplaySaysWhatToDo() throws {
        let process = try EaselProcess.start(["preview", "keyboard-adjusting"], removingDisplay: true)
        let error = String(decoding: process.standardErrorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.process.waitUntilExit()
        XCTAssertEqual(process.process.terminationStatus, 1)
        XCTAssertTrue(error.contains("$DISPLAY is not set"), error)
    }

    func testMakeRunFallbackWritesEveryGalleryScreenshot() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/run.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, try EaselProcess.executable.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        process.environment = environment
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let lines = text.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("No display") == true, text)
        let listed = try EaselProcess.run(["list"]).output.split(separator: "\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("screenshots").path)
        XCTAssertEqual(written.count, listed.count * 2, "one screenshot per preview, with and without the keyboard")
        XCTAssertEqual(lines.filter { $0.hasPrefix("Saved screenshot: ") }.count, listed.count * 2)
    }

    func testUnknownNamesAndDevicesListWhatExists() throws {
        let unknownPreview = try EaselProcess.run(["snapshot", "no-such-preview", "--output", "/tmp/x.png"])
        XCTAssertEqual(unknownPreview.status, 2)
        XCTAssertTrue(unknownPreview.error.contains("keyboard-adjusting"), unknownPreview.error)
        let unknownDevice = try EaselProcess.run(["snapshot", "overlay-stars", "--device", "nokia-3310", "--output", "/tmp/x.png"])
        XCTAssertEqual(unknownDevice.status, 2)
        XCTAssertTrue(unknownDevice.error.contains("iphone-16"), unknownDevice.error)
        let badSize = try EaselProcess.run(["snapshot", "overlay-stars", "--size", "-5x10", "--output", "/tmp/x.png"])
        XCTAssertEqual(badSize.status, 2)
    }

    func testUnwritableOutputFailsClearlyAndLeavesNoFile() throws {
        let result = try EaselProcess.run(["snapshot", "overlay-stars", "--output", "/proc/no-such-dir/x.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("/proc/no-such-dir"), result.error)
    }
}
