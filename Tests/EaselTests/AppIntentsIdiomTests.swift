import XCTest
import SwiftUI
@testable import AppIntents
@testable import Easel

// App Intents as Apple's "Accelerating app interactions with App Intents" sample and WWDC
// sessions write them: an intent with parameters (an Int with a default, an `AppEnum`), a
// value and a dialog in its result; an `AppEntity` with its query; an `OpenIntent`; the app's
// `AppShortcutsProvider` with phrases naming the app; a `Button(intent:)` and a `SiriTipView`
// in the app; a dependency the app adds at launch. A preview has no Siri: the intents perform
// for real when the app's controls run them.

@MainActor
private final class AITCoffeeLog: ObservableObject {
    static let shared = AITCoffeeLog()
    @Published var cups = 0
}

private enum AITCoffeeSize: String, AppEnum {
    case small, large

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [AITCoffeeSize: DisplayRepresentation] = [
        .small: "Small",
        .large: DisplayRepresentation(title: "Large", subtitle: "16 oz", image: .init(systemName: "cup.and.saucer.fill")),
    ]
}

private struct AITLogCoffeeIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Coffee"
    static var description = IntentDescription("Adds cups to today's count.")

    @Parameter(title: "Cups", default: 1)
    var cups: Int

    @Parameter(title: "Size")
    var size: AITCoffeeSize

    @Parameter(title: "Note")
    var note: String?

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        AITCoffeeLog.shared.cups += cups
        return .result(value: AITCoffeeLog.shared.cups, dialog: "Logged \(cups) \(size.rawValue) coffee")
    }
}

private struct AITCafe: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Café"
    static var defaultQuery = AITCafeQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Nearby")
    }

    static let all = [AITCafe(id: "bb", name: "Blue Bottle"), AITCafe(id: "ri", name: "Ritual")]
}

private struct AITCafeQuery: EntityQuery {
    func entities(for identifiers: [AITCafe.ID]) async throws -> [AITCafe] {
        AITCafe.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [AITCafe] {
        AITCafe.all
    }
}

private struct AITOpenCafeIntent: OpenIntent {
    static var title: LocalizedStringResource = "Open Café"

    @Parameter(title: "Café")
    var target: AITCafe

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The app's menu, added at launch and read by an intent through `@Dependency`.
private struct AITMenu: Sendable {
    let drinks: [String]
}

private struct AITMenuIntent: AppIntent {
    static var title: LocalizedStringResource = "Today's Menu"

    @Dependency
    var menu: AITMenu

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Today: \(menu.drinks.joined(separator: ", "))")
    }
}

private struct AITShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AITLogCoffeeIntent(), phrases: [
            "Log a coffee in \(.applicationName)",
            "\(.applicationName) coffee",
        ], shortTitle: "Log Coffee", systemImageName: "cup.and.saucer")
        AppShortcut(intent: AITOpenCafeIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"],
                    shortTitle: "Open Café", systemImageName: "map")
    }

    static var shortcutTileColor: ShortcutTileColor = .orange
}

/// The app's screen: the same intent behind a button, and a Siri tip for it.
private struct AITCoffeeView: View {
    @ObservedObject var log = AITCoffeeLog.shared
    @State private var showsTip = true

    var body: some View {
        VStack(spacing: 16) {
            Text("\(log.cups) cups").accessibilityIdentifier("cups")
            Button(intent: AITLogCoffeeIntent()) {
                Label("Log Coffee", systemImage: "cup.and.saucer")
            }
            .accessibilityIdentifier("log")
            SiriTipView(intent: AITLogCoffeeIntent(), isVisible: $showsTip)
        }
        .padding()
    }
}

final class AppIntentsIdiomTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { AITCoffeeLog.shared.cups = 0 }
        Diagnostics.reset()
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

    func testAButtonWithAnIntentPerformsItInTheApp() throws {
        let host = phoneHost(AITCoffeeView())
        XCTAssertEqual(host.text(of: "cups"), "0 cups")
        host.tap("log")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "cups"), "1 cups", "the intent's default of one cup was logged")
        XCTAssertTrue(host.shownTexts().contains("Say “Log a Coffee”"), "\(host.shownTexts())")
    }

    func testAnIntentReturnsItsValueAndDialogWithItsParameters() throws {
        let intent = AITLogCoffeeIntent()
        XCTAssertEqual(intent.cups, 1, "the parameter's default")
        XCTAssertEqual(intent.size, .small, "an unset enum parameter reads its first case")
        XCTAssertNil(intent.note)
        intent.cups = 2
        intent.size = .large
        let result = try awaitResult { try await intent.perform() }
        XCTAssertEqual(result.value, 2)
        XCTAssertEqual(result.dialogText, "Logged 2 large coffee")
        XCTAssertEqual(String(localized: AITLogCoffeeIntent.title), "Log a Coffee")
        XCTAssertEqual(intent.$cups.title.key, "Cups")
    }

    func testEntitiesComeFromTheirQueryAndEnumsNameTheirCases() throws {
        let suggested = try awaitResult { try await AITCafe.defaultQuery.suggestedEntities() }
        XCTAssertEqual(suggested.map { String(localized: $0.displayRepresentation.title) }, ["Blue Bottle", "Ritual"])
        let found = try awaitResult { try await AITCafe.defaultQuery.entities(for: ["ri"]) }
        XCTAssertEqual(found.map(\.name), ["Ritual"])
        XCTAssertEqual(String(localized: AITCoffeeSize.large.localizedStringResource), "Large")
        XCTAssertEqual(String(localized: AITCoffeeSize.typeDisplayRepresentation.name), "Size")

        let open = AITOpenCafeIntent()
        open.target = AITCafe.all[1]
        XCTAssertEqual(open.target.name, "Ritual")
        XCTAssertTrue(AITOpenCafeIntent.openAppWhenRun, "an OpenIntent opens the app")
    }

    func testTheAppsShortcutsListTheirPhrasesWithTheAppsName() throws {
        let shortcuts = AITShortcuts.appShortcuts
        XCTAssertEqual(shortcuts.count, 2)
        XCTAssertEqual(shortcuts[0].phrases, ["Log a coffee in ${applicationName}", "${applicationName} coffee"])
        XCTAssertTrue(shortcuts[1].phrases[0].hasPrefix("Open ${"), "\(shortcuts[1].phrases)")
        XCTAssertTrue(shortcuts[0].intent is AITLogCoffeeIntent)
        XCTAssertEqual(shortcuts[0].systemImageName, "cup.and.saucer")
        XCTAssertEqual(AITShortcuts.shortcutTileColor, .orange)
    }

    func testAnIntentReadsTheDependencyTheAppAdded() throws {
        AppDependencyManager.shared.add(dependency: AITMenu(drinks: ["Latte", "Mocha"]))
        let result = try awaitResult { try await AITMenuIntent().perform() }
        XCTAssertEqual(result.dialogText, "Today: Latte, Mocha")
    }

    func testAskingThePersonForAValueIsCancelledAndSaidOnce() throws {
        let intent = AITLogCoffeeIntent()
        XCTAssertThrowsError(try awaitResult { try await intent.$cups.requestValue("How many cups?") }) { error in
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("AppIntents: a preview has no Siri") }.count, 1)
    }
}
