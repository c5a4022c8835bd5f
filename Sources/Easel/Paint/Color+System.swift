import Foundation

// iOS system colours, light and dark (Apple Human Interface Guidelines, "Color",
// "Specifications": default values for iOS, iPadOS).
extension Color {
    static func system(_ light: RGBA, _ dark: RGBA) -> Color { Color(storage: .dynamic(light: light, dark: dark)) }

    /// A system colour with UIKit's increased-contrast and elevated variants: `light` and
    /// `dark` from the HIG as above; all eight (AARRGGBB: light, dark, light and dark with
    /// increased contrast, then the same four elevated) as Flutter's Cupertino colours list
    /// UIKit's (flutter/flutter, `packages/flutter/lib/src/cupertino/colors.dart`, each linked
    /// there to Apple's UIColor page). Where the HIG's base value differs from the list's, the
    /// HIG's stands, for the elevated value too when that is the base one.
    static func adaptive(_ light: RGBA, _ dark: RGBA, _ variants: String) -> Color {
        var values = variants.split(separator: " ").map { word -> RGBA in
            let argb = UInt32(word, radix: 16) ?? 0
            return RGBA(Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF), Double(argb >> 24) / 255)
        }
        guard values.count == 8 else { return system(light, dark) }
        for index in 4..<8 where values[index] == values[index - 4] { values[index] = index == 4 ? light : index == 5 ? dark : values[index - 4] }
        values[0] = light
        values[1] = dark
        return Color(storage: .adaptive(AdaptiveVariants(values)))
    }

    public static let red = adaptive(RGBA(255, 59, 48), RGBA(255, 69, 58), "FFFF3B30 FFFF453A FFD70015 FFFF6961 FFFF3B30 FFFF453A FFD70015 FFFF6961")
    public static let orange = adaptive(RGBA(255, 149, 0), RGBA(255, 159, 10), "FFFF9500 FFFF9F0A FFC93400 FFFFB340 FFFF9500 FFFF9F0A FFC93400 FFFFB340")
    public static let yellow = adaptive(RGBA(255, 204, 0), RGBA(255, 214, 10), "FFFFCC00 FFFFD60A FFA05A00 FFFFD426 FFFFCC00 FFFFD60A FFA05A00 FFFFD426")
    public static let green = adaptive(RGBA(52, 199, 89), RGBA(48, 209, 88), "FF34C759 FF30D158 FF248A3D FF30DB5B FF34C759 FF30D158 FF248A3D FF30DB5B")
    public static let mint = adaptive(RGBA(0, 199, 190), RGBA(99, 230, 226), "FF00C7BE FF63E6E2 FF0C817B FF66D4CF FF00C7BE FF63E6E2 FF0C817B FF66D4CF")
    public static let teal = system(RGBA(48, 176, 199), RGBA(64, 200, 224))
    public static let cyan = adaptive(RGBA(50, 173, 230), RGBA(100, 210, 255), "FF32ADE6 FF64D2FF FF0071A4 FF70D7FF FF32ADE6 FF64D2FF FF0071A4 FF70D7FF")
    public static let blue = adaptive(RGBA(0, 122, 255), RGBA(10, 132, 255), "FF007AFF FF0A84FF FF0040DD FF409CFF FF007AFF FF0A84FF FF0040DD FF409CFF")
    public static let indigo = adaptive(RGBA(88, 86, 214), RGBA(94, 92, 230), "FF5856D6 FF5E5CE6 FF3634A3 FF7D7AFF FF5856D6 FF5E5CE6 FF3634A3 FF7D7AFF")
    public static let purple = adaptive(RGBA(175, 82, 222), RGBA(191, 90, 242), "FFAF52DE FFBF5AF2 FF8944AB FFDA8FFF FFAF52DE FFBF5AF2 FF8944AB FFDA8FFF")
    public static let pink = adaptive(RGBA(255, 45, 85), RGBA(255, 55, 95), "FFFF2D55 FFFF375F FFD30F45 FFFF6482 FFFF2D55 FFFF375F FFD30F45 FFFF6482")
    public static let brown = adaptive(RGBA(162, 132, 94), RGBA(172, 142, 104), "FFA2845E FFAC8E68 FF7F6545 FFB59469 FFA2845E FFAC8E68 FF7F6545 FFB59469")
    public static let gray = adaptive(RGBA(142, 142, 147), RGBA(142, 142, 147), "FF8E8E93 FF8E8E93 FF6C6C70 FFAEAEB2 FF8E8E93 FF8E8E93 FF6C6C70 FFAEAEB2")
    public static let black = Color(storage: .rgb(RGBA(0, 0, 0)))
    public static let white = Color(storage: .rgb(RGBA(255, 255, 255)))
    public static let clear = Color(storage: .rgb(RGBA(0, 0, 0, 0)))
    /// Black in light mode, white in dark mode (UIColor.label).
    public static let primary = adaptive(RGBA(0, 0, 0), RGBA(255, 255, 255), "FF000000 FFFFFFFF FF000000 FFFFFFFF FF000000 FFFFFFFF FF000000 FFFFFFFF")
    /// UIColor.secondaryLabel: grey at 60% opacity.
    public static let secondary = adaptive(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6), "993C3C43 99EBEBF5 AD3C3C43 ADEBEBF5 993C3C43 99EBEBF5 AD3C3C43 ADEBEBF5")
    /// The app's accent colour: the system blue unless the asset catalogue says otherwise.
    /// The app's accent colour: its asset catalog's `AccentColor` set (the colour set
    /// `AssetCatalogs.accentColorName` names, as Xcode's build setting does), else the system blue.
    public static var accentColor: Color { AssetCatalogs.accentColor ?? blue }

    /// The system background (UIColor.systemBackground): white, or black in dark mode.
    static let systemBackground = adaptive(RGBA(255, 255, 255), RGBA(0, 0, 0), "FFFFFFFF FF000000 FFFFFFFF FF000000 FFFFFFFF FF1C1C1E FFFFFFFF FF242426")
    static let secondarySystemBackground = adaptive(RGBA(242, 242, 247), RGBA(28, 28, 30), "FFF2F2F7 FF1C1C1E FFEBEBF0 FF242426 FFF2F2F7 FF2C2C2E FFEBEBF0 FF363638")
    /// UIColor.tertiaryLabel.
    static let tertiary = adaptive(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3), "4C3C3C43 4CEBEBF5 603C3C43 60EBEBF5 4C3C3C43 4CEBEBF5 603C3C43 60EBEBF5")
    /// UIColor.quaternaryLabel.
    static let quaternary = adaptive(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16), "2D3C3C43 28EBEBF5 423C3C43 3DEBEBF5 2D3C3C43 28EBEBF5 423C3C43 3DEBEBF5")
    /// The fifth label level (uncertain: UIKit publishes no quinary label colour; half the
    /// quaternary alpha).
    static let quinary = system(RGBA(60, 60, 67, 0.09), RGBA(235, 235, 245, 0.08))
    /// UIColor.separator.
    static let separator = adaptive(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6), "493C3C43 99545458 5E3C3C43 AD545458 493C3C43 99545458 5E3C3C43 AD545458")
    /// UIColor.placeholderText.
    static let placeholderText = adaptive(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3), "4C3C3C43 4CEBEBF5 603C3C43 60EBEBF5 4C3C3C43 4CEBEBF5 603C3C43 60EBEBF5")
    /// UIColor.systemFill, secondarySystemFill, tertiarySystemFill (IOS-METRICS.md colours):
    /// the tracks and backgrounds of controls.
    static let systemFill = adaptive(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36), "33787880 5B787880 47787880 70787880 33787880 5B787880 47787880 70787880")
    static let secondarySystemFill = adaptive(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32), "28787880 51787880 3D787880 66787880 28787880 51787880 3D787880 66787880")
    static let tertiarySystemFill = adaptive(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24), "1E767680 3D767680 33767680 51767680 1E767680 3D767680 33767680 51767680")
    static let quaternarySystemFill = adaptive(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18), "14747480 2D767680 28747480 42767680 14747480 2D767680 28747480 42767680")
    static let tertiarySystemBackground = adaptive(RGBA(255, 255, 255), RGBA(44, 44, 46), "FFFFFFFF FF2C2C2E FFFFFFFF FF363638 FFFFFFFF FF3A3A3C FFFFFFFF FF444446")
    static let tertiarySystemGroupedBackground = adaptive(RGBA(242, 242, 247), RGBA(44, 44, 46), "FFF2F2F7 FF2C2C2E FFEBEBF0 FF363638 FFF2F2F7 FF3A3A3C FFEBEBF0 FF444446")
    static let opaqueSeparator = adaptive(RGBA(198, 198, 200), RGBA(56, 56, 58), "FFC6C6C8 FF38383A FFC6C6C8 FF38383A FFC6C6C8 FF38383A FFC6C6C8 FF38383A")
    static let link = adaptive(RGBA(0, 122, 255), RGBA(9, 132, 255), "FF007AFF FF0984FF FF007AFF FF0984FF FF007AFF FF0984FF FF007AFF FF0984FF")
    /// UIColor.systemGray2 … systemGray6 (HIG "Color", iOS system grays); systemGray4 is the
    /// border of a rounded text field.
    static let systemGray2 = adaptive(RGBA(174, 174, 178), RGBA(99, 99, 102), "FFAEAEB2 FF636366 FF8E8E93 FF7C7C80 FFAEAEB2 FF636366 FF8E8E93 FF7C7C80")
    static let systemGray3 = adaptive(RGBA(199, 199, 204), RGBA(72, 72, 74), "FFC7C7CC FF48484A FFAEAEB2 FF545456 FFC7C7CC FF48484A FFAEAEB2 FF545456")
    static let systemGray4 = adaptive(RGBA(209, 209, 214), RGBA(58, 58, 60), "FFD1D1D6 FF3A3A3C FFBCBCC0 FF444446 FFD1D1D6 FF3A3A3C FFBCBCC0 FF444446")
    static let systemGray5 = adaptive(RGBA(229, 229, 234), RGBA(44, 44, 46), "FFE5E5EA FF2C2C2E FFD8D8DC FF363638 FFE5E5EA FF2C2C2E FFD8D8DC FF363638")
    static let systemGray6 = adaptive(RGBA(242, 242, 247), RGBA(28, 28, 30), "FFF2F2F7 FF1C1C1E FFEBEBF0 FF242426 FFF2F2F7 FF1C1C1E FFEBEBF0 FF242426")
}

extension Color: CustomStringConvertible {
    /// How SwiftUI prints a colour: a system colour by its name ("red", "secondary"), one
    /// made from components as "#RRGGBBAA", a faded one as "50% red".
    public var description: String {
        if let name = Color.names.first(where: { $0.color == self })?.name { return name }
        switch storage {
        case .rgb(let rgba):
            func hex(_ value: Double) -> String {
                let byte = Int((Swift.min(Swift.max(value, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            return "#" + hex(rgba.red) + hex(rgba.green) + hex(rgba.blue) + hex(rgba.alpha)
        case .opacity(let box, let opacity):
            return "\(Int((opacity * 100).rounded()))% \(box.color)"
        case .dynamic, .adaptive:
            return "Color"
        }
    }

    private static let names: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear), ("primary", .primary),
        ("secondary", .secondary),
    ]
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: Swift.max(0, length - count)) + self }
}
