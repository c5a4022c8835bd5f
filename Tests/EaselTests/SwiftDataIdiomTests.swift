import XCTest
import SwiftUI
import SwiftData
@testable import Easel

// Models as Apple's "Adopting SwiftData for a Core Data app" and Xcode's SwiftData template
// write them.

@Model
final class SDItem {
    var timestamp: Date
    var title: String
    var isDone = false

    init(timestamp: Date, title: String) {
        self.timestamp = timestamp
        self.title = title
    }
}

@Model
final class SDTrip {
    @Attribute(.unique) var name: String
    var destination: String
    @Relationship(deleteRule: .cascade, inverse: \SDStop.trip) var stops: [SDStop] = []
    @Transient var isExpanded = false

    init(name: String, destination: String) {
        self.name = name
        self.destination = destination
    }
}

@Model
final class SDStop {
    var place: String
    var trip: SDTrip?

    init(place: String) {
        self.place = place
    }
}

/// The Xcode template's list: `@Query(sort:)`, `@Environment(\.modelContext)`, insert and delete.
private struct SDContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \SDItem.timestamp, order: .reverse) private var items: [SDItem]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
            }
            .toolbar {
                ToolbarItem {
                    Button("Add Item") { addItem() }.accessibilityIdentifier("add")
                }
            }
            .navigationTitle("\(items.count) items")
        }
    }

    private func addItem() {
        modelContext.insert(SDItem(timestamp: Date(timeIntervalSince1970: 2_000_000_000), title: "Newest"))
    }
}

/// A filtered query with `#Predicate`, and a row that edits a model it observes.
private struct SDOpenItems: View {
    @Query(filter: #Predicate<SDItem> { !$0.isDone }, sort: [SortDescriptor(\SDItem.title)]) private var open: [SDItem]

    var body: some View {
        VStack {
            Text(open.map(\.title).joined(separator: ",")).accessibilityIdentifier("open")
            if let first = open.first {
                Button("Finish") { first.isDone = true }.accessibilityIdentifier("finish")
            }
        }
    }
}

/// Sample data built in a static preview helper, as apps write them (apps mark it `@MainActor`;
/// XCTest on Linux cannot call main-actor test methods, so this one is not).
private enum SDPreviewData {
    static let container: ModelContainer = {
        let container = try! ModelContainer(for: SDItem.self, SDTrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (index, title) in ["Milk", "Bread", "Eggs"].enumerated() {
            container.mainContext.insert(SDItem(timestamp: Date(timeIntervalSince1970: Double(index) * 1000), title: title))
        }
        return container
    }()
}

final class SwiftDataIdiomTests: XCTestCase {
    func testTheTemplateListShowsSampleDataAndUpdatesOnInsert() throws {
        let host = phoneHost(SDContentView().modelContainer(SDPreviewData.container))
        XCTAssertEqual(host.text(of: "navigation-title"), "3 items")
        XCTAssertTrue(host.shownTexts().contains("Eggs"))
        let order = host.shownTexts().filter { ["Milk", "Bread", "Eggs"].contains($0) }
        XCTAssertEqual(order, ["Eggs", "Bread", "Milk"], "sorted by timestamp, newest first")
        host.tap("add")
        XCTAssertEqual(host.text(of: "navigation-title"), "4 items")
        XCTAssertEqual(host.shownTexts().filter { $0 == "Newest" }.count, 1)
    }

    func testModelContainerForTypeKeepsItsModelsAcrossRebuilds() throws {
        struct Screen: View {
            @State private var ticks = 0
            var body: some View {
                VStack {
                    Button("Tick \(ticks)") { ticks += 1 }.accessibilityIdentifier("tick")
                    SDContentView()
                }
                .modelContainer(for: SDItem.self, inMemory: true)
            }
        }
        let host = phoneHost(Screen())
        XCTAssertEqual(host.text(of: "navigation-title"), "0 items")
        host.tap("add")
        host.tap("tick")
        XCTAssertEqual(host.text(of: "navigation-title"), "1 items", "the container made by the modifier is kept")
    }

    func testPredicatesFilterAndModelChangesReachTheViews() throws {
        // A configuration naming its model types, as Stewart Lynch's container factory makes it.
        let configuration = ModelConfiguration(for: SDItem.self, isStoredInMemoryOnly: true)
        XCTAssertTrue(configuration.isStoredInMemoryOnly)
        let container = try ModelContainer(for: SDItem.self, configurations: configuration)
        for title in ["Walk", "Call", "Read"] { container.mainContext.insert(SDItem(timestamp: .now, title: title)) }
        let host = phoneHost(SDOpenItems().modelContainer(container))
        XCTAssertEqual(host.text(of: "open"), "Call,Read,Walk")
        host.tap("finish")
        XCTAssertEqual(host.text(of: "open"), "Read,Walk", "setting a property of an observed model updates the query's view")
    }

    func testContextFetchesRelationshipsAndDeletes() throws {
        let container = try ModelContainer(for: SDTrip.self, SDStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let trip = SDTrip(name: "Alps", destination: "Zermatt")
        context.insert(trip)
        trip.stops.append(SDStop(place: "Geneva"))
        trip.stops.append(SDStop(place: "Visp"))
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDStop>()), 2, "stops added to an inserted trip are in the context")
        var descriptor = FetchDescriptor<SDStop>(sortBy: [SortDescriptor(\.place, order: .reverse)])
        descriptor.fetchLimit = 1
        XCTAssertEqual(try context.fetch(descriptor).map(\.place), ["Visp"])
        context.delete(trip)
        XCTAssertTrue(trip.isDeleted)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SDTrip>()), 0)
        XCTAssertTrue(trip.modelContext == nil)
    }

    /// Predicates on identifiers, as a vehicle log checks whether a record is still used
    /// before deleting what it refers to: `persistentModelID ==`, through an optional
    /// relationship, and inside `contains(where:)`.
    func testPredicatesCompareIdentifiers() throws {
        let container = try ModelContainer(for: SDTrip.self, SDStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let alps = SDTrip(name: "Alps", destination: "Zermatt")
        let coast = SDTrip(name: "Coast", destination: "Nice")
        context.insert(alps)
        context.insert(coast)
        let geneva = SDStop(place: "Geneva")
        alps.stops.append(geneva)
        // Both sides, as Easel does not yet set a to-many's inverse (README, SwiftData).
        geneva.trip = alps

        func isValid<T: PersistentModel>(_ model: T) -> Bool {
            let id = model.persistentModelID
            let descriptor = FetchDescriptor<T>(predicate: #Predicate { $0.persistentModelID == id })
            return (try? context.fetch(descriptor).first) != nil
        }
        XCTAssertTrue(isValid(alps))

        let alpsID = alps.persistentModelID
        let stopsOfAlps = FetchDescriptor<SDStop>(predicate: #Predicate { $0.trip?.persistentModelID == alpsID })
        XCTAssertEqual(try context.fetch(stopsOfAlps).map(\.place), ["Geneva"])

        let genevaID = geneva.persistentModelID
        let tripsThroughGeneva = FetchDescriptor<SDTrip>(predicate: #Predicate<SDTrip> {
            $0.stops.contains(where: { $0.persistentModelID == genevaID })
        })
        XCTAssertEqual(try context.fetch(tripsThroughGeneva).map(\.name), ["Alps"])
        context.delete(coast)
        XCTAssertFalse(isValid(coast))
    }
}

