import Foundation
@_spi(Frameworks) import Easel

/// The objects of a fetch, kept current: the view is evaluated again when the context's
/// objects change (Apple: SwiftUI's "FetchRequest").
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: _FrameworkProperty {
    private let request: NSFetchRequest<Result>
    private let box = FetchBox()

    /// Apple: "init(fetchRequest:animation:)".
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    /// Apple: "init(fetchRequest:transaction:)".
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    /// Apple: "init(entity:sortDescriptors:predicate:animation:)".
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = NSFetchRequest(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    public var wrappedValue: FetchedResults<Result> {
        let context = box.context ?? NSManagedObjectContext.fallback
        return FetchedResults(objects: (try? context.fetch(request)) ?? [], request: request, invalidate: box.invalidate)
    }

    /// Apple: "projectedValue": the request's predicate and sorts, as bindings.
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let request = self.request, invalidate = box.invalidate
        return Binding(get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
                       set: { request.sortDescriptors = $0.nsSortDescriptors; request.predicate = $0.nsPredicate; invalidate() })
    }

    /// Apple: "FetchRequest.Configuration".
    public struct Configuration {
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
    }

    public func _install(_ installation: _PropertyInstallation) {
        let context = installation.environment.managedObjectContext
        if context === NSManagedObjectContext.fallback {
            NSPersistentContainer.say("@FetchRequest of \(Result.self): no managed object context above the view; it fetches nothing. Add `.environment(\\.managedObjectContext, container.viewContext)` to the preview.")
        }
        box.context = context
        box.invalidate = installation.invalidate
        installation.storage { FetchSubscription() }.watch(context, invalidate: installation.invalidate)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// Apple: "init(sortDescriptors:predicate:animation:)": the entity of `Result`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = NSFetchRequest(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    /// Apple: "init(sortDescriptors:predicate:animation:)" with Swift sort descriptors (iOS 15).
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = NSFetchRequest(entityName: Result.entity().name ?? String(describing: Result.self))
        request.swiftSorts = sortDescriptors.map { descriptor in
            { lhs, rhs in
                guard let left = lhs as? Result, let right = rhs as? Result else { return .orderedSame }
                return descriptor.compare(left, right)
            }
        }
        request.predicate = predicate
    }
}

/// The objects a `FetchRequest` found (Apple: "FetchedResults").
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]
    private let request: NSFetchRequest<Result>
    private let invalidate: () -> Void

    init(objects: [Result], request: NSFetchRequest<Result>, invalidate: @escaping () -> Void) {
        self.objects = objects
        self.request = request
        self.invalidate = invalidate
    }

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }

    /// Apple: "nsPredicate": set from a search field, the fetch filters anew.
    public var nsPredicate: NSPredicate? {
        get { request.predicate }
        nonmutating set { request.predicate = newValue; invalidate() }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        nonmutating set { request.sortDescriptors = newValue; invalidate() }
    }
}

final class FetchBox {
    var context: NSManagedObjectContext?
    var invalidate: () -> Void = {}
}

/// A view's subscription to its context's changes.
final class FetchSubscription {
    private weak var context: NSManagedObjectContext?

    func watch(_ context: NSManagedObjectContext, invalidate: @escaping () -> Void) {
        guard self.context !== context else { return }
        self.context?.stopObserving(self)
        self.context = context
        context.observe(self, invalidate)
    }

    deinit { context?.stopObserving(self) }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext.fallback }
}

extension EnvironmentValues {
    /// The context views fetch from and insert into (Apple: "managedObjectContext"), set with
    /// `.environment(\.managedObjectContext, container.viewContext)`.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension NSManagedObjectContext {
    /// The context a view reads when none was placed above it: empty, said once (SwiftUI stops
    /// with "Context in environment is not connected to a persistent store coordinator").
    static let fallback: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        return context
    }()
}
