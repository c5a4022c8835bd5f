import XCTest
@testable import Easel

/// `NavigationStack`, `NavigationLink` and the bar, used as people use them: tap a row, see the
/// destination with a back button, tap back. The iPhone 16's insets (59 top, 34 bottom).
final class NavigationTests: XCTestCase {
    struct Detail: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(name) \(taps)").accessibilityIdentifier("detail")
                Button("More") { taps += 1 }.accessibilityIdentifier("more")
            }
            .navigationTitle(name)
        }
    }

    struct Screen: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Pears", destination: Detail(name: "Pears")).accessibilityIdentifier("pears")
                    NavigationLink(value: "Plums") { Text("Plums") }.accessibilityIdentifier("plums")
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: String.self) { name in Detail(name: name) }
            }
        }
    }

    func testALargeTitleBelowTheStatusBarAndContentBelowTheBar() throws {
        let host = phoneHost(Screen())
        let title = try XCTUnwrap(host.frame(of: "navigation-title"))
        XCTAssertEqual(host.text(of: "navigation-title"), "Fruit")
        // Large title: in the 52-point band under the 44-point bar, from the leading margin.
        XCTAssertEqual(title.minX, 16)
        XCTAssertEqual(title.midY, 59 + 44 + 26, accuracy: 0.5)
        // The list's first row starts 20 below the bar (59 + 44 + 52 = 155).
        let pears = try XCTUnwrap(host.frame(of: "pears"))
        XCTAssertEqual(pears.midY, 155 + 20 + 22, accuracy: 0.5)
        XCTAssertNil(host.frame(of: "navigation-back"), "no back button at the root")
    }

    func testALinkPushesAndTheBackButtonPops() throws {
        let host = phoneHost(Screen())
        host.tap("pears")
        XCTAssertEqual(host.text(of: "detail"), "Pears 0")
        XCTAssertNil(host.frame(of: "pears"), "the list is not on screen under the detail")
        XCTAssertEqual(host.text(of: "navigation-back"), "Fruit")
        // A pushed screen keeps the large title mode of the one below it.
        XCTAssertEqual(host.text(of: "navigation-title"), "Pears")
        host.tap("more")
        XCTAssertEqual(host.text(of: "detail"), "Pears 1")
        host.tap("navigation-back")
        XCTAssertNotNil(host.frame(of: "pears"))
        XCTAssertNil(host.frame(of: "detail"))
    }

    /// A checkout screen that must be left through its own button, as apps write it: the
    /// system back button hidden, a Cancel button in its place that dismisses.
    func testAHiddenBackButtonGivesWayToTheScreensOwn() throws {
        struct Checkout: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Text("Pay now")
                    .accessibilityIdentifier("checkout")
                    .navigationTitle("Checkout")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationBarBackButtonHidden(true)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Cancel") { dismiss() }.accessibilityIdentifier("cancel")
                        }
                    }
            }
        }
        struct Cart: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Check out", destination: Checkout()).accessibilityIdentifier("link")
                        .navigationTitle("Cart")
                }
            }
        }
        let host = phoneHost(Cart())
        host.tap("link")
        XCTAssertNotNil(host.frame(of: "checkout"))
        XCTAssertNil(host.frame(of: "navigation-back"), "the back button is hidden")
        let cancel = try XCTUnwrap(host.frame(of: "cancel"))
        XCTAssertEqual(cancel.minX, 16, accuracy: 1, "Cancel sits at the leading margin, where the back button was")
        host.tap("cancel")
        XCTAssertNil(host.frame(of: "checkout"))
        XCTAssertNotNil(host.frame(of: "link"))
    }

    func testARowIsTappedAnywhereInItsBand() throws {
        let host = phoneHost(Screen())
        let pears = try XCTUnwrap(host.frame(of: "pears"))
        // 40 points right of the text's end and 10 below its bottom: still the row.
        host.tap(at: CGPoint(x: pears.maxX - 20, y: pears.maxY + 8))
        XCTAssertEqual(host.text(of: "detail"), "Pears 0")
    }

    func testAValueLinkIsShownByItsDestination() throws {
        let host = phoneHost(Screen())
        host.tap("plums")
        XCTAssertEqual(host.text(of: "detail"), "Plums 0")
    }

    func testAPathBindingDrivesTheStack() throws {
        struct PathScreen: View {
            @State private var path: [Int] = [3]
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push 7") { path.append(7) }.accessibilityIdentifier("push")
                        .navigationDestination(for: Int.self) { number in
                            Text("Number \(number)").accessibilityIdentifier("number")
                                .navigationBarTitleDisplayMode(.inline).navigationTitle("N\(number)")
                        }
                }
            }
        }
        let host = phoneHost(PathScreen())
        XCTAssertEqual(host.text(of: "number"), "Number 3")
        XCTAssertEqual(host.text(of: "navigation-back"), "Back", "the root has no title")
        // Inline: the title centred in the 44-point bar.
        let title = try XCTUnwrap(host.frame(of: "navigation-title"))
        XCTAssertEqual(title.midX, 393 / 2, accuracy: 0.5)
        XCTAssertEqual(title.midY, 59 + 22, accuracy: 0.5)
        host.tap("navigation-back")
        host.tap("push")
        XCTAssertEqual(host.text(of: "number"), "Number 7")
    }

    func testToolbarItemsSitInTheBar() throws {
        let host = phoneHost(NavigationStack {
            Text("Body")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.accessibilityIdentifier("edit") }
                    ToolbarItem(placement: .topBarLeading) { Button("Filter") {}.accessibilityIdentifier("filter") }
                }
        })
        let edit = try XCTUnwrap(host.frame(of: "edit")), filter = try XCTUnwrap(host.frame(of: "filter"))
        XCTAssertEqual(edit.maxX, 393 - 16, accuracy: 0.5)
        XCTAssertEqual(filter.minX, 16, accuracy: 0.5)
        XCTAssertEqual(edit.midY, 59 + 22, accuracy: 0.5)
    }

    func testAScrolledListGetsABarBackground() {
        let host = phoneHost(NavigationStack {
            List(0..<30, id: \.self) { index in Text("Row \(index)") }.navigationTitle("Rows")
        })
        // Beside the inline title the large one collapses into.
        let before = host.render(scale: 1).pixel(x: 60, y: 80)
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 200, y: 400)))
        let after = host.render(scale: 1).pixel(x: 60, y: 80)
        // Unscrolled: the list's grouped grey shows through; scrolled: the bar's own colour.
        XCTAssertEqual(before.red, 242 / 255, accuracy: 0.01)
        XCTAssertEqual(after.red, 249 / 255, accuracy: 0.01)
    }

    /// iOS's large title (`UINavigationBar.prefersLargeTitles`): it scrolls up with the content,
    /// under the 44-point bar, and once gone the bar shows the title inline.
    func testALargeTitleScrollsAwayIntoTheInlineTitle() throws {
        let host = phoneHost(NavigationStack {
            List(0..<40, id: \.self) { index in Text("Row \(index)").accessibilityIdentifier("row\(index)") }.navigationTitle("Rows")
        })
        let large = try XCTUnwrap(host.frame(of: "navigation-title"))
        let row = try XCTUnwrap(host.frame(of: "row0"))
        // The large title's band starts below the 44-point bar (status bar 59 on an iPhone 16).
        XCTAssertGreaterThanOrEqual(large.minY, 59 + 44)
        XCTAssertGreaterThan(large.height, 30, "34-point bold")
        host.scroll(by: CGSize(width: 0, height: 20), at: CGPoint(x: 200, y: 400))
        let moved = try XCTUnwrap(host.frame(of: "navigation-title"))
        XCTAssertEqual(moved.minY, large.minY - 20, accuracy: 0.01, "it moves with the content")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "row0")).minY, row.minY - 20, accuracy: 0.01)
        XCTAssertEqual(host.shownTexts().filter { $0 == "Rows" }.count, 1)
        host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 200, y: 400))
        let inline = try XCTUnwrap(host.frame(of: "navigation-title"))
        XCTAssertEqual(inline.midY, 59 + 22, accuracy: 0.5, "collapsed into the bar")
        XCTAssertEqual(inline.midX, 393 / 2, accuracy: 0.5)
        XCTAssertLessThan(inline.height, 25, "a headline")
        XCTAssertEqual(host.shownTexts().filter { $0 == "Rows" }.count, 1)
        // Back at the top, the large title is back.
        host.scroll(by: CGSize(width: 0, height: -80), at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "navigation-title")), large)
    }
}
