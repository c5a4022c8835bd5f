import XCTest
import SwiftUI
import TipKit
@testable import Easel

// TipKit as Apple's "Make features discoverable with TipKit" writes it: a tip type, an inline
// `TipView` that the close button dismisses, a popover tip on a toolbar button, and
// `Tips.configure` in the app's start-up.

private struct FavoriteLandmarkTip: Tip {
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorite landmarks always appear at the top of the list.") }
    var image: Image? { Image(systemName: "star") }
}

private struct AddItemTip: Tip {
    var title: Text { Text("Add an item") }
}

private struct LandmarkList: View {
    private let favoriteTip = FavoriteLandmarkTip()
    private let addTip = AddItemTip()

    init() {
        try? Tips.resetDatastore()
        try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
    }

    var body: some View {
        NavigationStack {
            List {
                TipView(favoriteTip)
                Text("Golden Gate Bridge")
            }
            .toolbar {
                Button("Add", systemImage: "plus") {}
                    .popoverTip(addTip)
            }
        }
    }
}

final class TipKitIdiomTests: XCTestCase {
    func testAnInlineTipShowsUntilClosed() throws {
        let host = PreviewHost(LandmarkList(), size: CGSize(width: 390, height: 844))
        XCTAssertTrue(host.shownTexts().contains("Save as a Favorite"))
        XCTAssertTrue(host.shownTexts().contains("Your favorite landmarks always appear at the top of the list."))
        XCTAssertTrue(FavoriteLandmarkTip().shouldDisplay)
        let close = try XCTUnwrap(host.accessibilityTree().first { $0.label == "Close" }?.frame)
        host.tap(at: CGPoint(x: close.midX, y: close.midY))
        XCTAssertFalse(host.shownTexts().contains("Save as a Favorite"), "closing the tip invalidates it")
        XCTAssertFalse(FavoriteLandmarkTip().shouldDisplay)
        XCTAssertTrue(host.shownTexts().contains("Golden Gate Bridge"))
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("popover tips") })
    }
}
