import XCTest
import SwiftUI
import Combine
@testable import Easel

// Combine in views as Hacking with Swift and Kodeco write it: a `Timer.publish` counter,
// a debounced search view model with `Set<AnyCancellable>`, `assign(to: &$property)`,
// `NotificationCenter` publishers and subjects in a model, all through `.onReceive`.

// MARK: Timers

private struct CBStopwatchView: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Ticks: \(ticks)")
            .accessibilityIdentifier("ticks")
            .animation(.default, value: ticks)
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}

/// Counts what the timer delivered, whether or not a view shows it.
private final class CBTickCounter {
    var count = 0
}

private struct CBCountdownView: View {
    let counter: CBTickCounter
    @State private var timeRemaining = 100
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Time: \(timeRemaining)")
            .accessibilityIdentifier("remaining")
            .onReceive(timer) { _ in
                counter.count += 1
                if timeRemaining > 0 {
                    timeRemaining -= 1
                }
            }
    }
}

private struct CBWorkoutView: View {
    let counter: CBTickCounter
    @State private var isRunning = true

    var body: some View {
        VStack {
            if isRunning {
                CBCountdownView(counter: counter)
            }
            Button("Stop") { isRunning = false }
                .accessibilityIdentifier("stop")
        }
    }
}

// MARK: A debounced search

private final class CBSearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0

    private let catalog = ["Apricot", "Grape", "Peach", "Pear", "Plum"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(80), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.search(for: query)
            }
            .store(in: &cancellables)
    }

    private func search(for query: String) {
        searchCount += 1
        results = query.isEmpty ? [] : catalog.filter { $0.lowercased().hasPrefix(query.lowercased()) }
    }
}

private struct CBSearchView: View {
    @StateObject private var viewModel = CBSearchViewModel()

    var body: some View {
        VStack {
            TextField("Search fruit", text: $viewModel.query)
                .accessibilityIdentifier("search")
            Text(viewModel.results.isEmpty ? "No results" : viewModel.results.joined(separator: ", "))
                .accessibilityIdentifier("results")
            Text("Searches: \(viewModel.searchCount)")
                .accessibilityIdentifier("searches")
        }
    }
}

// MARK: `assign(to:)` validation

private final class CBSignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published private(set) var isValid = false
    @Published private(set) var hint = "Enter your email"

    init() {
        $email
            .map { $0.contains("@") && $0.contains(".") }
            .assign(to: &$isValid)
        $email
            .map { email in
                if email.isEmpty { return "Enter your email" }
                return email.contains("@") ? "Almost there" : "Missing @"
            }
            .assign(to: &$hint)
    }
}

private struct CBSignUpView: View {
    @StateObject private var viewModel = CBSignUpViewModel()

    var body: some View {
        VStack {
            TextField("Email", text: $viewModel.email)
                .accessibilityIdentifier("email")
            Text(viewModel.isValid ? "Looks good" : viewModel.hint)
                .accessibilityIdentifier("hint")
        }
    }
}

// MARK: Notifications

extension Notification.Name {
    fileprivate static let cbDidRefresh = Notification.Name("DidRefresh")
}

private struct CBFeedStatusView: View {
    @State private var refreshCount = 0
    @State private var source = "never"

    var body: some View {
        VStack {
            Text("Refreshed \(refreshCount) times")
                .accessibilityIdentifier("refreshes")
            Text("Last source: \(source)")
                .accessibilityIdentifier("source")
        }
        .onReceive(NotificationCenter.default.publisher(for: .cbDidRefresh)) { notification in
            refreshCount += 1
            source = notification.userInfo?["source"] as? String ?? "unknown"
        }
    }
}

private struct CBFeedScreen: View {
    @State private var showsStatus = true

    var body: some View {
        VStack {
            if showsStatus {
                CBFeedStatusView()
            }
            Button(showsStatus ? "Hide Status" : "Show Status") { showsStatus.toggle() }
                .accessibilityIdentifier("toggle-status")
        }
    }
}

// MARK: Subjects in a model

private final class CBChatModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    let messageSent = PassthroughSubject<String, Never>()
    let connection = CurrentValueSubject<String, Never>("Connecting…")

    func send(_ text: String) {
        messages.append(text)
        messageSent.send(text)
    }
}

private struct CBChatView: View {
    @ObservedObject var model: CBChatModel
    @State private var draft = ""
    @State private var status = ""
    @State private var lastSent = "nothing"
    @State private var messageCount = 0

    var body: some View {
        VStack {
            Text(status)
                .accessibilityIdentifier("status")
            ForEach(model.messages, id: \.self) { message in
                Text(message)
            }
            TextField("Message", text: $draft)
                .accessibilityIdentifier("draft")
            Button("Send") {
                model.send(draft)
                draft = ""
            }
            .accessibilityIdentifier("send")
            Text("Last sent: \(lastSent)")
                .accessibilityIdentifier("last-sent")
            Text("\(messageCount) messages")
                .accessibilityIdentifier("count")
        }
        .onReceive(model.connection) { status = $0 }
        .onReceive(model.messageSent) { lastSent = $0 }
        .onReceive(model.$messages) { messageCount = $0.count }
    }
}

// MARK: `CombineLatest` and `Merge`

/// Sign-up validation as Combine tutorials write it: the button is enabled once every field
/// is valid, derived with `Publishers.CombineLatest3` and `combineLatest(_:_:)`.
private final class CBRegistrationModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published private(set) var canSubmit = false
    @Published private(set) var passwordMessage = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest3($username, $password, $confirmation)
            .map { username, password, confirmation in
                username.count >= 3 && password.count >= 6 && password == confirmation
            }
            .assign(to: &$canSubmit)
        $password.combineLatest($confirmation) { password, confirmation in
            confirmation.isEmpty || password == confirmation ? "" : "Passwords don't match"
        }
        .sink { [weak self] in self?.passwordMessage = $0 }
        .store(in: &cancellables)
    }
}

private struct CBRegistrationView: View {
    @StateObject private var model = CBRegistrationModel()

    var body: some View {
        Form {
            TextField("Username", text: $model.username)
                .accessibilityIdentifier("username")
            SecureField("Password", text: $model.password)
                .accessibilityIdentifier("password")
            SecureField("Confirm password", text: $model.confirmation)
                .accessibilityIdentifier("confirmation")
            if !model.passwordMessage.isEmpty {
                Text(model.passwordMessage)
                    .foregroundStyle(.red)
                    .accessibilityIdentifier("message")
            }
            Button("Create Account") {}
                .disabled(!model.canSubmit)
                .accessibilityIdentifier("submit")
            Text(model.canSubmit ? "Ready" : "Incomplete")
                .accessibilityIdentifier("state")
        }
    }
}

/// Events from two sources in one stream, merged with `merge(with:)`.
private final class CBActivityModel: ObservableObject {
    let taps = PassthroughSubject<String, Never>()
    let pushes = PassthroughSubject<String, Never>()
    @Published private(set) var log: [String] = []

    init() {
        taps.map { "tap: \($0)" }
            .merge(with: pushes.map { "push: \($0)" })
            .scan([String]()) { $0 + [$1] }
            .assign(to: &$log)
    }
}

private struct CBActivityView: View {
    @ObservedObject var model: CBActivityModel

    var body: some View {
        List(model.log, id: \.self) { entry in
            Text(entry)
        }
        .overlay(alignment: .bottom) {
            Text("\(model.log.count) events").accessibilityIdentifier("events")
        }
    }
}

final class CombineIdiomTests: XCTestCase {
    private func makeHost<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 844))
    }

    func testATimerPublisherDrivesACounter() throws {
        let host = makeHost(CBStopwatchView())
        XCTAssertEqual(host.text(of: "ticks"), "Ticks: 0")
        host.advance(by: 0.3)
        let shown = try XCTUnwrap(host.text(of: "ticks"))
        let ticks = try XCTUnwrap(Int(shown.replacingOccurrences(of: "Ticks: ", with: "")), shown)
        // Every 0.05 s for 0.3 s: up to six, fewer when the machine is busy.
        XCTAssertTrue((2...7).contains(ticks), "\(ticks) ticks")
    }

    func testATimerStopsDeliveringWhenItsViewLeaves() throws {
        let counter = CBTickCounter()
        let host = makeHost(CBWorkoutView(counter: counter))
        host.advance(by: 0.12)
        XCTAssertGreaterThan(counter.count, 0)
        let shown = try XCTUnwrap(host.text(of: "remaining"))
        XCTAssertEqual(shown, "Time: \(100 - counter.count)", "each tick reached the view")

        host.tap("stop")
        XCTAssertNil(host.frame(of: "remaining"))
        let delivered = counter.count
        host.advance(by: 0.1)
        XCTAssertEqual(counter.count, delivered, "the subscription ended with the view")
        XCTAssertFalse(host.hasLiveWork)
    }

    func testADebouncedQuerySearchesOnceTypingPauses() {
        let host = makeHost(CBSearchView())
        host.tap("search")
        host.type("pe")
        host.advance(by: 0.02)
        XCTAssertEqual(host.text(of: "results"), "No results", "the debounce is still waiting")
        host.type("a")
        host.advance(by: 0.25)
        XCTAssertEqual(host.text(of: "results"), "Peach, Pear")
        XCTAssertEqual(host.text(of: "searches"), "Searches: 1", "one search, for the text typed before the pause")

        host.type("c")
        host.advance(by: 0.25)
        XCTAssertEqual(host.text(of: "results"), "Peach")
        XCTAssertEqual(host.text(of: "searches"), "Searches: 2")
    }

    func testAssignToPublishedKeepsDerivedStateInStep() {
        let host = makeHost(CBSignUpView())
        XCTAssertEqual(host.text(of: "hint"), "Enter your email")
        host.tap("email")
        host.type("ada")
        XCTAssertEqual(host.text(of: "hint"), "Missing @")
        host.type("@example")
        XCTAssertEqual(host.text(of: "hint"), "Almost there")
        host.type(".com")
        XCTAssertEqual(host.text(of: "hint"), "Looks good")
    }

    func testANotificationUpdatesTheViewWhileItIsShown() {
        let host = makeHost(CBFeedScreen())
        XCTAssertEqual(host.text(of: "refreshes"), "Refreshed 0 times")

        NotificationCenter.default.post(name: Notification.Name("DidRefresh"), object: nil, userInfo: ["source": "pull"])
        NotificationCenter.default.post(name: Notification.Name("DidRefresh"), object: nil, userInfo: ["source": "push"])
        XCTAssertEqual(host.text(of: "refreshes"), "Refreshed 2 times")
        XCTAssertEqual(host.text(of: "source"), "Last source: push")

        // Hidden, the view no longer listens; shown again, it is a new view with new state.
        host.tap("toggle-status")
        XCTAssertNil(host.frame(of: "refreshes"))
        NotificationCenter.default.post(name: Notification.Name("DidRefresh"), object: nil, userInfo: ["source": "pull"])
        host.tap("toggle-status")
        XCTAssertEqual(host.text(of: "refreshes"), "Refreshed 0 times")
        XCTAssertEqual(host.text(of: "source"), "Last source: never")
    }

    func testSubjectsAndPublishedPropertiesOfAModelReachTheView() {
        let model = CBChatModel()
        let host = makeHost(CBChatView(model: model))
        // A CurrentValueSubject and a @Published property send their value on subscription.
        XCTAssertEqual(host.text(of: "status"), "Connecting…")
        XCTAssertEqual(host.text(of: "count"), "0 messages")
        XCTAssertEqual(host.text(of: "last-sent"), "Last sent: nothing", "a PassthroughSubject sends nothing until asked")

        model.connection.send("Online")
        XCTAssertEqual(host.text(of: "status"), "Online")

        host.tap("draft")
        host.type("Hi there")
        host.tap("send")
        XCTAssertEqual(host.text(of: "last-sent"), "Last sent: Hi there")
        XCTAssertEqual(host.text(of: "count"), "1 messages")
        XCTAssertTrue(host.shownTexts().contains("Hi there"))
        XCTAssertEqual(model.messages, ["Hi there"])
    }

    func testCombineLatestEnablesSubmitOnceEveryFieldIsValid() {
        let host = makeHost(CBRegistrationView())
        XCTAssertEqual(host.text(of: "state"), "Incomplete")
        host.tap("username")
        host.type("ada")
        host.tap("password")
        host.type("secret1")
        host.tap("confirmation")
        host.type("secret")
        XCTAssertEqual(host.text(of: "message"), "Passwords don't match")
        XCTAssertEqual(host.text(of: "state"), "Incomplete")
        host.type("1")
        XCTAssertNil(host.frame(of: "message"), "the message goes once they match")
        XCTAssertEqual(host.text(of: "state"), "Ready")
    }

    func testMergedSubjectsDeliverEveryEventInOrder() {
        let model = CBActivityModel()
        let host = makeHost(CBActivityView(model: model))
        model.taps.send("like")
        model.pushes.send("new follower")
        model.taps.send("share")
        XCTAssertEqual(host.text(of: "events"), "3 events")
        XCTAssertEqual(model.log, ["tap: like", "push: new follower", "tap: share"])
        XCTAssertTrue(host.shownTexts().contains("push: new follower"))
    }

    func testCombineLatestAndMergeFinishAndFailAsCombineDoes() {
        let a = PassthroughSubject<Int, URLError>(), b = PassthroughSubject<String, URLError>()
        var values: [String] = [], completion: Subscribers.Completion<URLError>?
        let latest = a.combineLatest(b).sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append("\($0)\($1)") })
        a.send(1)
        XCTAssertEqual(values, [], "nothing until both published")
        b.send("x")
        a.send(2)
        b.send("y")
        XCTAssertEqual(values, ["1x", "2x", "2y"])
        a.send(completion: .finished)
        XCTAssertNil(completion, "one upstream finishing is not the end")
        b.send("z")
        XCTAssertEqual(values.last, "2z")
        b.send(completion: .failure(URLError(.timedOut)))
        XCTAssertEqual(completion, .failure(URLError(.timedOut)))
        latest.cancel()

        var merged: [Int] = [], finished = false
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let merging = Publishers.MergeMany([c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), Just(0).eraseToAnyPublisher()])
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { merged.append($0) })
        c.send(1)
        d.send(2)
        c.send(completion: .finished)
        XCTAssertFalse(finished)
        d.send(3)
        d.send(completion: .finished)
        XCTAssertEqual(merged, [0, 1, 2, 3])
        XCTAssertTrue(finished)
        merging.cancel()

        // Demand is honoured: a subscriber that asks for two values gets two.
        let e = PassthroughSubject<Int, Never>()
        var limited: [Int] = []
        e.merge(with: Just(9)).subscribe(LimitedSubscriber(limit: 2) { limited.append($0) })
        e.send(1)
        e.send(2)
        XCTAssertEqual(limited, [9, 1])
    }
}

/// Asks for a fixed number of values, then no more.
private final class LimitedSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let limit: Int
    let onValue: (Int) -> Void
    init(limit: Int, onValue: @escaping (Int) -> Void) { (self.limit, self.onValue) = (limit, onValue) }
    func receive(subscription: Subscription) { subscription.request(.max(limit)) }
    func receive(_ input: Int) -> Subscribers.Demand { onValue(input); return .none }
    func receive(completion: Subscribers.Completion<Never>) {}
}
