import XCTest
import EaselRaster
import EaselTestSupport

/// `easel preview` follows the project's files, as a person uses it: tap the preview to a
/// state, save edits in the view's file, and watch the same window. A literal edit shows
/// without a build; a body edit shows the new code with the state kept; a compile error leaves the last good preview under a banner; a
/// crash in the user's code ends only the preview, never the window; the next good save
/// recovers each time.
final class LivePreviewTests: XCTestCase {
    private var server: XvfbServer!
    private var folder: URL!
    private var viewer: EaselProcess?
    private var output: OutputCollector?
    private var errors: OutputCollector?

    override func setUpWithError() throws {
        guard XvfbServer.executable("xdotool") != nil, XvfbServer.executable("import") != nil else {
            throw XCTSkip("xdotool and ImageMagick's import are needed to drive and capture the window (make test installs them)")
        }
        server = try XvfbServer()
        folder = EaselProcess.temporaryDirectory().appendingPathComponent("Counter")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/CounterUI"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Counter", targets: [.target(name: "CounterUI")])
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try write(bar: "Color.blue", extra: "")
    }

    override func tearDown() {
        if let viewer, viewer.process.isRunning { viewer.process.terminate(); viewer.process.waitUntilExit() }
        server?.stop()
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private var viewFile: URL { folder.appendingPathComponent("Sources/CounterUI/CounterView.swift") }

    /// The view: a bar whose colour the edits change, and a button whose background says
    /// whether it was tapped three times (the state the reloads must keep: a `@State` count and
    /// an `@Observable` model the view owns).
    private func write(bar: String, extra: String, barHeight: Int = 200, title: String = "Tap", preview: String = "Counter",
                       member: String = "") throws {
        try """
            import SwiftUI

            @Observable final class Taps {
                var total = 0
            }

            struct CounterView: View {
                @State private var count = 0
                @State private var taps = Taps()
                \(member)

                var body: some View {
                    \(extra)
                    VStack(spacing: 0) {
                        Rectangle().fill(\(bar)).frame(height: \(barHeight))
                        Button {
                            count += 1
                            taps.total += 1
                        } label: {
                            Text("\(title)")
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .contentShape(Rectangle())
                        }
                        .background(count >= 3 && taps.total >= 3 ? Color.green : Color.red)
                    }
                }
            }

            #Preview("\(preview)") {
                CounterView()
            }
            """.write(to: viewFile, atomically: true, encoding: .utf8)
    }

    private func capture(_ window: String) throws -> RasterImage {
        let url = folder.appendingPathComponent("capture.png")
        try server.run("import", ["-window", window, "png:" + url.path])
        return try RasterImage.readPNG(from: url)
    }

    private func waitForWindow(showing condition: (RasterImage) -> Bool, in window: String, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let shown = try EaselProcess.wait(30) { (try? condition(self.capture(window))) ?? false }
        XCTAssertTrue(shown, "\(what); the viewer printed:\n\(output?.text ?? "")\n\(errors?.text ?? "")", file: file, line: line)
    }

    private func waitForLine(_ prefix: String, after count: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var found = ""
        let seen = EaselProcess.wait(60) {
            found = self.output?.lines.dropFirst(count).first { $0.hasPrefix(prefix) } ?? ""
            return !found.isEmpty
        }
        XCTAssertTrue(seen, "no \"\(prefix)\" line; the viewer printed:\n\(output?.text ?? "")", file: file, line: line)
        return found
    }

    private static func near(_ color: RasterColor, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
        abs(color.red - red) < 0.08 && abs(color.green - green) < 0.08 && abs(color.blue - blue) < 0.08
    }

    func testEditsAppearInTheSameWindowWithTheStateKeptAndFailuresShownThere() throws {
        let viewer = try EaselProcess.start(["preview", "Counter"], environment: ["DISPLAY": server.displayName], directory: folder)
        self.viewer = viewer
        output = OutputCollector(viewer.standardOutputPipe)
        errors = OutputCollector(viewer.standardErrorPipe)
        var window = ""
        let opened = EaselProcess.wait(120) {
            window = (try? server.query("xdotool", ["search", "--name", "Counter \\("]))??.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        XCTAssertTrue(opened, "the preview window did not appear")
        guard opened else { return }
        // Below the status bar: the bar (points 59…259), then the button filling the rest.
        let barPoint = (x: 196, y: 150), buttonPoint = (x: 196, y: 600)
        try waitForWindow(showing: { Self.near($0.color(x: barPoint.x, y: barPoint.y), 0, 0.48, 1) }, in: window, "the blue bar")
        for _ in 0..<3 {
            try server.run("xdotool", ["mousemove", "--window", window, "\(buttonPoint.x)", "\(buttonPoint.y)", "click", "1"])
            Thread.sleep(forTimeInterval: 0.15)
        }
        try waitForWindow(showing: { Self.near($0.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35) }, in: window, "three taps: green")

        // Literal edits: no build and no restart; the new height and title, the count kept.
        var lines = output!.lines.count
        try write(bar: "Color.blue", extra: "", barHeight: 320, title: "Tapped")
        let updated = try waitForLine("Reloaded Counter in ", after: lines)
        XCTAssertTrue(updated.hasSuffix("ms (literal)"), updated)
        XCTAssertFalse(output!.lines.dropFirst(lines).contains { $0.hasSuffix("(restart)") }, "a literal edit needs no restart")
        try waitForWindow(showing: { image in
            Self.near(image.color(x: barPoint.x, y: 340), 0, 0.48, 1) && Self.near(image.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35)
        }, in: window, "the taller blue bar over the still green button")
        // Back to the built values: the table empties, the build's literals show again.
        lines = output!.lines.count
        try write(bar: "Color.blue", extra: "")
        _ = try waitForLine("Reloaded Counter in ", after: lines)
        try waitForWindow(showing: { image in
            Self.near(image.color(x: barPoint.x, y: barPoint.y), 0, 0.48, 1) && !Self.near(image.color(x: barPoint.x, y: 340), 0, 0.48, 1)
        }, in: window, "the bar at its built height")

        // A body edit: the new colour, and the count kept.
        lines = output!.lines.count
        try write(bar: "Color.orange", extra: "")
        let reloaded = try waitForLine("Reloaded Counter in ", after: lines)
        XCTAssertTrue(reloaded.hasSuffix("ms (body)"), "compiled directly: \(reloaded)")
        try waitForWindow(showing: { image in
            Self.near(image.color(x: barPoint.x, y: barPoint.y), 1, 0.58, 0) && Self.near(image.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35)
        }, in: window, "the orange bar over the still green button")

        // An edit that changes the module's interface (a new member): the host that imports
        // it is compiled again too, still without SwiftPM.
        lines = output!.lines.count
        try write(bar: "Color.blue", extra: "", member: "var helperHeight: Double { 12 }")
        let widened = try waitForLine("Reloaded Counter in ", after: lines)
        XCTAssertTrue(widened.hasSuffix("ms (body)"), widened)
        try waitForWindow(showing: { image in
            Self.near(image.color(x: barPoint.x, y: barPoint.y), 0, 0.48, 1) && Self.near(image.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35)
        }, in: window, "the blue bar again over the still green button")

        // A new file, then the file deleted: the full build each time, the count kept.
        let extra = folder.appendingPathComponent("Sources/CounterUI/Badge.swift")
        for adding in [true, false] {
            lines = output!.lines.count
            if adding {
                try "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"New\") }\n}\n"
                    .write(to: extra, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(at: extra)
            }
            let line = try waitForLine("Reloaded Counter in ", after: lines)
            XCTAssertTrue(line.hasSuffix("ms (restart)"), line)
            try waitForWindow(showing: { Self.near($0.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35) },
                              in: window, adding ? "the button still green after a file was added" : "… and removed")
        }

        // A compile error: the last good preview stays, under a banner naming the error.
        lines = output!.lines.count
        try write(bar: "Color.orange", extra: "let broken: Int = \"not a number\"")
        let failed = try waitForLine("Build failed: CounterView.swift:", after: lines)
        XCTAssertTrue(failed.contains("cannot convert value of type 'String' to specified type 'Int'"), failed)
        try waitForWindow(showing: { image in
            Self.near(image.color(x: 4, y: 4), 0.78, 0.11, 0.11) && Self.near(image.color(x: buttonPoint.x, y: buttonPoint.y), 0.2, 0.78, 0.35)
        }, in: window, "the error banner over the last good preview")

        // A crash in the view's code: the preview ends, the window stays with a banner.
        lines = output!.lines.count
        try write(bar: "Color.orange", extra: "let _: Int = count >= 3 ? Int(\"not a number\")! : 0")
        let stopped = try waitForLine("Preview stopped: ", after: lines)
        XCTAssertTrue(stopped.contains("Unexpectedly found nil"), stopped)
        XCTAssertTrue(viewer.process.isRunning, "the viewer outlives the user's crash")
        try waitForWindow(showing: { Self.near($0.color(x: 4, y: 4), 0.78, 0.11, 0.11) }, in: window, "the crash banner")

        // The next good save recovers (the crashed preview saved nothing: the count starts afresh).
        lines = output!.lines.count
        try write(bar: "Color.purple", extra: "")
        _ = try waitForLine("Reloaded Counter in ", after: lines)
        try waitForWindow(showing: { image in
            Self.near(image.color(x: barPoint.x, y: barPoint.y), 0.69, 0.32, 0.87) && Self.near(image.color(x: buttonPoint.x, y: buttonPoint.y), 1, 0.23, 0.19)
        }, in: window, "the purple bar over a red (fresh) button")

        // A save while the last one is still compiling is not lost: the window ends at the
        // second save's code.
        lines = output!.lines.count
        try write(bar: "Color.orange", extra: "")
        Thread.sleep(forTimeInterval: 0.4)
        try write(bar: "Color.yellow", extra: "")
        _ = try waitForLine("Reloaded Counter in ", after: lines)
        try waitForWindow(showing: { Self.near($0.color(x: barPoint.x, y: barPoint.y), 1, 0.8, 0) },
                          in: window, "the yellow bar of the save made during the reload")

        // An edit that renames the shown preview: the file's preview that is left is shown, and said.
        lines = output!.lines.count
        try write(bar: "Color.yellow", extra: "", preview: "Tally")
        let gone = try waitForLine("The preview \"Counter\" is gone", after: lines)
        XCTAssertTrue(gone.hasSuffix("showing \"Tally\"."), gone)
        _ = try waitForLine("Reloaded Tally in ", after: lines)
        try waitForWindow(showing: { Self.near($0.color(x: barPoint.x, y: barPoint.y), 1, 0.8, 0) }, in: window, "the renamed preview")

        // Ctrl+Q ends the preview and the viewer.
        try server.run("xdotool", ["key", "--window", window, "ctrl+q"])
        XCTAssertTrue(EaselProcess.wait(10) { !viewer.process.isRunning }, "Ctrl+Q did not end the viewer")
        XCTAssertEqual(viewer.process.terminationStatus, 0)
    }
}

/// A process's standard output, read as it comes, by line.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                lock.lock()
                collected += String(decoding: data, as: UTF8.self)
                lock.unlock()
            }
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var lines: [String] { text.split(separator: "\n").map(String.init) }
}
