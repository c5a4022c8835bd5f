import Foundation

/// The handlers of the views in the tree, and the pass that compares them with the last one.
///
/// After each change to the tree (and before the frame is drawn) the graph walks the views on
/// screen, children before parents — the top screen of a navigation stack, the selected tab,
/// presented sheets — and collects their handlers by key. New keys appear, known keys update,
/// keys no longer found disappear. Appearing comes first: a pushed screen's `onAppear` runs
/// before the covered screen's `onDisappear`, as iOS reports them (observed behaviour; Apple
/// documents no order).
struct LifecycleState {
    /// The handlers of the views in the tree, in the order they appeared.
    private(set) var active: [UInt64: LifecycleHandler] = [:]
    private var order: [UInt64] = []
    /// The tree version the last pass saw.
    private var seenVersion = -1
    /// Set once any handler was built: until then the pass has nothing to look for.
    var hasHandlers = false

    /// Whether any appeared task is still running.
    var hasRunningWork: Bool { active.values.contains { $0.isRunning } }
    /// How many tasks are running: a change means one started or ended.
    var runningCount: Int { active.values.reduce(0) { $0 + ($1.isRunning ? 1 : 0) } }
    /// Whether a task is running or a publisher is subscribed to.
    var hasLiveWork: Bool { active.values.contains { $0.isRunning || $0.isSubscription } }

    mutating func update(_ graph: ViewGraph) {
        guard seenVersion != graph.treeVersion, hasHandlers else { return }
        seenVersion = graph.treeVersion
        var current: [(UInt64, LifecycleHandler)] = []
        var seen = Set<UInt64>()
        // Children before their parent: a container's `onAppear` runs after its content's
        // (observed on iOS 17; Apple documents no order).
        func visit(_ node: ViewNode) {
            for child in node.layout.visibleChildren(of: node) { visit(child) }
            guard let handlers = node.lifecycle else { return }
            for (position, handler) in handlers.enumerated() {
                let key = (handler.key ^ UInt64(position)) &* 0x0000_0100_0000_01b3
                if seen.insert(key).inserted { current.append((key, handler)) }
            }
        }
        visit(graph.rootNode)
        var appeared: [UInt64] = []
        var toRun: [() -> Void] = []
        for (key, handler) in current {
            if let existing = active[key] {
                if existing !== handler { toRun.append { existing.update(to: handler) } }
            } else {
                active[key] = handler
                appeared.append(key)
                toRun.append { handler.appear() }
            }
        }
        let gone = order.filter { !seen.contains($0) }
        for key in gone.reversed() {
            if let handler = active.removeValue(forKey: key) { toRun.append { handler.disappear() } }
        }
        order = order.filter { seen.contains($0) } + appeared
        // Actions run after the bookkeeping: they may change state, which only marks views
        // to build again at the next pass.
        for action in toRun { action() }
    }

    /// The host went away: tasks are cancelled and subscriptions end, without running the
    /// views' `onDisappear` (the app did not navigate; its window closed).
    mutating func stopAll() {
        for handler in active.values where handler is TaskHandler || handler.isSubscription { handler.disappear() }
        active.removeAll()
        order.removeAll()
    }
}
