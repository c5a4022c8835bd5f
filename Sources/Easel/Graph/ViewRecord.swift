import Foundation

/// The persistent side of a composite view that owns state (`@State`, `@Environment`…).
///
/// Kept by structural identity across rebuilds: the view value is rebuilt from its parent's
/// body every time, but its record, and so its state, survive while its identity does.
final class ViewRecord {
    let identity: UInt64
    /// The identity as the next process computes it (`_ViewInputs.stableIdentity`).
    var stableIdentity: UInt64 = 0
    weak var parentRecord: ViewRecord?
    /// Storage for the view's dynamic properties, by their position among the view's stored properties.
    var slots: [AnyObject?] = []
    /// Re-evaluates the view's body with the inputs of its last build.
    var rebuild: (inout _ViewOutputs) -> Void = { _ in }
    /// The nodes the last evaluation of the body produced.
    var outputs: [ViewNode] = []
    /// Node modifiers applied to this view's output from outside its body (`.layoutPriority`,
    /// `.accessibilityIdentifier`…): re-applied when the record rebuilds alone.
    var externalModifiers: [(ViewNode) -> Void] = []
    var children: [ViewRecord] = []
    var generation = 0
    var isDirty = false
    var isAlive = true
    /// Off screen with its state kept (`detach()`); built again, it is attached again.
    var isDetached = false
    /// What the view's properties could not find in the environment at the last install (an
    /// `@EnvironmentObject` nobody provided): the body is not evaluated, a message stands in.
    var missingDependencies: [String] = []
    /// How many times the body was evaluated (tests check that only changed views re-evaluate).
    var bodyEvaluations = 0
    /// An animatable view's or modifier's data on its way between values (`AnimatedData`).
    var animatedData: AnyObject?
    /// Weak: the view's code (a task, a timer, a model) may hold the record after the preview
    /// that built it has gone.
    private(set) weak var graph: ViewGraph?

    init(identity: UInt64, graph: ViewGraph) {
        self.identity = identity
        self.graph = graph
    }

    func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
        if slots.count <= index { slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count)) }
        if let existing = slots[index] as? T { return existing }
        let created = make()
        slots[index] = created
        return created
    }

    /// The view left the tree: its record, its state and its children's go.
    func drop(from graph: ViewGraph) {
        isAlive = false
        if graph.records[identity] === self { graph.records[identity] = nil }
        for child in children { child.drop(from: graph) }
    }

    /// How many records enclose this one.
    var depth: Int {
        var count = 0
        var record = parentRecord
        while let current = record {
            count += 1
            record = current.parentRecord
        }
        return count
    }

    func invalidate() {
        graph?.markDirty(self)
    }
}
