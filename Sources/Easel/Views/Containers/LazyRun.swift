import Foundation

/// A `ForEach` in a lazy container — a `List`'s rows, a `LazyVStack`, a `LazyHStack` — built
/// as one node that stands for all its elements and builds an element's views only when they
/// come near the visible part of the scroll view (Apple, "Creating performant scrollable
/// stacks": a lazy stack "renders child views only as they become visible"; a `List`'s rows
/// likewise come and go as the list scrolls).
///
/// How it lays out:
/// 1. The container holding the run lays out each element's views by its own rules (a list's
///    row bands, a stack's spacing) through an element layout; the run remembers each element's
///    extent along the container's axis once it has been built and measured, per cross length.
/// 2. An element not measured yet counts as the mean of those measured (the first element is
///    built to give a first figure), so the run's length is known without building them all.
/// 3. When placed, the run builds and places the elements that meet the visible rectangle of
///    the scroll views around it (`SafeAreaContext.lazyWindow`) widened by a margin, and lets
///    the others go; outside any scroll view it builds them all.
/// 4. When a newly measured element differs from its estimate, the run's length changed: the
///    run forgets its ancestors' sizes and asks for one more layout pass, as a self-sizing
///    `UICollectionView` does; an element above the visible part moves the scroll offset by
///    the difference, so what is on screen stays put.
/// 5. The state of the elements that leave (`@State`, `@StateObject`) stays while their id is
///    still in the data, as SwiftUI keeps it; `onAppear` and `onDisappear` run as they come and go.
final class LazyRunLayout: NodeLayout {
    override var lazyRun: LazyRunLayout? { self }

    let count: Int
    let axis: Axis
    private let memory: LazyRunMemory
    private let buildElement: (Int, inout _ViewOutputs) -> Void
    private let elementID: (Int) -> AnyHashable
    private unowned let graph: ViewGraph
    private weak var owner: ViewRecord?
    /// What modifiers on the `ForEach` do to each node it produces, innermost first.
    private var transforms: [(ViewNode, Int) -> ViewNode] = []
    /// The built elements, by index.
    private var built: [Int: [ViewNode]] = [:]
    /// How the container lays out an element when the run is next placed (host coordinates),
    /// and the cross length its extents are measured at (`prepare`).
    private var placement: ElementLayout?
    private var crossKey: CGFloat = 0
    /// How many elements sit side by side in one line at the next placement: a lazy grid's
    /// tracks; 1 in stacks and lists. Extents are kept per line.
    private var perLine = 1
    /// The run's node: elements measured before they are placed already know it as their
    /// parent, so what they ask of their ancestors (a container-relative frame's scroll view)
    /// is answered.
    private weak var runNode: ViewNode?

    /// Lays out one line's nodes (one element's, or a grid line's elements' in order) from
    /// `start` along the axis and returns its extent; places them when `place` is true.
    typealias ElementLayout = (_ nodes: [ViewNode], _ line: Int, _ start: CGFloat, _ place: Bool) -> CGFloat

    init(count: Int, axis: Axis, memory: LazyRunMemory, inputs: _ViewInputs,
         elementID: @escaping (Int) -> AnyHashable, build: @escaping (Int, inout _ViewOutputs) -> Void) {
        self.count = count
        self.axis = axis
        self.memory = memory
        self.graph = inputs.graph
        self.owner = inputs.record
        self.elementID = elementID
        self.buildElement = build
    }

    /// Has every node the run builds from now on changed as a modifier on the `ForEach` changes
    /// the nodes it produces.
    func addTransform(_ transform: @escaping (ViewNode, Int) -> ViewNode) {
        transforms.append(transform)
        for (index, nodes) in built {
            built[index] = nodes.map { transform($0, index) }
            if let runNode { for node in built[index]! { node.parent = runNode } }
        }
    }

    /// The index of the element with this id, for `ScrollViewProxy.scrollTo(_:)`.
    func index(of id: AnyHashable) -> Int? {
        (0..<count).first { elementID($0) == id }
    }

    // MARK: Extents (steps 1 and 2)

    /// How many lines `perLine` elements a line make.
    private func lineCount(_ perLine: Int) -> Int { (count + perLine - 1) / perLine }

    /// The elements of a line.
    private func elements(ofLine line: Int, _ perLine: Int) -> Range<Int> {
        line * perLine..<Swift.min(count, (line + 1) * perLine)
    }

    private func lineNodes(_ line: Int, _ perLine: Int) -> [ViewNode] {
        elements(ofLine: line, perLine).flatMap { realize($0) }
    }

    /// The run's length for a cross length, measuring the first line if nothing is known.
    func length(crossLength: CGFloat, perLine: Int = 1, measure: ElementLayout) -> CGFloat {
        let perLine = Swift.max(1, perLine)
        let extents = memory.extents(for: crossLength, count: lineCount(perLine))
        if extents.measuredCount == 0, count > 0 {
            extents.record(measure(lineNodes(0, perLine), 0, 0, false), at: 0)
        }
        return extents.total
    }

    /// Says how the container lays out a line when the run is next placed.
    func prepare(crossLength: CGFloat, perLine: Int = 1, placement: @escaping ElementLayout) {
        crossKey = crossLength
        self.perLine = Swift.max(1, perLine)
        self.placement = placement
    }

    /// Where element `index` was placed or would be, in host coordinates: along the axis its
    /// line's place in the run, across it the run's frame.
    func frame(of index: Int, in node: ViewNode) -> CGRect {
        let extents = memory.extents(for: crossKey, count: lineCount(perLine))
        let line = index / perLine
        var frame = node.frame
        frame.origin[axis] += extents.offset(of: line)
        frame.size[axis] = extents.extent(of: line)
        return frame
    }

    // MARK: Building

    /// The id of element `index`.
    func id(of index: Int) -> AnyHashable { elementID(index) }

    /// Lets element `index` go, as when it leaves the visible part (its state stays): for a run
    /// whose elements another run builds (`onRelease`).
    func forget(_ index: Int) {
        guard let nodes = built.removeValue(forKey: index) else { return }
        releaseRecords(of: index)
        for node in nodes { node.parent = nil }
    }

    /// Called with each element this run lets go.
    var onRelease: ((Int) -> Void)?

    /// Becomes `node`'s layout: the elements built so far, and those built from now on, have
    /// it as their parent.
    func attach(to node: ViewNode) {
        runNode = node
        for nodes in built.values { for element in nodes { element.parent = node } }
    }

    /// The elements built now, in order, with their ids.
    var builtElements: [(id: AnyHashable, nodes: [ViewNode])] {
        built.keys.sorted().map { (elementID($0), built[$0]!) }
    }

    /// The nodes of the elements built now.
    var builtNodes: [ViewNode] { built.values.flatMap { $0 } }

    /// Element `index`'s nodes, built if they were not.
    func elementNodes(_ index: Int) -> [ViewNode] { realize(index) }

    /// Every element's nodes, for a container that lays them out itself (a grid's cells beside
    /// other cells), each tagged with its element's id as an eager `ForEach` tags them, so
    /// `scrollTo(_:)` finds it.
    func allElementNodes() -> [ViewNode] {
        (0..<count).flatMap { index in
            let nodes = realize(index)
            for node in nodes where node[ScrollIDTrait.self] == nil { node[ScrollIDTrait.self] = elementID(index) }
            return nodes
        }
    }

    private func realize(_ index: Int) -> [ViewNode] {
        if let known = built[index] { return known }
        var outputs = _ViewOutputs()
        let outerSink = graph.lazyRecordSink
        graph.lazyRecordSink = []
        buildElement(index, &outputs)
        let made = graph.lazyRecordSink ?? []
        graph.lazyRecordSink = outerSink
        let topLevel = made.filter { $0.parentRecord === owner }
        if !topLevel.isEmpty { memory.keptRecords[elementID(index)] = topLevel }
        var nodes = outputs.nodes
        let id = elementID(index)
        for node in nodes where node.elementKey == nil { node.elementKey = id }
        for transform in transforms { nodes = nodes.map { transform($0, index) } }
        if let runNode { for node in nodes { node.parent = runNode } }
        built[index] = nodes
        graph.noteTreeChanged()
        return nodes
    }

    /// An element's view built again alone (its state changed) takes its old node's place.
    override func replacedChild(_ old: ViewNode, with new: ViewNode) {
        for (index, nodes) in built {
            guard let position = nodes.firstIndex(where: { $0 === old }) else { continue }
            built[index]![position] = new
            return
        }
    }

    // MARK: Placing (steps 3 and 4)

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let placement else { return }
        let perLine = perLine
        let extents = memory.extents(for: crossKey, count: lineCount(perLine))
        let start = bounds.origin[axis]
        var range = 0..<extents.count
        // The line at the top of what shows, and where it is in the run before measuring.
        var anchor: (index: Int, offset: CGFloat)?
        if let window = safeArea.lazyWindow {
            let margin = Swift.max(100, window.size[axis] / 4)
            let low = window.origin[axis] - margin - start, high = window.origin[axis] + window.size[axis] + margin - start
            range = extents.indices(from: low, to: high)
            let top = window.origin[axis] - start
            if top > 0, let index = extents.indices(from: top, to: top + 1).first { anchor = (index, extents.offset(of: index)) }
        }
        var position = start + extents.offset(of: range.lowerBound)
        var changed = false
        for line in range {
            let extent = placement(lineNodes(line, perLine), line, position, true)
            if extents.record(extent, at: line) { changed = true }
            position += extent
        }
        release(outside: range.lowerBound * perLine..<Swift.min(count, range.upperBound * perLine), node: node)
        guard changed else { return }
        // What was measured above the anchor (and the estimate for what was not) moved it: the
        // scroll offset follows, so what shows stays put.
        let shift = anchor.map { extents.offset(of: $0.index) - $0.offset } ?? 0
        LazyLayoutPass.requestAnotherPass(shiftingScrollBy: shift, axis: axis)
        node.invalidate()
    }

    private func release(outside range: Range<Int>, node: ViewNode) {
        let before = built.count
        if built.keys.contains(where: { !range.contains($0) }) {
            for (index, nodes) in built where !range.contains(index) {
                releaseRecords(of: index)
                for released in nodes { released.parent = nil }
                onRelease?(index)
            }
            built = built.filter { range.contains($0.key) }
        }
        let realized = built.keys.sorted().flatMap { built[$0]! }
        if before != built.count || realized.count != node.children.count || zip(realized, node.children).contains(where: { $0 !== $1 }) {
            node.setChildrenWithoutInvalidating(realized)
            graph.noteTreeChanged()
        }
    }

    /// An element leaves (step 5): the records of its views that hold state stay, detached (a
    /// change to their state waits until they are built again); the others go.
    private func releaseRecords(of index: Int) {
        let id = elementID(index)
        guard let records = memory.keptRecords[id] else { return }
        if let owner {
            let leaving = Set(records.map(ObjectIdentifier.init))
            owner.children.removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
        let kept = records.filter { record in
            guard record.isAlive else { return false }
            if record.holdsState { record.detach(); return true }
            record.drop(from: graph)
            return false
        }
        memory.keptRecords[id] = kept.isEmpty ? nil : kept
    }

    /// Its placement depends on the visible window, which travels with the safe area.
    override var readsSafeArea: Bool { true }

    /// Its container collects its rows' bands afresh at each placement.
    override var placesEveryTime: Bool { true }

    override var guideSource: GuideSource { .none }

    /// Only the elements that meet the visible rectangle are drawn (the margin is built, not drawn).
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        drawChildrenMeetingVisibleRect(node, in: &context)
    }

    override func debugDetails(of node: ViewNode) -> String? {
        "\(count) elements, \(built.count) built"
    }
}

/// What a run knows across rebuilds of the view around it: its elements' extents and the
/// records of elements with state. Kept by the graph per structural identity.
final class LazyRunMemory {
    /// Extents per cross length (a list sized at one width and placed at another keeps both).
    private var byCrossLength: [(CGFloat, LazyExtents)] = []
    /// The records of built elements that own state, by element id.
    var keptRecords: [AnyHashable: [ViewRecord]] = [:]
    /// The generation that last used the memory; memories not used by a full rebuild go.
    var generation = 0

    func extents(for crossLength: CGFloat, count: Int) -> LazyExtents {
        if let known = byCrossLength.first(where: { $0.0 == crossLength })?.1, known.count == count { return known }
        let made = LazyExtents(count: count)
        byCrossLength.removeAll { $0.0 == crossLength }
        // A few cross lengths at most: a resize measures again.
        if byCrossLength.count >= 4 { byCrossLength.removeFirst() }
        byCrossLength.append((crossLength, made))
        return made
    }

    /// Keeps the state of elements still in the data alive through the rebuild that made a new
    /// run (step 5); the others' records are left to be dropped.
    func keepRecords(ofIDs ids: some Sequence<AnyHashable>, owner: ViewRecord?, graph: ViewGraph) {
        guard !keptRecords.isEmpty else { return }
        let present = Set(ids)
        for (id, records) in keptRecords where !present.contains(id) {
            for record in records where record.isAlive { record.drop(from: graph) }
        }
        keptRecords = keptRecords.filter { present.contains($0.key) }
        var known = Set((owner?.children ?? []).map(ObjectIdentifier.init))
        for records in keptRecords.values {
            for record in records where record.isAlive {
                record.touch(generation: graph.generation, in: graph)
                // Not built yet in the new run: until it is, a change to its state waits (its
                // old nodes' container is gone).
                record.detach()
                if let owner, known.insert(ObjectIdentifier(record)).inserted { owner.children.append(record) }
            }
        }
    }
}

/// The extents of a run's elements at one cross length: measured ones, and the mean of those
/// for the rest (step 2).
final class LazyExtents {
    let count: Int
    private var extents: [CGFloat]
    private(set) var measuredCount = 0
    private var measuredSum: CGFloat = 0
    /// Offsets from the run's start, `count + 1` of them; nil after a change.
    private var prefix: [CGFloat]?

    init(count: Int) {
        self.count = count
        extents = Array(repeating: .nan, count: count)
    }

    var estimate: CGFloat { measuredCount > 0 ? measuredSum / CGFloat(measuredCount) : 0 }

    var total: CGFloat { measuredSum + CGFloat(count - measuredCount) * estimate }

    func isMeasured(_ index: Int) -> Bool { !extents[index].isNaN }

    func extent(of index: Int) -> CGFloat { extents[index].isNaN ? estimate : extents[index] }

    /// Records a measurement; returns whether anything changed.
    @discardableResult
    func record(_ extent: CGFloat, at index: Int) -> Bool {
        guard extent.isFinite, index >= 0, index < count, extents[index] != extent else { return false }
        if extents[index].isNaN { measuredCount += 1 } else { measuredSum -= extents[index] }
        measuredSum += extent
        extents[index] = extent
        prefix = nil
        return true
    }

    func offset(of index: Int) -> CGFloat {
        offsets()[Swift.min(Swift.max(index, 0), count)]
    }

    private func offsets() -> [CGFloat] {
        if let prefix { return prefix }
        var made = [CGFloat](repeating: 0, count: count + 1)
        let estimate = self.estimate
        var sum: CGFloat = 0
        for index in 0..<count {
            made[index] = sum
            let extent = extents[index]
            sum += extent.isNaN ? estimate : extent
        }
        made[count] = sum
        prefix = made
        return made
    }

    /// The elements that meet `low...high` (offsets from the run's start).
    func indices(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        let offsets = offsets()
        guard count > 0, high > 0, low < offsets[count] else { return 0..<0 }
        // The first element whose end is past `low`.
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid + 1] <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < count, offsets[end] < high { end += 1 }
        return lo..<Swift.max(end, Swift.min(lo + 1, count))
    }
}

/// Asks the host for another layout pass when a run's length changed while it was placed
/// (step 4), with the scroll offset correction for elements above the visible part.
enum LazyLayoutPass {
    nonisolated(unsafe) private(set) static var isRequested = false
    nonisolated(unsafe) private(set) static var scrollShift = CGSize.zero

    static func requestAnotherPass(shiftingScrollBy shift: CGFloat, axis: Axis) {
        isRequested = true
        if axis == .vertical { scrollShift.height += shift } else { scrollShift.width += shift }
    }

    /// Takes the request for another pass.
    static func take() -> Bool {
        defer { isRequested = false; scrollShift = .zero }
        return isRequested
    }

    /// Takes only the scroll shift, for a scroll view that placed its content.
    static func takeShift() -> CGSize {
        defer { scrollShift = .zero }
        return scrollShift
    }
}

extension ViewGraph {
    /// The memory of the run with this identity, made on first use.
    func lazyRunMemory(for identity: UInt64) -> LazyRunMemory {
        let memory: LazyRunMemory
        if let known = lazyRuns[identity] { memory = known } else {
            memory = LazyRunMemory()
            lazyRuns[identity] = memory
        }
        memory.generation = generation
        return memory
    }
}

extension ViewRecord {
    /// The view's nodes left the screen while its state stays (a lazy container's element that
    /// scrolled away): a change to its state waits until it is built again.
    func detach() {
        isDetached = true
        // Its nodes are not on screen; built again, it makes new ones.
        outputs = []
        for child in children { child.detach() }
    }

    /// Whether the view or one inside it keeps something a rebuild would not make again
    /// (`@State`, `@StateObject`, `@Namespace`, `@FocusState`…, not subscriptions).
    var holdsState: Bool {
        slots.contains { $0 != nil && !($0 is ObjectWillChangeSubscription) } || children.contains { $0.holdsState }
    }

    /// Marks the record and those inside it as built in `generation`, so they are not dropped.
    func touch(generation: Int, in graph: ViewGraph) {
        self.generation = generation
        if graph.records[identity] == nil { graph.records[identity] = self }
        for child in children where child.isAlive { child.touch(generation: generation, in: graph) }
    }
}
