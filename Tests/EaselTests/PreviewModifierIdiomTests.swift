import XCTest
import SwiftUI
import SwiftData

// iOS 18's preview modifiers as Apple's "PreviewModifier" page and WWDC24 "What's new in
// Xcode 16" write them: sample data in a model container made once and shared by the previews
// that name it, and modifiers without a context.

@Model
final class PMSnack {
    var name: String
    init(name: String) { self.name = name }
}

/// How often `PMSampleSnacks.makeSharedContext()` ran (it is made once, then shared).
nonisolated(unsafe) var pmSharedContextsMade = 0

struct PMSampleSnacks: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        pmSharedContextsMade += 1
        let container = try ModelContainer(for: PMSnack.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(PMSnack(name: "Potato chips"))
        container.mainContext.insert(PMSnack(name: "Apple slices"))
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension EnvironmentValues {
    @Entry var pmGreeting = "Hello"
}

/// A context made asynchronously, as a modifier that loads a catalogue does.
struct PMAsyncGreeting: PreviewModifier {
    static func makeSharedContext() async throws -> String {
        try await Task.sleep(nanoseconds: 1_000_000)
        return "Bonjour"
    }

    func body(content: Content, context: String) -> some View {
        content.environment(\.pmGreeting, context)
    }
}

/// A modifier without a context.
struct PMShout: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.environment(\.pmGreeting, "HEY")
    }
}

struct PMFailing: PreviewModifier {
    struct Missing: Error {}
    static func makeSharedContext() throws -> Int { throw Missing() }
    func body(content: Content, context: Int) -> some View { content.hidden() }
}

struct PMSnackList: View {
    @Query(sort: \PMSnack.name) private var snacks: [PMSnack]
    var body: some View {
        List(snacks) { Text($0.name) }
    }
}

struct PMGreetingView: View {
    @Environment(\.pmGreeting) private var greeting
    var body: some View { Text(greeting) }
}

#Preview("Snacks with sample data", traits: .modifier(PMSampleSnacks())) {
    PMSnackList()
}

#Preview("Snacks again", traits: .modifier(PMSampleSnacks()), .sizeThatFitsLayout) {
    PMSnackList()
}

#Preview("Async greeting", traits: .modifier(PMAsyncGreeting())) {
    PMGreetingView()
}

#Preview("Two modifiers", traits: .modifier(PMShout()), .modifier(PMAsyncGreeting())) {
    PMGreetingView()
}

#Preview("Failing modifier", traits: .modifier(PMFailing())) {
    PMGreetingView()
}

final class PreviewModifierIdiomTests: XCTestCase {
    private func host(_ name: String) throws -> PreviewHost {
        let entry = try XCTUnwrap(Previews.discovered.first { $0.name == name }, "no preview \(name)")
        return phoneHost(entry.makeView())
    }

    func testTheSharedContextIsMadeOnceAndAppliedAroundEachPreview() throws {
        XCTAssertEqual(try host("Snacks with sample data").shownTexts(), ["Apple slices", "Potato chips"])
        XCTAssertEqual(try host("Snacks again").shownTexts(), ["Apple slices", "Potato chips"])
        XCTAssertEqual(pmSharedContextsMade, 1)
        let entry = try XCTUnwrap(Previews.discovered.first { $0.name == "Snacks again" })
        XCTAssertEqual(entry.settings.layout, .sizeThatFits, "other traits still apply")
    }

    func testAnAsyncContextIsWaitedFor() throws {
        XCTAssertEqual(try host("Async greeting").shownTexts(), ["Bonjour"])
    }

    /// "The first modifier will apply to the body of the preview, the second modifier to the
    /// body of the first modifier": the inner environment wins.
    func testModifiersApplyInOrderTheFirstInnermost() throws {
        XCTAssertEqual(try host("Two modifiers").shownTexts(), ["HEY"])
    }

    func testAContextThatThrowsShowsThePreviewWithoutTheModifier() throws {
        Diagnostics.reset()
        XCTAssertEqual(try host("Failing modifier").shownTexts(), ["Hello"])
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("PMFailing.makeSharedContext() threw") }.count, 1)
    }
}
