import XCTest
@testable import Easel

/// iOS 17 and 18 scrolling in the idioms of Apple's samples and sessions ("Beyond scroll
/// views", "Adding a search interface to your app"): each view compiles as written and does
/// what it does on an iPhone.
final class ScrollIdiomTests: XCTestCase {
    struct Photo: Identifiable {
        let id: Int
        var title: String { "Photo \(id)" }
    }

    /// A paged gallery with a page counter bound to the scroll position.
    struct PagedGallery: View {
        let photos = (1...6).map(Photo.init)
        @State private var current: Int?

        var body: some View {
            VStack {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(photos) { photo in
                            ZStack {
                                RoundedRectangle(cornerRadius: 20).fill(.indigo.gradient)
                                Text(photo.title).font(.largeTitle).foregroundStyle(.white)
                            }
                            .padding(.horizontal, 24)
                            .containerRelativeFrame(.horizontal)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $current)
                .scrollIndicators(.hidden)
                .frame(height: 300)
                Text("\(current ?? 1) of \(photos.count)").accessibilityIdentifier("counter")
                Button("Last") { withAnimation { current = photos.last?.id } }.accessibilityIdentifier("last")
            }
        }
    }

    func testAPagedGalleryCountsItsPages() throws {
        let host = phoneHost(PagedGallery())
        XCTAssertEqual(host.text(of: "counter"), "1 of 6")
        host.drag(from: CGPoint(x: 300, y: 300), by: CGSize(width: -120, height: 0))
        XCTAssertEqual(host.text(of: "counter"), "2 of 6")
        host.tap("last")
        XCTAssertEqual(host.text(of: "counter"), "6 of 6")
        XCTAssertTrue(host.shownTexts().contains("Photo 6"))
    }

    /// A chat that starts at its newest message and shows a button to jump back once scrolled up.
    struct ChatView: View {
        @State private var messages = (1...30).map { "Message \($0)" }
        @State private var isAwayFromBottom = false
        @State private var position = ScrollPosition(edge: .bottom)

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .padding(10)
                            .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .scrollPosition($position)
            .scrollDismissesKeyboard(.interactively)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y + geometry.containerSize.height < geometry.contentSize.height + geometry.contentInsets.bottom - 40
            } action: { _, away in
                isAwayFromBottom = away
            }
            .overlay(alignment: .bottomTrailing) {
                if isAwayFromBottom {
                    Button("Jump to latest") { position.scrollTo(edge: .bottom) }
                        .buttonStyle(.borderedProminent)
                        .padding()
                        .accessibilityIdentifier("jump")
                }
            }
        }
    }

    func testAChatStartsAtItsNewestMessageAndJumpsBack() throws {
        let host = phoneHost(ChatView())
        XCTAssertTrue(host.shownTexts().contains("Message 30"))
        XCTAssertNil(host.frame(of: "jump"), "at the bottom: no jump button")
        host.scroll(by: CGSize(width: 0, height: -600), at: CGPoint(x: 195, y: 400))
        XCTAssertNotNil(host.frame(of: "jump"))
        XCTAssertFalse(host.shownTexts().contains("Message 30"))
        host.tap("jump")
        XCTAssertTrue(host.shownTexts().contains("Message 30"))
        XCTAssertNil(host.frame(of: "jump"))
    }

    /// A stretchy header: a view that grows as the scroll view is pulled down past its top
    /// and scrolls away with the content otherwise.
    struct ProfileView: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange
                        .frame(height: 200)
                        .visualEffect { content, geometry in
                            let minY = geometry.frame(in: .scrollView).minY
                            return content.offset(y: minY > 0 ? -minY : 0)
                        }
                        .accessibilityIdentifier("header")
                    ForEach(0..<30, id: \.self) { Text("Post \($0)").frame(maxWidth: .infinity, minHeight: 60) }
                }
            }
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .ignoresSafeArea(edges: .top)
        }
    }

    func testAVisualEffectHeaderCompilesAndScrollsWithItsContent() throws {
        let host = phoneHost(ProfileView())
        let header = try XCTUnwrap(host.frame(of: "header"))
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "header")).minY, header.minY - 100, accuracy: 0.01)
        let pixels = host.render(scale: 1)
        XCTAssertGreaterThan(pixels.pixel(x: 195, y: Int(header.minY - 100 + 150)).red, 0.9, "the header still draws where it scrolled")
    }

    /// A searchable settings-like list with suggestions and a submit action.
    struct Contacts: View {
        @State private var searchText = ""
        @State private var submitted = ""
        let names = ["Ava", "Ben", "Chloé", "Dmitri", "Émile", "Farah"]

        var filtered: [String] {
            searchText.isEmpty ? names : names.filter { $0.localizedStandardContains(searchText) }
        }

        var body: some View {
            NavigationStack {
                List {
                    Section("Contacts") {
                        ForEach(filtered, id: \.self) { Text($0) }
                    }
                    if !submitted.isEmpty { Text("Searched for \(submitted)").accessibilityIdentifier("submitted") }
                }
                .navigationTitle("Contacts")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Name"))
                .searchSuggestions {
                    ForEach(names.prefix(2), id: \.self) { Text($0).searchCompletion($0) }
                }
                .onSubmit(of: .search) { submitted = "x" + searchText }
                .scrollContentBackground(.hidden)
                .background(Color.mint.opacity(0.2))
            }
        }
    }

    func testASearchableListFiltersAndSubmits() throws {
        let host = phoneHost(Contacts())
        host.tap("search-field")
        host.type("dm")
        XCTAssertEqual(host.shownTexts().filter { ["Ava", "Dmitri"].contains($0) }, ["Dmitri"])
        host.type("\n")
        XCTAssertEqual(host.text(of: "submitted"), "Searched for xdm")
    }
}
