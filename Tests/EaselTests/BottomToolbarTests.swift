import XCTest
@testable import Easel
import EaselRaster

/// Bottom-bar and keyboard toolbar items (`BottomToolbar`): a 44-point bar above the home
/// indicator's 34 points, safe area for the content; one item centred, several spread to the
/// edges 16 points in; the bar's background only while content runs under it; keyboard items
/// on the keyboard while it shows.
final class BottomToolbarTests: XCTestCase {
    private let barTop: CGFloat = 852 - 34 - 44

    func testOneItemIsCentredInTheBarAboveTheHomeIndicator() throws {
        let host = phoneHost(NavigationStack {
            Color.yellow.accessibilityIdentifier("content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {}.accessibilityIdentifier("compose") }
                }
        })
        let compose = try XCTUnwrap(host.frame(of: "compose"))
        XCTAssertEqual(compose.midX, 393 / 2, accuracy: 0.5)
        XCTAssertEqual(compose.midY, barTop + 22, accuracy: 0.5)
        let content = try XCTUnwrap(host.frame(of: "content"))
        XCTAssertEqual(content.maxY, barTop, accuracy: 0.01, "the bar is safe area for the content")
    }

    func testSeveralItemsSpreadToTheEdges() throws {
        let host = phoneHost(NavigationStack {
            Text("Mail")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Filter") {}.accessibilityIdentifier("filter") }
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {}.accessibilityIdentifier("compose") }
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.accessibilityIdentifier("edit") }
                }
        })
        let filter = try XCTUnwrap(host.frame(of: "filter")), compose = try XCTUnwrap(host.frame(of: "compose"))
        XCTAssertEqual(filter.minX, 16, accuracy: 0.5)
        XCTAssertEqual(compose.maxX, 393 - 16, accuracy: 0.5)
        let edit = try XCTUnwrap(host.frame(of: "edit"))
        XCTAssertLessThan(edit.maxY, 59 + 44 + 1, "other placements stay in the navigation bar")
        host.tap("compose")
    }

    /// A group's `Spacer` is flexible space: `Button; Spacer; Button` puts them at the edges.
    func testASpacerInAGroupPushesItsItemsApart() throws {
        let host = phoneHost(NavigationStack {
            Text("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Folders") {}.accessibilityIdentifier("folders")
                        Spacer()
                        Button("New") {}.accessibilityIdentifier("new")
                    }
                }
        })
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "folders")).minX, 16, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "new")).maxX, 393 - 16, accuracy: 0.5)
    }

    func testTapsReachTheItemsAndTheBarCanBeHidden() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let shown = phoneHost(NavigationStack {
            Text("A").toolbar { ToolbarItem(placement: .bottomBar) { Button("Go") { taps.count += 1 }.accessibilityIdentifier("go") } }
        })
        shown.tap("go")
        XCTAssertEqual(taps.count, 1)
        let hidden = phoneHost(NavigationStack {
            Text("A")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Go") {}.accessibilityIdentifier("go") } }
                .toolbar(.hidden, for: .bottomBar)
        })
        XCTAssertNil(hidden.frame(of: "go"))
    }

    /// iOS 15's scroll-edge look: no background while the list's end reaches the bar; the bar
    /// colour with a hairline once content runs under it.
    func testTheBarHasItsBackgroundOnlyOverContent() {
        func barPixel(rows: Int) -> RasterColor {
            let host = phoneHost(NavigationStack {
                List(0..<rows, id: \.self) { Text("Row \($0)") }
                    .listStyle(.plain)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
            })
            return host.render(scale: 1).pixel(x: 5, y: Int(barTop) + 5)
        }
        let short = barPixel(rows: 2), long = barPixel(rows: 60)
        XCTAssertEqual(short.red, 1, accuracy: 0.01, "a short list's white shows through")
        XCTAssertEqual(long.red, 249 / 255, accuracy: 0.01, "the bar colour over rows")
    }

    /// `.keyboard` items show in a bar on the keyboard while it is up, and the content's safe
    /// area ends above that bar.
    func testKeyboardItemsSitOnTheKeyboard() throws {
        let host = phoneHost(NavigationStack {
            Color.yellow.accessibilityIdentifier("content")
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") {}.accessibilityIdentifier("done")
                    }
                }
        })
        XCTAssertNil(host.frame(of: "done"), "hidden without the keyboard")
        host.keyboardHeight = 336
        let done = try XCTUnwrap(host.frame(of: "done"))
        XCTAssertEqual(done.maxX, 393 - 16, accuracy: 0.5)
        XCTAssertEqual(done.midY, 852 - 336 - 22, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "content")).maxY, 852 - 336 - 44, accuracy: 0.01)
    }
}
