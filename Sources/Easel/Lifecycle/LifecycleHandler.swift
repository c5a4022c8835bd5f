import Foundation
import OpenCombine

/// One `onAppear`, `onDisappear`, `task`, `onChange` or `onReceive` of one view.
///
/// A new handler is built with the view every time its parent's body runs; the graph keeps the
/// one that appeared (by `key`, the view's structural identity) and hands it each newer copy
/// through `update(to:)`, so the handler keeps its state (a running task, the last value
/// seen) while taking the newest closures, as SwiftUI does.
class LifecycleHandler {
    /// The identity of the modifier that made the handler, for the node it was attached to.
    var key: UInt64 = 0

    /// The view entered the tree.
    func appear() {}
    /// The view is still in the tree, built again with `newer`.
    func update(to newer: LifecycleHandler) {}
    /// The view left the tree.
    func disappear() {}
    /// Work still going on (a task that has not returned), for `PreviewHost.settle()`.
    var isRunning: Bool { false }
    /// Whether the handler holds a subscription that must end with the host.
    var isSubscription: Bool { false }
}

final class AppearHandler: LifecycleHandler {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    override func appear() { action() }
}

final class DisappearHandler: LifecycleHandler {
    private var action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    override func update(to newer: LifecycleHandler) {
        if let newer = newer as? DisappearHandler { action = newer.action }
    }
    override func disappear() { action() }
}

/// `task(priority:_:)` and `task(id:priority:_:)`: an asynchronous action on the main actor,
/// started when the view appears and cancelled when it disappears; with an id, cancelled and
/// started again whenever the id changes (Apple: "task(id:priority:_:)").
final class TaskHandler: LifecycleHandler {
    private var id: AnyHashable?
    private let priority: TaskPriority
    private var action: @MainActor @Sendable () async -> Void
    private var task: Task<Void, Never>?
    private var finished = false

    /// The action is main-actor isolated, as a closure written in a SwiftUI body is (`View` is
    /// `@MainActor`): it runs on the main thread between its suspension points.
    init(id: AnyHashable?, priority: TaskPriority, action: @escaping @MainActor @Sendable () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    override func appear() { start() }

    override func update(to newer: LifecycleHandler) {
        guard let newer = newer as? TaskHandler, newer.id != id else { return }
        task?.cancel()
        id = newer.id
        action = newer.action
        start()
    }

    override func disappear() {
        task?.cancel()
        finished = true
    }

    override var isRunning: Bool { !finished }

    private func start() {
        finished = false
        let action = self.action
        startCount += 1
        let generation = startCount
        task = Task(priority: priority) { @MainActor [weak self] in
            await action()
            // A restarted task's predecessor finishing says nothing about the new one.
            if let self, self.startCount == generation { self.finished = true }
        }
    }

    private var startCount = 0
}

/// `onChange(of:initial:_:)`: the action runs when the value differs from the one the view was
/// last built with, given the old and new values (Apple: "onChange(of:initial:_:)").
final class ChangeHandler<Value: Equatable>: LifecycleHandler {
    private var value: Value
    private let initial: Bool
    private var action: (Value, Value) -> Void

    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    override func appear() {
        if initial { action(value, value) }
    }

    override func update(to newer: LifecycleHandler) {
        guard let newer = newer as? ChangeHandler<Value> else { return }
        action = newer.action
        guard newer.value != value else { return }
        let old = value
        value = newer.value
        action(old, newer.value)
    }
}

/// `onReceive(_:perform:)`: subscribed while the view is in the tree; values arrive on the main
/// thread (SwiftUI delivers them where the publisher sends them and warns about other threads).
final class ReceiveHandler<P: Publisher>: LifecycleHandler where P.Failure == Never {
    private let publisher: P
    private var action: (P.Output) -> Void
    private var cancellable: AnyCancellable?

    init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }

    override func appear() {
        cancellable = publisher.sink { [weak self] value in
            guard let self else { return }
            if Thread.isMainThread {
                self.action(value)
            } else {
                DispatchQueue.main.async { self.action(value) }
            }
        }
    }

    override func update(to newer: LifecycleHandler) {
        if let newer = newer as? ReceiveHandler<P> { action = newer.action }
    }

    override func disappear() { cancellable = nil }
    override var isSubscription: Bool { true }
}
