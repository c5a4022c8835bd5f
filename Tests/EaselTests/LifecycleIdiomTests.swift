import XCTest
import SwiftUI
import Combine
@testable import Easel

// View lifecycle as tutorials write it: `onAppear` to prepare, `onDisappear` when an `if`
// branch goes away, `.task { items = await loader.load() }`, `.task(id:)` that restarts,
// both forms of `onChange(of:)` and a sheet's content appearing and disappearing.

/// What the views did, in order. A lock guards it, so a task that runs on another thread
/// fails an assertion rather than corrupting the log.
private final class LCLog {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func add(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(line)
    }
}

// MARK: Appearing, parent and children

private struct LCUnreadBadge: View {
    let log: LCLog

    var body: some View {
        Text("3 unread")
            .onAppear { log.add("badge appear") }
            .task { log.add("badge task") }
    }
}

private struct LCInboxView: View {
    let log: LCLog
    @State private var status = "Idle"

    var body: some View {
        VStack {
            Text(status)
                .accessibilityIdentifier("status")
                .onAppear { log.add("status appear") }
            LCUnreadBadge(log: log)
        }
        .onAppear {
            log.add("inbox appear")
            status = "Ready"
        }
        .task { log.add("inbox task") }
    }
}

// MARK: An `if` branch shown and hidden

private struct LCDetailCard: View {
    let log: LCLog
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("\(likes) likes")
                .accessibilityIdentifier("likes")
            Button("Like") {
                withAnimation {
                    likes += 1
                }
            }
            .accessibilityIdentifier("like")
        }
        .onAppear { log.add("card appear") }
        .onDisappear { log.add("card disappear") }
    }
}

private struct LCDetailsView: View {
    let log: LCLog
    @State private var showDetails = false

    var body: some View {
        VStack {
            Button(showDetails ? "Hide Details" : "Show Details") {
                showDetails.toggle()
            }
            .accessibilityIdentifier("toggle")
            if showDetails {
                LCDetailCard(log: log)
            }
        }
    }
}

// MARK: Loading with `.task`

private struct LCFruitLoader {
    func load() async -> [String] {
        // A network request, say.
        try? await Task.sleep(nanoseconds: 20_000_000)
        return ["Apple", "Banana", "Cherry"]
    }
}

private struct LCFeedView: View {
    let loader: LCFruitLoader
    let log: LCLog
    @State private var items: [String] = []
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            List {
                if isLoading {
                    Text("Loading…")
                        .accessibilityIdentifier("loading")
                }
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
            }
            .navigationTitle("Fruit")
            .task {
                let loaded = await loader.load()
                log.add(Thread.isMainThread ? "task on main thread" : "task on another thread")
                items = loaded
                isLoading = false
            }
        }
    }
}

// MARK: `.task(id:)` following a selection

private enum LCCatalog {
    static func items(in category: String) -> [String] {
        category == "Fruit" ? ["Apple", "Pear"] : ["Carrot", "Leek", "Pea"]
    }
}

private struct LCCategoryBrowser: View {
    let log: LCLog
    @State private var selection = "Fruit"
    @State private var items: [String] = []

    var body: some View {
        VStack {
            HStack {
                Button("Fruit") { selection = "Fruit" }
                    .accessibilityIdentifier("fruit")
                Button("Vegetables") { selection = "Vegetables" }
                    .accessibilityIdentifier("vegetables")
            }
            Text(items.isEmpty ? "Loading \(selection)…" : items.joined(separator: ", "))
                .accessibilityIdentifier("items")
        }
        .task(id: selection) {
            let category = selection
            log.add("start \(category)")
            items = []
            try? await Task.sleep(nanoseconds: 60_000_000)
            guard !Task.isCancelled else {
                log.add("cancel \(category)")
                return
            }
            items = LCCatalog.items(in: category)
            log.add("done \(category)")
        }
    }
}

// MARK: A task that runs until its view goes away

private struct LCLiveScoreView: View {
    let log: LCLog
    @State private var updates = 0

    var body: some View {
        Text("\(updates) updates")
            .accessibilityIdentifier("updates")
            .task {
                do {
                    while true {
                        try await Task.sleep(nanoseconds: 20_000_000)
                        updates += 1
                    }
                } catch {
                    log.add("stopped")
                }
            }
    }
}

private struct LCMatchView: View {
    let log: LCLog
    @State private var isWatching = true

    var body: some View {
        VStack {
            if isWatching {
                LCLiveScoreView(log: log)
            }
            Button("Close") { isWatching = false }
                .accessibilityIdentifier("close")
        }
    }
}

// MARK: `onChange(of:)`, old and new forms

private struct LCSearchView: View {
    let log: LCLog
    @State private var query = ""
    @State private var page = 1

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .accessibilityIdentifier("search")
            Text("Page \(page)")
                .accessibilityIdentifier("page")
            Button("Next Page") { page += 1 }
                .accessibilityIdentifier("next")
        }
        .onChange(of: query) { newQuery in
            log.add("query \(newQuery)")
            page = 1
        }
        .onChange(of: page) { oldPage, newPage in
            log.add("page \(oldPage) -> \(newPage)")
        }
        .onChange(of: page, initial: true) {
            log.add("showing page \(page)")
        }
    }
}

// MARK: A sheet's content

private struct LCComposeSheet: View {
    let log: LCLog
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("New Message")
            Button("Send") {
                log.add("send")
                dismiss()
            }
            .accessibilityIdentifier("send")
        }
        .onAppear { log.add("sheet appear") }
        .onDisappear { log.add("sheet disappear") }
    }
}

private struct LCMailView: View {
    let log: LCLog
    @State private var isComposing = false

    var body: some View {
        VStack {
            Text("Inbox")
            Button("Compose") { isComposing = true }
                .accessibilityIdentifier("compose")
        }
        .onAppear { log.add("mail appear") }
        .onDisappear { log.add("mail disappear") }
        .sheet(isPresented: $isComposing, onDismiss: { log.add("dismissed") }) {
            LCComposeSheet(log: log)
        }
    }
}

final class LifecycleIdiomTests: XCTestCase {
    private func makeHost<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 844))
    }

    func testOnAppearRunsBeforeTheFirstFrameAndTasksStartAfterIt() {
        let log = LCLog()
        let host = makeHost(LCInboxView(log: log))
        // iOS runs onAppear before the view is drawn: what it sets is in the first frame.
        XCTAssertEqual(host.text(of: "status"), "Ready")
        XCTAssertEqual(Set(log.lines), ["status appear", "badge appear", "inbox appear"])
        XCTAssertEqual(log.lines.count, 3, "each onAppear ran once")

        XCTAssertTrue(host.settle())
        XCTAssertEqual(log.lines.count, 5)
        XCTAssertEqual(Set(log.lines.suffix(2)), ["inbox task", "badge task"], "tasks start after every onAppear")

        // A new layout (a rotation) makes nothing appear again.
        host.size = CGSize(width: 844, height: 390)
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines.count, 5)
    }

    func testChildrenAppearBeforeTheirParent() {
        let log = LCLog()
        let host = makeHost(LCInboxView(log: log))
        host.layoutIfNeeded()
        // iOS 17 runs the innermost onAppear first and works outward (observed on device;
        // Apple documents no order).
        XCTAssertEqual(log.lines, ["status appear", "badge appear", "inbox appear"])
    }

    func testAnIfBranchAppearsDisappearsAndStartsOverWithFreshState() {
        let log = LCLog()
        let host = makeHost(LCDetailsView(log: log))
        XCTAssertEqual(host.text(of: "toggle"), "Show Details")
        XCTAssertNil(host.frame(of: "likes"))
        XCTAssertEqual(log.lines, [])

        host.tap("toggle")
        XCTAssertEqual(host.text(of: "likes"), "0 likes")
        XCTAssertEqual(log.lines, ["card appear"])
        host.tap("like")
        host.tap("like")
        XCTAssertEqual(host.text(of: "likes"), "2 likes")
        XCTAssertEqual(log.lines, ["card appear"], "a state change is not an appearance")

        host.tap("toggle")
        XCTAssertNil(host.frame(of: "likes"))
        XCTAssertEqual(host.text(of: "toggle"), "Show Details")
        XCTAssertEqual(log.lines, ["card appear", "card disappear"])

        // Back in the tree, the card is a new view: its @State starts from the beginning.
        host.tap("toggle")
        XCTAssertEqual(host.text(of: "likes"), "0 likes")
        XCTAssertEqual(log.lines, ["card appear", "card disappear", "card appear"])
    }

    func testATaskLoadsDataThatIsShownWhenItReturns() {
        let log = LCLog()
        let host = makeHost(LCFeedView(loader: LCFruitLoader(), log: log))
        XCTAssertEqual(host.text(of: "loading"), "Loading…", "the first frame is drawn before the task returns")
        XCTAssertFalse(host.shownTexts().contains("Apple"))

        XCTAssertTrue(host.settle())
        XCTAssertNil(host.frame(of: "loading"))
        let texts = host.shownTexts()
        XCTAssertTrue(["Apple", "Banana", "Cherry"].allSatisfy(texts.contains), "\(texts)")
        // A view's task runs on the main actor, so it may set state directly.
        XCTAssertEqual(log.lines, ["task on main thread"])
    }

    func testATaskWithAnIDRestartsWhenTheSelectionChanges() {
        let log = LCLog()
        let host = makeHost(LCCategoryBrowser(log: log))
        host.advance(by: 0.02)
        XCTAssertEqual(log.lines, ["start Fruit"])
        XCTAssertEqual(host.text(of: "items"), "Loading Fruit…")

        // A new selection before the first load finished: the old task is cancelled.
        host.tap("vegetables")
        XCTAssertTrue(host.settle())
        let lines = log.lines
        XCTAssertEqual(lines.first, "start Fruit")
        XCTAssertTrue(lines.contains("cancel Fruit"), "\(lines)")
        XCTAssertTrue(lines.contains("start Vegetables"), "\(lines)")
        XCTAssertFalse(lines.contains("done Fruit"), "\(lines)")
        XCTAssertEqual(lines.last, "done Vegetables")
        XCTAssertEqual(host.text(of: "items"), "Carrot, Leek, Pea")

        // The same id again starts nothing.
        host.tap("vegetables")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(log.lines.count, lines.count)

        host.tap("fruit")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(Array(log.lines.suffix(2)), ["start Fruit", "done Fruit"])
        XCTAssertEqual(host.text(of: "items"), "Apple, Pear")
    }

    func testATaskIsCancelledWhenItsViewDisappears() throws {
        let log = LCLog()
        let host = makeHost(LCMatchView(log: log))
        host.advance(by: 0.1)
        let shown = try XCTUnwrap(host.text(of: "updates"))
        let updates = try XCTUnwrap(Int(shown.prefix { $0.isNumber }))
        XCTAssertGreaterThan(updates, 0, "the loop ran while the view was shown")
        XCTAssertFalse(host.settle(timeout: 0.05), "a task that loops for ever does not settle")

        host.tap("close")
        XCTAssertTrue(host.settle(), "nothing runs once the view is gone")
        XCTAssertNil(host.frame(of: "updates"))
        // The cancelled task wakes from its sleep and reaches its catch block.
        host.advance(by: 0.05)
        XCTAssertEqual(log.lines, ["stopped"], "Task.sleep threw CancellationError when the view left")
    }

    func testOnChangeGivesTheNewValueOrBothAndInitialRunsOnAppear() {
        let log = LCLog()
        let host = makeHost(LCSearchView(log: log))
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["showing page 1"], "only initial: true runs when the view appears")

        host.tap("next")
        host.tap("next")
        XCTAssertEqual(host.text(of: "page"), "Page 3")
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("page ") }, ["page 1 -> 2", "page 2 -> 3"])
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("showing ") }, ["showing page 1", "showing page 2", "showing page 3"])

        // Typing changes the query; its onChange sets the page back to 1, which the page's
        // handlers see as one more change.
        host.tap("search")
        host.type("kiwi")
        XCTAssertEqual(host.text(of: "page"), "Page 1")
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("query ") }, ["query kiwi"])
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("page ") }, ["page 1 -> 2", "page 2 -> 3", "page 3 -> 1"])
        XCTAssertEqual(log.lines.filter { $0.hasPrefix("showing ") }.last, "showing page 1")
    }

    func testASheetsContentAppearsWhenPresentedAndDisappearsWhenDismissed() {
        let log = LCLog()
        let host = makeHost(LCMailView(log: log))
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["mail appear"])

        host.tap("compose")
        XCTAssertEqual(log.lines, ["mail appear", "sheet appear"], "a sheet covers its presenter without making it disappear")

        host.tap("send")
        XCTAssertTrue(host.settle())
        XCTAssertNil(host.frame(of: "send"))
        let lines = log.lines
        XCTAssertEqual(Array(lines.prefix(3)), ["mail appear", "sheet appear", "send"])
        XCTAssertEqual(Set(lines.dropFirst(3)), ["sheet disappear", "dismissed"])
        XCTAssertFalse(lines.contains("mail disappear"))
    }
}
