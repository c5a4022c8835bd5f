import XCTest
import EaselRaster
import EaselTestSupport

/// A user's package previewed as its developer would: `easel list`, `easel snapshot --all` and
/// `easel preview` run in `Examples/Recipes` (a library of views ending in `#Preview` blocks, a
/// `PreviewProvider` with a `Group`, an app target with `@main`, `#if os(iOS)` code), with no
/// line written for Easel. The first run builds the package's preview host (a few minutes on
/// a fresh clone); the others find it current.
final class PackageWorkflowTests: XCTestCase {
    private static var example: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Recipes")
    }

    private static let expectedList = [
        "Brand header\tBrandHeader.swift:31",
        "Brand header, dark\tBrandHeader.swift:36",
        "Detail\tRecipeDetail.swift:45",
        "Detail, dark\tRecipeDetail.swift:50",
        "Photos\tRecipePhotos.swift:60",
        "RecipeRow\tRecipeRow.swift:27",
        "Row that fits\tRecipeRow.swift:31",
        "RecipeRow 2\tRecipeRow.swift:36",
        "Home\tRecipesApp.swift:32",
        "TagBadge\tTagBadge.swift:23",
        "Quick badge\tTagBadge.swift:23",
    ]

    /// `easel ARGUMENTS --package-path Examples/Recipes`.
    private func easel(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        try EaselProcess.run(arguments + ["--package-path", Self.example.path], environment: environment)
    }

    func testListNamesEveryPreviewWithItsFileAndLine() throws {
        let first = try easel(["list"])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(first.output.split(separator: "\n").map(String.init), Self.expectedList)
        // Nothing changed: no build the second time.
        let second = try easel(["list"])
        XCTAssertEqual(second.output, first.output)
        XCTAssertFalse(second.error.contains("building"), second.error)
        // The same from inside the package's folder, with no option.
        let inside = try EaselProcess.run(["list"], directory: Self.example)
        XCTAssertEqual(inside.output, first.output, inside.error)
    }

    func testSnapshotAllWritesEveryPreviewWithItsLayoutAndPlace() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try easel(["snapshot", "--all", "--output-dir", folder.path])
        XCTAssertEqual(result.status, 0, result.error)
        func image(_ name: String) throws -> RasterImage {
            try RasterImage.readPNG(from: folder.appendingPathComponent("\(name)-iphone-16.png"))
        }
        // The device's screen, portrait and (a landscape trait) landscape, at 3×.
        let detail = try image("Detail")
        XCTAssertEqual([detail.width, detail.height], [1179, 2556])
        let dark = try image("Detail, dark")
        XCTAssertEqual([dark.width, dark.height], [2556, 1179])
        // .sizeThatFitsLayout: the row's own size (320 points wide), nothing around it.
        let fits = try image("Row that fits")
        XCTAssertEqual(fits.width, 960)
        XCTAssertTrue((120..<400).contains(fits.height), "height \(fits.height)")
        // previewLayout(.fixed(width: 200, height: 60)) and (.sizeThatFits) in a provider's Group.
        let badge = try image("TagBadge")
        XCTAssertEqual([badge.width, badge.height], [600, 180])
        let quick = try image("Quick badge")
        XCTAssertTrue(quick.width < 400 && quick.height < 150, "\(quick.width)×\(quick.height)")
        // The iOS branch of `#if os(iOS)`: a mint background, not the gray of the other branch.
        let background = detail.color(x: 40, y: 1800)
        XCTAssertGreaterThan(background.green - background.red, 0.12, "background \(background)")
        // `.preferredColorScheme(.dark)` on the root: the whole screen is dark.
        XCTAssertLessThan(dark.color(x: 2400, y: 1000).red, 0.3)
        // A UIKit page control in a representable, its `@objc` target and `#selector` compiled:
        // drawn as its dots, the current one (the second of three) white, at the photo's bottom.
        let photos = try image("Photos")
        func isOrange(_ x: Int, _ y: Int) -> Bool {
            let color = photos.color(x: x, y: y)
            return color.red > 0.85 && color.blue < 0.35
        }
        func isWhite(_ x: Int, _ y: Int) -> Bool {
            let color = photos.color(x: x, y: y)
            return color.red > 0.95 && color.green > 0.95 && color.blue > 0.95
        }
        let whiteDotOnTheCard = (40..<(photos.height - 40)).contains { y in
            (40..<(photos.width - 40)).contains { x in isWhite(x, y) && isOrange(x - 30, y) && isOrange(x + 30, y) }
        }
        XCTAssertTrue(whiteDotOnTheCard, "the white current-page dot between orange")
        // The PNG says where the preview is written.
        let bytes = try Data(contentsOf: folder.appendingPathComponent("Detail-iphone-16.png"))
        XCTAssertNotNil(bytes.range(of: Data("RecipeDetail.swift:45".utf8)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, Self.expectedList.count)
    }

    /// The package's asset catalog: `Color("BrandColor", bundle: .module)`, `.fill(.brand)` (a
    /// generated symbol) and `Image(.logo)` / `Image(uiImage: .logo)` (UIKit's generated symbols), each in its light and dark appearance.
    func testTheAssetCatalogsColoursAndImagesAppearInBothAppearances() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Brand header", "Brand header, dark"] {
            let url = folder.appendingPathComponent("\(name).png")
            let result = try easel(["snapshot", name, "--output", url.path])
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertFalse(result.error.contains("No color named") || result.error.contains("No image named"), result.error)
        }
        let light = try RasterImage.readPNG(from: folder.appendingPathComponent("Brand header.png"))
        let dark = try RasterImage.readPNG(from: folder.appendingPathComponent("Brand header, dark.png"))
        XCTAssertEqual(light.width, 960)
        let middle = light.height / 2
        // Background: the colour set's light (1, 0.584, 0) and dark (48, 32, 160) values.
        let lightBackground = light.color(x: 900 - 120, y: 6), darkBackground = dark.color(x: 900 - 120, y: 6)
        XCTAssertEqual(lightBackground.red, 1, accuracy: 0.02)
        XCTAssertEqual(lightBackground.green, 0.584, accuracy: 0.02)
        XCTAssertEqual(darkBackground.red, 48 / 255, accuracy: 0.02)
        XCTAssertEqual(darkBackground.blue, 160 / 255, accuracy: 0.02)
        // The bottom bar is `.fill(.brand)`, a generated symbol; the background reads the
        // catalog through `Bundle.module`.
        let lightBar = light.color(x: 480, y: light.height - 3), darkBar = dark.color(x: 480, y: dark.height - 3)
        XCTAssertEqual(lightBar.green, 0.584, accuracy: 0.02)
        XCTAssertEqual(darkBar.blue, 160 / 255, accuracy: 0.02)
        // The logo (16 points in, 24 wide): blue in light mode, the dark variant's yellow in dark.
        let lightLogo = light.color(x: (16 + 12) * 3, y: middle), darkLogo = dark.color(x: (16 + 12) * 3, y: middle)
        XCTAssertEqual([lightLogo.red, lightLogo.green, lightLogo.blue].map { ($0 * 255).rounded() }, [0, 122, 255])
        XCTAssertEqual([darkLogo.red, darkLogo.green, darkLogo.blue].map { ($0 * 255).rounded() }, [255, 204, 0])
        // UIKit's generated symbols: the trailing logo is `Image(uiImage: .logo)`, the bar's end `UIColor.brand`.
        let trailingLogo = light.color(x: (320 - 16 - 12) * 3, y: middle), trailingBar = dark.color(x: (320 - 20) * 3, y: dark.height - 3)
        XCTAssertEqual([trailingLogo.red, trailingLogo.green, trailingLogo.blue].map { ($0 * 255).rounded() }, [0, 122, 255])
        XCTAssertEqual(trailingBar.blue, 160 / 255, accuracy: 0.02)
    }

    /// `easel test` over every preview of the package: recorded, verified, and a reference that
    /// no longer matches fails with a report.
    func testEveryPreviewIsASnapshotTest() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs"), artifacts = folder.appendingPathComponent("failures")
        let paths = ["--snapshots-dir", references.path, "--artifacts-dir", artifacts.path]
        let record = try easel(["test", "--record"] + paths)
        XCTAssertEqual(record.status, 0, record.output + record.error)
        XCTAssertTrue(record.output.contains("easel test: \(Self.expectedList.count) recorded."), record.output)
        let verify = try easel(["test"] + paths)
        XCTAssertEqual(verify.status, 0, verify.output + verify.error)
        XCTAssertTrue(verify.output.contains("easel test: \(Self.expectedList.count) passed."), verify.output)
        // The detail screen recorded in dark mode stands in for a changed view.
        try FileManager.default.removeItem(at: references.appendingPathComponent("Detail-iphone-16.png"))
        let dark = try easel(["test", "Detail", "--dark", "--record"] + paths)
        XCTAssertEqual(dark.status, 0, dark.output)
        try FileManager.default.moveItem(at: references.appendingPathComponent("Detail-iphone-16-dark.png"),
                                         to: references.appendingPathComponent("Detail-iphone-16.png"))
        let report = folder.appendingPathComponent("report.html")
        let failing = try easel(["test", "--report", report.path, "--perceptual-precision", "0.98"] + paths)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.output.contains("✗ Detail-iphone-16: The percentage of pixels that match"), failing.output)
        XCTAssertTrue(failing.output.contains("easel test: \(Self.expectedList.count - 1) passed, 1 failed."), failing.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("Detail-iphone-16-difference.png").path))
        XCTAssertTrue(try String(contentsOf: report, encoding: .utf8).contains("<title>easel test: 1 of \(Self.expectedList.count) failed</title>"))
    }

    func testAnUnknownPreviewNameListsTheOthers() throws {
        let result = try easel(["snapshot", "Nope", "--output", "/tmp/never.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("Unknown preview 'Nope'") && result.error.contains("Row that fits"), result.error)
    }

    func testAFolderWithoutAPackageIsReportedClearly() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EaselProcess.run(["list", "--package-path", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("There is no Package.swift in"), result.error)
    }

    func testTheWindowGoesThroughThePackagesPreviews() throws {
        guard XvfbServer.executable("xdotool") != nil else { throw XCTSkip("xdotool is needed to drive the window (make test installs it)") }
        // Built first, so the window's wait below is for the window only.
        XCTAssertEqual(try easel(["list"]).status, 0)
        let server = try XvfbServer()
        defer { server.stop() }
        let viewer = try EaselProcess.start(["preview", "Detail", "--package-path", Self.example.path], environment: ["DISPLAY": server.displayName])
        defer { if viewer.process.isRunning { viewer.process.terminate(); viewer.process.waitUntilExit() } }
        var window = ""
        let found = try EaselProcess.wait(60) {
            window = (try? server.query("xdotool", ["search", "--name", "RecipeDetail.swift:45"]))??
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        XCTAssertTrue(found, "the window of the first preview did not appear")
        guard found else { return }
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertTrue(try server.run("xdotool", ["getwindowname", window]).hasPrefix("Detail (RecipeDetail.swift:45) — iPhone 16"))
        try server.run("xdotool", ["key", "--window", window, "ctrl+n"])
        let switched = try EaselProcess.wait(10) {
            (try? server.run("xdotool", ["getwindowname", window]))?.hasPrefix("Detail, dark (RecipeDetail.swift:50)") == true
        }
        XCTAssertTrue(switched, "Ctrl+N did not show the next preview")
        // Its landscape trait turns the window.
        let geometry = try server.run("xdotool", ["getwindowgeometry", window])
        let size = geometry.split(separator: "\n").first { $0.contains("Geometry:") }?.split(separator: " ").last?.split(separator: "x").compactMap { Int($0) } ?? []
        XCTAssertEqual(size.count, 2)
        if size.count == 2 { XCTAssertGreaterThan(size[0], size[1], geometry) }
        try server.run("xdotool", ["key", "--window", window, "ctrl+p"])
        XCTAssertTrue(try EaselProcess.wait(10) { (try? server.run("xdotool", ["getwindowname", window]))?.hasPrefix("Detail (") == true })
    }
}
