import XCTest
import SwiftUI
import Combine
@testable import Easel

// Settings screens as tutorials write them: `@AppStorage("key") var value = default` for
// Bool, Int, Double, String, URL, Data and enums, a named store shared with a widget, and
// `@SceneStorage` for the selected tab and a draft.

private enum ASAppearance: String, CaseIterable {
    case system, light, dark
}

private enum ASSortOrder: Int {
    case newest, oldest, mostPopular
}

/// The suite a widget and its app share, named as app groups are.
private let asSharedSuiteName = "group.EaselTests.AppStorageIdiom"

// MARK: A settings screen

private struct ASSettingsView: View {
    @AppStorage("as.launchCount") private var launchCount = 0
    @AppStorage("as.showsPreviews") private var showsPreviews = true
    @AppStorage("as.fontScale") private var fontScale = 1.0
    @AppStorage("as.nickname") private var nickname = ""
    @State private var tapsThisSession = 0

    var body: some View {
        VStack {
            Text(nickname.isEmpty ? "Welcome!" : "Welcome back, \(nickname)!")
                .accessibilityIdentifier("welcome")
            TextField("Nickname", text: $nickname)
                .accessibilityIdentifier("nickname")
            Text("Opened \(launchCount) times")
                .accessibilityIdentifier("launches")
            Text("This session: \(tapsThisSession)")
                .accessibilityIdentifier("session")
            Button("Open Again") {
                launchCount += 1
                tapsThisSession += 1
            }
            .accessibilityIdentifier("open")
            Text(showsPreviews ? "Previews on" : "Previews off")
                .accessibilityIdentifier("previews")
            Button("Toggle Previews") {
                showsPreviews.toggle()
            }
            .accessibilityIdentifier("toggle-previews")
            Text(String(format: "Text size %.2f", fontScale))
                .accessibilityIdentifier("font-scale")
            Button("Larger Text") {
                fontScale += 0.25
            }
            .accessibilityIdentifier("larger")
        }
    }
}

/// Reads one of the settings elsewhere on the screen, as a header does.
private struct ASProfileHeader: View {
    @AppStorage("as.nickname") private var nickname = ""

    var body: some View {
        Text(nickname.isEmpty ? "Not signed in" : "Signed in as \(nickname)")
            .accessibilityIdentifier("header")
    }
}

private struct ASRootView: View {
    @State private var showsSettings = true
    @State private var refreshes = 0

    var body: some View {
        VStack {
            ASProfileHeader()
            Text("Refreshed \(refreshes)")
                .accessibilityIdentifier("refreshed")
            Button("Refresh") {
                refreshes += 1
            }
            .accessibilityIdentifier("refresh")
            Button(showsSettings ? "Close Settings" : "Open Settings") {
                showsSettings.toggle()
            }
            .accessibilityIdentifier("settings-toggle")
            if showsSettings {
                ASSettingsView()
            }
        }
    }
}

// MARK: Enums, URLs and data

private struct ASPreferencesView: View {
    @AppStorage("as.appearance") private var appearance: ASAppearance = .system
    @AppStorage("as.sortOrder") private var sortOrder: ASSortOrder = .newest
    @AppStorage("as.homepage") private var homepage = URL(string: "https://www.apple.com")!
    @AppStorage("as.avatar") private var avatar = Data()

    var body: some View {
        VStack {
            Text("Appearance: \(appearance.rawValue)")
                .accessibilityIdentifier("appearance")
            Button("Dark") { appearance = .dark }
                .accessibilityIdentifier("dark")
            Text("Sort: \(String(describing: sortOrder))")
                .accessibilityIdentifier("sort")
            Button("Most Popular") { sortOrder = .mostPopular }
                .accessibilityIdentifier("most-popular")
            Text(homepage.absoluteString)
                .accessibilityIdentifier("homepage")
            Button("Use Swift.org") { homepage = URL(string: "https://swift.org")! }
                .accessibilityIdentifier("swift-org")
            Text("Avatar: \(avatar.count) bytes")
                .accessibilityIdentifier("avatar")
            Button("Set Avatar") { avatar = Data([0x89, 0x50, 0x4E, 0x47]) }
                .accessibilityIdentifier("set-avatar")
        }
    }
}

/// Shows the preferences, or a summary that reads the same keys, so the stored values are
/// read again by views that were not on screen when they were written.
private struct ASPreferencesScreen: View {
    @AppStorage("as.appearance") private var appearance: ASAppearance = .system
    @State private var isEditing = true

    var body: some View {
        VStack {
            Text("Current: \(appearance.rawValue)")
                .accessibilityIdentifier("summary")
            Button(isEditing ? "Close" : "Edit") { isEditing.toggle() }
                .accessibilityIdentifier("edit")
            if isEditing {
                ASPreferencesView()
            }
        }
    }
}

// MARK: A named store

private struct ASHighScoreView: View {
    @AppStorage("as.highScore", store: UserDefaults(suiteName: "group.EaselTests.AppStorageIdiom")) private var highScore = 0

    var body: some View {
        VStack {
            Text("High score: \(highScore)")
                .accessibilityIdentifier("high-score")
            Button("New Record") { highScore += 100 }
                .accessibilityIdentifier("record")
        }
    }
}

// MARK: Scene storage

private struct ASMailTabs: View {
    @SceneStorage("as.selectedTab") private var selectedTab = 0
    @SceneStorage("as.draft") private var draft = ""

    var body: some View {
        VStack {
            Text("Selected tab \(selectedTab)")
                .accessibilityIdentifier("selected")
            TabView(selection: $selectedTab) {
                Text("Inbox list")
                    .accessibilityIdentifier("inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag(0)
                Text("Sent list")
                    .accessibilityIdentifier("sent")
                    .tabItem { Label("Sent", systemImage: "paperplane") }
                    .tag(1)
                VStack {
                    TextField("Draft", text: $draft)
                        .accessibilityIdentifier("draft")
                    Text("Draft: \(draft)")
                        .accessibilityIdentifier("draft-echo")
                }
                .tabItem { Label("Drafts", systemImage: "doc") }
                .tag(2)
            }
        }
    }
}

private struct ASMailScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
                .accessibilityIdentifier("refresh")
            Text("Refreshed \(refreshes)")
                .accessibilityIdentifier("refreshed")
            ASMailTabs()
        }
    }
}

final class AppStorageIdiomTests: XCTestCase {
    private let keys = ["as.launchCount", "as.showsPreviews", "as.fontScale", "as.nickname", "as.appearance",
                        "as.sortOrder", "as.homepage", "as.avatar", "as.highScore"]

    override func setUp() {
        super.setUp()
        removeStoredValues()
    }

    override func tearDown() {
        removeStoredValues()
        super.tearDown()
    }

    /// Values a failed earlier run may have left in the user's defaults or the shared suite.
    private func removeStoredValues() {
        let shared = UserDefaults(suiteName: asSharedSuiteName)
        for key in keys {
            UserDefaults.standard.removeObject(forKey: key)
            shared?.removeObject(forKey: key)
        }
    }

    private func makeHost<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 844))
    }

    func testValuesStartAtTheirDefaultsAndWritesSurviveRebuilds() {
        let host = makeHost(ASRootView())
        XCTAssertEqual(host.text(of: "welcome"), "Welcome!")
        XCTAssertEqual(host.text(of: "launches"), "Opened 0 times")
        XCTAssertEqual(host.text(of: "previews"), "Previews on")
        XCTAssertEqual(host.text(of: "font-scale"), "Text size 1.00")

        for _ in 0..<3 { host.tap("open") }
        host.tap("toggle-previews")
        host.tap("larger")
        XCTAssertEqual(host.text(of: "launches"), "Opened 3 times")
        XCTAssertEqual(host.text(of: "previews"), "Previews off")
        XCTAssertEqual(host.text(of: "font-scale"), "Text size 1.25")

        // The parent's body runs again and makes a new settings view: it reads the stored values.
        host.tap("refresh")
        host.tap("refresh")
        XCTAssertEqual(host.text(of: "refreshed"), "Refreshed 2")
        XCTAssertEqual(host.text(of: "launches"), "Opened 3 times")
        XCTAssertEqual(host.text(of: "previews"), "Previews off")
        XCTAssertEqual(host.text(of: "font-scale"), "Text size 1.25")
    }

    func testAppStorageOutlivesItsViewWhileStateDoesNot() {
        let host = makeHost(ASRootView())
        host.tap("open")
        host.tap("open")
        XCTAssertEqual(host.text(of: "launches"), "Opened 2 times")
        XCTAssertEqual(host.text(of: "session"), "This session: 2")

        host.tap("settings-toggle")
        XCTAssertNil(host.frame(of: "launches"))
        host.tap("settings-toggle")
        XCTAssertEqual(host.text(of: "launches"), "Opened 2 times", "the value is in the defaults, not the view")
        XCTAssertEqual(host.text(of: "session"), "This session: 0", "@State went with the view")
    }

    func testTwoViewsReadingOneKeyStayInStep() {
        let host = makeHost(ASRootView())
        XCTAssertEqual(host.text(of: "header"), "Not signed in")
        host.tap("nickname")
        host.type("Grace")
        XCTAssertEqual(host.text(of: "welcome"), "Welcome back, Grace!")
        XCTAssertEqual(host.text(of: "header"), "Signed in as Grace", "a write through one @AppStorage updates every view with the key")
    }

    func testEachHostHasItsOwnDefaults() {
        let first = makeHost(ASRootView())
        first.tap("open")
        first.tap("open")
        first.tap("nickname")
        first.type("Ada")
        XCTAssertEqual(first.text(of: "launches"), "Opened 2 times")
        XCTAssertEqual(first.text(of: "welcome"), "Welcome back, Ada!")

        // A second preview of the same screen starts from the defaults.
        let second = makeHost(ASRootView())
        XCTAssertEqual(second.text(of: "launches"), "Opened 0 times")
        XCTAssertEqual(second.text(of: "welcome"), "Welcome!")
        XCTAssertEqual(second.text(of: "header"), "Not signed in")
        second.tap("open")
        XCTAssertEqual(second.text(of: "launches"), "Opened 1 times")
        XCTAssertEqual(first.text(of: "launches"), "Opened 2 times")

        // Neither wrote the user's own defaults.
        XCTAssertNil(UserDefaults.standard.object(forKey: "as.launchCount"))
        XCTAssertNil(UserDefaults.standard.object(forKey: "as.nickname"))
    }

    func testEnumsURLsAndDataAreStored() {
        let host = makeHost(ASPreferencesScreen())
        XCTAssertEqual(host.text(of: "appearance"), "Appearance: system")
        XCTAssertEqual(host.text(of: "sort"), "Sort: newest")
        XCTAssertEqual(host.text(of: "homepage"), "https://www.apple.com")
        XCTAssertEqual(host.text(of: "avatar"), "Avatar: 0 bytes")

        host.tap("dark")
        host.tap("most-popular")
        host.tap("swift-org")
        host.tap("set-avatar")
        XCTAssertEqual(host.text(of: "appearance"), "Appearance: dark")
        XCTAssertEqual(host.text(of: "summary"), "Current: dark", "the screen reading the same key follows")
        XCTAssertEqual(host.text(of: "sort"), "Sort: mostPopular")
        XCTAssertEqual(host.text(of: "homepage"), "https://swift.org")
        XCTAssertEqual(host.text(of: "avatar"), "Avatar: 4 bytes")

        // A new preferences view reads back every stored value.
        host.tap("edit")
        XCTAssertNil(host.frame(of: "appearance"))
        host.tap("edit")
        XCTAssertEqual(host.text(of: "appearance"), "Appearance: dark")
        XCTAssertEqual(host.text(of: "sort"), "Sort: mostPopular")
        XCTAssertEqual(host.text(of: "homepage"), "https://swift.org")
        XCTAssertEqual(host.text(of: "avatar"), "Avatar: 4 bytes")
    }

    func testANamedStoreIsSharedAcrossHosts() throws {
        let first = makeHost(ASHighScoreView())
        XCTAssertEqual(first.text(of: "high-score"), "High score: 0")
        first.tap("record")
        first.tap("record")
        XCTAssertEqual(first.text(of: "high-score"), "High score: 200")

        // `store:` names a real suite: the value is there for anyone who opens it.
        let suite = try XCTUnwrap(UserDefaults(suiteName: asSharedSuiteName))
        XCTAssertEqual(suite.integer(forKey: "as.highScore"), 200)
        let second = makeHost(ASHighScoreView())
        XCTAssertEqual(second.text(of: "high-score"), "High score: 200")
        XCTAssertNil(UserDefaults.standard.object(forKey: "as.highScore"))
    }

    func testSceneStorageHoldsTheSelectedTabAndADraft() {
        let host = makeHost(ASMailScreen())
        XCTAssertEqual(host.text(of: "selected"), "Selected tab 0")
        XCTAssertNotNil(host.frame(of: "inbox"))

        host.tap("tab-2")
        XCTAssertEqual(host.text(of: "selected"), "Selected tab 2")
        XCTAssertNil(host.frame(of: "inbox"))
        host.tap("draft")
        host.type("Dear Ada")
        XCTAssertEqual(host.text(of: "draft-echo"), "Draft: Dear Ada")

        // The parent's body runs again: the scene's values stay.
        host.tap("refresh")
        host.tap("refresh")
        XCTAssertEqual(host.text(of: "refreshed"), "Refreshed 2")
        XCTAssertEqual(host.text(of: "selected"), "Selected tab 2")
        XCTAssertEqual(host.text(of: "draft-echo"), "Draft: Dear Ada")

        // A new preview is a new scene, with nothing to restore.
        let other = makeHost(ASMailScreen())
        XCTAssertEqual(other.text(of: "selected"), "Selected tab 0")
    }
}
