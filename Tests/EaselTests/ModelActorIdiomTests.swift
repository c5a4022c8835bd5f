import XCTest
import SwiftUI
import SwiftData

// `@ModelActor` as "SwiftData background tasks" (useyourloaf.com) and Apple's forums write it:
// an actor that imports models with its own `modelContext`, called from a view's task.

@Model
final class MATrip {
    var name: String
    var visited = false
    init(name: String) { self.name = name }
}

@ModelActor
actor MATripImporter {
    func importTrips(_ names: [String]) throws -> Int {
        for name in names { modelContext.insert(MATrip(name: name)) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<MATrip>())
    }

    func markVisited(_ id: PersistentIdentifier) throws {
        guard let trip = self[id, as: MATrip.self] else { return }
        trip.visited = true
        try modelContext.save()
    }
}

struct MATripList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \MATrip.name) private var trips: [MATrip]
    @State private var imported = 0

    var body: some View {
        List {
            ForEach(trips) { trip in
                Text(trip.visited ? "\(trip.name) ✓" : trip.name)
            }
            Text("Imported \(imported)")
        }
        .task {
            let importer = MATripImporter(modelContainer: context.container)
            imported = (try? await importer.importTrips(["Oslo", "Kyoto"])) ?? -1
            if let first = trips.first { try? await importer.markVisited(first.persistentModelID) }
        }
    }
}

final class ModelActorIdiomTests: XCTestCase {
    func testAModelActorsInsertsShowInTheViewsQuery() throws {
        let container = try ModelContainer(for: MATrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(MATrip(name: "Berlin"))
        let host = phoneHost(MATripList().modelContainer(container))
        XCTAssertEqual(host.shownTexts(), ["Berlin", "Imported 0"])
        XCTAssertTrue(host.settle(timeout: 5))
        XCTAssertEqual(host.shownTexts(), ["Berlin ✓", "Kyoto", "Oslo", "Imported 3"])
    }

    func testTheActorHasItsContainerExecutorAndContext() throws {
        let container = try ModelContainer(for: MATrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let importer = MATripImporter(modelContainer: container)
        XCTAssertTrue(importer.modelContainer === container)
        XCTAssertTrue(importer.modelExecutor.modelContext === container.mainContext)
        XCTAssertTrue(importer.modelExecutor is DefaultSerialModelExecutor)

        final class Outcome: @unchecked Sendable { var count: Int? }
        let outcome = Outcome()
        Task { outcome.count = try await importer.importTrips(["Lima"]) }
        let deadline = Date(timeIntervalSinceNow: 5)
        while outcome.count == nil, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertEqual(outcome.count, 1)
        XCTAssertEqual(try container.mainContext.fetch(FetchDescriptor<MATrip>()).map(\.name), ["Lima"])
    }
}
