import Foundation

/// A view that arranges its subviews in a horizontal line (Apple: "HStack").
/// Lays out with `HStackLayout`; see `StackAlgorithm` for the steps.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        LayoutView._makeNodes(LayoutView(layout: view.layout, content: view.content), inputs, &outputs)
    }
}

/// A view that arranges its subviews in a vertical line (Apple: "VStack").
/// Lays out with `VStackLayout`; see `StackAlgorithm` for the steps.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        LayoutView._makeNodes(LayoutView(layout: view.layout, content: view.content), inputs, &outputs)
    }
}

/// A view that overlays its subviews, aligning them on both axes (Apple: "ZStack").
/// Lays out with `ZStackLayout`.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        LayoutView._makeNodes(LayoutView(layout: view.layout, content: view.content), inputs, &outputs)
    }
}
