import XCTest
import SwiftUI
import CoreData
@testable import Easel

// Core Data as apps use it: a model file (the XML inside `Model.xcdatamodeld`), subclasses of
// NSManagedObject, `NSPersistentContainer`, `@FetchRequest` and `\.managedObjectContext`.
// The preview build writes an app's `@NSManaged var title: String?` as the computed property
// below (Swift on Linux has no `@NSManaged`); `PackageHostTests` checks that rewrite, and
// `XcodeProjectWorkflowTests` the whole of `Examples/Notes`, a Core Data template app.

private let modelXML = """
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
    <entity name="CDItem" representedClassName="CDItem" syncable="YES">
        <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        <attribute name="priority" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
        <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="CDList" inverseName="items" inverseEntity="CDList"/>
    </entity>
    <entity name="CDList" representedClassName="CDList" syncable="YES">
        <attribute name="name" attributeType="String" defaultValueString="Untitled"/>
        <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="CDItem" inverseName="list" inverseEntity="CDItem"/>
    </entity>
</model>
"""

final class CDItem: NSManagedObject, Identifiable {
    var timestamp: Date? { get { _easelManagedValue("timestamp") } set { _easelSetManagedValue(newValue, forKey: "timestamp") } }
    var title: String? { get { _easelManagedValue("title") } set { _easelSetManagedValue(newValue, forKey: "title") } }
    var done: Bool { get { _easelManagedValue("done") } set { _easelSetManagedValue(newValue, forKey: "done") } }
    var priority: Int16 { get { _easelManagedValue("priority") } set { _easelSetManagedValue(newValue, forKey: "priority") } }
    var list: CDList? { get { _easelManagedValue("list") } set { _easelSetManagedValue(newValue, forKey: "list") } }

    class func fetchRequest() -> NSFetchRequest<CDItem> {
        NSFetchRequest<CDItem>(entityName: "CDItem")
    }
}

final class CDList: NSManagedObject, Identifiable {
    var name: String { get { _easelManagedValue("name") } set { _easelSetManagedValue(newValue, forKey: "name") } }
    var items: Set<CDItem>? { get { _easelManagedValue("items") } set { _easelSetManagedValue(newValue, forKey: "items") } }
    func addToItems(_ value: CDItem) { _easelAccessor("addToItems", value) }
}

/// The model file, as the preview build copies it into the app's bundle.
private let modelURL: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-coredata-\(getpid())/Model.xcdatamodel")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try! modelXML.write(to: url.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    return url
}()

/// Xcode's template `PersistenceController`, with a store in memory or in a file.
private struct PersistenceController {
    let container: NSPersistentContainer

    init(inMemory: Bool = false, storeURL: URL? = nil) {
        let model = NSManagedObjectModel(contentsOf: modelURL)!
        container = NSPersistentContainer(name: "Model", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        } else if let storeURL {
            container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? { fatalError("Unresolved error \(error), \(error.userInfo)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    static func preview() -> PersistenceController {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for (index, title) in ["Milk", "Bread", "Eggs"].enumerated() {
            let item = CDItem(context: viewContext)
            item.timestamp = Date(timeIntervalSince1970: Double(index) * 1000)
            item.title = title
        }
        try! viewContext.save()
        return result
    }
}

/// The template's list: sorted by key path, add and swipe-free delete.
private struct CDContentView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \CDItem.timestamp, ascending: true)], animation: .default)
    private var items: FetchedResults<CDItem>

    var body: some View {
        NavigationView {
            List {
                ForEach(items) { item in
                    Text(item.title ?? "")
                }
                .onDelete(perform: deleteItems)
            }
            .navigationTitle("\(items.count) items")
            .toolbar {
                ToolbarItem {
                    Button(action: addItem) { Label("Add Item", systemImage: "plus") }
                        .accessibilityIdentifier("add")
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete first") { deleteItems(offsets: [0]) }.accessibilityIdentifier("delete")
                }
            }
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = CDItem(context: viewContext)
            newItem.timestamp = Date(timeIntervalSince1970: 1_000_000)
            newItem.title = "Newest"
            do { try viewContext.save() } catch { fatalError("\(error)") }
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            offsets.map { items[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

/// A filtered request whose predicate a view changes through `$items.nsPredicate`.
private struct CDSearchView: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title, order: .reverse)]) private var items: FetchedResults<CDItem>
    @State private var query = ""

    var body: some View {
        VStack {
            Text(items.compactMap(\.title).joined(separator: ",")).accessibilityIdentifier("found")
            Button("Only B") { items.nsPredicate = NSPredicate(format: "title BEGINSWITH[c] %@", "b") }
                .accessibilityIdentifier("filter")
        }
    }
}

final class CoreDataIdiomTests: XCTestCase {
    func testTheTemplateListFetchesSortsAddsAndDeletes() {
        let controller = PersistenceController.preview()
        let host = phoneHost(CDContentView().environment(\.managedObjectContext, controller.container.viewContext))
        XCTAssertEqual(host.text(of: "navigation-title"), "3 items")
        XCTAssertEqual(host.shownTexts().filter { ["Milk", "Bread", "Eggs"].contains($0) }, ["Milk", "Bread", "Eggs"], "sorted by timestamp")
        XCTAssertFalse(host.shownTexts().contains("Select an item"), "an iPhone shows NavigationView's first column only")
        XCTAssertFalse(host.shownTexts().contains("Add Item"), "a toolbar label shows its icon only")
        host.tap("add")
        XCTAssertEqual(host.text(of: "navigation-title"), "4 items")
        XCTAssertEqual(host.shownTexts().last { ["Milk", "Bread", "Eggs", "Newest"].contains($0) }, "Newest")
        host.tap("delete")
        XCTAssertEqual(host.text(of: "navigation-title"), "3 items")
        XCTAssertFalse(host.shownTexts().contains("Milk"))
        XCTAssertEqual(try controller.container.viewContext.count(for: NSFetchRequest<CDItem>(entityName: "CDItem")), 3)
    }

    func testAPredicateSetThroughTheProjectedValueRefetches() {
        let controller = PersistenceController.preview()
        let host = phoneHost(CDSearchView().environment(\.managedObjectContext, controller.container.viewContext))
        XCTAssertEqual(host.text(of: "found"), "Milk,Eggs,Bread")
        host.tap("filter")
        XCTAssertEqual(host.text(of: "found"), "Bread")
    }

    func testPredicatesFollowKeyPathsThroughRelationships() throws {
        let context = PersistenceController(inMemory: true).container.viewContext
        let groceries = CDList(context: context)
        groceries.name = "Groceries"
        let chores = CDList(context: context)
        chores.name = "Chores"
        for (title, list, priority) in [("Milk", groceries, 2), ("Tea", groceries, 1), ("Sweep", chores, 3)] {
            let item = CDItem(context: context)
            item.title = title
            item.priority = Int16(priority)
            item.list = list
        }
        XCTAssertEqual(groceries.items?.count, 2, "setting the to-one side fills the to-many inverse")
        try context.save()

        func titles(_ format: String, _ arguments: CVarArg...) throws -> [String] {
            let request: NSFetchRequest<CDItem> = CDItem.fetchRequest()
            request.predicate = NSPredicate(format: format, argumentArray: arguments)
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            return try context.fetch(request).compactMap(\.title)
        }
        XCTAssertEqual(try titles("list.name == %@", "Groceries"), ["Milk", "Tea"])
        XCTAssertEqual(try titles("priority >= 2 AND NOT (title CONTAINS[c] %@)", "sw"), ["Milk"])
        XCTAssertEqual(try titles("%K == %@ OR priority == %d", "title", "Tea", 3), ["Sweep", "Tea"])
        XCTAssertEqual(try titles("title IN %@", ["Tea", "Sweep"]), ["Sweep", "Tea"])
        XCTAssertEqual(try titles("done == NO AND list != nil"), ["Milk", "Sweep", "Tea"])

        let lists = NSFetchRequest<CDList>(entityName: "CDList")
        lists.predicate = NSPredicate(format: "ANY items.priority > 2")
        XCTAssertEqual(try context.fetch(lists).map(\.name), ["Chores"])
        lists.predicate = NSPredicate(format: "items.@count == 2")
        XCTAssertEqual(try context.fetch(lists).map(\.name), ["Groceries"])

        // Deleting a list cascades to its items, as its relationship's rule says.
        context.delete(groceries)
        try context.save()
        XCTAssertEqual(try titles("TRUEPREDICATE"), ["Sweep"])
    }

    func testAStoreInAFileKeepsSavedObjectsAndRollbackDropsTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-coredata-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Model.sqlite")

        let first = PersistenceController(storeURL: url).container.viewContext
        let list = CDList(context: first)
        list.name = "Trip"
        let item = CDItem(context: first)
        item.title = "Passport"
        item.timestamp = Date(timeIntervalSince1970: 1_700_000_000)
        item.done = true
        item.priority = 5
        list.addToItems(item)
        try first.save()
        let unsaved = CDItem(context: first)
        unsaved.title = "Never saved"
        XCTAssertTrue(first.hasChanges)
        first.rollback()
        XCTAssertFalse(first.hasChanges)
        XCTAssertEqual(try first.count(for: NSFetchRequest<CDItem>(entityName: "CDItem")), 1)

        let second = PersistenceController(storeURL: url).container.viewContext
        let items = try second.fetch(NSFetchRequest<CDItem>(entityName: "CDItem"))
        XCTAssertEqual(items.count, 1)
        let read = try XCTUnwrap(items.first)
        XCTAssertTrue(read is CDItem, "read back as the model's class")
        XCTAssertEqual(read.title, "Passport")
        XCTAssertEqual(read.timestamp, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertTrue(read.done)
        XCTAssertEqual(read.priority, 5)
        XCTAssertEqual(read.list?.name, "Trip", "relationships are kept")
        XCTAssertEqual(read.list?.items?.map(\.title), ["Passport"])
    }

    func testUnsetAttributesReadAsTheModelsDefaults() {
        let context = PersistenceController(inMemory: true).container.viewContext
        let item = CDItem(context: context)
        XCTAssertEqual(item.priority, 1, "defaultValueString of the model")
        XCTAssertFalse(item.done)
        XCTAssertNil(item.title)
        XCTAssertEqual(CDList(context: context).name, "Untitled")
    }

    func testUndoManagerUndoesAGroupAndRedoesIt() {
        final class Counter { var value = 0 }
        let undo = UndoManager()
        let counter = Counter()
        func set(_ value: Int) {
            let old = counter.value
            undo.registerUndo(withTarget: counter) { target in
                let current = target.value
                target.value = old
                undo.registerUndo(withTarget: target) { $0.value = current }
            }
            counter.value = value
        }
        undo.beginUndoGrouping()
        set(3)
        set(7)
        undo.endUndoGrouping()
        undo.setActionName("Count")
        XCTAssertTrue(undo.canUndo)
        XCTAssertEqual(undo.undoMenuItemTitle, "Undo Count")
        undo.undo()
        XCTAssertEqual(counter.value, 0, "the group undoes together")
        XCTAssertTrue(undo.canRedo)
        undo.redo()
        XCTAssertEqual(counter.value, 7)
        set(9)
        XCTAssertFalse(undo.canRedo, "a new action clears the redo stack")
    }

    /// A view model that fetches with `Item.fetchRequest()` unannotated and follows a property
    /// with `publisher(for:)`, as a cocktail app's favourites do.
    func testAnUnannotatedFetchRequestAndAPropertyPublisher() throws {
        final class FavouriteModel: ObservableObject {
            @Published var title = ""
            var subscribers: [AnyCancellable] = []
            let context: NSManagedObjectContext
            init(context: NSManagedObjectContext) { self.context = context }

            func follow() throws {
                let fetchRequest = CDItem.fetchRequest()
                fetchRequest.predicate = NSPredicate(format: "title == %@", "Milk")
                guard let item = try context.fetch(fetchRequest).first else { return }
                subscribers.append(item.publisher(for: \.title).sink { [weak self] newValue in
                    self?.title = newValue ?? "(none)"
                })
            }
        }
        let controller = PersistenceController.preview()
        let model = FavouriteModel(context: controller.container.viewContext)
        try model.follow()
        XCTAssertEqual(model.title, "Milk", "the value at once (.initial)")
        let milk = try XCTUnwrap(try controller.container.viewContext.fetch(CDItem.fetchRequest()).first { $0.title == "Milk" })
        milk.title = "Oat milk"
        XCTAssertEqual(model.title, "Oat milk", "and after a change (.new)")
        let request: NSFetchRequest<CDItem> = CDItem.fetchRequest()
        XCTAssertEqual(try controller.container.viewContext.count(for: request), 3)
    }

    /// A class method that makes an object of its own class with `self.init(context:)`, as a
    /// journal app's `static func create(in:)` does: `init(context:)` is `required`.
    func testSelfInitContextMakesTheSubclass() throws {
        class CDJournalEntry: NSManagedObject {
            static func create(in context: NSManagedObjectContext) -> Self {
                self.init(context: context)
            }
        }
        let controller = PersistenceController(inMemory: true)
        let entry = CDJournalEntry.create(in: controller.container.viewContext)
        XCTAssertTrue(entry.managedObjectContext === controller.container.viewContext)
    }
}

