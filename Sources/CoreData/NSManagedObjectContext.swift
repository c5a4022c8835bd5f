import Foundation
import EaselFoundation

/// A scratch pad of managed objects (Apple: "NSManagedObjectContext"): objects are inserted,
/// changed and deleted in it, fetched from it, and saved to its container's store. A preview's
/// contexts share their container's objects; saving makes the changes the store's (and, for a
/// store in a file, writes them there).
open class NSManagedObjectContext: @unchecked Sendable {
    /// Apple: "NSManagedObjectContextConcurrencyType".
    public enum ConcurrencyType: UInt, Sendable {
        case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
        @available(*, deprecated)
        case confinementConcurrencyType = 0
    }

    public let concurrencyType: ConcurrencyType
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    open var undoManager: UndoManager?
    open var parent: NSManagedObjectContext?
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { store = persistentStoreCoordinator?.store }
    }
    /// Where the objects are: the container's (the same for every context of it).
    var store: PersistentStore?
    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

    /// Objects inserted, and deleted, since the last save.
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var updated: Set<ObjectIdentifier> = []
    /// Views showing fetches of this context, told when objects change.
    private var observers: [(owner: ObjectIdentifier, weakOwner: () -> AnyObject?, notify: () -> Void)] = []

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    // MARK: Changing

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || !object.isInserted else { return }
        object.managedObjectContext = self
        object.isInserted = true
        inserted.append(object)
        store?.add(object)
        changed()
    }

    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        object.isDeleted = true
        deleted.append(object)
        store?.remove(object)
        // Cascade, and let go of the object on the other sides.
        for relationship in object.entity.relationshipsByName.values {
            let related = PredicateValues.objects(object.values[relationship.name])
            for other in related {
                if relationship.deleteRule == .cascadeDeleteRule, !other.isDeleted { delete(other) } else { object.updateInverse(of: relationship.name, on: other, adding: false) }
            }
        }
        changed()
    }

    func objectDidChange(_ object: NSManagedObject) {
        updated.insert(ObjectIdentifier(object))
        changed()
    }

    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updated.isEmpty }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var registeredObjects: Set<NSManagedObject> { Set(store?.objects ?? []) }

    /// Apple: "save()": the changes become the store's; a store in a file is written.
    open func save() throws {
        guard hasChanges else { return }
        let saved = (inserted: inserted, deleted: deleted)
        for object in inserted { object.willSave() }
        for object in store?.objects ?? [] {
            object.committedValues = object.values
            object.isInserted = false
        }
        inserted = []
        deleted = []
        updated = []
        try store?.write()
        NotificationCenter.default.post(name: NSManagedObjectContext.didSaveObjectsNotification, object: self,
                                        userInfo: [NSInsertedObjectsKey: Set(saved.inserted), NSDeletedObjectsKey: Set(saved.deleted)])
        changed()
    }

    /// Apple: "rollback()": unsaved inserts go, deletes come back, values are the saved ones.
    open func rollback() {
        for object in inserted { store?.remove(object) }
        for object in deleted where !object.isInserted { object.isDeleted = false; store?.add(object) }
        for object in store?.objects ?? [] { object.values = object.committedValues }
        inserted = []
        deleted = []
        updated = []
        changed()
    }

    open func reset() { rollback() }
    open func refreshAllObjects() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }

    /// Apple: "perform(schedule:_:)" (iOS 15).
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    /// Apple: "NSManagedObjectContext.ScheduledTaskType".
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    // MARK: Fetching

    /// Apple: "fetch(_:)": the store's objects of the request's entity (and its sub-entities),
    /// filtered by its predicate, sorted by its descriptors, offset and limited.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = matching(request)
        return objects.compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        matching(request).count
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        store?.objects.first { $0.objectID === objectID } ?? NSManagedObject()
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = store?.objects.first(where: { $0.objectID === objectID }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "The object is not in the store."])
        }
        return object
    }

    func matching<T>(_ request: NSFetchRequest<T>) -> [NSManagedObject] {
        let name = request.entityName ?? request.entity?.name
        var objects = (store?.objects ?? []).filter { !$0.isDeleted && (name == nil || $0.entity.name == name) }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        objects = PredicateValues.sorted(objects, by: request.sortDescriptors ?? [])
        for compare in request.swiftSorts.reversed() {
            objects = objects.enumerated().sorted { lhs, rhs in
                let order = compare(lhs.element, rhs.element)
                return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
            }.map(\.element)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    // MARK: Observing (for `@FetchRequest`)

    func observe(_ owner: AnyObject, _ notify: @escaping () -> Void) {
        observers.removeAll { $0.weakOwner() == nil || $0.owner == ObjectIdentifier(owner) }
        observers.append((ObjectIdentifier(owner), { [weak owner] in owner }, notify))
    }

    func stopObserving(_ owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    private func changed() {
        // Every context of the container shows the same objects.
        for context in store?.contexts ?? [self] {
            for observer in context.observers where observer.weakOwner() != nil { observer.notify() }
        }
        NotificationCenter.default.post(name: NSManagedObjectContext.didChangeObjectsNotification, object: self)
    }

    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveNotification")
}

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = NSManagedObjectContext.didSaveObjectsNotification
    public static let NSManagedObjectContextObjectsDidChange = NSManagedObjectContext.didChangeObjectsNotification
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"

/// Merge policies (Apple: "NSMergePolicy"); a preview's contexts share their objects, so
/// there is nothing to merge.
open class NSMergePolicy: @unchecked Sendable {
    public enum MergePolicyType: UInt, Sendable {
        case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
        case overwriteMergePolicyType, rollbackMergePolicyType
    }
    public let mergeType: MergePolicyType
    public init(merge type: MergePolicyType) { mergeType = type }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// Values read for sorting and filtering: managed objects in relationships, and sorts by key
/// or key path.
enum PredicateValues {
    static func objects(_ value: Any?) -> [NSManagedObject] {
        if let object = value as? NSManagedObject { return [object] }
        if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject } }
        if let set = value as? NSOrderedSet { return set.array.compactMap { $0 as? NSManagedObject } }
        return []
    }

    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        guard !descriptors.isEmpty else { return objects }
        return objects.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                let order: ComparisonResult
                if let key = descriptor.key {
                    order = compare(value(lhs.element, key), value(rhs.element, key))
                } else if let compared = descriptor._easelCompare(lhs.element, rhs.element) {
                    order = compared
                } else {
                    order = descriptor.compare(lhs.element, to: rhs.element)
                }
                if order != .orderedSame { return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func value(_ object: NSManagedObject, _ keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".") { current = (current as? NSManagedObject)?.value(forKey: String(key)) }
        return current
    }

    /// nil first; numbers, dates and strings (case-insensitively, numbers by value, as
    /// `localizedStandardCompare`) by value.
    static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = lhs as? Date, let b = rhs as? Date { return a.compare(b) }
        if let a = lhs as? String, let b = rhs as? String { return a.compare(b, options: [.caseInsensitive, .numeric]) }
        if let a = _KeyValueNumber.double(lhs), let b = _KeyValueNumber.double(rhs) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        return "\(lhs!)".compare("\(rhs!)")
    }

}
