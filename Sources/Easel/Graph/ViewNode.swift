import Foundation

/// One laid-out view in the view graph: a primitive view, a layout container or a layout
/// modifier, with its children, its traits and its layout results.
///
/// A node answers the three questions of the layout contract (see `ProposedViewSize`): what
/// size it chooses for a proposal (cached per proposal), where its guides are, and where it
/// places its children. *How* it does so is its `layout`, shared by every node of a kind.
final class ViewNode {
    let layout: NodeLayout
    private(set) var children: [ViewNode]
    unowned(unsafe) var parent: ViewNode?
    var environment: EnvironmentValues
    /// The view whose body built this node, if it owns state: rebuilds start there.
    weak var ownerRecord: ViewRecord?

    // Traits: read by the parent, carried through modifiers that wrap the node.
    var layoutPriority: Double = 0
    var zIndex: Double = 0
    /// What the view tells the containers around it, by key (`NodeTraits`): its tag, list row
    /// insets, navigation title, layout values…
    var traits = NodeTraits()
    /// `alignmentGuide(_:computeValue:)` overrides, innermost first.
    var guideOverrides: [GuideOverride] = [] {
        didSet { forgetSubtreeFacts() }
    }
    /// `ignoresSafeArea(_:edges:)`: which regions and edges the node's frame extends through.
    var ignoredSafeArea: (regions: SafeAreaRegions, edges: Edge.Set)? {
        didSet { forgetSubtreeFacts() }
    }
    /// Drawing-only effects (offset, opacity, clipping, transforms), outermost last.
    var effects: [RenderEffect] = []
    /// Tap actions, hit-testing switch and content shape (`Interaction/`); nil for most nodes.
    var interaction: NodeInteraction?
    /// `onAppear`, `task`, `onChange`… of the view this node is, innermost first; not carried
    /// to wrapping nodes (each handler belongs to one node).
    var lifecycle: [LifecycleHandler]?
    /// `.animation(_:value:)` modifiers on the view.
    var implicitAnimations: [ImplicitAnimation]?
    /// `.transition(_:)`: how the view is drawn as an animated change inserts or removes it.
    var transition: TransitionKind?
    /// The `ForEach` element id of a view that is an element's: an animated change pairs old
    /// and new elements by it, as SwiftUI pairs rows by identity.
    var elementKey: AnyHashable?
    /// The structural identity (`_ViewInputs.identity`) of the innermost view that built the
    /// node: where it is in its view's body, which branch of an `if`, which element.
    var structuralIdentity: UInt64?
    /// While an animation draws a shape or a text: the paint each of its paints (a text's
    /// runs) is drawn in instead, part way between two colours or gradients (nil entries keep
    /// their paint).
    var presentedPaints: [ResolvedPaint?]?
    /// While an animation draws a shape: the shape with its animatable data part way.
    var presentedShape: (any Shape)?
    /// What the accessibility modifiers and controls said about the view (`Accessibility/`).
    var accessibility: AccessibilityInfo?
    /// Preferences the view sets, coordinate spaces it names, and geometry it watches
    /// (`Geometry/`); nil for most nodes.
    var geometry: NodeGeometry?

    // Layout results.
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    /// Whether `frame` and `placedProposal` hold a placement since the node's size last changed:
    /// placing again with the same frame, proposal and (if the subtree reads it) safe area is skipped.
    private var isPlaced = false
    /// The frame in host coordinates (points, origin top-left), set when the node is placed.
    private(set) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    private(set) var placedProposal = ProposedViewSize.unspecified
    /// The safe area of the last placement, kept only when the subtree reads it (`readsSafeArea`).
    private(set) var placedSafeArea: SafeAreaContext?
    /// Explicit guide values answered since the node's size last changed.
    @exclusivity(unchecked) private var alignmentCache = AlignmentCache()
    /// The node's spacing preferences, nil until asked or after the subtree changed.
    private var spacingCache: ViewSpacing?
    /// Facts about the subtree, nil when forgotten (`ViewNode+SubtreeFacts.swift`).
    var hasExplicitGuidesCache: Bool?
    var readsSafeAreaCache: Bool?

    init(_ layout: NodeLayout, children: [ViewNode] = [], environment: EnvironmentValues) {
        self.layout = layout
        self.children = children
        self.environment = environment
        for child in children { child.parent = self }
        learnSubtreeFacts()
    }

    /// A child that outlives its parent (kept by an animation's track, a lazy run's cache, a
    /// record of the last frame) must not point at freed memory: `parent` is unowned(unsafe)
    /// for speed, so the parent lets go of it here.
    deinit {
        for child in children where child.parent === self { child.parent = nil }
    }

    // MARK: Children

    func setChildren(_ newChildren: [ViewNode]) {
        children = newChildren
        for child in newChildren { child.parent = self }
        invalidate()
    }

    /// Replaces the children built during placement (a `GeometryReader`'s content): the node's
    /// own size does not depend on them, so its ancestors' caches stay valid.
    func setChildrenWithoutInvalidating(_ newChildren: [ViewNode]) {
        children = newChildren
        for child in newChildren { child.parent = self }
        forgetSubtreeFacts()
    }

    func replaceChild(_ old: ViewNode, with new: ViewNode) -> Bool {
        guard let index = children.firstIndex(where: { $0 === old }) else { return false }
        children[index] = new
        new.parent = self
        layout.replacedChild(old, with: new)
        invalidate()
        return true
    }

    /// Copies the traits a wrapping modifier carries through from the view it wraps.
    func inheritTraits(from child: ViewNode) {
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        self[LayoutValuesTrait.self] = child[LayoutValuesTrait.self]
    }

    // MARK: Sizing

    /// The size the node chooses for a proposal; a pure function of the proposal, so cached.
    func sizeThatFits(_ requested: ProposedViewSize) -> CGSize {
        let proposal = ViewNode.validated(requested)
        if let size = sizeCache.lookup(proposal) { return size }
        // A leaf does not recurse, so it needs no stack guard.
        LayoutCounters.sizings += 1
        let chosen = children.isEmpty ? layout.sizeThatFits(proposal, node: self)
            : StackGuard.run { layout.sizeThatFits(proposal, node: self) }
        let size = ViewNode.validated(chosen, for: proposal)
        sizeCache.store(proposal, size)
        return size
    }

    /// Forgets cached sizes and placements here and in every ancestor: their sizes may depend on this one.
    func invalidate() {
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache = SizeCache()
            current.alignmentCache = AlignmentCache()
            current.spacingCache = nil
            current.isPlaced = false
            current.hasExplicitGuidesCache = nil
            current.readsSafeAreaCache = nil
            current.layout.invalidateCache(of: current)
            node = current.parent
        }
    }

    /// Forgets cached sizes in the whole subtree (after the environment or the text engine changed).
    func invalidateSubtree() {
        sizeCache = SizeCache()
        alignmentCache = AlignmentCache()
        spacingCache = nil
        isPlaced = false
        hasExplicitGuidesCache = nil
        readsSafeAreaCache = nil
        layout.invalidateCache(of: self)
        for child in children { child.invalidateSubtree() }
    }

    // MARK: Alignment

    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size, node: self, proposal: proposal, overrideLimit: guideOverrides.count)
    }

    /// The explicit value of a guide in the node's own coordinates, or nil to use the default.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                           overrideLimit: Int? = nil) -> CGFloat? {
        guard hasExplicitGuides else { return nil }
        let proposal = ViewNode.validated(proposal)
        let limit = overrideLimit ?? guideOverrides.count
        if let known = alignmentCache.lookup(key, size: size, proposal: proposal, overrideLimit: limit) { return known }
        LayoutCounters.guides += 1
        let value = StackGuard.run { computeExplicitAlignment(key, size: size, proposal: proposal, overrideLimit: limit) }
        alignmentCache.store(key, size: size, proposal: proposal, overrideLimit: limit, value: value)
        return value
    }

    private func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                                          overrideLimit limit: Int) -> CGFloat? {
        var index = limit - 1
        while index >= 0 {
            let override = guideOverrides[index]
            if override.key == key {
                let context = ViewDimensions(size: size, node: self, proposal: proposal, overrideLimit: index)
                return override.compute(context)
            }
            index -= 1
        }
        return layout.explicitAlignment(key, node: self, size: size, proposal: proposal)
    }

    /// The guide's value: explicit if the node has one, otherwise the guide's default.
    func alignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if hasExplicitGuides, let value = explicitAlignment(key, size: size, proposal: proposal) { return value }
        // The built-in guides' defaults depend on the size alone; a custom guide's may read others.
        if key.builtInDefault != nil { return key.defaultValue(in: size) }
        return key.defaultValue(dimensions(size, proposal: proposal))
    }

    /// The node's spacing preferences; cached, since a stack asks its first and last subviews
    /// for theirs more than once and nested stacks would otherwise multiply the questions.
    var spacing: ViewSpacing {
        if let known = spacingCache { return known }
        LayoutCounters.spacings += 1
        let value = children.isEmpty ? layout.spacing(of: self) : StackGuard.run { layout.spacing(of: self) }
        spacingCache = value
        return value
    }

    // MARK: Placing

    /// Places the node with its top-leading corner at `origin` (host coordinates) at the size it
    /// chooses for `proposal`, then lets its layout place its children.
    func place(at origin: CGPoint, proposal requested: ProposedViewSize, in safeArea: SafeAreaContext) {
        let proposal = ViewNode.validated(requested)
        let size = sizeThatFits(proposal)
        var origin = origin
        if let mirror = ViewNode.mirrorBounds {
            origin.x = mirror.minX + mirror.maxX - origin.x - size.width
        }
        var bounds = ViewNode.validated(CGRect(origin: origin, size: size))
        var childProposal = proposal
        if let ignored = ignoredSafeArea {
            let extended = ViewNode.validated(safeArea.extend(bounds, through: ignored.regions, edges: ignored.edges))
            if extended != bounds {
                bounds = extended
                childProposal = ProposedViewSize(extended.size)
            }
        }
        let safeAreaMatters = readsSafeArea
        if isPlaced, !layout.placesEveryTime, frame.hasSameValues(as: bounds), placedProposal == childProposal,
           !safeAreaMatters || placedSafeArea == safeArea { return }
        isPlaced = true
        LayoutCounters.placements += 1
        frame = bounds
        placedProposal = childProposal
        placedSafeArea = safeAreaMatters ? safeArea : nil
        let outerMirror = ViewNode.mirrorBounds
        ViewNode.mirrorBounds = environment.layoutDirection == .rightToLeft ? bounds : nil
        defer { ViewNode.mirrorBounds = outerMirror }
        if children.isEmpty {
            layout.placeChildren(of: self, in: bounds, proposal: childProposal, safeArea: safeArea)
        } else {
            StackGuard.run { layout.placeChildren(of: self, in: bounds, proposal: childProposal, safeArea: safeArea) }
        }
    }

    /// Right-to-left layout (LAYOUT.md; SwiftUI mirrors horizontal layout for
    /// `layoutDirection == .rightToLeft`): a node in that direction places its children as in
    /// left-to-right, and each child's frame is then reflected about the node's vertical centre
    /// line, so stacks run from the right, `.leading` alignment and padding are on the right,
    /// and offsets of placement go the other way. Text and images are not mirrored themselves
    /// (`flipsForRightToLeftLayoutDirection` flips an image). Set while a node places its
    /// children; each child placing its own restores it.
    nonisolated(unsafe) static var mirrorBounds: CGRect?

    /// Nodes in drawing order: by `zIndex` (a stable sort), then in declaration order.
    static func orderedByZIndex(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The record of the nearest enclosing view that owns state: rebuilding it builds this node again.
    var ancestorRecord: ViewRecord? {
        var node = parent
        while let current = node {
            if let record = current.ownerRecord { return record }
            node = current.parent
        }
        return nil
    }

    /// Draws the node at `rect` (an animation's presentation frame); its placement is unchanged
    /// and the animator puts the laid-out frame back after drawing.
    func setPresentationFrame(_ rect: CGRect) {
        frame = rect
    }

    /// Every node of the subtree, parents before children.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// One `alignmentGuide(_:computeValue:)`.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}

extension CGRect {
    /// `==` without the call: Foundation's on Linux is not inlinable, and placing compares one
    /// frame per node.
    @inline(__always)
    fileprivate func hasSameValues(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}
