import Foundation
@_spi(Frameworks) import Easel

/// Where models are inserted, fetched and deleted (Apple: "ModelContext").
///
/// Models live in memory, by type, in the order they were inserted. Inserting a model also
/// inserts the models it refers to (its relationships), as SwiftData does. Every insert and
/// delete tells the views that query this context, which evaluate their bodies again.
///
/// With a file store, a context starts with the models saved there; `save()` writes every
/// model it holds, and with `autosaveEnabled` an insert or delete is saved on the next turn
/// of the main run loop. A change to a model's properties is written by the next save.
public final class ModelContext: @unchecked Sendable {
    /// Held strongly, as SwiftData's is: `try ModelContainer(…).mainContext` keeps its
    /// container (a container and its main context live as long as each other).
    public let container: ModelContainer
    public var autosaveEnabled = true
    public private(set) var hasChanges = false
    private var models: [ObjectIdentifier: [AnyObject]] = [:]
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    public init(_ container: ModelContainer) {
        self.container = container
        guard let store = container.store else { return }
        do {
            for model in try store.load(schema: container.schema) { adopt(model) }
        } catch {
            Diagnostics.note("swiftdata-load", "SwiftData in Easel could not read the store at \(store.url.path): \(error). The context starts empty.")
        }
    }

    // MARK: Changing

    public func insert<T: PersistentModel>(_ model: T) {
        guard adopt(model) else { return }
        hasChanges = true
        changed()
        scheduleAutosave()
    }

    /// Deletes a model, and the models its `@Relationship(deleteRule: .cascade)` properties
    /// hold, as SwiftData does.
    public func delete<T: PersistentModel>(_ model: T) {
        guard remove(model) else { return }
        hasChanges = true
        changed()
        scheduleAutosave()
    }

    /// Takes a model and what it cascades to out of the context; returns whether it was here.
    private func remove(_ model: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: model))
        guard let index = models[type]?.firstIndex(where: { $0 === model }) else { return false }
        models[type]?.remove(at: index)
        ModelContext.deletedModels.insert(ObjectIdentifier(model))
        ModelContext.owners[ObjectIdentifier(model)] = nil
        for related in (model as? _EaselStoredModel)?._easelCascade() ?? [] { _ = remove(related) }
        return true
    }

    /// Deletes every model of a type that matches `predicate` (Apple: "delete(model:where:includeSubclasses:)").
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for match in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(match) }
    }

    /// Writes every model this context holds to the container's file, if it has one.
    public func save() throws {
        if let store = container.store {
            discoverRelatedModels()
            try store.save(models.values.flatMap { $0 })
        }
        hasChanges = false
    }

    private var autosaveScheduled = false

    /// Saves on the next turn of the main run loop, once for a burst of changes.
    private func scheduleAutosave() {
        guard autosaveEnabled, container.store != nil, !autosaveScheduled else { return }
        autosaveScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            autosaveScheduled = false
            do { try save() } catch {
                Diagnostics.note("swiftdata-autosave", "SwiftData in Easel could not save to \(container.store?.url.path ?? "its store"): \(error).")
            }
        }
    }

    public func rollback() {
        hasChanges = false
    }

    public func processPendingChanges() {}

    // MARK: Fetching

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        discoverRelatedModels()
        var result = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            result = try result.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            result.sort(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset, offset > 0 { result = Array(result.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit, limit >= 0 { result = Array(result.prefix(limit)) }
        return result
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with this identifier, if this context has it (Apple: "model(for:)").
    public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
        for list in models.values {
            if let found = list.first(where: { identifier.identifies($0) }) as? any PersistentModel { return found }
        }
        fatalError("No model with identifier \(identifier) in this context.")
    }

    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        models[ObjectIdentifier(T.self)]?.first { identifier.identifies($0) } as? T
    }

    // MARK: Observing

    /// Calls `change` after each insert and delete, until `observer` goes away.
    func observe(_ observer: AnyObject, _ change: @escaping () -> Void) {
        observers[ObjectIdentifier(observer)] = change
    }

    func stopObserving(_ observer: AnyObject) {
        observers[ObjectIdentifier(observer)] = nil
    }

    private func changed() {
        for change in observers.values { change() }
    }

    // MARK: Relationships

    /// Inserts a model (and what it refers to) unless it is here; returns whether it was new.
    @discardableResult
    private func adopt(_ model: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: model))
        if models[type]?.contains(where: { $0 === model }) == true { return false }
        models[type, default: []].append(model)
        ModelContext.owners[ObjectIdentifier(model)] = WeakContext(self)
        ModelContext.deletedModels.remove(ObjectIdentifier(model))
        for related in ModelContext.relatedModels(of: model) { adopt(related) }
        return true
    }

    /// Models that were attached to inserted ones after they were inserted (`trip.stops.append`).
    private func discoverRelatedModels() {
        for list in Array(models.values) {
            for model in list {
                for related in ModelContext.relatedModels(of: model) { adopt(related) }
            }
        }
    }

    /// The models a model's stored properties hold, alone, optional or in arrays.
    private static func relatedModels(of model: AnyObject) -> [AnyObject] {
        var found: [AnyObject] = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children { found += _models(in: child.value) }
            mirror = current.superclassMirror
        }
        return found
    }

    // MARK: Which context holds a model

    final class WeakContext {
        weak var context: ModelContext?
        init(_ context: ModelContext) { self.context = context }
    }

    nonisolated(unsafe) static var owners: [ObjectIdentifier: WeakContext] = [:]
    nonisolated(unsafe) static var deletedModels: Set<ObjectIdentifier> = []

    static func owner(of model: AnyObject) -> ModelContext? {
        owners[ObjectIdentifier(model)]?.context
    }
}

/// What to fetch: a predicate, an order, a window (Apple: "FetchDescriptor").
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
