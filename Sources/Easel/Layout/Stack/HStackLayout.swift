import Foundation

/// A horizontal stack as a `Layout` (Apple: "HStackLayout"). See `StackAlgorithm` for the steps.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.solution(for: proposal) { algorithm.solve(proposal, subviews: subviews) }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        let solution = cache.solution(for: proposal) { algorithm.solve(proposal, subviews: subviews) }
        algorithm.place(solution, in: bounds, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}

/// A vertical stack as a `Layout` (Apple: "VStackLayout"). See `StackAlgorithm` for the steps.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.solution(for: proposal) { algorithm.solve(proposal, subviews: subviews) }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        let solution = cache.solution(for: proposal) { algorithm.solve(proposal, subviews: subviews) }
        algorithm.place(solution, in: bounds, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}
