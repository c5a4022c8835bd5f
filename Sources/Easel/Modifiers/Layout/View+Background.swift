import Foundation

// Every form listed under "Layering views" in Apple's "Adding a background to your view" and
// the background(…) and overlay(…) reference pages.
extension View {
    /// Layers the views that `content` builds behind this view, aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(placement: .background, alignment: alignment, secondary: content()))
    }

    /// Layers a view behind this view (the older form, deprecated by Apple but still common).
    /// Disfavoured so that a colour or gradient, which is both a view and a shape style, picks
    /// the shape-style form, as it does in SwiftUI.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(placement: .background, alignment: alignment, secondary: background))
    }

    /// Fills the view's frame with a style behind it, extending into the safe area on the given
    /// edges when the view touches them.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(placement: .background, alignment: .center,
                                          secondary: Rectangle().fill(style), ignoresSafeAreaEdges: edges))
    }

    /// Fills the view's frame with the system background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape the size of the view with a style, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(placement: .background, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    /// Fills a shape the size of the view with the system background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers the views that `content` builds in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(placement: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers a view in front of this view (the older form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(placement: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Fills the view's frame with a style in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(placement: .overlay, alignment: .center,
                                          secondary: Rectangle().fill(style), ignoresSafeAreaEdges: edges))
    }

    /// Fills a shape the size of the view with a style, in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(placement: .overlay, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    /// Draws a border inside the view's frame: a rectangle stroked inside its edges, as Apple's
    /// "border(_:width:)" describes ("draws a border … inside the view's frame").
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// A background for a container, extending under the safe area (Apple: "containerBackground(_:for:)").
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }
}

/// Where a container background goes (Apple: "ContainerBackgroundPlacement").
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}
