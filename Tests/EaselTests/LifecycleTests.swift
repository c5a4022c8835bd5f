import XCTest
import Combine
@testable import Easel

/// `onAppear`, `onDisappear`, `onChange`, `task` and `onReceive`: when they run and in what
/// order, as views enter and leave the tree.
final class LifecycleTests: XCTestCase {
    final class Log {
        var lines: [String] = []
    }

    struct Toggling: View {
        let log: Log
        @State private var showsDetail = true
        var body: some View {
            VStack {
                Button("Toggle") { showsDetail.toggle() }.accessibilityIdentifier("toggle")
                if showsDetail {
                    Text("Detail")
                        .onAppear { log.lines.append("detail appear") }
                        .onDisappear { log.lines.append("detail disappear") }
                } else {
                    Text("Summary")
                        .onAppear { log.lines.append("summary appear") }
                        .onDisappear { log.lines.append("summary disappear") }
                }
            }
            .onAppear { log.lines.append("stack appear") }
        }
    }

    func testAppearRunsOnceChildrenFirstAndBranchesSwapOnChange() {
        let log = Log()
        let host = phoneHost(Toggling(log: log))
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["detail appear", "stack appear"])
        host.layoutIfNeeded()
        host.size = CGSize(width: 300, height: 600)
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines.count, 2, "layout alone makes nothing appear again")
        host.tap("toggle")
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["detail appear", "stack appear", "summary appear", "detail disappear"])
        host.tap("toggle")
        host.layoutIfNeeded()
        XCTAssertEqual(Array(log.lines.suffix(2)), ["detail appear", "summary disappear"])
    }

    struct Counter: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
                .accessibilityIdentifier("add")
                .onChange(of: count) { old, new in log.lines.append("two \(old)->\(new)") }
                .onChange(of: count) { new in log.lines.append("one \(new)") }
                .onChange(of: count, initial: true) { log.lines.append("none") }
        }
    }

    func testOnChangeFormsReceiveOldAndNewValues() {
        let log = Log()
        let host = phoneHost(Counter(log: log))
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["none"], "only initial: true runs when the view appears")
        host.tap("add")
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["none", "two 0->1", "one 1", "none"])
        host.tap("add")
        host.layoutIfNeeded()
        XCTAssertEqual(Array(log.lines.suffix(3)), ["two 1->2", "one 2", "none"])
    }

    struct AppearChangesState: View {
        @State private var loaded = false
        var body: some View {
            Text(loaded ? "Loaded" : "Loading").accessibilityIdentifier("status")
                .onAppear { loaded = true }
        }
    }

    func testStateSetInOnAppearIsShownInTheFirstFrame() {
        let host = phoneHost(AppearChangesState())
        XCTAssertEqual(host.text(of: "status"), "Loaded")
    }

    struct Loader: View {
        let log: Log
        @State private var items: [String] = []
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { Text($0) }
                Text("\(items.count) items").accessibilityIdentifier("count")
            }
            .task {
                try? await Task.sleep(nanoseconds: 10_000_000)
                items = ["Apples", "Pears"]
                log.lines.append(Thread.isMainThread ? "loaded on main" : "loaded elsewhere")
            }
        }
    }

    func testTaskRunsOnTheMainActorAndSettles() {
        let log = Log()
        let host = phoneHost(Loader(log: log))
        XCTAssertEqual(host.text(of: "count"), "0 items", "a task has not run before the first frame")
        XCTAssertTrue(host.settle(timeout: 5))
        XCTAssertEqual(host.text(of: "count"), "2 items")
        XCTAssertEqual(log.lines, ["loaded on main"])
        XCTAssertFalse(host.hasPendingWork)
    }

    struct Search: View {
        let log: Log
        @State private var query = "a"
        var body: some View {
            Button("Next") { query += "b" }
                .accessibilityIdentifier("next")
                .task(id: query) {
                    // Read now: `query` read later is the state's value then, as in SwiftUI.
                    let searched = query
                    log.lines.append("start \(searched)")
                    do {
                        try await Task.sleep(nanoseconds: 2_000_000_000)
                        log.lines.append("finished \(searched)")
                    } catch {
                        log.lines.append("cancelled \(searched)")
                    }
                }
        }
    }

    func testTaskWithIdRestartsWhenTheIdChanges() {
        let log = Log()
        let host = phoneHost(Search(log: log))
        host.advance(by: 0.05)
        XCTAssertEqual(log.lines, ["start a"])
        host.tap("next")
        host.advance(by: 0.05)
        // The new task starts and the old one's cancellation reaches its catch block in
        // either order: both are queued on the main actor.
        XCTAssertEqual(log.lines.count, 3)
        XCTAssertEqual(Set(log.lines), ["start a", "cancelled a", "start ab"])
    }

    struct Sometimes: View {
        let log: Log
        @State private var shows = true
        var body: some View {
            VStack {
                Button("Hide") { shows = false }.accessibilityIdentifier("hide")
                if shows {
                    Text("Ticking").task {
                        do {
                            try await Task.sleep(nanoseconds: 5_000_000_000)
                        } catch {
                            log.lines.append("cancelled")
                        }
                    }
                }
            }
        }
    }

    func testTaskIsCancelledWhenItsViewDisappears() {
        let log = Log()
        let host = phoneHost(Sometimes(log: log))
        host.advance(by: 0.02)
        XCTAssertTrue(host.hasPendingWork)
        host.tap("hide")
        host.advance(by: 0.05)
        XCTAssertEqual(log.lines, ["cancelled"])
        XCTAssertFalse(host.hasPendingWork)
    }

    struct Pushing: View {
        let log: Log
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail").onAppear { log.lines.append("detail appear") }
                        .onDisappear { log.lines.append("detail disappear") }
                }
                .accessibilityIdentifier("open")
                .onAppear { log.lines.append("root appear") }
                .onDisappear { log.lines.append("root disappear") }
            }
        }
    }

    func testNavigationPushAndPopAppearAndDisappear() throws {
        let log = Log()
        let host = phoneHost(Pushing(log: log))
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["root appear"])
        host.tap("open")
        host.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["root appear", "detail appear", "root disappear"])
    }

    func testOnReceiveGetsEachValueWhileTheViewIsShown() {
        final class Model {
            let subject = PassthroughSubject<Int, Never>()
        }
        struct Receiver: View {
            let model: Model
            @State private var total = 0
            var body: some View {
                Text("\(total)").accessibilityIdentifier("total")
                    .onReceive(model.subject) { total += $0 }
            }
        }
        let model = Model()
        let host = phoneHost(Receiver(model: model))
        host.layoutIfNeeded()
        model.subject.send(3)
        model.subject.send(4)
        XCTAssertEqual(host.text(of: "total"), "7")
    }

    struct Stubborn: View {
        let log: Log
        @State private var ticks = 0
        var body: some View {
            Text("\(ticks)").task {
                // Ignores cancellation, as many tasks written with `try?` do.
                try? await Task.sleep(nanoseconds: 50_000_000)
                ticks += 1
                log.lines.append("set \(ticks) after the host was gone")
            }
        }
    }

    func testATaskThatOutlivesItsPreviewSetsStateHarmlessly() {
        let log = Log()
        var host: PreviewHost? = phoneHost(Stubborn(log: log))
        host?.layoutIfNeeded()
        host = nil
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        XCTAssertEqual(log.lines, ["set 1 after the host was gone"], "the state is kept and nothing is rebuilt")
    }
}
