import XCTest
import EaselRaster

/// `easel test` in a package as a team runs it in CI: the first run records a reference per
/// preview into `__Previews__/`, later runs compare; a changed screen fails with the new image,
/// a difference image and an HTML report; a preview that stops the program or never finishes is
/// a failure with its message while the others are still tested.
final class PreviewTestCommandTests: XCTestCase {
    private static var folder: URL!
    /// A preview that never finishes is given up after this many seconds.
    private static let environment = ["EASEL_PREVIEW_TIMEOUT": "4"]

    override class func setUp() {
        super.setUp()
        folder = EaselProcess.temporaryDirectory().appendingPathComponent("Studio")
        let sources = folder.appendingPathComponent("Sources/StudioUI")
        try? FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Studio", platforms: [.iOS(.v17)], targets: [.target(name: "StudioUI")])
                """,
            "Sources/StudioUI/Greeting.swift": """
                import SwiftUI

                struct Greeting: View {
                    var name: String
                    var body: some View {
                        VStack(spacing: 12) {
                            Image(systemName: "hand.wave")
                                .font(.largeTitle)
                            Text("Hello, \\(name)!")
                                .font(.title)
                        }
                        .padding()
                        .background(.yellow, in: RoundedRectangle(cornerRadius: 16))
                    }
                }

                #Preview("Greeting") {
                    Greeting(name: "Ada")
                }

                #Preview("Badge", traits: .sizeThatFitsLayout) {
                    Text("New").padding(8).background(.blue).foregroundStyle(.white)
                }
                """,
            "Sources/StudioUI/Trouble.swift": """
                import SwiftUI

                #Preview("Broken") {
                    let scores: [String: Int] = [:]
                    return Text("\\(scores["ada"]!) points")
                }

                #Preview("Stuck") {
                    var turns = 0
                    while Date() > .distantPast { turns &+= 1 }
                    return Text("\\(turns)")
                }
                """,
        ]
        for (path, text) in files {
            try? text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
        super.tearDown()
    }

    private func easel(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try EaselProcess.run(["test"] + arguments, environment: Self.environment, directory: Self.folder)
    }

    private var references: URL { Self.folder.appendingPathComponent("__Previews__") }
    private var artifacts: URL { Self.folder.appendingPathComponent(".build/easel-test") }

    func testRecordThenCompareThenACrashAndAHangAreFailuresThatLeaveTheOthers() throws {
        let record = try easel(["--record"])
        XCTAssertEqual(record.status, 1, "two previews cannot be drawn: \(record.output)\n\(record.error)")
        XCTAssertTrue(record.output.contains("Recorded: \(references.path)/Greeting-iphone-16.png"), record.output)
        XCTAssertTrue(record.output.contains("Recorded: \(references.path)/Badge-iphone-16.png"), record.output)
        XCTAssertTrue(record.output.contains("✗ Broken: The preview stopped the program: "), record.output)
        XCTAssertTrue(record.output.contains("Unexpectedly found nil"), record.output)
        XCTAssertTrue(record.output.contains("✗ Stuck: The preview stopped the program: it did not finish in 4 s"), record.output)
        XCTAssertTrue(record.output.contains("easel test: 2 recorded, 2 stopped the program."), record.output)
        let greeting = try RasterImage.readPNG(from: references.appendingPathComponent("Greeting-iphone-16.png"))
        XCTAssertEqual([greeting.width, greeting.height], [1179, 2556])
        let badge = try RasterImage.readPNG(from: references.appendingPathComponent("Badge-iphone-16.png"))
        XCTAssertLessThan(badge.width, 300, "the badge's own size")

        // Unchanged: the two that draw pass, and the run passes.
        let verify = try easel(["Greeting", "Badge"])
        XCTAssertEqual(verify.status, 0, verify.output + verify.error)
        XCTAssertTrue(verify.output.contains("✓ Greeting-iphone-16\n✓ Badge-iphone-16\neasel test: 2 passed."), verify.output)

        // The reference differs in a 20×20 corner: the run fails with the new and difference images.
        var pixels = greeting.pixels
        for y in 100..<120 { for x in 100..<120 { pixels[y * greeting.width + x] = 0xffff_0000 } }
        let changed = RasterImage(width: greeting.width, height: greeting.height, pixels: pixels)
        try changed.pngData().write(to: references.appendingPathComponent("Greeting-iphone-16.png"))
        let report = Self.folder.appendingPathComponent("report/index.html")
        let failing = try easel(["--report", report.path, "--diff-tool", "compare"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.output.contains("✗ Greeting-iphone-16: Newly-taken snapshot does not match reference."), failing.output)
        XCTAssertTrue(failing.output.contains("400 pixels differ"), failing.output)
        XCTAssertTrue(failing.output.contains("compare \"\(references.path)/Greeting-iphone-16.png\" \"\(artifacts.path)/Greeting-iphone-16.png\""),
                      failing.output)
        XCTAssertTrue(failing.output.contains("easel test: 1 passed, 1 failed, 2 stopped the program."), failing.output)
        let new = try RasterImage.readPNG(from: artifacts.appendingPathComponent("Greeting-iphone-16.png"))
        XCTAssertEqual(new.pixels, greeting.pixels, "the new image is the screen as drawn now")
        let difference = try RasterImage.readPNG(from: artifacts.appendingPathComponent("Greeting-iphone-16-difference.png"))
        XCTAssertEqual(difference.color(x: 110, y: 110).red, 1, accuracy: 0.01, "the changed square is white")
        XCTAssertEqual(difference.color(x: 600, y: 600).red, 0, accuracy: 0.01, "the rest is black")
        // The report holds its images and lists the failures first.
        let html = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(html.contains("<title>easel test: 3 of 4 failed</title>"), String(html.prefix(400)))
        let order = ["Greeting-iphone-16</h2>", "Broken</h2>", "Stuck</h2>", "Badge-iphone-16</h2>"].map { html.range(of: $0)?.lowerBound }
        XCTAssertFalse(order.contains(nil), "every result is in the report")
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "failures first")
        XCTAssertTrue(html.contains("alt=\"difference\""), "the difference image is shown")
        XCTAssertFalse(html.contains("src=\"/") || html.contains("src=\"file:"), "images are inline, so the page stands alone")

        // A 400-pixel change is within a precision of 99.9 % of the components.
        let lenient = try easel(["Greeting", "--precision", "0.999"])
        XCTAssertEqual(lenient.status, 0, lenient.output)
    }

    func testANewPreviewIsRecordedAndFailsAndVariantsNameTheirFiles() throws {
        let folder = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try easel(["Greeting", "--snapshots-dir", folder.path, "--variants", "scheme=light,dark", "--variants", "device=iphone-se-3,iphone-16-pro"])
        XCTAssertEqual(first.status, 1, "new references fail the run until it is run again: \(first.output)")
        XCTAssertTrue(first.output.contains("No reference was found on disk. Recorded "), first.output)
        XCTAssertTrue(first.output.contains("easel test: 4 new"), first.output)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(written, ["Greeting-iphone-16-pro-dark.png", "Greeting-iphone-16-pro.png", "Greeting-iphone-se-3-dark.png", "Greeting-iphone-se-3.png"])
        let light = try RasterImage.readPNG(from: folder.appendingPathComponent("Greeting-iphone-se-3.png"))
        let dark = try RasterImage.readPNG(from: folder.appendingPathComponent("Greeting-iphone-se-3-dark.png"))
        XCTAssertEqual([light.width, light.height], [750, 1334])
        XCTAssertGreaterThan(light.color(x: 20, y: 600).red, 0.9)
        XCTAssertLessThan(dark.color(x: 20, y: 600).red, 0.1)
        let second = try easel(["Greeting", "--snapshots-dir", folder.path, "--variants", "scheme=light,dark", "--variants", "device=iphone-se-3,iphone-16-pro"])
        XCTAssertEqual(second.status, 0, second.output)
        let wrong = try easel(["Greeting", "--variants", "flavour=mint"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.error.contains("Unknown --variants key 'flavour'"), wrong.error)
    }
}
