import XCTest
@testable import Easel

/// `TabView` as people use it: tap a tab, see its screen; each tab keeps its state; a selection
/// binding chooses the tab. iPhone 16 insets (59 top, 34 bottom).
final class TabViewTests: XCTestCase {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
        }
    }

    func testTabsSwitchAndKeepTheirState() throws {
        let host = phoneHost(TabView {
            Counter(name: "first").tabItem { Label("First", systemImage: "star") }
            Counter(name: "second").tabItem { Label("Second", systemImage: "heart") }
        })
        XCTAssertNotNil(host.frame(of: "first"))
        XCTAssertNil(host.frame(of: "second"), "only the selected tab is on screen")
        host.tap("first")
        XCTAssertEqual(host.text(of: "first"), "first 1")
        host.tap("tab-1")
        XCTAssertEqual(host.text(of: "second"), "second 0")
        host.tap("tab-0")
        XCTAssertEqual(host.text(of: "first"), "first 1", "the first tab kept its state")
    }

    func testTheBarSitsAboveTheHomeIndicator() throws {
        let host = phoneHost(TabView {
            Color.red.accessibilityIdentifier("content").tabItem { Label("One", systemImage: "star") }
            Color.blue.tabItem { Label("Two", systemImage: "heart") }
        })
        let item = try XCTUnwrap(host.frame(of: "tab-0"))
        // 49 points tall, ending 34 above the bottom; items share the width.
        XCTAssertEqual(item, CGRect(x: 0, y: 852 - 34 - 49, width: 196.5, height: 49))
        // The content fills the safe area above the bar.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 59, width: 393, height: 852 - 34 - 49 - 59))
    }

    func testASelectionBindingChoosesTheTab() throws {
        struct Screen: View {
            @State private var selection = "b"
            var body: some View {
                TabView(selection: $selection) {
                    Text("A").accessibilityIdentifier("a").tabItem { Text("A") }.tag("a")
                    Text("B").accessibilityIdentifier("b").tabItem { Text("B") }.tag("b")
                }
            }
        }
        let host = phoneHost(Screen())
        XCTAssertNotNil(host.frame(of: "b"))
        host.tap("tab-0")
        XCTAssertNotNil(host.frame(of: "a"))
    }

    func testIOS18TabsCompileAndShow() throws {
        let host = phoneHost(TabView {
            Tab("Home", systemImage: "house") { Text("Home screen").accessibilityIdentifier("home") }
            Tab("Search", systemImage: "magnifyingglass") { Text("Search screen").accessibilityIdentifier("search") }
        })
        XCTAssertEqual(host.text(of: "home"), "Home screen")
        host.tap("tab-1")
        XCTAssertEqual(host.text(of: "search"), "Search screen")
    }

    /// UIKit's scroll-edge look since iOS 15: the bar is clear where the tab's list ends above
    /// it, and takes the bar colour while rows run under it.
    func testTheTabBarIsClearAtTheScrollEdge() {
        func barPixel(rows: Int) -> (red: Double, green: Double) {
            let host = phoneHost(TabView {
                List(0..<rows, id: \.self) { Text("Row \($0)") }
                    .tabItem { Label("Rows", systemImage: "list.bullet") }
            })
            // Just above the home indicator's inset, at the bar's leading edge.
            let pixel = host.render(scale: 1).pixel(x: 3, y: 852 - 34 - 3)
            return (pixel.red, pixel.green)
        }
        XCTAssertEqual(barPixel(rows: 3).red, 242 / 255, accuracy: 0.01, "the list's grouped grey shows through")
        XCTAssertEqual(barPixel(rows: 60).red, 249 / 255, accuracy: 0.01, "the bar colour over rows")
    }
}
