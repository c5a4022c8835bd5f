import XCTest
import SwiftUI

/// `#Preview` and `PreviewProvider` in the files of `PreviewFixtures/`, found with no
/// registration code, named as `easel list` names them, with their settings.
final class PreviewDiscoveryTests: XCTestCase {
    private func discovered(inFile file: String) -> [PreviewEntry] {
        Previews.discovered.filter { $0.fileID == "EaselTests/\(file)" }
    }

    func testMacroPreviewsAreFoundInFileAndLineOrderWithXcodesNames() {
        let recipes = discovered(inFile: "RecipeCard.swift")
        XCTAssertEqual(recipes.map(\.name), ["RecipeCard", "Long title", "RecipeCard 2", "RecipeCard 3", "Landscape card"])
        XCTAssertEqual(recipes.map(\.location), ["RecipeCard.swift:18", "RecipeCard.swift:22", "RecipeCard.swift:26",
                                                 "RecipeCard.swift:30", "RecipeCard.swift:36"])
        XCTAssertEqual(discovered(inFile: "CounterPreview.swift").map(\.name), ["Counter", "CounterPreview"])
    }

    func testTraitsAndRootModifiersBecomeSettings() throws {
        let recipes = discovered(inFile: "RecipeCard.swift")
        XCTAssertEqual(recipes.count, 5)
        guard recipes.count == 5 else { return }
        XCTAssertEqual(recipes[0].settings, PreviewSettings())
        XCTAssertEqual(recipes[2].settings.layout, .sizeThatFits)
        XCTAssertEqual(recipes[3].settings.colorScheme, .dark)
        XCTAssertEqual(recipes[4].settings.orientation, .landscape)
        XCTAssertEqual(recipes[4].settings.layout, .fixed(width: 300, height: 120))
        let counter = try XCTUnwrap(discovered(inFile: "CounterPreview.swift").last)
        XCTAssertEqual(counter.settings.orientation, .landscape)
    }

    func testAProvidersGroupIsOnePreviewPerViewInOrder() throws {
        let badges = Previews.discovered.filter { $0.name.hasPrefix("Badge") || $0.name == "Sale badge" || $0.name == "SingleBadge" }
        XCTAssertEqual(badges.map(\.name), ["BadgeView", "Sale badge", "BadgeView 3", "SingleBadge"])
        guard badges.count == 4 else { return }
        XCTAssertEqual(badges[0].settings.layout, .sizeThatFits)
        XCTAssertEqual(badges[1].settings.layout, .fixed(width: 200, height: 80))
        XCTAssertEqual(badges[2].settings.colorScheme, .dark)
        XCTAssertEqual(badges[2].settings.orientation, .landscape)
        XCTAssertEqual(badges[2].settings.device?.id, "iphone-se-3")
        XCTAssertEqual(badges[3].settings.device?.id, "iphone-16-pro")
        // Each child draws alone: the second preview's view is the "Sale" badge only.
        let host = PreviewHost(badges[1].makeView(), size: CGSize(width: 200, height: 80))
        XCTAssertEqual(host.laidOutViews().filter { $0.kind == "TextLeaf" }.count, 1)
    }

    func testPreviewableStateIsRealState() throws {
        let entry = try XCTUnwrap(Previews.discovered.first { $0.name == "Counter" })
        let host = PreviewHost(entry.makeView(), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(host.text(of: "count"), "Count: 3")
        let add = try XCTUnwrap(host.frame(of: "add"))
        host.tap(at: CGPoint(x: add.midX, y: add.midY))
        XCTAssertEqual(host.text(of: "count"), "Count: 4")
    }

    /// Listing previews runs none of their bodies: one that stops the program (a missing
    /// resource) takes only itself down, when it is shown. Its root's settings are read then.
    /// (No other test reads this preview's settings.)
    func testListingPreviewsRunsNoBodyShowingOneReadsItsSettings() throws {
        let entry = try XCTUnwrap(Previews.discovered.first { $0.name == "Loaded from data" })
        XCTAssertEqual(dataBackedPreviewBodyRuns, 0, "discovery did not run the body")
        XCTAssertEqual(entry.settings, PreviewSettings())
        XCTAssertEqual(dataBackedPreviewBodyRuns, 1, "the settings are read from the root, once")
        _ = entry.settings
        XCTAssertEqual(dataBackedPreviewBodyRuns, 1)
        let host = PreviewHost(entry.makeView(), size: CGSize(width: 390, height: 300))
        XCTAssertEqual(host.shownTexts(), ["Aldrin", "Armstrong"])
    }

    func testXcodeDeviceNamesMapOntoThePresets() {
        XCTAssertEqual(Device.named(xcodeName: "iPhone 16 Pro")?.id, "iphone-16-pro")
        XCTAssertEqual(Device.named(xcodeName: "iPhone SE (3rd generation)")?.id, "iphone-se-3")
        XCTAssertEqual(Device.named(xcodeName: "iPad Pro 13-inch (M4)")?.id, "ipad-pro-13")
        XCTAssertEqual(Device.named(xcodeName: "iPad Air 11-inch (M2)")?.id, "ipad-air-11")
        XCTAssertNil(Device.named(xcodeName: "Apple Watch Ultra"))
    }

    func testRegisteredPreviewsComeFirstAndReplaceDiscoveredOnesOfTheSameName() {
        Previews.register("Counter") { Text("by hand") }
        let all = Previews.all
        XCTAssertEqual(all.filter { $0.name == "Counter" }.count, 1)
        XCTAssertNil(all.first { $0.name == "Counter" }?.fileID)
    }
}
