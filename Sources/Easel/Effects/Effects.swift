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
    /// A perspective mapping no affine transform can draw (`rotation3DEffect` with
    /// perspective, `projectionEffect`, a `GeometryEffect`): the drawing mapped through the
    /// host-point mapping made from the view's frame.
    case projection((CGRect) -> ProjectiveTransform)

    /// The rasterizer's effect in device pixels, or nil when it changes nothing.
    func rasterEffect(node: ViewNode, context: inout RenderContext) -> LayerEffect? {
        let scale = Double(context.deviceScale)
        switch self {
        case .shadow(let color, let radius, let x, let y):
            let rgba = color.resolve(in: node.environment.colorAppearance)
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
        case .projection(let make):
            let device = ProjectiveTransform(context.rasterTransform)
            guard let fromDevice = device.inverted else { return nil }
            return .projective(device.concatenating(after: make(node.frame)).concatenating(after: fromDevice))
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

/// A translucent, blurring background (Apple: "Material"): what lies behind it blurred,
/// saturated and mixed towards a grey that follows its luminance, as iOS's CoreMaterial
/// recipes draw UIKit's system materials (`Backdrop`, drawn by the rasterizer).
///
/// The recipes (blur σ in points, saturation, luminance-plate amount and its four stops,
/// brightness) are the `platformContent…` and `platformChrome…` recipe files as decoded from
/// the simulator's CoreMaterial framework (`platformContentUltraThinLight` … `platformChromeDark`;
/// UIKit maps `systemUltraThinMaterial` … `systemChromeMaterial` to them, iOS 18.2's
/// `UIBlurEffect`), checked there against screenshots within 2.5/255. The published dumps are
/// of iOS 26 runtimes: that iOS 18 uses the same numbers is assumed. `.bar` is the chrome
/// recipe (bars' default `systemChromeMaterial`). Where the blur cannot be drawn (inside an
/// opacity or blend group) the material is its plate over a mid-grey backdrop.
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
    struct Recipe {
        let sigma: Double
        let saturation: Double
        let luminanceAmount: Double
        let stops: [Double]
        let brightness: Double
    }

    let light: Recipe
    let dark: Recipe

    public static let ultraThinMaterial = Material(
        light: Recipe(sigma: 22.5, saturation: 1.1, luminanceAmount: 0.5, stops: [0.45, 0.55, 0.65, 0.68], brightness: 0.12),
        dark: Recipe(sigma: 22.5, saturation: 1.1, luminanceAmount: 0.5, stops: [0.24, 0.24, 0.30, 0.39], brightness: 0))
    public static let thinMaterial = Material(
        light: Recipe(sigma: 30, saturation: 1.35, luminanceAmount: 0.6, stops: [0.725, 0.825, 0.76, 0.73], brightness: 0.12),
        dark: Recipe(sigma: 30, saturation: 1.35, luminanceAmount: 0.6, stops: [0.20, 0.21, 0.10, 0.15], brightness: 0))
    public static let regularMaterial = Material(
        light: Recipe(sigma: 30, saturation: 1.5, luminanceAmount: 0.75, stops: [0.90, 0.83, 0.925, 0.815], brightness: 0.10),
        dark: Recipe(sigma: 30, saturation: 1.5, luminanceAmount: 0.75, stops: [0.16, 0.26, 0.10, 0.10], brightness: 0))
    public static let thickMaterial = Material(
        light: Recipe(sigma: 45, saturation: 1.5, luminanceAmount: 0.88, stops: [0.99, 0.95, 0.98, 0.905], brightness: 0.045),
        dark: Recipe(sigma: 45, saturation: 1.5, luminanceAmount: 0.88, stops: [0.14, 0.16, 0.10, 0.03], brightness: 0))
    /// No recipe of its own is published: the thick recipe with the plate at full strength.
    public static let ultraThickMaterial = Material(
        light: Recipe(sigma: 45, saturation: 1.5, luminanceAmount: 0.95, stops: [0.99, 0.95, 0.98, 0.905], brightness: 0.045),
        dark: Recipe(sigma: 45, saturation: 1.5, luminanceAmount: 0.95, stops: [0.14, 0.16, 0.10, 0.03], brightness: 0))
    public static let bar = Material(
        light: Recipe(sigma: 22.5, saturation: 1.1, luminanceAmount: 0.75, stops: [0.80, 0.90, 1.1, 0.825], brightness: 0.10),
        dark: Recipe(sigma: 22.5, saturation: 2.0, luminanceAmount: 0.75, stops: [0.23, 0.52, 0.27, 0.255], brightness: -0.10))

    /// The recipe as the rasterizer's backdrop, its blur in device pixels at `scale`.
    func backdrop(in environment: EnvironmentValues, scale: Double) -> Backdrop {
        let recipe = environment.colorScheme == .dark ? dark : light
        var backdrop = Backdrop(sigma: recipe.sigma * scale, saturation: recipe.saturation, luminanceAmount: recipe.luminanceAmount,
                                luminanceStops: recipe.stops, brightness: recipe.brightness)
        backdrop.fallback = fallbackColor(backdrop)
        return backdrop
    }

    /// The plate over a mid-grey backdrop, opaque: the material where its blur cannot be drawn.
    private func fallbackColor(_ backdrop: Backdrop) -> RasterColor {
        let grey = 0.5 * (1 - backdrop.luminanceAmount) + backdrop.plateGrey(0.5) * backdrop.luminanceAmount + backdrop.brightness
        let value = Swift.min(Swift.max(grey, 0), 1)
        return RGBA(red: value, green: value, blue: value, alpha: 1).raster
    }

    /// The material as a paint where no backdrop is drawn (text, strokes): its fallback colour.
    /// A filled shape draws the backdrop instead (`ShapeLeafLayout`).
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let colour = backdrop(in: environment, scale: 1).fallback
        return .color(RGBA(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha))
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
