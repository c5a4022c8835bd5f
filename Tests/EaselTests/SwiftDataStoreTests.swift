import XCTest
import SwiftUI
import SwiftData
@testable import Easel

/// A habit tracker's model, as apps write them: a Codable enum, an optional, a default value,
/// a transient flag, a to-many relationship and its inverse.
@Model
final class SDHabit {
    enum Frequency: String, Codable { case daily, weekly }

    var name: String
    var frequency: Frequency
    var note: String?
    var streak = 0
    var createdAt: Date
    @Relationship(deleteRule: .cascade) var checkIns: [SDCheckIn] = []
    @Transient var isHighlighted = false

    init(name: String, frequency: Frequency, createdAt: Date) {
        self.name = name
        self.frequency = frequency
        self.createdAt = createdAt
    }
}

@Model
final class SDCheckIn {
    var day: Date
    var habit: SDHabit?

    init(day: Date, habit: SDHabit? = nil) {
        self.day = day
        self.habit = habit
    }
}

/// Containers whose configuration names a file keep their models in it (SQLite): what one
/// container saves, the next one opened on the file finds, values and relationships alike.
final class SwiftDataStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-store-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func container(_ name: String = "habits.store") throws -> ModelContainer {
        try ModelContainer(for: SDHabit.self, SDCheckIn.self,
                           configurations: ModelConfiguration(url: folder.appendingPathComponent(name)))
    }

    func testSavedModelsComeBackWithTheirValuesAndRelationships() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        do {
            let context = try container().mainContext
            let read = SDHabit(name: "Read", frequency: .daily, createdAt: start)
            read.note = "Twenty pages"
            read.streak = 12
            read.isHighlighted = true
            let run = SDHabit(name: "Run", frequency: .weekly, createdAt: start.addingTimeInterval(60))
            context.insert(read)
            context.insert(run)
            for day in 0..<3 {
                let checkIn = SDCheckIn(day: start.addingTimeInterval(Double(day) * 86_400), habit: read)
                read.checkIns.append(checkIn)
            }
            try context.save()
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("habits.store").path))

        let context = try container().mainContext
        let habits = try context.fetch(FetchDescriptor<SDHabit>(sortBy: [SortDescriptor(\.createdAt)]))
        XCTAssertEqual(habits.map(\.name), ["Read", "Run"])
        let read = habits[0]
        XCTAssertEqual(read.frequency, .daily)
        XCTAssertEqual(read.note, "Twenty pages")
        XCTAssertEqual(read.streak, 12)
        XCTAssertEqual(read.createdAt, start)
        XCTAssertFalse(read.isHighlighted, "transient: not stored, back to its initial value")
        XCTAssertNil(habits[1].note)
        XCTAssertEqual(habits[1].frequency, .weekly)
        XCTAssertEqual(read.checkIns.map(\.day), (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) })
        XCTAssertTrue(read.checkIns.allSatisfy { $0.habit === read }, "the inverse points back at the same object")
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDCheckIn>()), 3)
        XCTAssertTrue(habits[1].checkIns.isEmpty)
    }

    /// An insert or delete is saved on the next turn of the main run loop (autosave); a
    /// deleted model is gone from the file.
    func testAutosaveWritesInsertsAndDeletes() throws {
        let context = try container().mainContext
        let walk = SDHabit(name: "Walk", frequency: .daily, createdAt: Date())
        context.insert(walk)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(try container().mainContext.fetch(FetchDescriptor<SDHabit>()).map(\.name), ["Walk"])
        context.delete(walk)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(try container().mainContext.fetchCount(FetchDescriptor<SDHabit>()), 0)
    }

    /// A view querying a container opened on a file shows what was saved there.
    func testAQueryShowsTheStoredModels() throws {
        do {
            let context = try container().mainContext
            context.insert(SDHabit(name: "Stretch", frequency: .daily, createdAt: Date()))
            try context.save()
        }
        struct Habits: View {
            @Query(sort: \SDHabit.name) private var habits: [SDHabit]
            var body: some View {
                List(habits) { habit in Text(habit.name) }
            }
        }
        let host = phoneHost(Habits().modelContainer(try container()))
        XCTAssertTrue(host.shownTexts().contains("Stretch"), "\(host.shownTexts())")
    }

    /// A file that cannot be a store is an error that says where, not a crash.
    func testAStoreThatCannotBeOpenedIsAClearError() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notADatabase = folder.appendingPathComponent("notes.txt")
        try Data("plain text, not SQLite".utf8).write(to: notADatabase)
        XCTAssertThrowsError(try ModelContainer(for: SDHabit.self, configurations: ModelConfiguration(url: notADatabase))) { error in
            XCTAssertTrue("\(error)".contains(notADatabase.path), "\(error)")
        }
        let blocked = notADatabase.appendingPathComponent("inside-a-file.store")
        XCTAssertThrowsError(try ModelContainer(for: SDHabit.self, configurations: ModelConfiguration(url: blocked)))
    }

    /// `@Relationship(deleteRule: .cascade)`: deleting a habit deletes its check-ins, in
    /// memory and in the file.
    func testDeletingAModelCascadesToItsCheckIns() throws {
        let context = try container().mainContext
        let read = SDHabit(name: "Read", frequency: .daily, createdAt: Date())
        context.insert(read)
        read.checkIns = [SDCheckIn(day: Date(), habit: read), SDCheckIn(day: Date(), habit: read)]
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDCheckIn>()), 2)
        context.delete(read)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDCheckIn>()), 0)
        XCTAssertTrue(read.checkIns.allSatisfy(\.isDeleted))
        try context.save()
        XCTAssertEqual(try container().mainContext.fetchCount(FetchDescriptor<SDCheckIn>()), 0)
    }
}
