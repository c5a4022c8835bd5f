import Foundation

// iOS system colours, light and dark (Apple Human Interface Guidelines, "Color",
// "Specifications": default values for iOS, iPadOS).
extension Color {
    static func system(_ light: RGBA, _ dark: RGBA) -> Color { Color(storage: .dynamic(light: light, dark: dark)) }

    public static let red = system(RGBA(255, 59, 48), RGBA(255, 69, 58))
    public static let orange = system(RGBA(255, 149, 0), RGBA(255, 159, 10))
    public static let yellow = system(RGBA(255, 204, 0), RGBA(255, 214, 10))
    public static let green = system(RGBA(52, 199, 89), RGBA(48, 209, 88))
    public static let mint = system(RGBA(0, 199, 190), RGBA(99, 230, 226))
    public static let teal = system(RGBA(48, 176, 199), RGBA(64, 200, 224))
    public static let cyan = system(RGBA(50, 173, 230), RGBA(100, 210, 255))
    public static let blue = system(RGBA(0, 122, 255), RGBA(10, 132, 255))
    public static let indigo = system(RGBA(88, 86, 214), RGBA(94, 92, 230))
    public static let purple = system(RGBA(175, 82, 222), RGBA(191, 90, 242))
    public static let pink = system(RGBA(255, 45, 85), RGBA(255, 55, 95))
    public static let brown = system(RGBA(162, 132, 94), RGBA(172, 142, 104))
    public static let gray = system(RGBA(142, 142, 147), RGBA(142, 142, 147))
    public static let black = Color(storage: .rgb(RGBA(0, 0, 0)))
    public static let white = Color(storage: .rgb(RGBA(255, 255, 255)))
    public static let clear = Color(storage: .rgb(RGBA(0, 0, 0, 0)))
    /// Black in light mode, white in dark mode (UIColor.label).
    public static let primary = system(RGBA(0, 0, 0), RGBA(255, 255, 255))
    /// UIColor.secondaryLabel: grey at 60% opacity.
    public static let secondary = system(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    /// The app's accent colour: the system blue unless the asset catalogue says otherwise.
    public static let accentColor = blue

    /// The system background (UIColor.systemBackground): white, or black in dark mode.
    static let systemBackground = system(RGBA(255, 255, 255), RGBA(0, 0, 0))
    static let secondarySystemBackground = system(RGBA(242, 242, 247), RGBA(28, 28, 30))
    /// UIColor.tertiaryLabel.
    static let tertiary = system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    /// UIColor.quaternaryLabel.
    static let quaternary = system(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
    /// The fifth label level (uncertain: UIKit publishes no quinary label colour; half the
    /// quaternary alpha).
    static let quinary = system(RGBA(60, 60, 67, 0.09), RGBA(235, 235, 245, 0.08))
    /// UIColor.separator.
    static let separator = system(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
    /// UIColor.placeholderText.
    static let placeholderText = system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    /// UIColor.systemFill, secondarySystemFill, tertiarySystemFill (IOS-METRICS.md colours):
    /// the tracks and backgrounds of controls.
    static let systemFill = system(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
    static let secondarySystemFill = system(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
    static let tertiarySystemFill = system(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    static let quaternarySystemFill = system(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18))
    static let tertiarySystemBackground = system(RGBA(255, 255, 255), RGBA(44, 44, 46))
    static let tertiarySystemGroupedBackground = system(RGBA(242, 242, 247), RGBA(44, 44, 46))
    static let opaqueSeparator = system(RGBA(198, 198, 200), RGBA(56, 56, 58))
    static let link = system(RGBA(0, 122, 255), RGBA(9, 132, 255))
    /// UIColor.systemGray2 … systemGray6 (HIG "Color", iOS system grays); systemGray4 is the
    /// border of a rounded text field.
    static let systemGray2 = system(RGBA(174, 174, 178), RGBA(99, 99, 102))
    static let systemGray3 = system(RGBA(199, 199, 204), RGBA(72, 72, 74))
    static let systemGray4 = system(RGBA(209, 209, 214), RGBA(58, 58, 60))
    static let systemGray5 = system(RGBA(229, 229, 234), RGBA(44, 44, 46))
    static let systemGray6 = system(RGBA(242, 242, 247), RGBA(28, 28, 30))
}
