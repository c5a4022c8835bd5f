import Foundation

/// UIKit's colour class, so the common SwiftUI spellings that name UIKit colours compile:
/// `Color(.secondarySystemBackground)`, `Color(uiColor: .systemGray6)`,
/// `Color(UIColor.label)` (on iOS `import SwiftUI` brings UIKit with it). Each system colour is
/// the same light/dark pair as the matching SwiftUI colour (IOS-METRICS.md "Colours"; HIG
/// "Color" for the system grays). Only what colour code uses is here: no drawing, no
/// `CGColor`. Easel's `UIKit` module re-exports it.
/// What a colour literal is when nothing else says (UIKit's choice: `Color(#colorLiteral(…))`
/// makes a `UIColor` and then a `Color`).
public typealias _ColorLiteralType = UIColor

public class UIColor: Equatable, _ExpressibleByColorLiteral, @unchecked Sendable {
    let color: Color

    /// Apple: "init(_:)" from a SwiftUI colour.
    public init(_ color: Color) { self.color = color }

    /// Xcode's colour literal, `#colorLiteral(red:green:blue:alpha:)`, in sRGB.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }
    /// A colour set of the asset catalog, or nil when there is none of that name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }
    /// A colour set of a bundle's asset catalogs (Apple: "init(named:in:compatibleWith:)", as
    /// SwiftGen's generated code calls it), light and dark; nil when there is none of that name.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        let bundlePath = bundle.flatMap { $0 == Bundle.main ? nil : $0.bundlePath }
        guard let color = AssetCatalogs.color(named: name, bundlePath: bundlePath) else { return nil }
        self.init(Color(storage: .dynamic(light: color.light, dark: color.dark)))
    }
    /// The colour set a generated symbol names (Apple: "init(resource:)", iOS 17): `UIColor(resource: .brand)`.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
    /// A colour worked out for light and for dark mode.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.resolve(in: .light)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolve(in: .dark)
        self.init(Color(storage: .dynamic(light: light, dark: dark)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = color.resolve(in: .light), dark = color.resolve(in: .dark)
        light.alpha = Double(alpha)
        dark.alpha = Double(alpha)
        return UIColor(Color(storage: .dynamic(light: light, dark: dark)))
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(Color(storage: .rgb(color.resolve(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light))))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    // Fixed colours, with UIKit's component values.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours.
    public class var systemRed: UIColor { UIColor(Color.red) }
    public class var systemOrange: UIColor { UIColor(Color.orange) }
    public class var systemYellow: UIColor { UIColor(Color.yellow) }
    public class var systemGreen: UIColor { UIColor(Color.green) }
    public class var systemMint: UIColor { UIColor(Color.mint) }
    public class var systemTeal: UIColor { UIColor(Color.teal) }
    public class var systemCyan: UIColor { UIColor(Color.cyan) }
    public class var systemBlue: UIColor { UIColor(Color.blue) }
    public class var systemIndigo: UIColor { UIColor(Color.indigo) }
    public class var systemPurple: UIColor { UIColor(Color.purple) }
    public class var systemPink: UIColor { UIColor(Color.pink) }
    public class var systemBrown: UIColor { UIColor(Color.brown) }
    public class var systemGray: UIColor { UIColor(Color.gray) }
    public class var systemGray2: UIColor { UIColor(Color.systemGray2) }
    public class var systemGray3: UIColor { UIColor(Color.systemGray3) }
    public class var systemGray4: UIColor { UIColor(Color.systemGray4) }
    public class var systemGray5: UIColor { UIColor(Color.systemGray5) }
    public class var systemGray6: UIColor { UIColor(Color.systemGray6) }
    public class var tintColor: UIColor { UIColor(Color.accentColor) }

    // Semantic colours.
    public class var label: UIColor { UIColor(Color.primary) }
    public class var secondaryLabel: UIColor { UIColor(Color.secondary) }
    public class var tertiaryLabel: UIColor { UIColor(Color.tertiary) }
    public class var quaternaryLabel: UIColor { UIColor(Color.quaternary) }
    public class var link: UIColor { UIColor(Color.link) }
    public class var placeholderText: UIColor { UIColor(Color.placeholderText) }
    public class var separator: UIColor { UIColor(Color.separator) }
    public class var opaqueSeparator: UIColor { UIColor(Color.opaqueSeparator) }
    public class var systemBackground: UIColor { UIColor(Color.systemBackground) }
    public class var secondarySystemBackground: UIColor { UIColor(Color.secondarySystemBackground) }
    public class var tertiarySystemBackground: UIColor { UIColor(Color.tertiarySystemBackground) }
    public class var systemGroupedBackground: UIColor { UIColor(Color.systemGroupedBackground) }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(Color.secondarySystemGroupedBackground) }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(Color.tertiarySystemGroupedBackground) }
    public class var systemFill: UIColor { UIColor(Color.systemFill) }
    public class var secondarySystemFill: UIColor { UIColor(Color.secondarySystemFill) }
    public class var tertiarySystemFill: UIColor { UIColor(Color.tertiarySystemFill) }
    public class var quaternarySystemFill: UIColor { UIColor(Color.quaternarySystemFill) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}


extension Color {
    /// A UIKit colour (Apple: "init(uiColor:)", and the older "init(_:)").
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ color: UIColor) { self = color.color }
}
