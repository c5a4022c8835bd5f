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
    var identifier: String?
    var layoutValues: [ObjectIdentifier: Any]?
    /// `alignmentGuide(_:computeValue:)` overrides, innermost first.
    var guideOverrides: [GuideOverride] = []
    /// `ignoresSafeArea(_:edges:)`: which regions and edges the node's frame extends through.
    var ignoredSafeArea: (regions: SafeAreaRegions, edges: Edge.Set)?
    /// Drawing-only effects (offset, opacity, clipping, transforms), outermost last.
    var effects: [RenderEffect] = []

    // Layout results.
    private var sizeCache = SizeCache()
    private var placement: Placement?
    /// The frame in host coordinates (points, origin top-left), set when the node is placed.
    private(set) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    private(set) var placedProposal = ProposedViewSize.unspecified

    init(_ layout: NodeLayout, children: [ViewNode] = [], environment: EnvironmentValues) {
        self.layout = layout
        self.children = children
        self.environment = environment
        for child in children { child.parent = self }
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
    }

    func replaceChild(_ old: ViewNode, with new: ViewNode) -> Bool {
        guard let index = children.firstIndex(where: { $0 === old }) else { return false }
        children[index] = new
        new.parent = self
        invalidate()
        return true
    }

    /// Copies the traits a wrapping modifier carries through from the view it wraps.
    func inheritTraits(from child: ViewNode) {
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        layoutValues = child.layoutValues
    }

    // MARK: Sizing

    /// The size the node chooses for a proposal; a pure function of the proposal, so cached.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache.lookup(proposal) { return size }
        let size = StackGuard.run { layout.sizeThatFits(proposal, node: self) }
        sizeCache.store(proposal, size)
        return size
    }

    /// Forgets cached sizes and placements here and in every ancestor: their sizes may depend on this one.
    func invalidate() {
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache = SizeCache()
            current.placement = nil
            current.layout.invalidateCache(of: current)
            node = current.parent
        }
    }

    /// Forgets cached sizes in the whole subtree (after the environment or the text engine changed).
    func invalidateSubtree() {
        sizeCache = SizeCache()
        placement = nil
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
        let limit = overrideLimit ?? guideOverrides.count
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
        if let value = explicitAlignment(key, size: size, proposal: proposal) { return value }
        return key.defaultValue(dimensions(size, proposal: proposal))
    }

    var spacing: ViewSpacing { layout.spacing(of: self) }

    // MARK: Placing

    /// Places the node with its top-leading corner at `origin` (host coordinates) at the size it
    /// chooses for `proposal`, then lets its layout place its children.
    func place(at origin: CGPoint, proposal: ProposedViewSize, in safeArea: SafeAreaContext) {
        let size = sizeThatFits(proposal)
        var bounds = CGRect(origin: origin, size: size)
        var childProposal = proposal
        if let ignored = ignoredSafeArea {
            let extended = safeArea.extend(bounds, through: ignored.regions, edges: ignored.edges)
            if extended != bounds {
                bounds = extended
                childProposal = ProposedViewSize(extended.size)
            }
        }
        let next = Placement(bounds: bounds, proposal: childProposal, safeArea: safeArea)
        if placement == next { return }
        placement = next
        frame = bounds
        placedProposal = childProposal
        StackGuard.run { layout.placeChildren(of: self, in: bounds, proposal: childProposal, safeArea: safeArea) }
    }

    /// Every node of the subtree, parents before children.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// Where and with what a node was last placed; placing again with the same values is skipped.
private struct Placement: Equatable {
    var bounds: CGRect
    var proposal: ProposedViewSize
    var safeArea: SafeAreaContext
}

/// One `alignmentGuide(_:computeValue:)`.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}
