import XCTest
import SwiftUI
@testable import ActivityKit
@testable import WidgetKit
@testable import Easel

// A Live Activity as Apple's "Displaying live data with Live Activities" and the pizza-delivery
// tutorials write it: attributes shared by the app and its widget extension, a start button
// that checks `ActivityAuthorizationInfo` and requests the activity, updates and an end; and
// the extension's `ActivityConfiguration` with its Lock Screen view and Dynamic Island. As on
// the iOS Simulator, the activity runs (state, content, update sequences); there is no Lock
// Screen to show it, so its views are previewed with `#Preview(as:using:)`.

/// Shared by the app and the widget extension.
private struct LADeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var minutesLeft: Int
    }

    var numberOfPizzas: Int
    var totalAmount: String
}

/// The app's order screen.
private struct LAOrderView: View {
    @State private var activity: Activity<LADeliveryAttributes>?
    @State private var status = "Idle"

    var body: some View {
        VStack(spacing: 12) {
            Text(status).accessibilityIdentifier("status")
            Button("Start Live Activity") { start() }.accessibilityIdentifier("start")
            Button("Driver nearby") { Task { await update() } }.accessibilityIdentifier("update")
            Button("Delivered") { Task { await end() } }.accessibilityIdentifier("end")
        }
    }

    private func start() {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            status = "Live Activities are off"
            return
        }
        let attributes = LADeliveryAttributes(numberOfPizzas: 2, totalAmount: "$24")
        let initialState = LADeliveryAttributes.ContentState(status: "Baking", minutesLeft: 25)
        do {
            let started = try Activity.request(attributes: attributes, content: .init(state: initialState, staleDate: nil), pushType: nil)
            activity = started
            status = "Started: \(started.activityState)"
        } catch {
            status = "Could not start: \(error.localizedDescription)"
        }
    }

    private func update() async {
        let state = LADeliveryAttributes.ContentState(status: "On the way", minutesLeft: 5)
        await activity?.update(ActivityContent(state: state, staleDate: nil))
        status = activity?.content.state.status ?? "No activity"
    }

    private func end() async {
        let final = LADeliveryAttributes.ContentState(status: "Delivered", minutesLeft: 0)
        await activity?.end(ActivityContent(state: final, staleDate: nil), dismissalPolicy: .immediate)
        status = activity.map { "\($0.activityState)" } ?? "No activity"
    }
}

/// The widget extension's Live Activity.
private struct LADeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LADeliveryAttributes.self) { context in
            HStack {
                Text("\(context.attributes.numberOfPizzas) pizzas")
                Spacer()
                Text(context.state.status).accessibilityIdentifier("lock-status")
            }
            .padding()
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.status)
                }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
            .keylineTint(Color.cyan)
        }
    }
}

final class ActivityKitIdiomTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ActivityRegistry.shared.reset()
        Diagnostics.reset()
    }

    private func render(_ preview: Preview) -> AnyView {
        MainActor.assumeIsolated { AnyView(preview.body()) }
    }

    /// Runs an async call to its end on the main run loop.
    private func awaitResult<T>(_ body: @escaping @MainActor () async throws -> T) throws -> T {
        var result: Result<T, Error>?
        Task { @MainActor in
            do { result = .success(try await body()) } catch { result = .failure(error) }
        }
        let deadline = Date().addingTimeInterval(5)
        while result == nil, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        return try XCTUnwrap(result).get()
    }

    func testAStartButtonStartsUpdatesAndEndsALiveActivityAsOnASimulator() throws {
        let host = phoneHost(LAOrderView())
        host.tap("start")
        XCTAssertEqual(host.text(of: "status"), "Started: active", "Live Activities are enabled, as on a simulator")
        XCTAssertEqual(Activity<LADeliveryAttributes>.activities.count, 1)
        XCTAssertEqual(Activity<LADeliveryAttributes>.activities.first?.attributes.numberOfPizzas, 2)

        host.tap("update")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "status"), "On the way")

        host.tap("end")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "status"), "dismissed", "ended with the immediate policy: gone from the Lock Screen")
        XCTAssertTrue(Activity<LADeliveryAttributes>.activities.isEmpty)
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("ActivityKit: a preview has no Lock Screen") }.count, 1)
    }

    func testTheActivitysSequencesReportItsContentAndStateUntilItIsDismissed() throws {
        let activity = try Activity.request(attributes: LADeliveryAttributes(numberOfPizzas: 1, totalAmount: "$12"),
                                            content: ActivityContent(state: .init(status: "Baking", minutesLeft: 20), staleDate: nil))
        var states: [ActivityState] = []
        var contents: [String] = []
        let watchStates = Task { @MainActor in
            for await state in activity.activityStateUpdates { states.append(state) }
        }
        let watchContent = Task { @MainActor in
            for await content in activity.contentUpdates { contents.append(content.state.status) }
        }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        try awaitResult {
            await activity.update(ActivityContent(state: .init(status: "On the way", minutesLeft: 5), staleDate: nil))
            await activity.end(nil, dismissalPolicy: .default)
        }
        XCTAssertEqual(activity.activityState, .ended, "the default policy keeps the ended activity on the Lock Screen")
        XCTAssertEqual(Activity<LADeliveryAttributes>.activities.count, 1)
        try awaitResult { await activity.end(nil, dismissalPolicy: .immediate) }
        try awaitResult { await watchStates.value }
        try awaitResult { await watchContent.value }
        XCTAssertEqual(states, [.ended, .dismissed], "the state sequence ends once the activity is dismissed")
        XCTAssertEqual(contents, ["On the way"])
        XCTAssertTrue(Activity<LADeliveryAttributes>.activities.isEmpty)
    }

    func testAttributesOverFourKilobytesAreRefused() throws {
        let huge = LADeliveryAttributes(numberOfPizzas: 1, totalAmount: String(repeating: "$", count: 5000))
        XCTAssertThrowsError(try Activity.request(attributes: huge, content: ActivityContent(state: .init(status: "Baking", minutesLeft: 1),
                                                                                             staleDate: nil))) { error in
            XCTAssertEqual(error as? ActivityAuthorizationError, .attributesTooLarge)
        }
        XCTAssertTrue(Activity<LADeliveryAttributes>.activities.isEmpty)
    }

    func testTheLockScreenPresentationPreviewsOnItsTintAndStepsThroughStates() throws {
        let preview = Preview("Lock Screen", as: .content, using: LADeliveryAttributes(numberOfPizzas: 2, totalAmount: "$24"),
                              widget: { LADeliveryLiveActivity() }, contentStates: {
                                  LADeliveryAttributes.ContentState(status: "Baking", minutesLeft: 25)
                                  LADeliveryAttributes.ContentState(status: "On the way", minutesLeft: 5)
                              })
        let host = phoneHost(render(preview))
        host.advance(by: 0.1)
        XCTAssertTrue(host.shownTexts().contains("2 pizzas"), "\(host.shownTexts())")
        XCTAssertEqual(host.text(of: "lock-status"), "Baking")
        let banner = try XCTUnwrap(host.frame(of: "live-activity"))
        XCTAssertEqual(banner.width, 393 - 28, accuracy: 0.5, "the Lock Screen's width less its margins")
        let tint = host.render(scale: 1).pixel(x: Int(banner.minX + 4), y: Int(banner.midY))
        XCTAssertGreaterThan(tint.blue, 0.8, "drawn on activityBackgroundTint(.cyan)")
        XCTAssertLessThan(tint.red, 0.3)

        let second = try XCTUnwrap(host.frameOfText("2"))
        host.tap(at: CGPoint(x: second.midX, y: second.midY))
        XCTAssertEqual(host.text(of: "lock-status"), "On the way")
    }

    func testTheDynamicIslandPreviewsCompactAndExpanded() throws {
        let attributes = LADeliveryAttributes(numberOfPizzas: 2, totalAmount: "$24")
        let compact = Preview(as: .dynamicIsland(.compact), using: attributes, widget: { LADeliveryLiveActivity() }, contentStates: {
            LADeliveryAttributes.ContentState(status: "Baking", minutesLeft: 25)
        })
        let compactHost = phoneHost(render(compact))
        compactHost.advance(by: 0.1)
        XCTAssertTrue(compactHost.shownTexts().contains("25m"))
        XCTAssertEqual(compactHost.frame(of: "dynamic-island")?.height ?? 0, 37, accuracy: 0.5)

        let expanded = Preview(as: .dynamicIsland(.expanded), using: attributes, widget: { LADeliveryLiveActivity() }, contentStates: {
            LADeliveryAttributes.ContentState(status: "On the way", minutesLeft: 5)
        })
        let expandedHost = phoneHost(render(expanded))
        expandedHost.advance(by: 0.1)
        let texts = expandedHost.shownTexts()
        XCTAssertTrue(texts.contains("5 min") && texts.contains("On the way"), "\(texts)")
        let trailing = try XCTUnwrap(expandedHost.frameOfText("5 min"))
        let bottom = try XCTUnwrap(expandedHost.frameOfText("On the way"))
        XCTAssertLessThan(trailing.maxY, bottom.minY + 1, "the bottom region lies below the top row")
    }
}
