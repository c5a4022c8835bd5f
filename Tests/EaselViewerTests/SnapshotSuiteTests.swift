import XCTest
import EaselRaster

/// An iOS team's swift-snapshot-testing suite (`Examples/Forecast`: SwiftUI views on devices, in
/// dark mode and at accessibility sizes, a hosting controller, a UIKit label, a rendered image,
/// XCTest cases and Swift Testing `@Test`s)
/// run unchanged by `easel test`, in a copy of the example so its references stay as committed:
/// every test passes against the references recorded on Linux but the one that fails on purpose,
/// which fails as on a Mac (the library's message, the failed snapshot) with a difference image;
/// references recorded again in another process are byte for byte the committed ones.
final class SnapshotSuiteTests: XCTestCase {
    private static var example: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Forecast")
    }

    /// The example copied without its build folder.
    private func copyOfExample() throws -> URL {
        let folder = EaselProcess.temporaryDirectory().appendingPathComponent("Forecast")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: Self.example.path) where item != ".build" {
            try FileManager.default.copyItem(at: Self.example.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        return folder
    }

    private func references(in folder: URL) -> [String: Data] {
        let snapshots = folder.appendingPathComponent("Tests/ForecastUITests/__Snapshots__")
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: snapshots.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".png") { found[path] = FileManager.default.contents(atPath: snapshots.appendingPathComponent(path).path) }
        }
        return found
    }

    func testTheSuiteRunsUnchangedAndFailsOnlyWhereItShould() throws {
        let folder = try copyOfExample()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let committed = references(in: folder)
        XCTAssertEqual(committed.count, 16, committed.keys.sorted().joined(separator: "\n"))

        let run = try EaselProcess.run(["test", "--suites"], directory: folder)
        let output = run.output + run.error
        XCTAssertEqual(run.status, 1, output)
        XCTAssertTrue(output.contains("Executed 12 tests, with 1 failure"), output)
        XCTAssertTrue(output.contains("BrandingSnapshotTests.testBadgeAfterTheRebrand : failed - Snapshot does not match reference."), output)
        XCTAssertTrue(output.contains("Newly-taken snapshot does not match reference."), output)
        // The diff tool the test chose, with the reference and the failed snapshot.
        XCTAssertTrue(output.contains("ksdiff \"\(folder.path)/Tests/ForecastUITests/__Snapshots__/BrandingSnapshotTests/testBadgeAfterTheRebrand.1.png\""),
                      output)
        // Swift Testing's `@Test`s too, with the library's `.snapshots` trait.
        XCTAssertTrue(output.contains("Test run with 2 tests in 1 suite passed"), output)
        // The failed snapshot where the library writes it, and the difference image the message names.
        let artifacts = folder.appendingPathComponent(".build/easel-test/suites")
        let failed = try RasterImage.readPNG(from: artifacts.appendingPathComponent("BrandingSnapshotTests/testBadgeAfterTheRebrand.1.png"))
        let reference = try RasterImage.readPNG(
            from: folder.appendingPathComponent("Tests/ForecastUITests/__Snapshots__/BrandingSnapshotTests/testBadgeAfterTheRebrand.1.png"))
        XCTAssertEqual([failed.width, failed.height], [reference.width, reference.height])
        let middle = (x: failed.width / 2, y: 6)
        XCTAssertGreaterThan(failed.color(x: middle.x, y: middle.y).blue, 0.9, "the badge is blue now")
        XCTAssertGreaterThan(reference.color(x: middle.x, y: middle.y).red, 0.9, "the reference is orange")
        let line = try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
        let difference = try RasterImage.readPNG(from: URL(fileURLWithPath: String(line.dropFirst("Difference image: ".count))))
        XCTAssertEqual(difference.color(x: middle.x, y: middle.y).red, 1, accuracy: 0.01, "the changed badge is the brightest")
        // The suite's own files are not touched, nor any reference but where asked.
        XCTAssertEqual(references(in: folder), committed)

        // Recorded again in another process: the same bytes, but for the badge, which changed.
        let record = try EaselProcess.run(["test", "--suites", "--record"], directory: folder)
        XCTAssertNotEqual(record.status, 0, "the library fails a test that records")
        let recorded = references(in: folder)
        XCTAssertEqual(Set(recorded.keys), Set(committed.keys))
        for (path, data) in committed where !path.hasPrefix("BrandingSnapshotTests/") {
            XCTAssertEqual(recorded[path], data, "\(path) is byte for byte the committed reference")
        }
        XCTAssertNotEqual(recorded["BrandingSnapshotTests/testBadgeAfterTheRebrand.1.png"], committed["BrandingSnapshotTests/testBadgeAfterTheRebrand.1.png"])
        let again = try EaselProcess.run(["test", "--suites"], directory: folder)
        XCTAssertEqual(again.status, 0, again.output + again.error)
        XCTAssertTrue(again.output.contains("Executed 12 tests, with 0 failures"), again.output)
        XCTAssertTrue((again.output + again.error).contains("Test run with 2 tests in 1 suite passed"), again.output)
    }

    /// Drawn as the library draws on iOS, in the turn of the run loop that laid the view out:
    /// what `onAppear` sets is in the snapshot, what a `task` loads is not yet.
    func testASnapshotShowsAppearanceStateButNotTaskResults() throws {
        let image = try RasterImage.readPNG(from: Self.example.appendingPathComponent(
            "Tests/ForecastUITests/__Snapshots__/LoadingSnapshotTests/testRadarTileBeforeItLoads.1.png"))
        // 8 points of padding, a 24-point circle, 8 of spacing, then the 96-point tile; at 3×.
        let circle = image.color(x: (8 + 12) * 3, y: (8 + 12) * 3), tile = image.color(x: (8 + 24 + 8 + 48) * 3, y: (8 + 12) * 3)
        XCTAssertGreaterThan(circle.green, 0.7, "onAppear's green")
        XCTAssertLessThan(circle.red, 0.4)
        XCTAssertGreaterThan(tile.red, 0.9, "the placeholder's orange: the task has not run")
        XCTAssertLessThan(tile.blue, 0.2)
    }

    func testTheDeviceConfigsGiveTheLibrarysSizesAndTraits() throws {
        let snapshots = Self.example.appendingPathComponent("Tests/ForecastUITests/__Snapshots__/ForecastSnapshotTests")
        func size(_ name: String) throws -> [Int] {
            let image = try RasterImage.readPNG(from: snapshots.appendingPathComponent(name))
            return [image.width, image.height]
        }
        // At 3 pixels per point (the traits give no scale): iPhone SE 320×568, iPhone 13 Pro 390×844 and turned.
        XCTAssertEqual(try size("testForecastListOnDevices.iPhoneSe.png"), [960, 1704])
        XCTAssertEqual(try size("testForecastListOnDevices.iPhone13Pro.png"), [1170, 2532])
        XCTAssertEqual(try size("testForecastListLandscape.1.png"), [2532, 1170])
        XCTAssertEqual(try size("testForecastRowFixedWidth.1.png"), [1125, 132])
        // The device traits' content size is `.medium` (16-point body), smaller than an accessibility size.
        let header = try size("testCityHeader.1.png"), large = try size("testCityHeaderWithAccessibilityText.AX3.png")
        XCTAssertGreaterThan(large[0], header[0])
        XCTAssertGreaterThan(large[1], header[1])
        let dark = try RasterImage.readPNG(from: snapshots.appendingPathComponent("testForecastListInDarkMode.1.png"))
        XCTAssertLessThan(dark.color(x: 20, y: 2400).red, 0.05, "dark mode's black background")
    }
}
