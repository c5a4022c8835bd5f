import XCTest
import Easel
import EaselGallery
import EaselRaster
import EaselTestSupport
import EaselDevice
import EaselViewer

/// The preview window as a person uses it: started from the command line under a private
/// Xvfb, resized and driven with xdotool, captured with ImageMagick's `import`, and compared
/// with what `easel snapshot` draws headless for the same state.
final class ViewerWindowTests: XCTestCase {
    private var server: XvfbServer!
    private var viewer: EaselProcess?
    private var folder: URL!

    override func setUpWithError() throws {
        server = try XvfbServer()
        folder = EaselProcess.temporaryDirectory()
        guard XvfbServer.executable("xdotool") != nil, XvfbServer.executable("import") != nil else {
            throw XCTSkip("xdotool and ImageMagick's import are needed to drive and capture the window (make test installs them)")
        }
    }

    override func tearDown() {
        if let viewer, viewer.process.isRunning { viewer.process.terminate(); viewer.process.waitUntilExit() }
        server?.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts `easel preview NAME` and returns its window id once it is mapped.
    private func startViewer(_ name: String = "keyboard-adjusting", _ arguments: [String] = []) throws -> String {
        let viewer = try EaselProcess.start(["preview", name, "--screenshot-dir", folder.path] + arguments,
                                            environment: ["DISPLAY": server.displayName])
        self.viewer = viewer
        var window = ""
        let found = try EaselProcess.wait(20) {
            window = (try? server.query("xdotool", ["search", "--name", name]))??
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        XCTAssertTrue(found, "the preview window did not appear")
        Thread.sleep(forTimeInterval: 0.5)
        return window
    }

    private func capture(_ window: String, _ name: String) throws -> RasterImage {
        let url = folder.appendingPathComponent(name)
        try server.run("import", ["-window", window, "png:" + url.path])
        return try RasterImage.readPNG(from: url)
    }

    private func snapshot(_ arguments: [String], _ name: String) throws -> RasterImage {
        let url = folder.appendingPathComponent(name)
        let result = try EaselProcess.run(["snapshot", "keyboard-adjusting", "--output", url.path] + arguments)
        XCTAssertEqual(result.status, 0, result.error)
        return try RasterImage.readPNG(from: url)
    }

    /// Waits until the window shows exactly what `expected` draws at one pixel per point.
    private func assertWindowShows(_ expected: DeviceScreen, _ window: String, _ what: String,
                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let image = RasterImage(expected.render(scale: 1))
        var capture = try self.capture(window, "\(what).png")
        let shown = try EaselProcess.wait(10) {
            capture = try self.capture(window, "\(what).png")
            return maximumDifference(capture, image) == 0
        }
        XCTAssertTrue(shown, "\(what): largest difference \(maximumDifference(capture, image))", file: file, line: line)
    }

    /// Clicks the window where the headless screen's view `identifier` is, and taps it there too.
    private func click(_ identifier: String, in window: String, _ expected: DeviceScreen) throws {
        let frame = try XCTUnwrap(expected.host.frame(of: identifier))
        let point = CGPoint(x: frame.midX.rounded(), y: frame.midY.rounded())
        try server.run("xdotool", ["mousemove", "--window", window, "\(Int(point.x))", "\(Int(point.y))", "click", "1"])
        expected.pointerDown(at: point)
        expected.pointerUp(at: point)
    }

    /// Moves the headless screen's animation clock past the scroll indicators' fade (half a
    /// second shown, a quarter fading), so it is compared with the window once the window's
    /// indicators have faded too, however long the captures take.
    private func fadeIndicators(_ expected: DeviceScreen) {
        expected.host.animationTime = (expected.host.animationTime ?? ProcessInfo.processInfo.systemUptime) + 10
    }

    /// The largest difference of any channel of any pixel (images of equal size).
    private func maximumDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in [0, 8, 16] {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)))
            }
        }
        return worst
    }

    /// The mouse wheel scrolls the scroll view under the pointer, 40 points a notch, pixel for
    /// pixel as `PreviewHost.scroll(by:at:)` scrolls a headless screen.
    func testTheWheelScrollsTheScrollViewUnderThePointer() throws {
        let window = try startViewer("scroll-feed")
        let before = try capture(window, "before-scroll.png")
        try server.run("xdotool", ["mousemove", "--window", window, "200", "400", "click", "--repeat", "5", "--delay", "50", "5"])
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "scroll-feed" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        XCTAssertTrue(expected.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 200, y: 400)))
        fadeIndicators(expected)
        let expectedImage = RasterImage(expected.render(scale: 1))
        var after = before
        XCTAssertTrue(try EaselProcess.wait(10) {
            after = try capture(window, "after-scroll.png")
            return maximumDifference(after, expectedImage) == 0
        }, "five notches did not scroll the feed by 200 points (largest difference \(maximumDifference(after, expectedImage)))")
        XCTAssertNotEqual(before.pixels, after.pixels)
        // And back up: two notches.
        try server.run("xdotool", ["click", "--repeat", "2", "--delay", "50", "4"])
        XCTAssertTrue(expected.scroll(by: CGSize(width: 0, height: -80), at: CGPoint(x: 200, y: 400)))
        fadeIndicators(expected)
        let upImage = RasterImage(expected.render(scale: 1))
        XCTAssertTrue(try EaselProcess.wait(10) { maximumDifference(try capture(window, "up-scroll.png"), upImage) == 0 })
    }

    /// Dragging with the button held scrolls as a finger does, pixel for pixel as a headless drag.
    func testADragScrollsTheFeed() throws {
        let window = try startViewer("scroll-feed")
        try drag(in: window, from: CGPoint(x: 200, y: 600), through: stride(from: 580, through: 400, by: -20).map { CGPoint(x: 200, y: $0) })
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "scroll-feed" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        expected.host.drag(from: CGPoint(x: 200, y: 600), by: CGSize(width: 0, height: -200))
        fadeIndicators(expected)
        try assertWindowShows(expected, window, "dragged")
    }

    /// A click on a navigation link pushes its destination and a click on the back button pops
    /// it, pixel for pixel as the same taps on a headless screen.
    func testClicksPushAndPopANavigationLink() throws {
        let window = try startViewer("navigation-list")
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "navigation-list" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        try click("row-Zion", in: window, expected)
        XCTAssertEqual(expected.host.text(of: "detail-name"), "Zion")
        try assertWindowShows(expected, window, "pushed")
        try click("navigation-back", in: window, expected)
        XCTAssertNotNil(expected.host.frame(of: "row-Zion"))
        try assertWindowShows(expected, window, "popped")
    }

    /// Holds the button down at `start`, moves through `points` and lets go, in the window.
    private func drag(in window: String, from start: CGPoint, through points: [CGPoint]) throws {
        try server.run("xdotool", ["mousemove", "--window", window, "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1"])
        for point in points {
            try server.run("xdotool", ["mousemove", "--window", window, "\(Int(point.x))", "\(Int(point.y))"])
        }
        try server.run("xdotool", ["mouseup", "1"])
    }

    /// Clicks at a point of the window and of the headless screen alike.
    private func click(at point: CGPoint, in window: String, _ expected: DeviceScreen) throws {
        try server.run("xdotool", ["mousemove", "--window", window, "\(Int(point.x))", "\(Int(point.y))", "click", "1"])
        expected.pointerDown(at: point)
        expected.pointerUp(at: point)
    }

    /// The controls work with the mouse as they do headless: a click flips the switch, a drag
    /// moves the slider's thumb, a click opens the menu picker and another chooses from it.
    func testControlsFlipSlideAndPickFromAMenu() throws {
        let window = try startViewer("controls-form")
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "controls-form" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        let toggle = try XCTUnwrap(expected.host.frame(of: "notifications"))
        try click(at: CGPoint(x: (toggle.maxX - 20).rounded(), y: toggle.midY.rounded()), in: window, expected)
        XCTAssertEqual(expected.host.accessibilityTree().first { $0.label == "Allow Notifications" }?.value, "0")
        try assertWindowShows(expected, window, "toggled")

        let slider = try XCTUnwrap(expected.host.frame(of: "volume"))
        let start = CGPoint(x: (slider.midX).rounded(), y: slider.midY.rounded())
        let path = stride(from: start.x - 10, through: start.x - 80, by: -10).map { CGPoint(x: $0, y: start.y) }
        try drag(in: window, from: start, through: path)
        expected.host.pointerDown(at: start)
        for point in path { _ = expected.host.pointerMoved(to: point) }
        expected.host.pointerUp(at: CGPoint(x: start.x - 80, y: start.y))
        try assertWindowShows(expected, window, "slid")

        let picker = try XCTUnwrap(expected.host.frame(of: "appearance"))
        try click(at: CGPoint(x: picker.midX.rounded(), y: picker.midY.rounded()), in: window, expected)
        try assertWindowShows(expected, window, "menu-open")
        let dark = try XCTUnwrap(expected.host.accessibilityTree().first { $0.label == "Appearance" })
        XCTAssertEqual(dark.value, "Automatic")
        // "Dark" is the second row of the card, 44 points below the first.
        let card = picker.maxY + 8
        try click(at: CGPoint(x: (picker.maxX - 100).rounded(), y: (card + 44 + 22).rounded()), in: window, expected)
        XCTAssertEqual(expected.host.accessibilityTree().first { $0.label == "Appearance" }?.value, "Dark")
        try assertWindowShows(expected, window, "picked")
    }

    /// A click starts an animation that the window plays frame by frame: captures taken while
    /// it runs show the card between its two states, and it ends exactly at the new state.
    /// Slow animations make the one-second animation last ten, so a capture lands inside it
    /// however busy the machine is; Ctrl+T then turns them off and it finishes at full speed.
    func testAClickPlaysAnAnimationFrameByFrame() throws {
        let window = try startViewer("animated-card", ["--slow-animations"])
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "animated-card" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        let before = RasterImage(expected.render(scale: 1))
        expected.host.animationTime = 0
        let button = try XCTUnwrap(expected.host.frame(of: "toggle"))
        try click(at: CGPoint(x: button.midX.rounded(), y: button.midY.rounded()), in: window, expected)
        expected.host.animationTime = 10
        let after = RasterImage(expected.render(scale: 1))
        var between = 0
        let started = Date()
        while between == 0 && Date().timeIntervalSince(started) < 8 {
            let frame = try capture(window, "frame.png")
            if maximumDifference(frame, before) > 0 && maximumDifference(frame, after) > 0 { between += 1 }
        }
        XCTAssertGreaterThan(between, 0, "no capture during the slowed animation showed an in-between frame")
        try server.run("xdotool", ["key", "--window", window, "ctrl+t"])
        try assertWindowShows(expected, window, "animated")
    }

    /// Ctrl+wheel pinches and Ctrl+Shift+wheel turns about the pointer, a tenth and 5° a
    /// notch; letting go of Control lifts the fingers. Pixel for pixel as the same pinch on a
    /// headless screen.
    func testControlAndTheWheelPinchAndTurnThePhoto() throws {
        let window = try startViewer("photo-gestures")
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "photo-gestures" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        let photo = try XCTUnwrap(expected.host.frame(of: "photo"))
        let center = CGPoint(x: photo.midX.rounded(), y: photo.midY.rounded())
        try server.run("xdotool", ["mousemove", "--window", window, "\(Int(center.x))", "\(Int(center.y))"])
        try server.run("xdotool", ["keydown", "ctrl", "click", "--repeat", "4", "--delay", "40", "4",
                                   "keydown", "shift", "click", "--repeat", "3", "--delay", "40", "4"])
        // The fingers are still down: the live state shows.
        expected.host.pinchBegan(at: center)
        expected.host.pinchChanged(magnification: pow(1.1, 4), rotation: .degrees(15))
        XCTAssertEqual(expected.host.text(of: "zoom"), "146 %  ·  15°")
        try assertWindowShows(expected, window, "pinching")
        try server.run("xdotool", ["keyup", "shift", "keyup", "ctrl"])
        expected.host.pinchEnded()
        XCTAssertEqual(expected.host.text(of: "zoom"), "146 %  ·  15°", "kept when the fingers lift")
        // A second pinch starts from 1× again and closes by two notches.
        try server.run("xdotool", ["keydown", "ctrl", "click", "--repeat", "2", "--delay", "40", "5", "keyup", "ctrl"])
        expected.host.pinch(at: center, magnification: pow(1.1, -2), steps: 2)
        XCTAssertEqual(expected.host.text(of: "zoom"), "121 %  ·  15°")
        try assertWindowShows(expected, window, "pinched")
    }

    /// A click on a tab switches to it, pixel for pixel as the same tap on a headless screen.
    func testAClickSwitchesTabs() throws {
        let window = try startViewer("tab-app")
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "tab-app" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        try click("tab-2", in: window, expected)
        XCTAssertEqual(expected.host.text(of: "settings"), "Settings")
        try assertWindowShows(expected, window, "tab")
    }

    func testResizeLaysOutAgainAndMatchesTheHeadlessSnapshot() throws {
        let window = try startViewer()
        let first = try capture(window, "first.png")
        XCTAssertEqual(first.width, 393)
        XCTAssertEqual(maximumDifference(first, try snapshot(["--scale", "1"], "expected-first.png")), 0)

        try server.run("xdotool", ["windowsize", window, "600", "500"])
        var resized = first
        XCTAssertTrue(try EaselProcess.wait(10) {
            resized = try capture(window, "resized.png")
            return resized.width == 600 && resized.height == 500
        }, "the window did not take the new size")
        Thread.sleep(forTimeInterval: 0.5)
        resized = try capture(window, "resized.png")
        XCTAssertEqual(maximumDifference(resized, try snapshot(["--scale", "1", "--size", "600x500"], "expected-resized.png")), 0)
        let title = try server.run("xdotool", ["getwindowname", window])
        XCTAssertTrue(title.contains("keyboard-adjusting — Freeform (iPhone 16) — 600×500 pt"), title)
    }

    func testKeyboardToggleMovesTheContentAndScreenshotMatchesTheSnapshot() throws {
        let window = try startViewer()
        let before = try capture(window, "before.png")
        try server.run("xdotool", ["key", "--window", window, "ctrl+k"])
        Thread.sleep(forTimeInterval: 1)
        let after = try capture(window, "after.png")
        XCTAssertNotEqual(before.pixels, after.pixels)
        XCTAssertEqual(maximumDifference(after, try snapshot(["--scale", "1", "--keyboard"], "expected-keyboard.png")), 0)
        // The .ignoresSafeArea() background stays: above the keyboard (335 pt of the 852-pt
        // screen) its left column is the same gradient, pixel for pixel, before and after.
        for y in 0..<(852 - 335) {
            XCTAssertEqual(before.color(x: 2, y: y), after.color(x: 2, y: y), "row \(y)")
        }

        try server.run("xdotool", ["key", "--window", window, "ctrl+s"])
        var saved: URL?
        XCTAssertTrue(EaselProcess.wait(10) {
            saved = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
                .first { $0.lastPathComponent.hasPrefix("keyboard-adjusting-iphone-16-") }
            return saved != nil
        }, "Ctrl+S wrote no screenshot")
        let screenshot = try RasterImage.readPNG(from: saved!)
        XCTAssertEqual(screenshot.width, 1179)
        XCTAssertEqual(maximumDifference(screenshot, try snapshot(["--keyboard"], "expected-screenshot.png")), 0)

        // The window closes on the key, so xdotool may fail to send its release: not a failure.
        _ = try server.query("xdotool", ["key", "--window", window, "ctrl+q"])
        XCTAssertTrue(EaselProcess.wait(10) { !viewer!.process.isRunning })
        let output = String(decoding: viewer!.standardOutputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(output.contains("Saved screenshot: \(saved!.path)"), output)
        XCTAssertEqual(viewer!.process.terminationStatus, 0)
    }

    /// Clicking the SignIn field and typing, as a person does: the keyboard rises, the content
    /// moves up, the field shows the text and its caret, pixel for pixel what the same taps and
    /// keys give a headless screen.
    func testClickingTheFieldAndTypingEditsItAndRaisesTheKeyboard() throws {
        let window = try startViewer()
        let entry = try XCTUnwrap(Gallery.entries.first { $0.name == "keyboard-adjusting" })
        let expected = DeviceScreen(entry: entry, device: .defaultDevice)
        let field = try XCTUnwrap(expected.host.laidOutViews().first { $0.kind == "TextField" }).frame
        let point = CGPoint(x: field.midX.rounded(), y: field.midY.rounded())

        try server.run("xdotool", ["mousemove", "--window", window, "\(Int(point.x))", "\(Int(point.y))", "click", "1"])
        try server.run("xdotool", ["type", "--window", window, "--delay", "20", "Ada L"])
        try server.run("xdotool", ["key", "--window", window, "BackSpace"])
        // Characters off the keyboard map: xdotool maps each to a spare key in turn, slowly
        // enough that the viewer reads the key before the map changes back.
        try server.run("xdotool", ["type", "--window", window, "--delay", "250", "é中"])
        expected.pointerDown(at: point)
        expected.pointerUp(at: point)
        expected.host.type("Ada L")
        expected.host.press(.delete)
        expected.host.type("é中")
        expected.followFocus()
        XCTAssertTrue(expected.isKeyboardShown)

        let want = expected.render(scale: 1)
        var got = try capture(window, "typed.png")
        XCTAssertTrue(try EaselProcess.wait(10) {
            got = try capture(window, "typed.png")
            return maximumDifference(got, RasterImage(want)) == 0
        }, "the window shows what the headless screen shows after the same input (largest difference \(maximumDifference(got, RasterImage(want))))")
    }

    func testLosingTheXServerEndsTheViewerWithAMessage() throws {
        _ = try startViewer()
        server.stop()
        XCTAssertTrue(EaselProcess.wait(10) { !viewer!.process.isRunning }, "the viewer kept running without its X server")
        XCTAssertEqual(viewer!.process.terminationReason, .exit, "the viewer died of a signal (a crash or core dump)")
        XCTAssertEqual(viewer!.process.terminationStatus, 1)
        let error = String(decoding: viewer!.standardErrorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(error.contains("X server"), error)
    }
}
