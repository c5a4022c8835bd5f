import XCTest
import SwiftUI
import Combine
@testable import Easel

// Who owns an observable object and which bodies a change runs, as Hacking with Swift
// explains `@StateObject` against `@ObservedObject`: an object made once per view, one made
// again by every parent body, `@State` holding an `@Observable` class; two models each
// re-evaluating only the views that watch them.

// MARK: Who owns the object: @StateObject, @ObservedObject, @State with @Observable

private final class DFStopwatch: ObservableObject {
    /// How many stopwatches each view made, by name.
    static var made: [String: Int] = [:]

    @Published var laps = 0

    init(name: String) {
        DFStopwatch.made[name, default: 0] += 1
    }
}

@Observable private final class DFLapCounter {
    var laps = 0
}

private struct DFOwnedStopwatch: View {
    @StateObject private var stopwatch = DFStopwatch(name: "owned")
    let caption: String

    var body: some View {
        HStack {
            Text("\(caption): \(stopwatch.laps) laps")
                .accessibilityIdentifier("owned")
            Button("Lap") {
                stopwatch.laps += 1
            }
            .accessibilityIdentifier("owned-lap")
        }
    }
}

/// The mistake Hacking with Swift warns about: an object made by an `@ObservedObject`
/// default value is made again every time the parent's body runs.
private struct DFBorrowedStopwatch: View {
    @ObservedObject var stopwatch = DFStopwatch(name: "borrowed")

    var body: some View {
        HStack {
            Text("\(stopwatch.laps) borrowed laps")
                .accessibilityIdentifier("borrowed")
            Button("Lap") {
                stopwatch.laps += 1
            }
            .accessibilityIdentifier("borrowed-lap")
        }
    }
}

private struct DFModernStopwatch: View {
    @State private var counter = DFLapCounter()

    var body: some View {
        HStack {
            Text("\(counter.laps) modern laps")
                .accessibilityIdentifier("modern")
            Button("Lap") {
                counter.laps += 1
            }
            .accessibilityIdentifier("modern-lap")
        }
    }
}

private struct DFStopwatchScreen: View {
    @State private var refreshes = 0
    @State private var showsStopwatch = true

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
                .accessibilityIdentifier("refreshes")
            Button("Refresh") {
                refreshes += 1
            }
            .accessibilityIdentifier("refresh")
            Button(showsStopwatch ? "Hide" : "Show") {
                showsStopwatch.toggle()
            }
            .accessibilityIdentifier("toggle")
            if showsStopwatch {
                DFOwnedStopwatch(caption: "Run \(refreshes)")
            }
            DFBorrowedStopwatch()
            DFModernStopwatch()
        }
    }
}

// MARK: Two models, each watched by its own views

/// Body evaluations, in order.
private final class DFBodyLog {
    var lines: [String] = []
}

private final class DFCart: ObservableObject {
    @Published var items: [String] = []
}

private final class DFAccount: ObservableObject {
    @Published var name = "Ada"
}

/// A model that publishes by hand, as code written before `@Published` (or wanting to
/// batch changes) does.
private final class DFVisitCounter: ObservableObject {
    var visits = 0 {
        willSet { objectWillChange.send() }
    }
    @Published var lastVisit: Date?
}

private struct DFCartBadge: View {
    @ObservedObject var cart: DFCart
    let log: DFBodyLog

    var body: some View {
        let _ = log.lines.append("badge")
        Text("\(cart.items.count) items")
            .accessibilityIdentifier("badge")
    }
}

private struct DFAccountHeader: View {
    @ObservedObject var account: DFAccount
    let log: DFBodyLog

    var body: some View {
        let _ = log.lines.append("header")
        Text("Hello, \(account.name)")
            .accessibilityIdentifier("header")
    }
}

private struct DFVisitsLabel: View {
    @ObservedObject var counter: DFVisitCounter
    let log: DFBodyLog

    var body: some View {
        let _ = log.lines.append("visits")
        Text("\(counter.visits) visits")
            .accessibilityIdentifier("visits")
    }
}

private struct DFAddToCartButton: View {
    let cart: DFCart
    let log: DFBodyLog

    var body: some View {
        let _ = log.lines.append("button")
        Button("Add to Cart") {
            cart.items.append("Tea")
        }
        .accessibilityIdentifier("add-to-cart")
    }
}

private struct DFShopView: View {
    let cart: DFCart
    let account: DFAccount
    let counter: DFVisitCounter
    let log: DFBodyLog

    var body: some View {
        let _ = log.lines.append("shop")
        VStack {
            DFAccountHeader(account: account, log: log)
            DFCartBadge(cart: cart, log: log)
            DFVisitsLabel(counter: counter, log: log)
            DFAddToCartButton(cart: cart, log: log)
        }
    }
}

/// A model with no `@Published` property at all, publishing by hand (pre-iOS 14 code and
/// models that wrap a store): its one `objectWillChange` lasts as long as it does.
private final class DFThermostat: ObservableObject {
    private var storage = 20
    var target: Int {
        get { storage }
        set {
            objectWillChange.send()
            storage = newValue
        }
    }
}

private struct DFThermostatView: View {
    @StateObject private var thermostat = DFThermostat()

    var body: some View {
        Stepper("Target: \(thermostat.target)°", value: $thermostat.target, in: 10...30)
            .accessibilityIdentifier("target")
        Button("Warmer") { thermostat.target += 1 }
            .accessibilityIdentifier("warmer")
    }
}

final class ObjectOwnershipIdiomTests: XCTestCase {
    private func makeHost<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 844))
    }

    func testAStateObjectIsMadeOnceWhileItsViewStays() throws {
        DFStopwatch.made = [:]
        let host = makeHost(DFStopwatchScreen())
        XCTAssertEqual(host.text(of: "owned"), "Run 0: 0 laps")
        XCTAssertEqual(DFStopwatch.made["owned"], 1)

        host.tap("owned-lap")
        host.tap("owned-lap")
        host.tap("borrowed-lap")
        host.tap("borrowed-lap")
        host.tap("modern-lap")
        host.tap("modern-lap")
        XCTAssertEqual(host.text(of: "owned"), "Run 0: 2 laps")
        XCTAssertEqual(host.text(of: "borrowed"), "2 borrowed laps", "its own changes only re-evaluate the row")
        XCTAssertEqual(host.text(of: "modern"), "2 modern laps")

        // The parent's body runs three times, making new child structs each time.
        for _ in 0..<3 { host.tap("refresh") }
        XCTAssertEqual(host.text(of: "refreshes"), "Refreshed 3 times")
        XCTAssertEqual(host.text(of: "owned"), "Run 3: 2 laps", "new inputs, same object")
        XCTAssertEqual(DFStopwatch.made["owned"], 1, "@StateObject's initial value runs once per view identity")
        XCTAssertEqual(host.text(of: "modern"), "2 modern laps", "@State keeps the first @Observable object")
        // @ObservedObject owns nothing: the parent's new struct brings a new object.
        XCTAssertEqual(host.text(of: "borrowed"), "0 borrowed laps")
        XCTAssertGreaterThanOrEqual(DFStopwatch.made["borrowed"] ?? 0, 4)

        // Leaving the tree ends the identity; coming back makes a new object.
        host.tap("toggle")
        XCTAssertNil(host.frame(of: "owned"))
        host.tap("toggle")
        XCTAssertEqual(host.text(of: "owned"), "Run 3: 0 laps")
        XCTAssertEqual(DFStopwatch.made["owned"], 2)
    }

    func testAModelChangeReevaluatesOnlyTheViewsObservingIt() throws {
        let cart = DFCart(), account = DFAccount(), counter = DFVisitCounter(), log = DFBodyLog()
        let host = makeHost(DFShopView(cart: cart, account: account, counter: counter, log: log))
        XCTAssertEqual(host.text(of: "badge"), "0 items")
        XCTAssertEqual(Set(log.lines), ["shop", "header", "badge", "visits", "button"])

        log.lines = []
        host.tap("add-to-cart")
        XCTAssertEqual(host.text(of: "badge"), "1 items")
        XCTAssertEqual(log.lines, ["badge"], "only the view observing the cart runs its body")

        // A change from outside the views (a network callback, say) reaches its observers.
        log.lines = []
        account.name = "Grace"
        XCTAssertEqual(host.text(of: "header"), "Hello, Grace")
        XCTAssertEqual(log.lines, ["header"])

        // objectWillChange.send() by hand works as @Published does.
        log.lines = []
        counter.visits += 1
        XCTAssertEqual(host.text(of: "visits"), "1 visits")
        XCTAssertEqual(log.lines, ["visits"])
        XCTAssertEqual(host.text(of: "badge"), "1 items")
    }

    func testAModelWithoutPublishedPropertiesPublishesByHand() {
        let host = PreviewHost(DFThermostatView(), size: CGSize(width: 390, height: 844))
        XCTAssertTrue(host.shownTexts().contains("Target: 20°"))
        host.tap("warmer")
        XCTAssertTrue(host.shownTexts().contains("Target: 21°"), "\(host.shownTexts())")
        let model = DFThermostat()
        XCTAssertTrue(model.objectWillChange === model.objectWillChange, "one publisher per object")
        var sent = 0
        let watching = model.objectWillChange.sink { sent += 1 }
        model.target = 25
        XCTAssertEqual(sent, 1)
        watching.cancel()
        // A model with @Published properties keeps the publisher they send on.
        let cart = DFCart()
        var cartChanges = 0
        let watchingCart = cart.objectWillChange.sink { cartChanges += 1 }
        cart.items.append("Pear")
        XCTAssertEqual(cartChanges, 1)
        watchingCart.cancel()
    }
}
