import XCTest
import SwiftUI
import SwiftData
@testable import Easel
@testable import EaselViewer

// An app's own files as Xcode's templates and tutorials write them: the `App` with scene
// modifiers (`modelContainer(for:)`, `environment(_:)`, `onChange(of: scenePhase)`), the
// template's `@Query private var items: [Item]`, iOS 13 alerts and action sheets, and the
// older text field and title spellings that tutorials still use.

@Observable
final class AppSessionStore {
    var userName = "Ada"
    var phaseChanges = 0
}

private struct AppTemplateContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(AppSessionStore.self) private var session
    @Query private var items: [AppTemplateItem]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
            }
            .navigationTitle("Hello, \(session.userName)")
            .toolbar {
                ToolbarItem {
                    Button("Add Item") { addItem() }.accessibilityIdentifier("add")
                }
                // An item only while there is something to clear (GroceryList's idiom).
                if !items.isEmpty {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Clear") { for item in items { modelContext.delete(item) } }.accessibilityIdentifier("clear")
                    }
                }
            }
        }
        .overlay(alignment: .bottom) {
            Text("\(items.count) items").accessibilityIdentifier("count")
        }
    }

    private func addItem() {
        modelContext.insert(AppTemplateItem(timestamp: Date(), title: "Item \(items.count + 1)"))
    }
}

private struct AppTemplateApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var session = AppSessionStore()

    var body: some Scene {
        WindowGroup {
            AppTemplateContentView()
        }
        .modelContainer(for: AppTemplateItem.self, inMemory: true)
        .environment(session)
        .environment(\.locale, Locale(identifier: "en_GB"))
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .active { session.phaseChanges += 1 }
        }
        .defaultSize(width: 400, height: 800)
        .windowResizability(.contentMinSize)
    }
}

// MARK: iOS 13 presentations

private struct LegacyPrompt: Identifiable {
    let id = 1
    let message: String
}

private struct LegacyAlertsView: View {
    @State private var showingReset = false
    @State private var prompt: LegacyPrompt?
    @State private var showingSheet = false
    @State private var log = "nothing"

    var body: some View {
        VStack {
            Button("Reset Data") { showingReset = true }.accessibilityIdentifier("reset")
            Button("Prompt") { prompt = LegacyPrompt(message: "Saved") }.accessibilityIdentifier("prompt")
            Button("Share") { showingSheet = true }.accessibilityIdentifier("share")
            Text(log).accessibilityIdentifier("log")
        }
        .alert(isPresented: $showingReset) {
            Alert(title: Text("Reset all data?"),
                  message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Reset")) { log = "reset" },
                  secondaryButton: .cancel())
        }
        .alert(item: $prompt) { prompt in
            Alert(title: Text(prompt.message), dismissButton: .default(Text("OK")))
        }
        .actionSheet(isPresented: $showingSheet) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy Link")) { log = "copied" }, .cancel()])
        }
    }
}

private struct Resort: Identifiable {
    let id = "whistler"
    let name: String
}

/// `alert(_:isPresented:presenting:)` with a `String` title (SnowSeeker's facility alert).
private struct FacilityAlertView: View {
    @State private var selected: Resort?
    @State private var showing = false

    var body: some View {
        Button("Info") {
            selected = Resort(name: "Whistler")
            showing = true
        }
        .accessibilityIdentifier("info")
        .alert(selected?.name ?? "More information", isPresented: $showing, presenting: selected) { _ in
            Button("OK") {}
        } message: { resort in
            Text("Open all year at \(resort.name)")
        }
        .navigationBarTitle(selected?.name ?? "Resorts")
    }
}

// MARK: Fields

private struct LegacySearchField: View {
    @State private var city = ""
    @State private var editing = false
    @State private var searches: [String] = []
    @State private var priority: Int?

    var body: some View {
        Form {
            TextField("Search City", text: $city, onEditingChanged: { isEditing in
                editing = isEditing
            }, onCommit: {
                searches.append(city)
            })
            .accessibilityIdentifier("city")
            TextField("Priority", value: $priority, format: .number)
                .accessibilityIdentifier("priority")
            Text(editing ? "Editing" : "Idle").accessibilityIdentifier("state")
            Text("Searches: \(searches.joined(separator: ", "))").accessibilityIdentifier("searches")
            Text(priority.map { "Priority \($0)" } ?? "No priority").accessibilityIdentifier("priority-value")
        }
    }
}

/// A model that loads over the network as tutorials write it: `URLSession.shared` and
/// `URLRequest` with `import SwiftUI` alone (Foundation's on Apple's platforms).
@MainActor
final class AppCupcakeOrder: ObservableObject {
    @Published var confirmation = ""

    func placeOrder(_ body: Data) async {
        guard let url = URL(string: "https://reqres.in/api/cupcakes") else { return }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        do {
            let (data, _) = try await URLSession.shared.upload(for: request, from: body)
            confirmation = String(decoding: data, as: UTF8.self)
        } catch {
            confirmation = "Checkout failed: \(error.localizedDescription)"
        }
    }
}

final class AppStructureIdiomTests: XCTestCase {
    private func tapText(_ host: PreviewHost, _ text: String) throws {
        let frame = try XCTUnwrap(host.frameOfText(text), "\(text) is shown")
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    func testTheAppsSceneModifiersReachItsViews() throws {
        let app = AppTemplateApp()
        let root = try XCTUnwrap((app.body as? RootScene)?.rootView)
        let host = PreviewHost(root, size: CGSize(width: 390, height: 844))
        XCTAssertEqual(host.text(of: "navigation-title"), "Hello, Ada", "the scene's environment object")
        XCTAssertEqual(host.text(of: "count"), "0 items")
        XCTAssertNil(host.frame(of: "clear"), "a conditional toolbar item")
        host.tap("add")
        host.tap("add")
        XCTAssertEqual(host.text(of: "count"), "2 items", "the scene's model container, read by a bare @Query")
        XCTAssertTrue(host.shownTexts().contains("Item 2"))
        host.tap("clear")
        XCTAssertEqual(host.text(of: "count"), "0 items")
    }

    func testIOS13AlertsAndActionSheets() throws {
        let host = PreviewHost(LegacyAlertsView(), size: CGSize(width: 390, height: 844))
        host.tap("reset")
        XCTAssertEqual(host.text(of: "alert-title"), "Reset all data?")
        XCTAssertTrue(host.shownTexts().contains("This cannot be undone."))
        try tapText(host, "Reset")
        XCTAssertNil(host.frame(of: "alert-title"), "a button dismisses the alert")
        XCTAssertEqual(host.text(of: "log"), "reset")

        host.tap("prompt")
        XCTAssertEqual(host.text(of: "alert-title"), "Saved")
        try tapText(host, "OK")
        XCTAssertNil(host.frame(of: "alert-title"), "dismissing sets the item back to nil")

        host.tap("share")
        XCTAssertTrue(host.shownTexts().contains("Share"), "an action sheet shows its title")
        try tapText(host, "Copy Link")
        XCTAssertEqual(host.text(of: "log"), "copied")
    }

    func testAnAlertPresentingAValueWithAStringTitle() throws {
        let host = PreviewHost(NavigationStack { FacilityAlertView() }, size: CGSize(width: 390, height: 844))
        XCTAssertEqual(host.text(of: "navigation-title"), "Resorts")
        host.tap("info")
        XCTAssertEqual(host.text(of: "alert-title"), "Whistler")
        XCTAssertTrue(host.shownTexts().contains("Open all year at Whistler"))
    }

    func testTheOlderTextFieldCallbacksAndOptionalValues() throws {
        let host = PreviewHost(LegacySearchField(), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(host.text(of: "state"), "Idle")
        host.tap("city")
        XCTAssertEqual(host.text(of: "state"), "Editing", "told when the field gains the focus")
        host.type("Oslo\n")
        XCTAssertEqual(host.text(of: "searches"), "Searches: Oslo", "onCommit runs on Return")
        host.tap("priority")
        XCTAssertEqual(host.text(of: "state"), "Idle", "and when it loses it")
        host.type("3")
        XCTAssertEqual(host.text(of: "priority-value"), "Priority 3")
        host.press(.delete)
        XCTAssertEqual(host.text(of: "priority-value"), "No priority", "an empty field is nil")
    }
}
