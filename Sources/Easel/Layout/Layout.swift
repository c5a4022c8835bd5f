import Foundation

/// A type that defines the geometry of a collection of views (Apple: "Layout").
///
/// Easel's own stacks are layouts too: `HStack` is `HStackLayout` applied to its content. A
/// layout follows the contract in `ProposedViewSize`: `sizeThatFits` chooses the container's
/// size for a proposal, `placeSubviews` places each subview in the bounds the parent gave.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// Properties of a layout container (Apple: "LayoutProperties").
public struct LayoutProperties: Sendable {
    /// The axis along which the container stacks, if it is a stack.
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default a container's edges prefer what the subviews touching them prefer.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        var result = first.spacing
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing) }
        return result
    }

    /// By default, the subviews' explicit values of the guide merged by the guide's rule (the
    /// mean; minimum and maximum for the text baselines), at the positions `placeSubviews` gives them.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard !subviews.isEmpty else { return nil }
        let placements = PlacementRecorder.record(subviews.count) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var values: [CGFloat?] = []
        values.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            guard let placed = placements[index] else { continue }
            let node = subview.node
            let size = node.sizeThatFits(placed.proposal)
            guard let value = node.explicitAlignment(key, size: size, proposal: placed.proposal) else { continue }
            let origin = key.axis == .horizontal ? placed.origin.x - bounds.minX : placed.origin.y - bounds.minY
            values.append(origin + value)
        }
        return key.combination.combine(values)
    }
}

extension Layout {
    /// Lays out the views the builder produces with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A layout applied to content: one container node whose children are the content's nodes.
struct LayoutView<L: Layout, Content: View>: View {
    typealias Body = Never
    let layout: L
    let content: Content

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var children = _ViewOutputs()
        makeNodes(view.content, inputs.child(type: L.self), &children)
        outputs.append(ViewNode(LayoutAdapter(view.layout), children: children.nodes, environment: inputs.environment))
    }
}

/// A key for a value that a subview offers its layout container (Apple: "LayoutValueKey").
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view a value that its layout container reads through `LayoutSubview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeTraitModifier { node in
            var values = node[LayoutValuesTrait.self] ?? [:]
            values[ObjectIdentifier(key)] = value
            node[LayoutValuesTrait.self] = values
        })
    }
}

/// The `layoutValue(key:value:)`s set on a view, by `LayoutValueKey` type: carried to the
/// modifiers that wrap it (`ViewNode.inheritTraits`), so its container reads them.
enum LayoutValuesTrait: NodeTraitKey { typealias Value = [ObjectIdentifier: Any]? }
