import XCTest
import SwiftUI
@testable import Easel

/// iOS 13–16 navigation as older apps still write it: a sidebar of `NavigationLink(tag:selection:)`
/// rows in a `NavigationView`, and links bound to `isActive`. They compile and push on a tap;
/// the selection and the flag do not present a link by themselves.
final class DeprecatedNavigationIdiomTests: XCTestCase {
    enum MenuItem: String, CaseIterable, Identifiable {
        case headlines = "Headlines", bookmarks = "Bookmarks", search = "Search"
        var id: String { rawValue }
        var systemImage: String {
            switch self {
            case .headlines: return "newspaper"
            case .bookmarks: return "bookmark"
            case .search: return "magnifyingglass"
            }
        }
    }

    struct Sidebar: View {
        @State private var selection: String?
        @State private var showsAbout = false

        var body: some View {
            NavigationView {
                List {
                    ForEach(MenuItem.allCases) { item in
                        NavigationLink(tag: item.id, selection: $selection) {
                            Text("\(item.rawValue) screen")
                        } label: {
                            Label(item.rawValue, systemImage: item.systemImage)
                        }
                        .accessibilityIdentifier(item.id)
                    }
                    NavigationLink(isActive: $showsAbout) {
                        Text("About screen")
                    } label: {
                        Text("About")
                    }
                    NavigationLink(destination: Text("Settings screen"), tag: "settings", selection: $selection) {
                        Text("Settings")
                    }
                }
                .navigationTitle("NewsX")
            }
        }
    }

    func testASidebarOfTaggedLinksListsItsRowsAndPushesOnATap() {
        let host = phoneHost(Sidebar())
        let texts = host.shownTexts()
        for title in ["Headlines", "Bookmarks", "Search", "About", "Settings"] {
            XCTAssertTrue(texts.contains(title), "\(title) in \(texts)")
        }
        XCTAssertFalse(texts.contains("Bookmarks screen"), "no selection presents nothing")
        host.tap("Bookmarks")
        host.layoutIfNeeded()
        XCTAssertTrue(host.shownTexts().contains("Bookmarks screen"))
    }
}
