import XCTest
@testable import Easel

/// `.searchable` as apps use it (Apple's "Adding a search interface to your app"): a field
/// under the navigation title that filters a list, `isSearching` and `dismissSearch` for the
/// views under it; and the list and form modifiers that go with it.
final class SearchableTests: XCTestCase {
    private struct Parks: View {
        @State private var query = ""
        var placement: SearchFieldPlacement = .automatic
        let parks = ["Yosemite", "Yellowstone", "Zion", "Acadia", "Glacier"]

        var results: [String] { query.isEmpty ? parks : parks.filter { $0.localizedCaseInsensitiveContains(query) } }

        var body: some View {
            NavigationStack {
                List(results, id: \.self) { park in
                    Text(park)
                }
                .overlay(alignment: .bottom) { SearchState() }
                .navigationTitle("Parks")
                .searchable(text: $query, placement: placement, prompt: "Find a park")
            }
        }
    }

    private struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Button(isSearching ? "Searching" : "Idle") { dismissSearch() }.accessibilityIdentifier("state")
        }
    }

    func testTheSearchFieldSitsUnderTheLargeTitleAndFilters() throws {
        let host = phoneHost(Parks())
        // 59 status bar + 44 bar + 52 large title; the field's band is 52 with the field 36 tall.
        let field = try XCTUnwrap(host.frame(of: "search-field"))
        XCTAssertEqual(field.midY, 59 + 44 + 52 + 26, accuracy: 1)
        XCTAssertTrue(host.shownTexts().contains("Find a park"), "the prompt shows in the empty field")
        XCTAssertEqual(host.text(of: "state"), "Idle")
        host.tap("search-field")
        host.type("Ye")
        XCTAssertEqual(host.text(of: "state"), "Searching")
        XCTAssertTrue(host.shownTexts().contains("Yellowstone"))
        XCTAssertFalse(host.shownTexts().contains("Zion"), "the list is filtered")
        XCTAssertNotNil(host.frame(of: "search-cancel"), "Cancel shows while searching")
        host.tap("search-cancel")
        XCTAssertEqual(host.text(of: "state"), "Idle")
        XCTAssertTrue(host.shownTexts().contains("Zion"), "cancel clears the search")
    }

    /// While searching, the bar and the large title give way: the field's band moves to the top
    /// of the safe area with Cancel beside the field, the list starts below it; Cancel brings
    /// the title back.
    func testAnActiveSearchMovesTheFieldIntoTheBar() throws {
        let host = phoneHost(Parks())
        host.tap("search-field")
        let field = try XCTUnwrap(host.frame(of: "search-field"))
        XCTAssertEqual(field.midY, 59 + 26, accuracy: 1)
        XCTAssertFalse(host.shownTexts().contains("Parks"), "the title has gone")
        let cancel = try XCTUnwrap(host.frame(of: "search-cancel"))
        XCTAssertEqual(cancel.midY, field.midY, accuracy: 1)
        XCTAssertEqual(cancel.maxX, 393 - 16, accuracy: 1)
        let first = try XCTUnwrap(host.frameOfText("Yosemite"))
        XCTAssertGreaterThan(first.minY, 59 + 52)
        XCTAssertLessThan(first.minY, 59 + 52 + 44 + 20, "the list moves up with the field")
        host.tap("search-cancel")
        XCTAssertTrue(host.shownTexts().contains("Parks"))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "search-field")).midY, 59 + 44 + 52 + 26, accuracy: 1)
    }

    func testDismissSearchEndsTheSearch() throws {
        let host = phoneHost(Parks())
        host.tap("search-field")
        host.type("Zi")
        XCTAssertFalse(host.shownTexts().contains("Acadia"))
        host.tap("state")
        XCTAssertEqual(host.text(of: "state"), "Idle")
        XCTAssertTrue(host.shownTexts().contains("Acadia"))
    }

    func testTheContentStartsBelowTheSearchField() throws {
        let host = phoneHost(Parks())
        let field = try XCTUnwrap(host.frame(of: "search-field"))
        let first = try XCTUnwrap(host.frameOfText("Yosemite"))
        XCTAssertGreaterThan(first.minY, field.maxY + 8)
    }

    private struct LongList: View {
        @State private var query = ""
        var placement: SearchFieldPlacement
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Rows")
                    .searchable(text: $query, placement: placement)
            }
        }
    }

    func testTheSearchFieldScrollsAwayWithTheLargeTitle() throws {
        let host = phoneHost(LongList(placement: .automatic))
        let field = try XCTUnwrap(host.frame(of: "search-field"))
        host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 195, y: 600))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "search-field")).minY, field.minY - 30, accuracy: 0.01)
        // Past the title's and the field's bands: the inline title, no field.
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 195, y: 600))
        XCTAssertNil(host.frame(of: "search-field"), "scrolled away")
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "navigation-title")).midY, 59 + 22, accuracy: 0.5)

        // Always shown: once the title has gone, the field stays under the bar.
        let always = phoneHost(LongList(placement: .navigationBarDrawer(displayMode: .always)))
        always.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 195, y: 600))
        XCTAssertEqual(try XCTUnwrap(always.frame(of: "search-field")).midY, 59 + 44 + 26, accuracy: 1)
    }

    func testAnInlineBarKeepsItsSearchField() throws {
        struct Inline: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("Row \($0)") }
                        .navigationTitle("Rows")
                        .navigationBarTitleDisplayMode(.inline)
                        .searchable(text: $query)
                }
            }
        }
        let host = phoneHost(Inline())
        let field = try XCTUnwrap(host.frame(of: "search-field"))
        XCTAssertEqual(field.midY, 59 + 44 + 26, accuracy: 1)
        host.scroll(by: CGSize(width: 0, height: 500), at: CGPoint(x: 195, y: 600))
        XCTAssertEqual(host.frame(of: "search-field"), field, "it stays under the bar")
    }

    func testScrollContentBackgroundHiddenShowsWhatIsBehindTheList() throws {
        struct Styled: View {
            var body: some View {
                List { Text("Row") }
                    .scrollContentBackground(.hidden)
                    .background(Color.red)
            }
        }
        let pixels = PreviewHost(Styled(), size: CGSize(width: 390, height: 400)).render(scale: 1)
        // Below the one card: the grouped grey is gone, the red shows.
        let below = pixels.pixel(x: 195, y: 300)
        XCTAssertGreaterThan(below.red, 0.9, "systemRed (255, 59, 48)")
        XCTAssertLessThan(below.green, 0.3)
        XCTAssertLessThan(below.blue, 0.3)
    }

    private struct Bordered: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Settings form")
                configuration.content
            }
            .padding()
            .border(.gray)
        }
    }

    func testACustomFormStyleDrawsTheForm() throws {
        let host = PreviewHost(Form {
            Toggle("Wi-Fi", isOn: .constant(true))
            Text("Version 1.0")
        }.formStyle(Bordered()), size: CGSize(width: 390, height: 400))
        let texts = host.shownTexts()
        XCTAssertEqual(texts.first, "Settings form")
        XCTAssertTrue(texts.contains("Wi-Fi"))
        XCTAssertTrue(texts.contains("Version 1.0"))
        // The grouped style is the default, as `.automatic`.
        let grouped = PreviewHost(Form { Text("A") }.formStyle(.grouped), size: CGSize(width: 390, height: 400))
        let automatic = PreviewHost(Form { Text("A") }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(grouped.frameOfText("A"), automatic.frameOfText("A"))
    }
}
