import XCTest
import SwiftUI
import AppIntents
@testable import WidgetKit
@testable import Easel

// A widget as Xcode's template and Apple's "Emoji Rangers" sample write one: a timeline entry
// and entry view shared by the app and its widget extension, a provider reading the app's
// store, a `StaticConfiguration` with a name, description and families, and a bundle. The app
// saves and tells `WidgetCenter`; the widget previews as Xcode's canvas draws it (at its
// family's size, its entries to step through), reloads when the app asks, and opens its
// `widgetURL` when tapped. An interactive widget's `Button(intent:)` runs its intent and the
// widget reloads, as on iOS 17.

/// The app group's store both targets read (apps use `UserDefaults(suiteName:)`).
private final class WGTMoodStore {
    static let shared = WGTMoodStore()
    var mood = "😐"
    var streak = 0
    func reset() {
        mood = "😐"
        streak = 0
    }
}

/// Shared: the entry.
private struct WGTMoodEntry: TimelineEntry {
    let date: Date
    let mood: String
    let streak: Int
}

/// Widget extension: the provider, as Xcode's template writes it.
private struct WGTMoodProvider: TimelineProvider {
    func placeholder(in context: Context) -> WGTMoodEntry {
        WGTMoodEntry(date: Date(), mood: "🙂", streak: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (WGTMoodEntry) -> ()) {
        completion(WGTMoodEntry(date: Date(), mood: WGTMoodStore.shared.mood, streak: WGTMoodStore.shared.streak))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WGTMoodEntry>) -> ()) {
        let entry = WGTMoodEntry(date: Date(), mood: WGTMoodStore.shared.mood, streak: WGTMoodStore.shared.streak)
        let timeline = Timeline(entries: [entry], policy: .never)
        completion(timeline)
    }
}

/// Shared: the entry view, which the app also shows in its settings screen.
private struct WGTMoodWidgetEntryView: View {
    var entry: WGTMoodProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.mood).font(.largeTitle).accessibilityIdentifier("mood")
            Text("\(entry.streak)-day streak").font(.caption).accessibilityIdentifier("streak")
            if family == .systemMedium {
                Text("Keep it up!").font(.caption2)
            }
        }
        .containerBackground(for: .widget) {
            Color.orange
        }
        .widgetURL(URL(string: "mood://today"))
    }
}

private struct WGTMoodWidget: Widget {
    let kind: String = "MoodWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WGTMoodProvider()) { entry in
            WGTMoodWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Mood")
        .description("Today's mood and your streak.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// An interactive widget (iOS 17): a button that runs an intent.
private struct WGTLogMoodIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Great Day"

    func perform() async throws -> some IntentResult {
        WGTMoodStore.shared.mood = "😄"
        WGTMoodStore.shared.streak += 1
        return .result()
    }
}

private struct WGTQuickLogWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuickLog", provider: WGTMoodProvider()) { entry in
            VStack {
                Text("\(entry.streak)").accessibilityIdentifier("quick-streak")
                Button(intent: WGTLogMoodIntent()) {
                    Label("Great", systemImage: "sun.max")
                }
                .accessibilityIdentifier("quick-log")
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .contentMarginsDisabled()
    }
}

private struct WGTWidgets: WidgetBundle {
    var body: some Widget {
        WGTMoodWidget()
        if #available(iOS 17.0, *) {
            WGTQuickLogWidget()
        }
    }
}

/// The app: saving a mood tells WidgetCenter, as apps do after writing to the app group.
private struct WGTMoodPicker: View {
    @State private var mood = WGTMoodStore.shared.mood

    var body: some View {
        VStack(spacing: 12) {
            Text("Today: \(mood)").accessibilityIdentifier("today")
            Button("Great") { save("😄") }.accessibilityIdentifier("great")
        }
    }

    private func save(_ newMood: String) {
        mood = newMood
        WGTMoodStore.shared.mood = newMood
        WGTMoodStore.shared.streak += 1
        WidgetCenter.shared.reloadTimelines(ofKind: "MoodWidget")
    }
}

final class WidgetKitIdiomTests: XCTestCase {
    override func setUp() {
        super.setUp()
        WGTMoodStore.shared.reset()
        Diagnostics.reset()
    }

    private func render(_ preview: Preview) -> AnyView {
        MainActor.assumeIsolated { AnyView(preview.body()) }
    }

    func testTheSharedEntryViewPreviewsAtItsFamilysSize() throws {
        let entry = WGTMoodEntry(date: Date(), mood: "🥳", streak: 3)
        let small = phoneHost(WGTMoodWidgetEntryView(entry: entry).previewContext(WidgetPreviewContext(family: .systemSmall)))
        XCTAssertEqual(small.text(of: "streak"), "3-day streak")
        // The Human Interface Guidelines' small widget on a 393 × 852 iPhone.
        XCTAssertEqual(small.frame(of: "widget-systemSmall")?.size, CGSize(width: 158, height: 158))
        XCTAssertFalse(small.shownTexts().contains("Keep it up!"), "the small family reads .systemSmall")

        let medium = phoneHost(WGTMoodWidgetEntryView(entry: entry).previewContext(WidgetPreviewContext(family: .systemMedium)))
        XCTAssertEqual(medium.frame(of: "widget-systemMedium")?.size, CGSize(width: 338, height: 158))
        XCTAssertTrue(medium.shownTexts().contains("Keep it up!"), "the entry view reads its family from the environment")

        // In the app, outside a widget, the container background is drawn behind the view.
        let inApp = phoneHost(WGTMoodWidgetEntryView(entry: entry))
        XCTAssertEqual(inApp.text(of: "mood"), "🥳")
    }

    func testAWidgetPreviewAsksItsProviderAndReloadsWhenTheAppSaves() throws {
        let preview = Preview("Mood", as: .systemSmall, widget: { WGTMoodWidget() }, timelineProvider: { WGTMoodProvider() })
        let host = phoneHost(VStack {
            WGTMoodPicker()
            render(preview)
        })
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "streak"), "0-day streak", "the provider's timeline is shown")
        XCTAssertEqual(host.text(of: "mood"), "😐")

        host.tap("great")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "today"), "Today: 😄")
        XCTAssertEqual(host.text(of: "mood"), "😄", "reloadTimelines(ofKind:) asked the provider again")
        XCTAssertEqual(host.text(of: "streak"), "1-day streak")
        XCTAssertEqual(WidgetCenter.shared.reloads.requests.last, "MoodWidget")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("WidgetKit: a preview has no Home Screen") }.count, 1)
    }

    func testATimelinePreviewStepsThroughItsEntriesOnTheWidgetsBackground() throws {
        let now = Date()
        let preview = Preview("Streaks", as: .systemSmall, widget: { WGTMoodWidget() }, timeline: {
            WGTMoodEntry(date: now, mood: "😴", streak: 1)
            WGTMoodEntry(date: now.addingTimeInterval(3600), mood: "🤩", streak: 2)
        })
        let host = phoneHost(render(preview))
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "mood"), "😴", "the first entry is shown first")
        let step = try XCTUnwrap(host.frameOfText("2"), "a button per entry: \(host.shownTexts())")
        host.tap(at: CGPoint(x: step.midX, y: step.midY))
        XCTAssertEqual(host.text(of: "mood"), "🤩")
        XCTAssertEqual(host.text(of: "streak"), "2-day streak")

        // The container background fills the whole widget, its content margins included.
        let widget = try XCTUnwrap(host.frame(of: "widget-systemSmall"))
        let margin = host.render(scale: 1).pixel(x: Int(widget.minX + 8), y: Int(widget.midY))
        XCTAssertGreaterThan(margin.red, 0.9, "orange in the margin")
        XCTAssertLessThan(margin.blue, 0.1)
    }

    func testTappingAWidgetOpensItsURL() throws {
        var opened: URL?
        let preview = Preview(as: .systemSmall, widget: { WGTMoodWidget() }, timeline: {
            WGTMoodEntry(date: Date(), mood: "🙂", streak: 5)
        })
        let host = phoneHost(render(preview).environment(\.openURL, OpenURLAction { url in
            opened = url
            return .handled
        }))
        host.advance(by: 0.1)
        host.tap("widget-systemSmall")
        XCTAssertEqual(opened?.absoluteString, "mood://today")
    }

    func testAnInteractiveWidgetRunsItsIntentAndReloads() throws {
        let preview = Preview(as: .systemSmall, widget: { WGTQuickLogWidget() }, timelineProvider: { WGTMoodProvider() })
        let host = phoneHost(render(preview))
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "quick-streak"), "0")
        host.tap("quick-log")
        host.advance(by: 0.1)
        XCTAssertEqual(WGTMoodStore.shared.mood, "😄", "the intent performed")
        XCTAssertEqual(host.text(of: "quick-streak"), "1", "the widget reloaded after its intent")
    }

    func testABundleListsItsWidgetsAndWidgetCenterFindsNoneOnAHomeScreen() throws {
        let widgets = MainActor.assumeIsolated { WGTWidgets().widgets }
        XCTAssertEqual(widgets.count, 2, "if #available keeps the iOS 17 widget")
        let kinds = MainActor.assumeIsolated { widgets.compactMap { ($0 as? WGTMoodWidget)?.resolvedWidget?.kind } }
        XCTAssertEqual(kinds, ["MoodWidget"])
        let mood = try XCTUnwrap(MainActor.assumeIsolated { WGTMoodWidget().resolvedWidget })
        XCTAssertEqual(mood.displayName, "Mood")
        XCTAssertEqual(mood.description, "Today's mood and your streak.")
        XCTAssertEqual(mood.supportedFamilies, [.systemSmall, .systemMedium])
        XCTAssertEqual(MainActor.assumeIsolated { WGTQuickLogWidget().resolvedWidget?.contentMarginsDisabled }, true)

        var configurations: [WidgetInfo]?
        WidgetCenter.shared.getCurrentConfigurations { result in
            if case .success(let found) = result { configurations = found }
        }
        let deadline = Date().addingTimeInterval(1)
        while configurations == nil, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertEqual(configurations?.count, 0, "a preview has no Home Screen widgets")
        XCTAssertEqual(WidgetFamily.systemSmall.description, "systemSmall")
    }
}
