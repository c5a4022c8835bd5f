import Foundation

/// Effects Easel does not draw yet (shadows, blurs, masks, blend modes). Each compiles with
/// SwiftUI's spelling, leaves layout alone, draws the view without the effect, and says once
/// what it left out, so a preview shows its content and the console explains the difference.
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

extension View {
    /// Apple: "shadow(color:radius:x:y:)". Not drawn yet.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        UndrawnEffect.note("shadow(color:radius:x:y:)")
        return self
    }

    /// Apple: "blur(radius:opaque:)". Not drawn yet.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        if radius > 0 { UndrawnEffect.note("blur(radius:opaque:)") }
        return self
    }

    /// Apple: "mask(alignment:_:)". Not applied yet: the view is drawn whole.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        UndrawnEffect.note("mask(alignment:_:)")
        return self
    }

    /// Apple: "mask(_:)", deprecated.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        UndrawnEffect.note("mask(_:)")
        return self
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
