import XCTest
import EaselRaster

/// `easel snapshot --all --output-dir D --watch`, as an editor showing PNGs beside the code uses
/// it: every preview is written, and after a save only the PNGs whose pixels changed are
/// written again (the others keep their bytes and modification times); a build error keeps the
/// last PNGs and says so.
final class SnapshotWatchTests: XCTestCase {
    private var folder: URL!
    private var watcher: EaselProcess?

    override func setUpWithError() throws {
        folder = EaselProcess.temporaryDirectory().appendingPathComponent("Tiles")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Tiles"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Tiles", targets: [.target(name: "Tiles")])
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try tile(named: "Red", color: "Color.red", in: "RedTile.swift")
        try tile(named: "Blue", color: "Color.blue", in: "BlueTile.swift")
    }

    override func tearDown() {
        if let watcher, watcher.process.isRunning { watcher.process.terminate(); watcher.process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func tile(named name: String, color: String, in file: String, extra: String = "") throws {
        try """
            import SwiftUI

            struct \(name)Tile: View {
                var body: some View {
                    \(extra)
                    \(color).frame(width: 100, height: 100)
                }
            }

            #Preview("\(name)") {
                \(name)Tile()
            }
            """.write(to: folder.appendingPathComponent("Sources/Tiles/\(file)"), atomically: true, encoding: .utf8)
    }

    private func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    func testASaveRewritesOnlyThePreviewsItChanged() throws {
        let shots = folder.appendingPathComponent("shots")
        let watcher = try EaselProcess.start(["snapshot", "--all", "--output-dir", shots.path, "--watch"], directory: folder,
                                             removingDisplay: true)
        self.watcher = watcher
        let output = OutputCollector(watcher.standardOutputPipe)
        let errors = OutputCollector(watcher.standardErrorPipe)
        func pngs() -> [URL] {
            ((try? FileManager.default.contentsOfDirectory(at: shots, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
        }
        let written = EaselProcess.wait(240) { pngs().count == 2 && output.lines.filter { $0.hasPrefix("Saved screenshot: ") }.count == 2 }
        XCTAssertTrue(written, "both previews written; the tool printed:\n\(output.text)\n\(errors.text)")
        guard written, let red = pngs().first(where: { $0.lastPathComponent.hasPrefix("Red") }),
              let blue = pngs().first(where: { $0.lastPathComponent.hasPrefix("Blue") }) else { return }
        let redBefore = try Data(contentsOf: red), blueBefore = try Data(contentsOf: blue)
        let blueTime = modified(blue)
        Thread.sleep(forTimeInterval: 1.1)

        // The red tile turns green: its PNG is written again, the blue one is left alone.
        var lines = output.lines.count
        try tile(named: "Red", color: "Color.green", in: "RedTile.swift")
        let reloaded = EaselProcess.wait(120) { output.lines.dropFirst(lines).contains { $0.hasPrefix("Reloaded snapshot in ") } }
        XCTAssertTrue(reloaded, "no reload; the tool printed:\n\(output.text)\n\(errors.text)")
        let after = output.lines.dropFirst(lines)
        XCTAssertTrue(after.contains("Saved screenshot: \(red.path)"), "\(after)")
        XCTAssertTrue(after.contains("Unchanged screenshot: \(blue.path)"), "\(after)")
        XCTAssertNotEqual(try Data(contentsOf: red), redBefore)
        XCTAssertEqual(try Data(contentsOf: blue), blueBefore)
        XCTAssertEqual(modified(blue), blueTime, "the untouched preview's file keeps its time")
        let image = try RasterImage.readPNG(from: red)
        let centre = image.color(x: image.width / 2, y: image.height / 2)
        XCTAssertGreaterThan(centre.green, 0.6, "the new green: \(centre)")
        XCTAssertLessThan(centre.red, 0.5)

        // A build error keeps the PNGs and says why.
        lines = output.lines.count
        let redAfter = try Data(contentsOf: red)
        try tile(named: "Red", color: "Color.green", in: "RedTile.swift", extra: "let broken: Int = \"text\"")
        let failed = EaselProcess.wait(120) { output.lines.dropFirst(lines).contains { $0.hasPrefix("Build failed: RedTile.swift:") } }
        XCTAssertTrue(failed, "no build failure line; the tool printed:\n\(output.text)")
        XCTAssertEqual(try Data(contentsOf: red), redAfter)
        XCTAssertTrue(watcher.process.isRunning, "the watch goes on after a build error")
    }
}
