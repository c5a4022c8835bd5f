import Foundation
import EaselRaster

/// Effects Easel does not draw yet (blend modes, colour filters, the blur of materials). Each
/// compiles with SwiftUI's spelling, leaves layout alone, draws the view without the effect,
/// and says once what it left out, so a preview shows its content and the console explains the
/// difference.
enum UndrawnEffect {
    static func note(_ name: String) {
        Diagnostics.warnOnce("undrawn-\(name)", "\(name) is not drawn yet: the view is drawn without it.")
    }
}

/// How a view's colours combine with what is behind it (Apple: "BlendMode").
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}

/// A drawing effect made on the view's drawing as a whole, offscreen (`RenderEffect.layer`).
///
/// Radii are Gaussian standard deviations in points. Apple does not define SwiftUI's shadow or
/// blur radius; design tools that convert to SwiftUI halve a CSS/Figma blur to get it, and CSS
/// defines its blur as twice the deviation (CSS Backgrounds 3, "Shadow blurring"), so the
/// radius is taken as the deviation itself (uncertain).
enum LayerEffectRequest {
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case blur(radius: CGFloat, opaque: Bool)

    /// The rasterizer's effect in device pixels, or nil when it changes nothing.
    func rasterEffect(node: ViewNode, context: inout RenderContext) -> LayerEffect? {
        let scale = Double(context.deviceScale)
        switch self {
        case .shadow(let color, let radius, let x, let y):
            let rgba = color.resolve(in: node.environment.colorScheme)
            guard rgba.alpha > 0, radius.isFinite, x.isFinite, y.isFinite else { return nil }
            let offset = context.deviceVector(x, y)
            return .shadow(color: rgba.raster, sigma: Swift.max(0, Double(radius)) * scale,
                           offsetX: Double(offset.x), offsetY: Double(offset.y))
        case .blur(let radius, let opaque):
            guard radius.isFinite, radius > 0 else { return nil }
            return .blur(sigma: Double(radius) * scale, opaque: opaque)
        }
    }
}

extension View {
    /// Draws a shadow under the view: its drawing's alpha, blurred, in `color`, moved by
    /// `x` and `y` (Apple: "shadow(color:radius:x:y:)"). The default colour is black at 33 %
    /// in linear light, as SwiftUI's.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.layer(.shadow(color: color, radius: radius, x: x, y: y))) })
    }

    /// Blurs the view's drawing (Apple: "blur(radius:opaque:)"). With `opaque`, the edges stay
    /// opaque instead of fading out.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.layer(.blur(radius: radius, opaque: opaque))) })
    }

    /// Keeps the view's drawing where the mask view draws, by its alpha (Apple:
    /// "mask(alignment:_:)"). The mask is proposed the view's size and aligned in it, as an
    /// overlay; it takes no taps.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryContentModifier(placement: .mask, alignment: alignment, secondary: mask()))
    }

    /// Apple: "mask(_:)", deprecated.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryContentModifier(placement: .mask, alignment: .center, secondary: mask))
    }

    /// Apple: "blendMode(_:)". Drawn as `.normal` for now.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        if blendMode != .normal { UndrawnEffect.note("blendMode(_:)") }
        return self
    }

    /// Apple: "compositingGroup()"; "drawingGroup(opaque:colorMode:)". Drawing is already
    /// composited per view here: they change nothing.
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Colour filters (Apple: "grayscale(_:)", "saturation(_:)", "brightness(_:)",
    /// "contrast(_:)", "hueRotation(_:)", "colorInvert()", "colorMultiply(_:)",
    /// "luminanceToAlpha()"). Not applied yet.
    public func grayscale(_ amount: Double) -> some View { noted(amount != 0, "grayscale(_:)") }
    public func saturation(_ amount: Double) -> some View { noted(amount != 1, "saturation(_:)") }
    public func brightness(_ amount: Double) -> some View { noted(amount != 0, "brightness(_:)") }
    public func contrast(_ amount: Double) -> some View { noted(amount != 1, "contrast(_:)") }
    public func hueRotation(_ angle: Angle) -> some View { noted(angle.radians != 0, "hueRotation(_:)") }
    public func colorInvert() -> some View { noted(true, "colorInvert()") }
    public func colorMultiply(_ color: Color) -> some View { noted(true, "colorMultiply(_:)") }
    public func luminanceToAlpha() -> some View { noted(true, "luminanceToAlpha()") }

    private func noted(_ changes: Bool, _ name: String) -> Self {
        if changes { UndrawnEffect.note(name) }
        return self
    }
}

/// Apple: "ColorRenderingMode".
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A translucent, blurring background (Apple: "Material"). Drawn without the blur: as iOS's
/// material over a plain background looks, a translucent system background (uncertain
/// opacities, chosen from thin to thick), and `.bar` as the bars' colour.
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
    let opacity: Double
    let isBar: Bool

    public static let ultraThinMaterial = Material(opacity: 0.45, isBar: false)
    public static let thinMaterial = Material(opacity: 0.6, isBar: false)
    public static let regularMaterial = Material(opacity: 0.75, isBar: false)
    public static let thickMaterial = Material(opacity: 0.88, isBar: false)
    public static let ultraThickMaterial = Material(opacity: 0.95, isBar: false)
    public static let bar = Material(opacity: 1, isBar: true)

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        UndrawnEffect.note("A material's blur")
        if isBar { return NavigationBar.background.resolvePaint(in: environment) }
        return Color.secondarySystemBackground.resolvePaint(in: environment).withOpacity(opacity)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
