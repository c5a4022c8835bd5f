import Foundation

extension Gradient {
    /// How colours between two others are worked out (Apple: "Gradient.ColorSpace", iOS 18).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Straight interpolation of the stored sRGB components.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolation in a perceptually uniform space (Oklab here).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// This colour mixed with another: `fraction` 0 is this colour, 1 the other (Apple:
    /// "mix(with:by:in:)", iOS 18). Mixing is done for light and dark mode separately.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let f = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        func mixed(_ scheme: ColorScheme) -> RGBA {
            let a = resolve(in: scheme), b = rhs.resolve(in: scheme)
            return colorSpace.isPerceptual ? RGBA.mixInOklab(a, b, f) : RGBA.mixComponents(a, b, f)
        }
        return Color(storage: .dynamic(light: mixed(.light), dark: mixed(.dark)))
    }

    /// The colour's components in an environment (Apple: "resolve(in:)", iOS 17).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = resolve(in: environment.colorAppearance)
        let linear = rgba.sRGBToLinear()
        return Resolved(linearRed: Float(linear.red), linearGreen: Float(linear.green), linearBlue: Float(linear.blue), opacity: Float(rgba.alpha))
    }

    /// A colour's concrete components, linear sRGB as SwiftUI stores them (Apple: "Color.Resolved").
    public struct Resolved: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.linearRed = linearRed
            self.linearGreen = linearGreen
            self.linearBlue = linearBlue
            self.opacity = opacity
        }

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            var rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
            if colorSpace != .sRGBLinear { rgba = rgba.sRGBToLinear() }
            self.init(linearRed: Float(rgba.red), linearGreen: Float(rgba.green), linearBlue: Float(rgba.blue), opacity: Float(opacity))
        }

        /// sRGB-encoded components.
        public var red: Float { Float(rgba.red) }
        public var green: Float { Float(rgba.green) }
        public var blue: Float { Float(rgba.blue) }

        var rgba: RGBA {
            RGBA(red: Double(linearRed), green: Double(linearGreen), blue: Double(linearBlue), alpha: Double(opacity)).linearToSRGB()
        }

        func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(rgba) }
    }

    /// Apple: "init(_:)" from resolved components.
    public init(_ resolved: Resolved) { self.init(storage: .rgb(resolved.rgba)) }

    /// A colour from a colour style (Apple: "init(_:)", iOS 17, for a `ShapeStyle` whose resolved
    /// form is `Color.Resolved`): `Color(palette.accent)` where the palette's members are colours.
    /// Generic as Apple's, so `Color(.systemBlue)` still means the `UIColor` (a non-generic
    /// initializer ranks first). Easel's shape styles have no `Resolved` type: a colour is itself;
    /// another style gives its colour in the default environment, or clear if it has none.
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        if let color = color as? Color {
            self = color
        } else if let style = color as? ResolvableShapeStyle, case .color(let rgba) = style.resolvePaint(in: EnvironmentValues()) {
            self.init(storage: .rgb(rgba))
        } else {
            self = .clear
        }
    }
}

extension RGBA {
    /// Encoded sRGB to linear light (IEC 61966-2-1).
    func sRGBToLinear() -> RGBA {
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return RGBA(red: decode(red), green: decode(green), blue: decode(blue), alpha: alpha)
    }

    static func mixComponents(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
             blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// Mixes in Oklab (Björn Ottosson, "A perceptual color space for image processing", 2020:
    /// the linear-sRGB → LMS → Oklab matrices of that article).
    static func mixInOklab(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        let la = a.oklab, lb = b.oklab
        let mixed = (0..<3).map { la[$0] + (lb[$0] - la[$0]) * f }
        var result = RGBA.fromOklab(mixed)
        result.alpha = a.alpha + (b.alpha - a.alpha) * f
        return result
    }

    private var oklab: [Double] {
        let c = sRGBToLinear()
        let l = cbrt(0.4122214708 * c.red + 0.5363325363 * c.green + 0.0514459929 * c.blue)
        let m = cbrt(0.2119034982 * c.red + 0.6806995451 * c.green + 0.1073969566 * c.blue)
        let s = cbrt(0.0883024619 * c.red + 0.2817188376 * c.green + 0.6299787005 * c.blue)
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }

    private static func fromOklab(_ lab: [Double]) -> RGBA {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        // Mixtures of in-gamut colours can land a hair outside it: clamp before encoding.
        func clamp(_ c: Double) -> Double { c.isFinite ? Swift.min(Swift.max(c, 0), 1) : 0 }
        return RGBA(red: clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                    green: clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                    blue: clamp(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)).linearToSRGB()
    }
}
