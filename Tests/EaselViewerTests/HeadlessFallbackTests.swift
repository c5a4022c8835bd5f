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

/// Bad command-line input ends with a sentence and status 1 or 2, never a trap.
final class CommandLineInputTests: XCTestCase {
    func testSizesAndScalesThatMakeNoPixelOrTooManyAreRefusedNamingTheLimit() throws {
        for arguments in [["--scale", "0.001"], ["--size", "1x1", "--scale", "0.1"]] {
            let result = try EaselProcess.run(["snapshot", "overlay-stars", "--output", "/tmp/easel-never.png"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.contains("holds no pixel"), result.error)
        }
        let huge = try EaselProcess.run(["snapshot", "overlay-stars", "--size", "10000x10000", "--scale", "8", "--output", "/tmp/easel-never.png"])
        XCTAssertEqual(huge.status, 2)
        XCTAssertTrue(huge.error.contains("80000×80000") && huge.error.contains("16384 pixels a side"), huge.error)
        let tooMany = try EaselProcess.run(["snapshot", "overlay-stars", "--size", "5000x5000", "--scale", "3", "--output", "/tmp/easel-never.png"])
        XCTAssertEqual(tooMany.status, 2)
        XCTAssertTrue(tooMany.error.contains("64 megapixels"), tooMany.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/easel-never.png"))
    }

    func testNegativeValuesAreReportedAsWrongNotMissing() throws {
        let scale = try EaselProcess.run(["snapshot", "overlay-stars", "--scale", "-1", "--output", "/tmp/easel-never.png"])
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.error.contains("--scale must be a number from 0 to 8, got -1"), scale.error)
        let size = try EaselProcess.run(["layout", "overlay-stars", "--size", "-5x10"])
        XCTAssertEqual(size.status, 2)
        XCTAssertTrue(size.error.contains("got '-5x10'"), size.error)
        let window = try EaselProcess.run(["preview", "overlay-stars", "--scale", "-2"])
        XCTAssertEqual(window.status, 2)
        XCTAssertFalse(window.error.contains("Missing value"), window.error)
    }

    func testAllIntoAFileOrAnUncreatableFolderSaysSo() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let onto = try EaselProcess.run(["snapshot", "--all", "--output-dir", file.path])
        XCTAssertEqual(onto.status, 1)
        XCTAssertTrue(onto.error.contains("it is a file, not a folder"), onto.error)
        XCTAssertFalse(onto.error.contains("NSCocoaErrorDomain"), onto.error)
        let uncreatable = try EaselProcess.run(["snapshot", "--all", "--output-dir", "/proc/easel-no-such/shots"])
        XCTAssertEqual(uncreatable.status, 1)
        XCTAssertTrue(uncreatable.error.contains("Could not create the folder /proc/easel-no-such/shots"), uncreatable.error)
        XCTAssertFalse(uncreatable.error.contains("Error Domain"), uncreatable.error)
    }

    func testWithNoFontAtAllTextIsDrawnAsBoxesWithAWarning() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fonts.conf")
        try "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig><cachedir>\(folder.path)/cache</cachedir></fontconfig>"
            .write(to: config, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("boxes.png")
        let result = try EaselProcess.run(["snapshot", "sign-in-live", "--output", output.path],
                                          environment: ["EASEL_ASSETS": folder.appendingPathComponent("no-assets").path,
                                                        "FONTCONFIG_FILE": config.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.error.contains("text is drawn as boxes"), result.error)
        let image = try RasterImage.readPNG(from: output)
        XCTAssertGreaterThan(image.width, 0)
    }

    func testAStaleTemporaryOfAKilledWriteIsRemovedByTheNextWrite() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A write killed by SIGKILL leaves its temporary; no process has pid 2^22 + 1 here.
        let stale = folder.appendingPathComponent(".shot.png.easel-4194305.tmp")
        try Data("half a PNG".utf8).write(to: stale)
        // One of a live process (this test) stays: its write may still be under way.
        let live = folder.appendingPathComponent(".other.png.easel-\(getpid()).tmp")
        try Data("in progress".utf8).write(to: live)
        let result = try EaselProcess.run(["snapshot", "overlay-stars", "--output", folder.appendingPathComponent("next.png").path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "the stale temporary is still there")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path), "a live process's temporary was removed")
    }
}
