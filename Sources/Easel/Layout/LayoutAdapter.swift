import Foundation

/// Runs a `Layout` as the layout of a container node, keeping the layout's cache.
final class LayoutAdapter<L: Layout>: NodeLayout {
    let layout: L
    private var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    override var layoutProperties: LayoutProperties? { L.layoutProperties }

    private func withCache<R>(_ node: ViewNode, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = LayoutSubviews(node.children, layoutDirection: node.environment.layoutDirection)
        // Moved out for the call, so the buffers it holds stay uniquely referenced and change in
        // place (with a copy left behind, every append would copy them).
        var current = cache.take() ?? layout.makeCache(subviews: subviews)
        let invalidationsBefore = invalidations
        let result = body(subviews, &current)
        // A subview that changed its size while being placed (a lazy list measuring rows) made
        // the cache stale: it is not put back.
        if invalidations == invalidationsBefore { cache = current }
        return result
    }

    /// Counts `invalidateCache` calls, so one made during a call to the layout is not undone.
    private var invalidations = 0

    override func invalidateCache(of node: ViewNode) {
        cache = nil
        invalidations &+= 1
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        withCache(node) { subviews, cache in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        // Subviews placed through `LayoutSubview.place` take it; restored after, as a nested
        // layout (inside a scroll view, say) sets its own.
        let outer = SafeAreaContext.current
        SafeAreaContext.current = safeArea
        defer { SafeAreaContext.current = outer }
        withCache(node) { subviews, cache in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node) { subviews, cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            }
            return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                            subviews: subviews, cache: &cache)
        }
    }

    override func spacing(of node: ViewNode) -> ViewSpacing {
        withCache(node) { subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
    }

    /// The stacks keep `Layout`'s default `explicitAlignment`, which only merges the subviews'
    /// guides; any other layout may define guides of its own.
    override var guideSource: GuideSource {
        L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self ? .anyChild : .own
    }

    override var debugName: String { String(describing: L.self) }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
