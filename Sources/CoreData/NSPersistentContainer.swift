import Foundation

/// What a fetch asks for (Apple: "NSFetchRequest").
// Apple constrains ResultType to the @objc protocol NSFetchRequestResult, whose
// existential conforms to itself there; Swift protocols on Linux do not, so the
// constraint is left off to keep `NSFetchRequest<NSFetchRequestResult>` compiling.
open class NSFetchRequest<ResultType>: @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    open var includesPropertyValues = true
    open var includesSubentities = true
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    /// Swift sort descriptors (`FetchRequest(sortDescriptors: [SortDescriptor(\.name)])`),
    /// which compare the objects themselves.
    var swiftSorts: [(NSManagedObject, NSManagedObject) -> ComparisonResult] = []

    public init(entityName: String) {
        self.entityName = entityName
    }

    public init() {}
}

/// A store's description (Apple: "NSPersistentStoreDescription"): in memory (`/dev/null`,
/// or `NSInMemoryStoreType`), or an SQLite file at `url`.
open class NSPersistentStoreDescription: @unchecked Sendable {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var isReadOnly = false
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    open private(set) var options: [String: NSObject] = [:]

    public init() {}
    public init(url: URL) { self.url = url }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    /// Whether the store keeps its objects in memory only.
    var isInMemory: Bool { type == NSInMemoryStoreType || url == nil || url?.path == "/dev/null" }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// Apple: "NSPersistentCloudKitContainerOptions"; a preview syncs nothing.
open class NSPersistentCloudKitContainerOptions: @unchecked Sendable {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// Apple: "NSPersistentStoreCoordinator".
open class NSPersistentStoreCoordinator: @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    let store = PersistentStore()

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
    }
}

/// A container's store: its objects, shared by its contexts; written to an SQLite file when
/// the description names one (`PersistentStoreFile`).
final class PersistentStore {
    private(set) var objects: [NSManagedObject] = []
    var contexts: [NSManagedObjectContext] { contextList.compactMap(\.context) }
    private var contextList: [WeakContext] = []
    var file: PersistentStoreFile?

    struct WeakContext { weak var context: NSManagedObjectContext? }

    func attach(_ context: NSManagedObjectContext) {
        contextList.removeAll { $0.context == nil }
        contextList.append(WeakContext(context: context))
    }

    func add(_ object: NSManagedObject) {
        if !objects.contains(where: { $0 === object }) { objects.append(object) }
    }

    func remove(_ object: NSManagedObject) {
        objects.removeAll { $0 === object }
    }

    func write() throws {
        try file?.write(objects)
    }
}

/// A Core Data stack (Apple: "NSPersistentContainer"): the model named `name` in the app's
/// bundle, a store, and a main-queue `viewContext`.
open class NSPersistentContainer: @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext: NSManagedObjectContext

    /// Every model a container read, for `NSManagedObject.entity()`.
    nonisolated(unsafe) static var knownModels: [NSManagedObjectModel] = []

    /// The model `name.momd` (or `name.xcdatamodeld`) of the main bundle.
    public convenience init(name: String) {
        let model = NSPersistentContainer.model(named: name) ?? {
            NSPersistentContainer.say("NSPersistentContainer(name: \"\(name)\"): the app's bundle has no model \(name).momd or \(name).xcdatamodeld; the container has no entities.")
            return NSManagedObjectModel()
        }()
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        persistentStoreDescriptions = [description]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreCoordinator.store.attach(viewContext)
        NSPersistentContainer.knownModels.append(model)
    }

    /// Apple: "defaultDirectoryURL()": the app's Application Support folder (in the preview's
    /// sandbox, in the temporary folder).
    open class func defaultDirectoryURL() -> URL {
        let folder = URL.applicationSupportDirectory
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Apple: "loadPersistentStores(completionHandler:)": in memory, or from the SQLite file.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            var failure: Error?
            if !description.isInMemory, let url = description.url {
                do {
                    let file = try PersistentStoreFile(url: url, model: managedObjectModel)
                    persistentStoreCoordinator.store.file = file
                    for object in try file.read() {
                        object.managedObjectContext = viewContext
                        object.committedValues = object.values
                        persistentStoreCoordinator.store.add(object)
                        object.awakeFromFetch()
                    }
                } catch {
                    failure = error
                }
            }
            block(description, failure)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreCoordinator.store.attach(context)
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    static func model(named name: String) -> NSManagedObjectModel? {
        for bundle in [Bundle.main] + Bundle.allBundles {
            for ext in ["momd", "xcdatamodeld", "mom"] {
                if let url = bundle.url(forResource: name, withExtension: ext), let model = NSManagedObjectModel(contentsOf: url) { return model }
            }
        }
        return nil
    }

    nonisolated(unsafe) private static var said: Set<String> = []
    static func say(_ message: String) {
        guard said.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("Easel: \(message)\n".utf8))
    }
}

/// Apple: "NSPersistentCloudKitContainer": a container that would sync with iCloud; a preview
/// keeps it local (said once).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    open override func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        NSPersistentContainer.say("NSPersistentCloudKitContainer: a preview has no iCloud account; the store stays on this machine.")
        super.loadPersistentStores(completionHandler: block)
    }

    open func initializeCloudKitSchema(options: Int = 0) throws {}
}
