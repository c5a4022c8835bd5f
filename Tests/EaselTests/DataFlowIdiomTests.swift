import XCTest
import SwiftUI
import Combine
@testable import Easel

// Data flow as Apple's Scrumdinger tutorial and Hacking with Swift write it: an
// `ObservableObject` store owned with `@StateObject`, bindings into its `@Published` array,
// rows observing their own objects, settings shared with `@EnvironmentObject`.

// MARK: Scrumdinger-style store, list, detail and edit sheet

private struct DFDailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int) {
        self.id = id
        self.title = title
        self.attendees = attendees
        self.lengthInMinutes = lengthInMinutes
    }

    static var emptyScrum: DFDailyScrum {
        DFDailyScrum(title: "", attendees: [], lengthInMinutes: 5)
    }
}

extension DFDailyScrum {
    static let sampleData: [DFDailyScrum] = [
        DFDailyScrum(title: "Standup", attendees: ["Ana", "Bo", "Cy", "Dee"], lengthInMinutes: 10),
        DFDailyScrum(title: "Design Crit", attendees: ["Eli", "Fay"], lengthInMinutes: 5),
        DFDailyScrum(title: "Release Sync", attendees: ["Gus", "Hal", "Ivy"], lengthInMinutes: 15),
    ]
}

private final class DFScrumStore: ObservableObject {
    @Published var scrums: [DFDailyScrum] = DFDailyScrum.sampleData
}

private struct DFCardView: View {
    let scrum: DFDailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
            }
            .font(.caption)
        }
        .padding()
    }
}

private struct DFScrumsView: View {
    @StateObject private var store = DFScrumStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.scrums.indices, id: \.self) { index in
                    NavigationLink(destination: DFDetailView(scrum: $store.scrums[index])) {
                        DFCardView(scrum: store.scrums[index])
                    }
                    .accessibilityIdentifier("scrum-\(index)")
                }
            }
            .navigationTitle("Daily Scrums")
        }
    }
}

private struct DFDetailView: View {
    @Binding var scrum: DFDailyScrum

    @State private var editingScrum = DFDailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                Text(scrum.title)
                    .accessibilityIdentifier("detail-title")
                Text("\(scrum.lengthInMinutes) minutes")
                    .accessibilityIdentifier("detail-length")
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Label(attendee, systemImage: "person")
                }
            }
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
            .accessibilityIdentifier("edit")
        }
        .navigationTitle(scrum.title)
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DFDetailEditView(scrum: $editingScrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                            .accessibilityIdentifier("cancel")
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                            }
                            .accessibilityIdentifier("done")
                        }
                    }
            }
        }
    }
}

private struct DFDetailEditView: View {
    @Binding var scrum: DFDailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                    .accessibilityIdentifier("title-field")
                Text("\(scrum.lengthInMinutes) minutes")
                    .accessibilityIdentifier("edit-length")
                Button("Longer") {
                    scrum.lengthInMinutes += 5
                }
                .accessibilityIdentifier("longer")
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Text(attendee)
                }
                TextField("New Attendee", text: $newAttendeeName)
                    .accessibilityIdentifier("attendee-field")
                Button("Add Attendee") {
                    withAnimation {
                        scrum.attendees.append(newAttendeeName)
                        newAttendeeName = ""
                    }
                }
                .accessibilityIdentifier("add-attendee")
            }
        }
    }
}

// MARK: A text field bound straight into the store's array

private struct DFScrumCountView: View {
    @ObservedObject var store: DFScrumStore

    var body: some View {
        Text("\(store.scrums.count) scrums")
            .accessibilityIdentifier("scrum-count")
    }
}

private struct DFQuickEditView: View {
    @StateObject private var store = DFScrumStore()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $store.scrums[0].title)
                .accessibilityIdentifier("first-title")
            ForEach(store.scrums) { scrum in
                Text(scrum.title)
            }
            DFScrumCountView(store: store)
            Button("New Scrum") {
                store.scrums.append(DFDailyScrum(title: "Retro", attendees: [], lengthInMinutes: 30))
            }
            .accessibilityIdentifier("new-scrum")
        }
    }
}

// MARK: Rows that observe their own objects

private final class DFTodoItem: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var isDone = false

    init(title: String) {
        self.title = title
    }
}

private final class DFTodoList: ObservableObject {
    @Published var items = [DFTodoItem(title: "Buy milk"), DFTodoItem(title: "Walk dog")]
}

private struct DFTodoRow: View {
    @ObservedObject var item: DFTodoItem

    var body: some View {
        Button(item.isDone ? "Done: \(item.title)" : item.title) {
            item.isDone.toggle()
        }
    }
}

private struct DFTodoListView: View {
    @StateObject private var list = DFTodoList()

    var body: some View {
        VStack {
            Text("\(list.items.filter(\.isDone).count) of \(list.items.count) done")
                .accessibilityIdentifier("summary")
            ForEach(Array(list.items.enumerated()), id: \.element.id) { index, item in
                DFTodoRow(item: item)
                    .accessibilityIdentifier("todo-\(index)")
            }
            Button("Add") {
                list.items.append(DFTodoItem(title: "Call mum"))
            }
            .accessibilityIdentifier("add-todo")
        }
    }
}

// MARK: Hacking with Swift's GameSettings, shared through the environment

private final class DFGameSettings: ObservableObject {
    @Published var score = 0
    @Published var playerName = ""
}

private struct DFScoreView: View {
    @EnvironmentObject var settings: DFGameSettings

    var body: some View {
        Text("Score: \(settings.score)")
            .accessibilityIdentifier("score")
    }
}

private struct DFPlayerEditor: View {
    @EnvironmentObject var settings: DFGameSettings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Player name", text: $settings.playerName)
                .accessibilityIdentifier("player-field")
            Button("Done") {
                dismiss()
            }
            .accessibilityIdentifier("player-done")
        }
        .padding()
    }
}

private struct DFGameView: View {
    @StateObject private var settings = DFGameSettings()
    @State private var isEditingPlayer = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(settings.playerName.isEmpty ? "Who's playing?" : "Go, \(settings.playerName)!")
                    .accessibilityIdentifier("greeting")
                DFScoreView()
                Button("Increase Score") {
                    settings.score += 1
                }
                .accessibilityIdentifier("increase")
                NavigationLink(destination: DFScoreView()) {
                    Text("Show Detail View")
                }
                .accessibilityIdentifier("show-detail")
                Button("Edit Player") {
                    isEditingPlayer = true
                }
                .accessibilityIdentifier("edit-player")
            }
            .sheet(isPresented: $isEditingPlayer) {
                DFPlayerEditor()
            }
        }
        .environmentObject(settings)
    }
}

final class DataFlowIdiomTests: XCTestCase {
    private func makeHost<V: View>(_ view: V) -> PreviewHost {
        PreviewHost(view, size: CGSize(width: 390, height: 844))
    }

    /// Taps the trailing end of a text field, so typing appends to its text.
    private func tapEnd(of identifier: String, in host: PreviewHost, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = host.frame(of: identifier) else { return XCTFail("no \(identifier)", file: file, line: line) }
        host.tap(at: CGPoint(x: frame.maxX - 2, y: frame.midY))
    }

    func testEditingAScrumInASheetWritesBackThroughTheBinding() throws {
        let host = makeHost(DFScrumsView())
        XCTAssertEqual(host.text(of: "scrum-0"), "Standup")
        XCTAssertEqual(host.text(of: "scrum-1"), "Design Crit")

        host.tap("scrum-0")
        XCTAssertEqual(host.text(of: "detail-title"), "Standup")
        XCTAssertEqual(host.text(of: "detail-length"), "10 minutes")

        host.tap("edit")
        XCTAssertEqual(host.text(of: "title-field"), "Standup", "the sheet starts from a copy of the scrum")
        tapEnd(of: "title-field", in: host)
        host.type(" East")
        host.tap("longer")
        host.tap("attendee-field")
        host.type("Jo")
        host.tap("add-attendee")
        XCTAssertEqual(host.text(of: "title-field"), "Standup East")
        XCTAssertEqual(host.text(of: "edit-length"), "15 minutes")
        XCTAssertTrue(host.shownTexts().contains("Jo"), "the new attendee is listed in the sheet")
        // The sheet edits a copy: the detail beneath keeps the old values until Done.
        XCTAssertEqual(host.text(of: "detail-title"), "Standup")

        host.tap("done")
        XCTAssertNil(host.frame(of: "title-field"), "Done closes the sheet")
        XCTAssertEqual(host.text(of: "detail-title"), "Standup East")
        XCTAssertEqual(host.text(of: "detail-length"), "15 minutes")
        XCTAssertTrue(host.shownTexts().contains("Jo"))

        // Cancel throws the copy away.
        host.tap("edit")
        tapEnd(of: "title-field", in: host)
        host.type(" Draft")
        host.tap("cancel")
        XCTAssertNil(host.frame(of: "title-field"))
        XCTAssertEqual(host.text(of: "detail-title"), "Standup East")

        // Back in the list, the card shows what the binding wrote into the store.
        host.tap("navigation-back")
        XCTAssertEqual(host.text(of: "scrum-0"), "Standup East")
        XCTAssertEqual(host.text(of: "scrum-1"), "Design Crit")
    }

    func testATextFieldBoundIntoAPublishedArrayEditsTheStore() throws {
        let host = makeHost(DFQuickEditView())
        XCTAssertEqual(host.text(of: "scrum-count"), "3 scrums")
        XCTAssertEqual(host.text(of: "first-title"), "Standup")

        tapEnd(of: "first-title", in: host)
        host.type("!")
        XCTAssertEqual(host.text(of: "first-title"), "Standup!")
        XCTAssertEqual(host.shownTexts().filter { $0 == "Standup!" }.count, 2, "the field and the list row both show the edit")
        XCTAssertFalse(host.shownTexts().contains("Standup"))

        // The count view holds the same store with @ObservedObject and follows it.
        host.tap("new-scrum")
        XCTAssertEqual(host.text(of: "scrum-count"), "4 scrums")
        XCTAssertTrue(host.shownTexts().contains("Retro"))
        XCTAssertEqual(host.text(of: "first-title"), "Standup!", "appending kept the edit")
    }

    func testARowObservesItsOwnObjectAndNotTheList() throws {
        let host = makeHost(DFTodoListView())
        XCTAssertEqual(host.text(of: "summary"), "0 of 2 done")
        XCTAssertEqual(host.text(of: "todo-0"), "Buy milk")

        host.tap("todo-0")
        XCTAssertEqual(host.text(of: "todo-0"), "Done: Buy milk", "the row observes its item")
        // As on iOS, a change inside an item does not publish the list: the summary, which
        // observes the list, is not updated.
        XCTAssertEqual(host.text(of: "summary"), "0 of 2 done")

        // A change to the list itself re-evaluates the summary, which then reads every item.
        host.tap("add-todo")
        XCTAssertEqual(host.text(of: "summary"), "1 of 3 done")
        XCTAssertEqual(host.text(of: "todo-2"), "Call mum")
        XCTAssertEqual(host.text(of: "todo-0"), "Done: Buy milk")
    }

    func testAnEnvironmentObjectReachesPushedScreensAndSheets() throws {
        let host = makeHost(DFGameView())
        XCTAssertEqual(host.text(of: "score"), "Score: 0")
        XCTAssertEqual(host.text(of: "greeting"), "Who's playing?")

        for _ in 0..<3 { host.tap("increase") }
        XCTAssertEqual(host.text(of: "score"), "Score: 3")

        // The sheet finds the same object and edits it through `$settings.playerName`.
        host.tap("edit-player")
        host.tap("player-field")
        host.type("Ada")
        host.tap("player-done")
        XCTAssertNil(host.frame(of: "player-field"), "dismiss() closed the sheet")
        XCTAssertEqual(host.text(of: "greeting"), "Go, Ada!")

        // A pushed screen finds it too.
        host.tap("show-detail")
        XCTAssertNil(host.frame(of: "increase"), "the pushed screen covers the root")
        XCTAssertEqual(host.text(of: "score"), "Score: 3")
    }
}
