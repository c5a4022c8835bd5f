import XCTest
import Combine
@testable import Easel

/// `ObservableObject` models: which views a change re-evaluates, `@StateObject` identity,
/// `@EnvironmentObject` lookup, `$model.property` bindings.
final class ObservableObjectTests: XCTestCase {
    final class Library: ObservableObject {
        @Published var title = "Books"
        @Published var count = 0
        static var made = 0
        init() { Library.made += 1 }
    }

    /// Counts body evaluations per view name.
    final class Evaluations {
        var counts: [String: Int] = [:]
        func note(_ name: String) { counts[name, default: 0] += 1 }
    }

    struct Holder: View {
        @ObservedObject var library: Library
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("holder")
            return Text(library.title).accessibilityIdentifier("title")
        }
    }

    struct Bystander: View {
        let evaluations: Evaluations
        @State private var unrelated = 0
        var body: some View {
            evaluations.note("bystander")
            return Text("Static \(unrelated)")
        }
    }

    struct Owner: View {
        @StateObject private var library = Library()
        let evaluations: Evaluations
        @State private var ticks = 0
        var body: some View {
            VStack {
                Holder(library: library, evaluations: evaluations)
                Bystander(evaluations: evaluations)
                Button("Tick") { ticks += 1 }.accessibilityIdentifier("tick")
                Button("Rename") { library.title = "Novels" }.accessibilityIdentifier("rename")
                Text("\(ticks)")
            }
        }
    }

    func testStateObjectIsMadeOnceAndAChangeReevaluatesOnlyItsHolders() {
        Library.made = 0
        let evaluations = Evaluations()
        let host = phoneHost(Owner(evaluations: evaluations))
        XCTAssertEqual(host.text(of: "title"), "Books")
        for _ in 0..<3 { host.tap("tick"); host.layoutIfNeeded() }
        XCTAssertEqual(Library.made, 1, "the parent's body ran four times; the object was made once")
        let before = evaluations.counts
        host.tap("rename")
        XCTAssertEqual(host.text(of: "title"), "Novels")
        // The owner holds the object too (@StateObject), so it runs again and passes the same
        // object down; the bystander, which holds no object and whose inputs did not change,
        // is built again by the owner's body but keeps its record.
        XCTAssertEqual(evaluations.counts["holder"], before["holder"]! + 1)
    }

    struct DirectHolder: View {
        @ObservedObject var library: Library
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("direct")
            return Text("\(library.count)").accessibilityIdentifier("count")
        }
    }

    struct Siblings: View {
        let first: Library
        let second: Library
        let evaluations: Evaluations
        var body: some View {
            VStack {
                DirectHolder(library: first, evaluations: evaluations)
                Holder(library: second, evaluations: evaluations)
            }
        }
    }

    func testAChangeReevaluatesExactlyTheViewsHoldingThatObject() {
        let first = Library(), second = Library()
        let evaluations = Evaluations()
        let host = phoneHost(Siblings(first: first, second: second, evaluations: evaluations))
        host.layoutIfNeeded()
        XCTAssertEqual(evaluations.counts, ["direct": 1, "holder": 1])
        first.count = 5
        XCTAssertEqual(host.text(of: "count"), "5")
        XCTAssertEqual(evaluations.counts, ["direct": 2, "holder": 1], "the view holding the other object is not re-evaluated")
        second.title = "Poems"
        XCTAssertEqual(host.text(of: "title"), "Poems")
        XCTAssertEqual(evaluations.counts, ["direct": 2, "holder": 2])
    }

    final class Settings: ObservableObject {
        @Published var username = "Ada"
    }

    struct Profile: View {
        @EnvironmentObject var settings: Settings
        var body: some View {
            VStack {
                Text(settings.username).accessibilityIdentifier("name")
                TextField("Name", text: $settings.username).accessibilityIdentifier("field")
            }
        }
    }

    func testEnvironmentObjectIsFoundAndItsBindingsEditIt() {
        let settings = Settings()
        let host = phoneHost(Profile().environmentObject(settings))
        XCTAssertEqual(host.text(of: "name"), "Ada")
        host.tap("field")
        host.type("!")
        XCTAssertEqual(settings.username, "Ada!")
        XCTAssertEqual(host.text(of: "name"), "Ada!")
    }

    func testAMissingEnvironmentObjectShowsWhatIsMissingInsteadOfStopping() {
        Diagnostics.reset()
        let host = phoneHost(VStack { Text("Header"); Profile() })
        let texts = host.shownTexts()
        XCTAssertEqual(texts.first, "Header", "the rest of the screen still draws")
        XCTAssertTrue(texts.contains { $0.contains("No ObservableObject of type Settings found") }, "\(texts)")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("environmentObject(_:) for Settings") })
        XCTAssertNil(host.text(of: "name"))
    }

    func testAModelPublishingFromAnotherThreadStillUpdatesTheView() {
        let library = Library()
        let evaluations = Evaluations()
        let host = phoneHost(Holder(library: library, evaluations: evaluations))
        XCTAssertEqual(host.text(of: "title"), "Books")
        let done = expectation(description: "published")
        DispatchQueue.global().async {
            library.title = "Atlases"
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        host.advance(by: 0.05)
        XCTAssertEqual(host.text(of: "title"), "Atlases")
    }
}
