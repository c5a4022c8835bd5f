import Foundation
@_spi(Frameworks) import Easel

/// The models of a type in the view's model context, filtered and sorted; the view is
/// evaluated again when models are inserted or deleted (Apple: "Query").
///
/// `Result` is always `[Element]`; saying so on the type (Apple says it on the initialisers)
/// lets the Xcode template's `@Query private var items: [Item]`, which has no initialiser to
/// infer `Element` from, compile.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: _FrameworkProperty where Result: Sequence, Result.Element == Element {
    private let descriptor: FetchDescriptor<Element>
    private let box = QueryBox()

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// Every model of the type, in no particular order (Apple: "init()"): the Xcode template's
    /// `@Query private var items: [Item]`. Declared on the type itself so that the view's
    /// memberwise initialiser default-initialises the query (and stays callable as `View()`).
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    public var wrappedValue: Result {
        let context = box.context ?? ModelContext.fallback
        let models = (try? context.fetch(descriptor)) ?? []
        return models as! Result
    }

    /// The context the query reads (Apple: "modelContext").
    public var modelContext: ModelContext { box.context ?? ModelContext.fallback }

    public func _install(_ installation: _PropertyInstallation) {
        let context = installation.environment.modelContext
        box.context = context
        let subscription = installation.storage { QuerySubscription() }
        subscription.watch(context, invalidate: installation.invalidate)
    }
}

extension Query where Result == [Element] {
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }
}

/// `@Query(sort: \.date) var expenses: [Expense] = []`: since iOS 26's SDK `Query` is also a
/// macro (Apple: "Query(filter:sort:animation:)", an accessor macro), and code written against
/// it gives the property an initial value, which the query replaces. Each form takes it and
/// leaves it unused.
extension Query where Result == [Element] {
    public init(wrappedValue: Result) {
        self.init()
    }

    public init(wrappedValue: Result, filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation = .default) {
        self.init(filter: filter, sort: descriptors, animation: animation)
    }

    public init<Value: Comparable>(wrappedValue: Result, filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(filter: filter, sort: keyPath, order: order, animation: animation)
    }

    public init<Value: Comparable>(wrappedValue: Result, filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(filter: filter, sort: keyPath, order: order, animation: animation)
    }

    public init(wrappedValue: Result, _ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor, animation: animation)
    }
}

final class QueryBox {
    var context: ModelContext?
}

/// A view's subscription to its context's inserts and deletes.
final class QuerySubscription {
    private weak var context: ModelContext?

    func watch(_ context: ModelContext, invalidate: @escaping () -> Void) {
        guard self.context !== context else { return }
        self.context?.stopObserving(self)
        self.context = context
        context.observe(self, invalidate)
    }

    deinit {
        context?.stopObserving(self)
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext.fallback }
}

extension EnvironmentValues {
    /// The context of the container placed above the view with `modelContainer(_:)` (Apple:
    /// "modelContext"); without one, an empty context that says so once.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// The context a view reads when no container was placed above it.
    static let fallback: ModelContext = {
        Diagnostics.note("swiftdata-no-container", "A view read \\.modelContext or @Query without a modelContainer(_:) above it: it gets an empty context. Add .modelContainer(for: YourModel.self, inMemory: true) to the previewed view.")
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return container.mainContext
    }()
}

extension View {
    /// Places a container above the view: its main context is the view's `\.modelContext`
    /// (Apple: "modelContainer(_:)").
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for these models once for this view and places it above it (Apple:
    /// "modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)"). Every
    /// container is kept in memory.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerModifier(types: modelTypes, inMemory: inMemory, onSetup: onSetup))
    }
}

/// The same on a scene (Apple: "Scene.modelContainer(_:)" and
/// "modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)"): the app's
/// `WindowGroup { … }.modelContainer(for: Item.self)` gives the window's views the container.
extension Scene {
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _modifyingRoot { $0.modelContainer(container) }
    }

    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some Scene {
        _modifyingRoot { $0.modelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                           isUndoEnabled: isUndoEnabled, onSetup: onSetup) }
    }
}

/// Keeps the container it makes by the view's identity, so its models survive the view's
/// body running again.
private struct ModelContainerModifier: ViewModifier {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let onSetup: (Result<ModelContainer, Error>) -> Void
    @State private var holder = ContainerHolder()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, holder.container(types: types, inMemory: inMemory, onSetup: onSetup).mainContext)
    }
}

private final class ContainerHolder {
    private var made: ModelContainer?

    func container(types: [any PersistentModel.Type], inMemory: Bool, onSetup: (Result<ModelContainer, Error>) -> Void) -> ModelContainer {
        if let made { return made }
        let container = try! ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        made = container
        onSetup(.success(container))
        return container
    }
}
