import Foundation

/// A type-erased layout, for switching layouts while keeping the subviews' identity
/// (Apple: "AnyLayout").
public struct AnyLayout: Layout {
    private let box: AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = ConcreteLayoutBox(layout)
    }

    public typealias Cache = AnyLayoutCache

    public func makeCache(subviews: Subviews) -> AnyLayoutCache { box.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) {
        box.placeSubviews(bounds, proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout AnyLayoutCache) -> ViewSpacing {
        box.spacing(subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }
}

/// The cache of an `AnyLayout`: the wrapped layout's own cache.
public struct AnyLayoutCache {
    var value: Any
}

private class AnyLayoutBox {
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayoutCache { fatalError("abstract") }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) -> ViewSpacing { fatalError("abstract") }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout AnyLayoutCache) -> CGFloat? { fatalError("abstract") }
}

private final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    private func with<R>(_ cache: inout AnyLayoutCache, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache.value as! L.Cache
        let result = body(&typed)
        cache.value = typed
        return result
    }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayoutCache { AnyLayoutCache(value: layout.makeCache(subviews: subviews)) }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) -> CGSize {
        with(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) {
        with(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayoutCache) -> ViewSpacing {
        with(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                                    _ cache: inout AnyLayoutCache) -> CGFloat? {
        with(&cache) { typed in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}
