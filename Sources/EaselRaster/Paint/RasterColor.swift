import Foundation

/// A colour as SwiftUI's `Color.Resolved` holds it: straight (not premultiplied) alpha,
/// components in the sRGB transfer space, nominally 0...1.
///
/// Out-of-range or non-finite components are clamped when the colour is turned into a pixel,
/// with one warning (`RasterDiagnostics.Kind.colorOutOfRange`); extended-range colours are not
/// supported because pixels are 8-bit sRGB.
public struct RasterColor: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RasterColor(red: 0, green: 0, blue: 0)
    public static let white = RasterColor(red: 1, green: 1, blue: 1)

    /// The colour with every component clamped into 0...1 (NaN becomes 0), warning once if
    /// anything had to change.
    var clamped: RasterColor {
        func clamp(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), 1)
        }
        let result = RasterColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        if result != self {
            RasterDiagnostics.warn(.colorOutOfRange,
                "colour \(self) has components outside 0...1; they were clamped (Easel renders 8-bit sRGB)")
        }
        return result
    }

    /// The colour as a premultiplied 0xAARRGGBB pixel, each channel rounded to nearest.
    var premultipliedPixel: UInt32 {
        let color = clamped
        let alpha = color.alpha
        func channel(_ value: Double) -> UInt32 { UInt32((value * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(color.red) << 16
            | channel(color.green) << 8 | channel(color.blue)
    }

    /// Un-premultiplies a 0xAARRGGBB pixel; a fully transparent pixel gives `.clear`.
    init(premultipliedPixel pixel: UInt32) {
        let alpha = Double(pixel >> 24)
        guard alpha > 0 else {
            self = .clear
            return
        }
        red = Double((pixel >> 16) & 0xFF) / alpha
        green = Double((pixel >> 8) & 0xFF) / alpha
        blue = Double(pixel & 0xFF) / alpha
        self.alpha = alpha / 255
    }
}
