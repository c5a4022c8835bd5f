import XCTest
@testable import Easel

/// `TabView` with `.tabViewStyle(.page)`: onboarding carousels and photo pagers, written as
/// Apple's samples and tutorials write them.
final class PageTabViewTests: XCTestCase {
    struct OnboardingPage: Identifiable {
        let id: Int
        let title: String
        let symbol: String
    }

    static let pages = [
        OnboardingPage(id: 0, title: "Plan trips", symbol: "map"),
        OnboardingPage(id: 1, title: "Share photos", symbol: "photo"),
        OnboardingPage(id: 2, title: "Stay in touch", symbol: "message"),
    ]

    struct Onboarding: View {
        @State private var selection = 0
        var body: some View {
            VStack {
                TabView(selection: $selection) {
                    ForEach(PageTabViewTests.pages) { page in
                        VStack(spacing: 16) {
                            Image(systemName: page.symbol).font(.system(size: 60))
                            Text(page.title).font(.title2.bold())
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.blue)
                        .tag(page.id)
                    }
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .frame(height: 400)
                .accessibilityIdentifier("pager")
                Text("Page \(selection)").accessibilityIdentifier("selection")
            }
        }
    }

    func testOnePageShowsWithItsIndexDotsAndNoTabBar() throws {
        let host = phoneHost(Onboarding())
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Plan trips"))
        XCTAssertFalse(texts.contains("Share photos"))
        XCTAssertNil(host.frame(of: "tab-0"), "no tab bar")
        let pager = try XCTUnwrap(host.frame(of: "pager")), dots = try XCTUnwrap(host.frame(of: "page-index"))
        // Three 8-point dots 16 apart, 8 points of padding each side, in a 26-point band at the bottom.
        XCTAssertEqual(dots.width, 3 * 8 + 2 * 8 + 16, accuracy: 0.01)
        XCTAssertEqual(dots.height, 26, accuracy: 0.01)
        XCTAssertEqual(dots.midX, pager.midX, accuracy: 0.01)
        XCTAssertEqual(dots.maxY, pager.maxY, accuracy: 0.01)
        XCTAssertEqual(pager.height, 400)
    }

    func testADragTurnsThePageAndUpdatesTheSelection() throws {
        let host = phoneHost(Onboarding())
        let pager = try XCTUnwrap(host.frame(of: "pager"))
        host.drag(from: CGPoint(x: pager.midX + 100, y: pager.midY), by: CGSize(width: -200, height: 0))
        XCTAssertTrue(host.shownTexts().contains("Share photos"))
        XCTAssertEqual(host.text(of: "selection"), "Page 1")
        host.drag(from: CGPoint(x: pager.midX - 100, y: pager.midY), by: CGSize(width: 200, height: 0))
        XCTAssertEqual(host.text(of: "selection"), "Page 0")
        // A short or vertical drag turns nothing; there is no page before the first.
        host.drag(from: CGPoint(x: pager.midX, y: pager.midY), by: CGSize(width: 20, height: 0))
        host.drag(from: CGPoint(x: pager.midX - 100, y: pager.midY), by: CGSize(width: 200, height: 0))
        XCTAssertEqual(host.text(of: "selection"), "Page 0")
    }

    func testAClickOnEitherHalfOfTheDotsTurnsOnePage() throws {
        let host = phoneHost(Onboarding())
        let dots = try XCTUnwrap(host.frame(of: "page-index"))
        host.tap(at: CGPoint(x: dots.maxX - 4, y: dots.midY))
        XCTAssertEqual(host.text(of: "selection"), "Page 1")
        host.tap(at: CGPoint(x: dots.maxX - 4, y: dots.midY))
        XCTAssertEqual(host.text(of: "selection"), "Page 2")
        host.tap(at: CGPoint(x: dots.minX + 4, y: dots.midY))
        XCTAssertEqual(host.text(of: "selection"), "Page 1")
    }

    func testIndexDisplayModes() {
        let hidden = phoneHost(TabView {
            Text("One")
            Text("Two")
        }.tabViewStyle(.page(indexDisplayMode: .never)))
        XCTAssertNil(hidden.frame(of: "page-index"))
        let single = phoneHost(TabView { Text("Only") }.tabViewStyle(PageTabViewStyle()))
        XCTAssertNil(single.frame(of: "page-index"), "automatic: no dots for one page")
        let always = phoneHost(TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always)))
        XCTAssertNotNil(always.frame(of: "page-index"))
        // The tab-bar styles keep the bar.
        let bar = phoneHost(TabView { Text("One").tabItem { Label("One", systemImage: "1.circle") } }.tabViewStyle(.sidebarAdaptable))
        XCTAssertNotNil(bar.frame(of: "tab-0"))
    }
}
