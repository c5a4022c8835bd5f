import Foundation

/// A colour, and a view that fills the space it is offered with it (Apple: "Color").
///
/// System colours resolve differently in light and dark mode; the values are iOS's default
/// system colours (Apple Human Interface Guidelines, "Color", the iOS "Specifications" table).
public struct Color: Hashable, ShapeStyle, Sendable {
    public typealias Body = Never

    enum Storage: Hashable, Sendable {
        case rgb(RGBA)
        /// A system colour: one value for light mode, one for dark mode.
        case dynamic(light: RGBA, dark: RGBA)
        /// A system colour with UIKit's increased-contrast and elevated variants too.
        case adaptive(AdaptiveVariants)
        case opacity(Box, Double)
    }

    /// Breaks the recursion of `Storage` for `opacity(_:)`.
    final class Box: Hashable, @unchecked Sendable {
        let color: Color
        init(_ color: Color) { self.color = color }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.color == rhs.color }
        func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// The colour space of a colour's components (Apple: "Color.RGBColorSpace").
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var rgba = RGBA(red: red, green: green, blue: blue, alpha: opacity)
        if colorSpace == .sRGBLinear { rgba = rgba.linearToSRGB() }
        storage = .rgb(rgba)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        storage = .rgb(RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(Box(self), opacity))
    }

    /// The colour's components for a colour scheme (standard contrast, base level).
    func resolve(in scheme: ColorScheme) -> RGBA { resolve(in: ColorAppearance(scheme: scheme)) }

    /// The colour's components for a colour scheme, contrast and interface level.
    func resolve(in appearance: ColorAppearance) -> RGBA {
        switch storage {
        case .rgb(let rgba): return rgba
        case .dynamic(let light, let dark): return appearance.scheme == .dark ? dark : light
        case .adaptive(let variants): return variants.resolve(in: appearance)
        case .opacity(let box, let opacity):
            var rgba = box.color.resolve(in: appearance)
            rgba.alpha *= opacity
            return rgba
        }
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(ShapeLeafLayout(shape: Rectangle(), paints: [.fill(AnyShapeStyle(view), FillStyle())]),
                                environment: inputs.environment))
    }
}

/// Straight-alpha sRGB components, each nominally in 0...1.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// 8-bit sRGB components, as Apple's colour tables give them.
    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// HSB to RGB (Smith, "Color Gamut Transform Pairs", SIGGRAPH 1978). The hue wraps around
    /// the circle; a hue that is not finite has no place on it and reads as 0 (red), as the
    /// other components are clamped later, when the colour becomes a pixel.
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let wrapped = hue.isFinite ? hue - floor(hue) : 0
        let h = wrapped * 6
        // `wrapped` is in 0..<1, so `h` is in 0..<6 and the conversion cannot trap.
        let sector = Int(h) % 6
        let f = h - floor(h)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Converts linear-light components to sRGB-encoded ones (IEC 61966-2-1 transfer function).
    func linearToSRGB() -> RGBA {
        func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        return RGBA(red: encode(red), green: encode(green), blue: encode(blue), alpha: alpha)
    }
}

/// What a system colour depends on besides its name (UIKit's trait collection): the colour
/// scheme, increased contrast (`colorSchemeContrast`, Settings › Accessibility › Increase
/// Contrast) and the elevated interface level of sheets and popovers.
struct ColorAppearance: Hashable, Sendable {
    var scheme: ColorScheme
    var increasedContrast = false
    var elevated = false
}

/// A system colour's eight values (UIKit's dynamic system colours): light and dark, each at
/// standard and increased contrast, at the base and the elevated level. In light mode the
/// elevated values are the base ones for every system colour.
struct AdaptiveVariants: Hashable, Sendable {
    /// Light, dark, light increased contrast, dark increased contrast, then the same four elevated.
    let values: [RGBA]

    init(_ values: [RGBA]) {
        precondition(values.count == 8, "a system colour has eight variants")
        self.values = values
    }

    func resolve(in appearance: ColorAppearance) -> RGBA {
        values[(appearance.scheme == .dark ? 1 : 0) + (appearance.increasedContrast ? 2 : 0) + (appearance.elevated ? 4 : 0)]
    }
}

extension EnvironmentValues {
    /// What system colours resolve against here.
    var colorAppearance: ColorAppearance {
        ColorAppearance(scheme: colorScheme, increasedContrast: colorSchemeContrast == .increased, elevated: isElevated)
    }
}

/// A colour is a view (Apple declares the conformance in an extension, so a colour's other
/// members are not isolated to the main actor: a model can resolve one off it).
extension Color: View {}
