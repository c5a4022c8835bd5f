import XCTest
import EaselRaster

/// What a project's previews meet at run time, as an app's code meets it on an iPhone: one
/// preview that stops the program leaves out only itself (in `list` and `snapshot --all`),
/// previews of one name in two files are told apart, and `Locale.current` is the preview's
/// locale (en_US unless `--locale` says otherwise), so `DateFormatter()` and `.formatted()`
/// format as the phone would.
final class PreviewRunTests: XCTestCase {
    private static var folder: URL!

    override class func setUp() {
        super.setUp()
        folder = EaselProcess.temporaryDirectory().appendingPathComponent("Shop")
        let sources = folder.appendingPathComponent("Sources/ShopUI")
        try? FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.target(name: "ShopUI")])
                """,
            "Sources/ShopUI/Price.swift": """
                import SwiftUI

                private let dayFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeZone = TimeZone(identifier: "UTC")
                    return formatter
                }()

                struct PriceTag: View {
                    let day = Date(timeIntervalSince1970: 1_700_000_000)
                    var body: some View {
                        VStack {
                            Text(dayFormatter.string(from: day))
                            Text(NumberFormatter.localizedString(from: 12.5, number: .currency))
                            Text(Locale.current.identifier)
                        }
                    }
                }

                #Preview("Card") {
                    PriceTag()
                }
                """,
            "Sources/ShopUI/Deck.swift": """
                import SwiftUI

                #Preview("Card") {
                    Text("From the deck")
                }

                #Preview("Broken") {
                    let stock: [String: Int] = [:]
                    return Text("\\(stock["apples"]!) apples")
                }
                """,
            "Sources/ShopUI/Legacy.swift": """
                import SwiftUI

                struct Banner: View {
                    var body: some View { Text("Sale") }
                }

                struct Banner_Previews: PreviewProvider {
                    static var previews: some View {
                        Banner()
                    }
                }

                struct Stub_Previews: PreviewProvider {
                    static var previews: some View {
                        let url = Bundle.main.url(forResource: "missing", withExtension: "json")!
                        return Text(url.path)
                    }
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

    func testAPreviewThatStopsTheProgramLeavesOutOnlyItself() throws {
        let list = try EaselProcess.run(["list"], directory: Self.folder)
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertEqual(list.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) },
                       ["Card (Deck.swift)", "Broken", "Card (Price.swift)", "Banner"], list.output)
        XCTAssertTrue(list.error.contains("The previews of ShopUI.Stub_Previews stopped the program ("), list.error)
        XCTAssertTrue(list.error.contains("Unexpectedly found nil"), list.error)
        XCTAssertTrue(list.error.contains("2 previews are named Card; they are listed as \"Card (Deck.swift)\", \"Card (Price.swift)\""), list.error)

        let shots = EaselProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: shots) }
        let all = try EaselProcess.run(["snapshot", "--all", "--output-dir", shots.path], directory: Self.folder)
        XCTAssertEqual(all.status, 1, "a preview could not be drawn: \(all.error)")
        XCTAssertTrue(all.error.contains("The preview \"Broken\" stopped the program ("), all.error)
        let written = try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted()
        XCTAssertEqual(written, ["Banner-iphone-16.png", "Card (Deck.swift)-iphone-16.png", "Card (Price.swift)-iphone-16.png"])

        // Asked for by the name two previews share: the first, and said so.
        let one = try EaselProcess.run(["accessibility", "Card"], directory: Self.folder)
        XCTAssertEqual(one.status, 0, one.error)
        XCTAssertTrue(one.output.contains("From the deck"), one.output)
        XCTAssertTrue(one.error.contains("Several previews are named Card"), one.error)
    }

    func testFormattersUseThePreviewsLocale() throws {
        let english = try EaselProcess.run(["accessibility", "Card (Price.swift)"], directory: Self.folder)
        XCTAssertEqual(english.status, 0, english.error)
        for text in [#""Nov 14, 2023""#, #""$12.50""#, #""en_US""#] {
            XCTAssertTrue(english.output.contains(text), "\(text) in \(english.output)")
        }
        let german = try EaselProcess.run(["accessibility", "Card (Price.swift)", "--locale", "de_DE"], directory: Self.folder)
        XCTAssertEqual(german.status, 0, german.error)
        for text in [#""14.11.2023""#, "12,50", #""de_DE""#] {
            XCTAssertTrue(german.output.contains(text), "\(text) in \(german.output)")
        }
    }
}
