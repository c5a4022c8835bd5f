import Foundation

/// The live tree of nodes built from a root view, and the records that keep state alive.
///
/// Identity is structural (Apple, "Demystify SwiftUI", WWDC21): a view's identity is its type
/// and its position in the body that contains it, refined by `ForEach` ids and `.id(_:)`.
/// Records of stateful views are kept by identity across rebuilds; a record whose identity
/// disappears from the tree is dropped, and its state with it.
final class ViewGraph {
    private(set) var roots: [ViewNode] = []
    /// The implicit container of the root views: a VStack when there are several (LAYOUT.md rule 1).
    private(set) var rootNode: ViewNode
    var records: [UInt64: ViewRecord] = [:]
    /// Whether records get a stable identity (`PreviewSession`).
    var tracksStableIdentity: Bool { PreviewSession.tracksState }
    /// Where each scroll view is scrolled to, by its structural identity.
    var scrollStates: [UInt64: ScrollState] = [:]
    /// `PreviewHost.drawsScrollIndicators`.
    var drawsScrollIndicators = false
    private var dirtyRecords: [ViewRecord] = []
    private let buildRoot: (ViewGraph, EnvironmentValues) -> [ViewNode]
    var environment: EnvironmentValues
    /// Measures and draws text; views read it when they are built.
    let textEngine: TextEngine
    /// Called when state changed and the next frame must be built.
    var onInvalidate: (() -> Void)?
    /// Set once a text field is built inside a `focused` modifier: from then on the host checks
    /// after every change whether code moved the focus.
    var hasFocusBindings = false
    /// The button held down, when a custom `ButtonStyle` draws it: its body reads
    /// `configuration.isPressed`, so it is built again on press and release.
    var pressedControl: UInt64?
    /// Set once a custom `ButtonStyle` built a button: only then can a press need a rebuild.
    var hasStyledButtons = false
    /// The menu pickers whose menu is open, by identity (a picker has no state of its own).
    var openPickerMenus: Set<UInt64> = []
    /// Plays animated changes (`Animation/Animator.swift`).
    let animator = Animator()
    /// The animation the pending change was made with (`withAnimation`), if any.
    var pendingAnimation: Animation?
    /// The pending change was made in a transaction that disables animations: the views'
    /// `.animation(_:value:)` modifiers do not animate it.
    var pendingDisablesAnimations = false
    /// Set once a view has `.animation(_:value:)`: every change may then be animated.
    var hasImplicitAnimations = false
    /// `onPreferenceChange` and `onGeometryChange` and the values they last saw (`Geometry/`).
    var layoutObservations = LayoutObservations()
    /// Set once a view has `containerRelativeFrame`: its size then depends on the host's.
    var hasContainerRelativeFrames = false
    /// What lazy containers' runs know across rebuilds, by the `ForEach`'s identity (`LazyRun.swift`).
    var lazyRuns: [UInt64: LazyRunMemory] = [:]
    /// While a run builds an element: the records built, so the run can keep their state.
    var lazyRecordSink: [ViewRecord]?
    /// The values `.animation(_:value:)` modifiers had at the last change.
    var implicitAnimationValues: [UInt64: ImplicitAnimation] = [:]
    /// Whether the implicit animations' values were looked at once (the first change compares with them).
    var hasTakenImplicitValues = false

    init<V: View>(_ view: V, environment: EnvironmentValues, textEngine: TextEngine) {
        self.environment = environment
        self.textEngine = textEngine
        buildRoot = { graph, environment in
            var outputs = _ViewOutputs()
            let inputs = _ViewInputs(graph: graph, environment: environment)
            makeNodes(view, inputs, &outputs)
            return outputs.nodes
        }
        rootNode = ViewNode(NodeLayout(), environment: environment)
        rebuildAll()
    }

    /// Counts the changes to the tree, so the lifecycle pass knows when to look again.
    private(set) var treeVersion = 0
    /// Appeared lifecycle handlers (`onAppear`, `task`, `onChange`…), by key.
    var lifecycle = LifecycleState()

    /// Builds the whole tree again from the root view (after an environment change).
    func rebuildAll() {
        treeVersion += 1
        let generation = nextGeneration()
        roots = buildRoot(self, environment)
        rootNode = ViewGraph.makeRootContainer(roots, environment: environment)
        records = records.filter { $0.value.generation == generation }
        if !lazyRuns.isEmpty { lazyRuns = lazyRuns.filter { $0.value.generation == generation } }
        dirtyRecords.removeAll()
    }

    /// Views came or went outside a rebuild (a lazy container built or let go of rows): the
    /// lifecycle pass looks again.
    func noteTreeChanged() {
        treeVersion += 1
    }

    static func makeRootContainer(_ roots: [ViewNode], environment: EnvironmentValues) -> ViewNode {
        if roots.count == 1 { return roots[0] }
        return ViewNode(LayoutAdapter(VStackLayout()), children: roots, environment: environment)
    }

    private(set) var generation = 0
    func nextGeneration() -> Int {
        generation += 1
        return generation
    }

    // MARK: Records leaving the tree

    /// Records whose parent was evaluated again, with the generation of that evaluation: those
    /// not built again since have left the tree.
    private var dropCandidates: [(record: ViewRecord, generation: Int)] = []

    func dropIfNotBuiltAgain(_ records: [ViewRecord]) {
        for record in records { dropCandidates.append((record, generation)) }
    }

    /// Drops the candidates not built again since they became candidates (after layout, so
    /// that content built while placing counts as built).
    func dropRecordsThatLeft() {
        guard !dropCandidates.isEmpty else { return }
        let candidates = dropCandidates
        dropCandidates.removeAll()
        for (record, generation) in candidates where record.isAlive && record.generation < generation {
            record.drop(from: self)
        }
    }

    // MARK: State changes

    func markDirty(_ record: ViewRecord) {
        if let animation = Transaction.current.animation, !Transaction.current.disablesAnimations {
            pendingAnimation = animation
        }
        if Transaction.current.disablesAnimations { pendingDisablesAnimations = true }
        guard !record.isDirty else { return }
        record.isDirty = true
        dirtyRecords.append(record)
        onInvalidate?()
    }

    /// Set when a view outside every record read an observable model that changed: only a
    /// rebuild from the root evaluates that view again.
    private var needsRootRebuild = false

    func invalidateRoot() {
        guard !needsRootRebuild else { return }
        needsRootRebuild = true
        onInvalidate?()
    }

    var hasPendingChanges: Bool { !dirtyRecords.isEmpty || needsRootRebuild }

    /// Re-evaluates the bodies of the views whose state changed, replacing only their nodes.
    func flushChanges() {
        treeVersion += 1
        if needsRootRebuild {
            needsRootRebuild = false
            rebuildAll()
            return
        }
        while !dirtyRecords.isEmpty {
            // Outer views first, as SwiftUI updates top-down: an inner view that an outer one
            // builds again is then clean and is not evaluated twice.
            let batch = dirtyRecords.count > 1 ? dirtyRecords.sorted { $0.depth < $1.depth } : dirtyRecords
            dirtyRecords.removeAll()
            for record in batch where record.isDirty && record.isAlive && !record.isDetached {
                if !rebuild(record) {
                    rebuildAll()
                    return
                }
            }
        }
    }

    /// Rebuilds one record in place; false when its output changed shape and a full rebuild is needed.
    private func rebuild(_ record: ViewRecord) -> Bool {
        let old = record.outputs
        _ = nextGeneration()
        var outputs = _ViewOutputs()
        record.rebuild(&outputs)
        let new = outputs.nodes
        guard new.count == old.count else { return false }
        for (previous, replacement) in zip(old, new) {
            for modifier in record.externalModifiers { modifier(replacement) }
            if let parent = previous.parent {
                guard parent.replaceChild(previous, with: replacement) else { return false }
            } else if let index = roots.firstIndex(where: { $0 === previous }) {
                roots[index] = replacement
                if roots.count == 1 { rootNode = replacement } else {
                    _ = rootNode.replaceChild(previous, with: replacement)
                }
            } else {
                return false
            }
        }
        return true
    }

    /// All nodes of the tree, parents first.
    /// Every node on screen, parents before children (a navigation stack's lower screens are
    /// built but not on screen).
    func forEachNode(_ body: (ViewNode) -> Void) {
        func visit(_ node: ViewNode) {
            body(node)
            for child in node.layout.visibleChildren(of: node) { visit(child) }
        }
        visit(rootNode)
    }
}
