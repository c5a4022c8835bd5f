import XCTest
import SwiftUI
import Combine
@testable import Easel

// Headless, a preview runs on the host's time: `advance(by:)` wakes each `Task.sleep`,
// `DispatchQueue.main.asyncAfter` and Combine delay on `DispatchQueue.main` when the host's
// time reaches it, in deadline order, without waiting on the machine's clock; animations are
// drawn at the host's time. The views are written as apps write them.

/// A splash screen that moves on after a pause, as onboarding flows do.
private struct HCSplash: View {
    @State private var message = "Loading…"
    var body: some View {
        Text(message)
            .accessibilityIdentifier("message")
            .task {
                try? await Task.sleep(for: .seconds(3600))
                message = "Welcome"
            }
    }
}

/// Two loops with different periods, logging in the order they wake.
private struct HCTickers: View {
    @State private var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ","))
            .accessibilityIdentifier("log")
            .task {
                for step in 1...2 {
                    try? await Task.sleep(nanoseconds: 200_000_000)
                    log.append("A\(step)")
                }
            }
            .task {
                try? await Task.sleep(until: .now + .milliseconds(300), clock: .continuous)
                log.append("B1")
            }
    }
}

/// A search that waits for the user to stop typing, restarting with `.task(id:)`.
private struct HCSearch: View {
    @State private var query = ""
    @State private var log: [String] = []
    var body: some View {
        VStack {
            TextField("Search", text: $query).accessibilityIdentifier("field")
            Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
        .task(id: query) {
            guard !query.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(500))
                log.append("search \(query)")
            } catch {
                log.append("cancelled \(query)")
            }
        }
    }
}

/// A save button that shows a confirmation and hides it two seconds later.
private struct HCSaveButton: View {
    @State private var showsSaved = false
    var body: some View {
        VStack {
            Button("Save") {
                showsSaved = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showsSaved = false }
            }
            .accessibilityIdentifier("save")
            if showsSaved { Text("Saved").accessibilityIdentifier("saved") }
        }
    }
}

/// A model that publishes a status after a delay on the main queue.
private final class HCUploader: ObservableObject {
    @Published var status = "Idle"
    private var cancellable: AnyCancellable?
    func start() {
        status = "Uploading"
        cancellable = Just("Done").delay(for: .seconds(4), scheduler: DispatchQueue.main).sink { [weak self] in self?.status = $0 }
    }
}

private struct HCUploadView: View {
    @StateObject private var uploader = HCUploader()
    var body: some View {
        Text(uploader.status).accessibilityIdentifier("status")
            .onAppear { uploader.start() }
    }
}

/// A card that slides across when tapped.
private struct HCSlidingCard: View {
    @State private var moved = false
    var body: some View {
        Rectangle()
            .fill(Color(red: 1, green: 0, blue: 0))
            .frame(width: 50, height: 50)
            .offset(x: moved ? 200 : 0)
            .accessibilityIdentifier("card")
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

/// A clock that ticks once a second.
private struct HCClock: View {
    @State private var start = Date()
    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(Int(context.date.timeIntervalSince(start).rounded()))").accessibilityIdentifier("seconds")
        }
    }
}

/// A countdown as tutorials write it: a timer publisher and `onReceive`.
private struct HCCountdown: View {
    @State private var remaining = 60
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(remaining)")
            .accessibilityIdentifier("remaining")
            .onReceive(timer) { _ in if remaining > 0 { remaining -= 1 } }
    }
}

/// A search model that debounces on the main run loop and loads through `URLSession`.
private final class HCRunLoopSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var searches = 0
    @Published private(set) var loaded = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query.dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] _ in self?.searches += 1 }
            .store(in: &cancellables)
    }

    func load(_ url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .catch { Just("error \($0.code.rawValue)") }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.loaded = $0 }
            .store(in: &cancellables)
    }
}

/// A retry loop that waits on a clock value, as code written against Swift's `Clock` does.
private struct HCRetry: View {
    @State private var attempts = 0
    let clock = ContinuousClock()
    var body: some View {
        Text("\(attempts)")
            .accessibilityIdentifier("attempts")
            .task {
                while attempts < 3 {
                    try? await clock.sleep(for: .seconds(10))
                    attempts += 1
                }
                try? await SuspendingClock().sleep(until: .now + .seconds(5))
                attempts = 99
            }
    }
}

final class HostClockTests: XCTestCase {
    private func host<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 300))
    }

    func testATaskSleepsOnTheHostsTime() {
        let host = host(HCSplash())
        host.advance(by: 3599)
        XCTAssertEqual(host.text(of: "message"), "Loading…")
        host.advance(by: 1)
        XCTAssertEqual(host.text(of: "message"), "Welcome", "an hour of the host's time passed")
    }

    func testAClockValuesSleepIsOnTheHostsTime() {
        let host = host(HCRetry())
        host.advance(by: 9.9)
        XCTAssertEqual(host.text(of: "attempts"), "0")
        host.advance(by: 0.2)
        XCTAssertEqual(host.text(of: "attempts"), "1")
        host.advance(by: 20)
        XCTAssertEqual(host.text(of: "attempts"), "3")
        host.advance(by: 5)
        XCTAssertEqual(host.text(of: "attempts"), "99", "SuspendingClock's sleep(until:) too")
    }

    func testSleepersWakeInDeadlineOrder() {
        let host = host(HCTickers())
        host.advance(by: 0.25)
        XCTAssertEqual(host.text(of: "log"), "A1")
        host.advance(by: 1)
        XCTAssertEqual(host.text(of: "log"), "A1,B1,A2", "0.2, 0.3 and 0.4 seconds, in that order")
    }

    func testASleepingTaskIsCancelledWhenItsIDChanges() {
        let host = host(HCSearch())
        host.tap("field")
        host.type("ca")
        host.advance(by: 0.3)
        host.type("t")
        host.advance(by: 0.6)
        // Each keystroke restarted the task: the sleeps of "c" and "ca" threw CancellationError
        // (and logged the query as it was then, as a `@State` read in a task does).
        XCTAssertEqual(host.text(of: "log"), "cancelled ca,cancelled cat,search cat")
    }

    func testAsyncAfterRunsWhenTheHostsTimeReachesIt() {
        let host = host(HCSaveButton())
        host.tap("save")
        XCTAssertNotNil(host.frame(of: "saved"))
        host.advance(by: 1.9)
        XCTAssertNotNil(host.frame(of: "saved"))
        host.advance(by: 0.2)
        XCTAssertNil(host.frame(of: "saved"))
    }

    func testACombineDelayOnTheMainQueueFollowsTheHostsTime() {
        let host = host(HCUploadView())
        host.advance(by: 3.9)
        XCTAssertEqual(host.text(of: "status"), "Uploading")
        host.advance(by: 0.2)
        XCTAssertEqual(host.text(of: "status"), "Done")
    }

    func testAnAnimationIsDrawnAtTheHostsTime() throws {
        let host = host(HCSlidingCard())
        let card = try XCTUnwrap(host.frame(of: "card"))
        /// The first red column on the card's middle row, as drawn.
        func drawnMinX() -> CGFloat? {
            let pixels = host.render(scale: 1)
            let y = Int(card.midY)
            return (0..<pixels.width).first { pixels.pixel(x: $0, y: y).red > 0.9 && pixels.pixel(x: $0, y: y).green < 0.1 }.map { CGFloat($0) }
        }
        host.tap("card")
        host.advance(by: 0.25)
        XCTAssertEqual(try XCTUnwrap(drawnMinX()), card.minX + 50, accuracy: 1, "a quarter of the way")
        host.advance(by: 0.5)
        XCTAssertEqual(try XCTUnwrap(drawnMinX()), card.minX + 150, accuracy: 1)
        host.advance(by: 0.25)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(try XCTUnwrap(drawnMinX()), card.minX + 200, accuracy: 1)
    }

    func testATimelineTicksOnTheHostsTime() {
        let host = host(HCClock())
        host.advance(by: 3)
        XCTAssertEqual(host.text(of: "seconds"), "3")
        host.advance(by: 57)
        XCTAssertEqual(host.text(of: "seconds"), "60")
    }

    func testATimerPublisherTicksOnTheHostsTime() {
        let host = host(HCCountdown())
        host.advance(by: 0.99)
        XCTAssertEqual(host.text(of: "remaining"), "60")
        host.advance(by: 0.02)
        XCTAssertEqual(host.text(of: "remaining"), "59")
        host.advance(by: 59)
        XCTAssertEqual(host.text(of: "remaining"), "0", "a minute of ticks, each once")
    }

    func testRunLoopDelaysAndURLSessionPublishersWork() throws {
        let model = HCRunLoopSearch()
        let host = host(Text("Search"))
        model.query = "p"
        host.advance(by: 0.2)
        model.query = "pe"
        host.advance(by: 0.29)
        XCTAssertEqual(model.searches, 0, "still typing")
        host.advance(by: 0.02)
        XCTAssertEqual(model.searches, 1)

        // Linux's URLSession loads no file URLs: the publisher fails with the session's URLError.
        model.load(URL(fileURLWithPath: "/nonexistent/easel.txt"))
        for _ in 0..<200 where model.loaded.isEmpty { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertEqual(model.loaded, "error \(URLError.Code.unsupportedURL.rawValue)")
    }

    func testSettleRunsLongSleepsToTheirEnd() {
        let host = host(HCSplash())
        XCTAssertFalse(host.settle(timeout: 10), "an hour's sleep does not end in ten seconds")
        XCTAssertTrue(host.settle(timeout: 3600))
        XCTAssertEqual(host.text(of: "message"), "Welcome")
    }
}
