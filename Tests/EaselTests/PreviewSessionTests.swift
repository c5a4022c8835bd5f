import XCTest
import SwiftUI
@testable import Easel

// A live preview's state carried to the next build's process (`PreviewSession`): what the
// edit kept of a view's identity keeps its `@State`; what it changed starts afresh.

private enum PSFilter: String, Codable { case all, done }

private struct PSCounter: View {
    @State private var count = 0
    @State private var filter = PSFilter.all
    @State private var note = ""
    @State private var model = PSNotCodable()

    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
            Button("Filter \(filter.rawValue)") { filter = .done }.accessibilityIdentifier("filter")
            TextField("Note", text: $note).accessibilityIdentifier("note")
            Text("Note \(note)").accessibilityIdentifier("note-shown")
            Text("Model \(model.value)").accessibilityIdentifier("model")
            Button("Bump model") { model.value += 1 }.accessibilityIdentifier("bump")
        }
    }
}

/// A state value that is not `Codable`: it cannot travel, and starts afresh.
private struct PSNotCodable { var value = 0 }

/// The same view after an edit that wraps it in a new container: its identity changed.
private struct PSWrapped: View {
    var body: some View {
        ScrollView { PSCounter() }
    }
}

/// A long list in a scroll view, as a recipe list or a feed is.
private struct PSFeed: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<60, id: \.self) { index in
                    Text("Row \(index)").frame(height: 44).accessibilityIdentifier("row-\(index)")
                }
            }
        }
    }
}

/// Recipes pushed with `NavigationLink(destination:)`, a detail with a counter of its own.
private struct PSRecipes: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes") { PSRecipeDetail(name: "Pancakes") }
                NavigationLink("Waffles") { PSRecipeDetail(name: "Waffles") }
            }
            .navigationTitle("Recipes")
        }
    }
}

private struct PSRecipeDetail: View {
    let name: String
    @State private var servings = 2
    var body: some View {
        VStack {
            Text("\(name) for \(servings)").accessibilityIdentifier("servings")
            Button("More") { servings += 1 }.accessibilityIdentifier("more")
            NavigationLink("Steps") { Text("Steps of \(name)").accessibilityIdentifier("steps") }
        }
        .navigationTitle(name)
    }
}

/// Settings in `@AppStorage` and a scene's `@SceneStorage`, as a settings screen keeps them.
private struct PSSettings: View {
    @AppStorage("units") private var units = "metric"
    @AppStorage("servings") private var servings = 2
    @AppStorage("showTips") private var showTips = true
    @SceneStorage("selectedTab") private var selectedTab = "home"
    var body: some View {
        VStack {
            Text("\(units) \(servings) \(showTips) \(selectedTab)").accessibilityIdentifier("settings")
            Button("Change") { units = "imperial"; servings = 4; showTips = false; selectedTab = "search" }.accessibilityIdentifier("change")
        }
    }
}

final class PreviewSessionTests: XCTestCase {
    override func setUp() { PreviewSession.tracksState = true }
    override func tearDown() {
        PreviewSession.tracksState = false
        PreviewSession.restore([:])
    }

    private func stateAfterTaps() -> [String: Data] {
        let host = phoneHost(PSCounter())
        for _ in 0..<4 { host.tap("count") }
        host.tap("filter")
        host.tap("bump")
        host.tap("note")
        host.type("Milk")
        XCTAssertEqual(host.text(of: "count"), "Count 4")
        return PreviewSession.capture(host)
    }

    func testCodableStateTravelsToTheNextProcessByIdentity() {
        let values = stateAfterTaps()
        XCTAssertEqual(values.count, 4, "count, filter and note, and the focused note field; the non-Codable model stays behind")
        PreviewSession.restore(values)
        let next = phoneHost(PSCounter())
        XCTAssertEqual(next.text(of: "count"), "Count 4")
        XCTAssertEqual(next.text(of: "filter"), "Filter done")
        XCTAssertEqual(next.text(of: "model"), "Model 0", "a value that cannot be carried starts afresh")
        XCTAssertEqual(next.text(of: "note-shown"), "Note Milk", "the text field's contents")
        // Taken once: a third build starts afresh.
        XCTAssertEqual(phoneHost(PSCounter()).text(of: "count"), "Count 0")
    }

    /// The text field being typed in keeps the focus and its caret across the reload: typing
    /// goes on where it stopped.
    func testTheFocusedFieldKeepsTheFocusAndItsCaret() throws {
        let values = stateAfterTaps()
        XCTAssertNotNil(values["focus"])
        PreviewSession.restore(values)
        let next = phoneHost(PSCounter())
        next.layoutIfNeeded()
        XCTAssertNotNil(next.focusedFieldFrame, "the note field has the focus again")
        next.type("s")
        XCTAssertEqual(next.text(of: "note-shown"), "Note Milks", "typing goes on at the caret")
        PreviewSession.restore([:])
        XCTAssertNil(phoneHost(PSCounter()).focusedFieldFrame)
    }

    func testAViewWhoseIdentityTheEditChangedStartsAfresh() {
        PreviewSession.restore(stateAfterTaps())
        XCTAssertEqual(phoneHost(PSWrapped()).text(of: "count"), "Count 0")
    }

    /// A scroll view scrolled down stays where it was across the reload; one whose identity
    /// the edit changed starts at its top.
    func testAScrolledViewStaysScrolledAcrossTheReload() throws {
        let host = phoneHost(PSFeed())
        let before = try XCTUnwrap(host.frame(of: "row-0"))
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 440), at: CGPoint(x: 200, y: 400)))
        let scrolled = try XCTUnwrap(host.frame(of: "row-0"))
        XCTAssertEqual(scrolled.minY, before.minY - 440, accuracy: 1)
        let values = PreviewSession.capture(host)
        XCTAssertEqual(values.keys.filter { $0.hasPrefix("scroll.") }.count, 1)

        PreviewSession.restore(values)
        let next = phoneHost(PSFeed())
        XCTAssertEqual(try XCTUnwrap(next.frame(of: "row-0")).minY, scrolled.minY, accuracy: 0.5, "where it was scrolled to")
        PreviewSession.restore(values)
        let wrapped = phoneHost(VStack { PSFeed() })
        XCTAssertEqual(try XCTUnwrap(wrapped.frame(of: "row-0")).minY, before.minY, accuracy: 0.5, "another identity: the top")
    }

    /// Screens pushed with `NavigationLink(destination:)` are pushed again after the reload,
    /// each with its own state; a stack that pushed nothing starts at its root.
    func testPushedScreensArePushedAgainAfterTheReload() throws {
        let host = phoneHost(PSRecipes())
        let waffles = try XCTUnwrap(host.frameOfText("Waffles"))
        host.tap(at: CGPoint(x: waffles.midX, y: waffles.midY))
        host.tap("more")
        let steps = try XCTUnwrap(host.frameOfText("Steps"))
        host.tap(at: CGPoint(x: steps.midX, y: steps.midY))
        XCTAssertEqual(host.text(of: "steps"), "Steps of Waffles")
        let values = PreviewSession.capture(host)

        PreviewSession.restore(values)
        let next = phoneHost(PSRecipes())
        next.layoutIfNeeded()
        next.layoutIfNeeded()
        XCTAssertEqual(next.text(of: "steps"), "Steps of Waffles", "both screens pushed again")
        let back = try XCTUnwrap(next.frameOfText("Waffles"), "the back button names the screen below")
        next.tap(at: CGPoint(x: back.midX, y: back.midY))
        XCTAssertEqual(next.text(of: "servings"), "Waffles for 3", "the detail's own state came back with it")

        PreviewSession.restore([:])
        XCTAssertNil(phoneHost(PSRecipes()).text(of: "servings"), "nothing pushed: the root")
    }

    func testAppStorageAndSceneStorageAreKept() {
        let host = phoneHost(PSSettings())
        XCTAssertEqual(host.text(of: "settings"), "metric 2 true home")
        host.tap("change")
        XCTAssertEqual(host.text(of: "settings"), "imperial 4 false search")
        let values = PreviewSession.capture(host)

        PreviewSession.restore(values)
        XCTAssertEqual(phoneHost(PSSettings()).text(of: "settings"), "imperial 4 false search")
        PreviewSession.restore([:])
        XCTAssertEqual(phoneHost(PSSettings()).text(of: "settings"), "metric 2 true home", "a fresh start: the defaults")
    }

    func testStableIdentitiesAreTheSameForTheSameTreeAndDifferForAnother() {
        func identities<V: View>(_ view: V) -> Set<UInt64> {
            let host = phoneHost(view)
            host.layoutIfNeeded()
            return Set(host.graph.records.values.map(\.stableIdentity))
        }
        XCTAssertEqual(identities(PSCounter()), identities(PSCounter()))
        XCTAssertTrue(identities(PSCounter()).isDisjoint(with: identities(PSWrapped())))
        XCTAssertNotEqual(StableIdentity.component(for: PSCounter.self), StableIdentity.component(for: PSWrapped.self))
        XCTAssertEqual(StableIdentity.hash("Recipes.Counter"), StableIdentity.hash("Recipes.Counter"))
    }
}
