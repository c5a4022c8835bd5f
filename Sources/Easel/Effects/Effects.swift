import Foundation
import EaselRaster

/// Effects Easel does not draw yet (inner shadows, the blur of materials, some canvas
/// operations). Each
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

    var raster: RasterBlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
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
    case colorFilter(ColorFilter)
    /// Drawn as a blend group (`RenderContext`), not offscreen.
    case blend(BlendMode)

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
        case .colorFilter(let filter):
            return .colorMatrix(filter.matrix(in: node.environment.colorScheme))
        case .blend:
            return nil
        }
    }
}

/// SwiftUI's colour filters as 4 × 5 colour matrices over straight sRGB components (rows red,
/// green, blue, alpha: `[r, g, b, a, offset]`). Saturation, grayscale, hue rotation and
/// luminance-to-alpha are the W3C Filter Effects matrices (`feColorMatrix`, §9.5), which use
/// the same luminance weights as Core Image; `brightness` adds to each component and
/// `contrast` scales about the middle grey, as SwiftUI documents them ("brightness … from 0
/// (no effect) to 1 (full white)"; "contrast … negative values invert colors").
enum ColorFilter {
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case hueRotation(Angle)
    case invert
    case multiply(Color)
    case luminanceToAlpha

    func matrix(in scheme: ColorScheme) -> [Double] {
        switch self {
        case .saturation(let s):
            return [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                    0, 0, 0, 1, 0]
        case .brightness(let amount):
            return [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
        case .contrast(let c):
            let offset = 0.5 * (1 - c)
            return [c, 0, 0, 0, offset, 0, c, 0, 0, offset, 0, 0, c, 0, offset, 0, 0, 0, 1, 0]
        case .hueRotation(let angle):
            let cosine = cos(angle.radians), sine = sin(angle.radians)
            return [0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715, 0.072 - cosine * 0.072 + sine * 0.928, 0, 0,
                    0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140, 0.072 - cosine * 0.072 - sine * 0.283, 0, 0,
                    0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715, 0.072 + cosine * 0.928 + sine * 0.072, 0, 0,
                    0, 0, 0, 1, 0]
        case .invert:
            return [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]
        case .multiply(let color):
            let c = color.resolve(in: scheme)
            return [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0]
        case .luminanceToAlpha:
            return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]
        }
    }

    /// The filter `fraction` of the way to `other` (visual effects between phases); nil for
    /// different kinds.
    func interpolated(to other: ColorFilter, _ fraction: Double) -> ColorFilter? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (self, other) {
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        default: return fraction < 0.5 ? self : other
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

    /// Combines the view's drawing with what is under it (Apple: "blendMode(_:)"): every mode,
    /// by the W3C Compositing and Blending formulas (`RasterBlendMode`).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(NodeTraitModifier { if blendMode != .normal { $0.effects.append(.layer(.blend(blendMode))) } })
    }

    /// Draws the view's content as one group before it is composited (Apple:
    /// "compositingGroup()"; "drawingGroup(opaque:colorMode:)" too): blend modes inside
    /// combine with the group alone, not with what is behind it.
    public func compositingGroup() -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.layer(.blend(.normal))) })
    }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Colour filters on the view's drawing as a whole (Apple: "grayscale(_:)",
    /// "saturation(_:)", "brightness(_:)", "contrast(_:)", "hueRotation(_:)", "colorInvert()",
    /// "colorMultiply(_:)", "luminanceToAlpha()"); see `ColorFilter` for the matrices.
    public func grayscale(_ amount: Double) -> some View { filtered(.saturation(1 - amount)) }
    public func saturation(_ amount: Double) -> some View { filtered(.saturation(amount)) }
    public func brightness(_ amount: Double) -> some View { filtered(.brightness(amount)) }
    public func contrast(_ amount: Double) -> some View { filtered(.contrast(amount)) }
    public func hueRotation(_ angle: Angle) -> some View { filtered(.hueRotation(angle)) }
    public func colorInvert() -> some View { filtered(.invert) }
    public func colorMultiply(_ color: Color) -> some View { filtered(.multiply(color)) }
    public func luminanceToAlpha() -> some View { filtered(.luminanceToAlpha) }

    private func filtered(_ filter: ColorFilter) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.layer(.colorFilter(filter))) })
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
