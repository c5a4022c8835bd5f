import Foundation
import Observation

/// A modifier that changes the nodes of its content without adding a layout node: traits
/// (`layoutPriority`, `zIndex`, `accessibilityIdentifier`), guides and drawing effects.
struct NodeTraitModifier: ViewModifier {
    typealias Body = Never
    let change: (ViewNode) -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        NodeBuilding.modifyEach(inputs, &outputs, content: content, modifier.change)
    }
}

/// A modifier that wraps each node of its content in a node with its own layout.
struct LayoutWrapperModifier: ViewModifier {
    typealias Body = Never
    let makeLayout: () -> NodeLayout

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        NodeBuilding.wrapEach(inputs, &outputs, content: content, layout: modifier.makeLayout())
    }
}

/// A modifier that changes the environment of its content.
struct EnvironmentModifier: ViewModifier {
    typealias Body = Never
    let change: (inout EnvironmentValues) -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var inner = inputs
        modifier.change(&inner.environment)
        content(inner, &outputs)
    }
}

/// A modifier that changes the identity of its content (`id(_:)`).
struct IdentityModifier: ViewModifier {
    typealias Body = Never
    let id: AnyHashable

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let start = outputs.nodes.count
        content(inputs.child(id: modifier.id), &outputs)
        // Remembered on the node for `ScrollViewProxy.scrollTo(_:anchor:)`.
        for node in outputs.nodes[start...] { node[ScrollIDTrait.self] = modifier.id }
    }
}

extension View {
    /// Sets the priority by which a parent layout shares out space; higher goes first (Apple: "layoutPriority(_:)").
    public func layoutPriority(_ value: Double) -> some View {
        // A NaN priority compares with nothing, so no order of subviews could respect it.
        let priority = value.isNaN ? 0 : value
        if value.isNaN { Diagnostics.warnOnce("nan-layout-priority", "layoutPriority(.nan) has no order among priorities; using 0.") }
        return modifier(NodeTraitModifier { $0.layoutPriority = priority })
    }

    /// Sets the drawing order among overlapping siblings; layout is unchanged (Apple: "zIndex(_:)").
    public func zIndex(_ value: Double) -> some View {
        // A NaN index compares with nothing, so no drawing order could respect it.
        let index = value.isNaN ? 0 : value
        if value.isNaN { Diagnostics.warnOnce("nan-z-index", "zIndex(.nan) has no order among indices; using 0.") }
        return modifier(NodeTraitModifier { $0.zIndex = index })
    }

    /// Names the view for the host's `frame(of:)`; changes nothing else (Apple: "accessibilityIdentifier(_:)").
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeTraitModifier { $0[AccessibilityIdentifierTrait.self] = identifier })
    }

    /// Gives the view an explicit identity: a new id makes it a new view, with fresh state (Apple: "id(_:)").
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }

    /// Replaces the value of a horizontal guide for this view (Apple: "alignmentGuide(_:computeValue:)").
    /// It only matters when the parent aligns on that guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeTraitModifier { $0.guideOverrides.append(GuideOverride(key: g.key, compute: computeValue)); $0.invalidate() })
    }

    /// Replaces the value of a vertical guide for this view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeTraitModifier { $0.guideOverrides.append(GuideOverride(key: g.key, compute: computeValue)); $0.invalidate() })
    }

    /// Sets an environment value for the view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes one environment value of the view and its descendants in place (Apple:
    /// "transformEnvironment(_:transform:)").
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Places an `@Observable` object in the environment of the view and its descendants, where
    /// `@Environment(T.self)` reads it (Apple: "environment(_:)").
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, as: T.self) })
    }

    /// Sets the default font of text in the view (Apple: "font(_:)"). A descendant's own
    /// `font(_:)` overrides it.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentModifier { $0.font = font })
    }

    /// Sets the style of foreground elements: text, symbols, shapes (Apple: "foregroundStyle(_:)").
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = AnyShapeStyle(style, inheriting: $0.foregroundStyle, levels: $0.foregroundLevels)
            $0.foregroundLevels = []
        })
    }

    /// Sets the foreground colour (Apple: "foregroundColor(_:)", deprecated in favour of foregroundStyle).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = color.map { AnyShapeStyle($0) }
            $0.foregroundLevels = []
        })
    }

    /// Sets the tint colour of controls (Apple: "tint(_:)").
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tint = tint })
    }

    /// Sets the colour scheme of the view and its descendants (Apple: "environment(\.colorScheme, _)").
    /// Asks the presentation the view is in — the whole screen, its navigation and tab bars
    /// too — for a colour scheme (Apple: "preferredColorScheme(_:)": "the preference to the
    /// nearest enclosing presentation"), wherever in the tree it is written (`PreviewHost`
    /// applies it).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
            .modifier(NodeTraitModifier { if let colorScheme { $0[PreferredColorSchemeTrait.self] = colorScheme } })
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `preferredColorScheme(_:)`: the scheme the presentation around takes.
enum PreferredColorSchemeTrait: NodeTraitKey { typealias Value = ColorScheme? }

/// `accessibilityIdentifier(_:)`: the name the host's `frame(of:)` and inspection find the view by.
enum AccessibilityIdentifierTrait: NodeTraitKey { typealias Value = String? }
