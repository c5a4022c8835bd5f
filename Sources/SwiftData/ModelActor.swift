import Foundation
@_spi(Frameworks) import Easel

/// Makes an actor a model actor (Apple: "ModelActor()"): adds `modelContainer`,
/// `modelExecutor` and `init(modelContainer:)`, and the `ModelActor` conformance.
///
/// ```swift
/// @ModelActor actor DataHandler { func add() { modelContext.insert(Item()) } }
/// // adds
/// nonisolated let modelExecutor: any SwiftData.ModelExecutor
/// nonisolated let modelContainer: SwiftData.ModelContainer
/// init(modelContainer: SwiftData.ModelContainer) {
///     self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContainer.mainContext)
///     self.modelContainer = modelContainer
/// }
/// extension DataHandler: SwiftData.ModelActor {}
/// ```
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "EaselMacros", type: "ModelActorMacro")

/// An actor whose code works on models through its own context (Apple: "ModelActor").
///
/// In Easel a model actor's context is its container's main context and its code runs on the
/// main thread, one job at a time, between the turns of the main run loop: what it inserts
/// shows in the views' queries at once, and nothing is shared across threads. SwiftData runs it
/// on a queue of its own with a context of its own, whose saves reach the main context.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's executor: its model executor (Apple: "unownedExecutor").
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        (modelExecutor as! any SerialModelExecutor).asUnownedSerialExecutor()
    }

    /// The context the actor's code inserts, fetches and deletes with (Apple: "modelContext").
    public var modelContext: ModelContext {
        ModelActorNotes.noteMainThread()
        return modelExecutor.modelContext
    }

    /// The model with this identifier, if the actor's context has it (Apple: "subscript(_:as:)").
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// Runs a model actor's work with its context (Apple: "ModelExecutor").
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// A model executor that runs jobs one at a time (Apple: "SerialModelExecutor").
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The executor `@ModelActor` makes (Apple: "DefaultSerialModelExecutor"): its jobs run on the
/// main dispatch queue, in order.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}

enum ModelActorNotes {
    static func noteMainThread() {
        Diagnostics.note("swiftdata-model-actor", "SwiftData in Easel runs a @ModelActor's code on the main thread with the container's main context: its changes show in queries at once.")
    }
}
