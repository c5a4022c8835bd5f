import Foundation

/// The overall look of a system font, as SwiftUI's `Font.Design`.
public enum FontDesign: Hashable, Sendable {
    /// Inter, bundled, standing in for SF Pro.
    case `default`
    /// Fontconfig's "monospace" (SF Mono on iOS).
    case monospaced
    /// The system stand-in with rounded corners and stroke ends (SF Pro Rounded is SF Pro
    /// rounded): metrics and widths stay those of the default design.
    case rounded
    /// Fontconfig's "serif" (New York on iOS).
    case serif
}

/// Line spacing of a font, as SwiftUI's `Font.Leading`.
public enum FontLeading: Hashable, Sendable {
    case standard, tight, loose

    /// Points added to the distance between wrapped lines. SwiftUI documents only the direction
    /// ("reduced"/"increased" line spacing); 2 pt either way at every size is the figure in
    /// IOS-METRICS.md (a secondary source), kept until a measured one replaces it.
    public var lineSpacingDelta: CGFloat {
        switch self {
        case .standard: return 0
        case .tight: return -2
        case .loose: return 2
        }
    }
}

/// Everything that selects a face and a size: what SwiftUI's `Font` resolves to.
///
/// Sizes are in points. Weights use the CSS/OpenType scale (100 thin … 400 regular … 900 black),
/// the scale of `usWeightClass` and of Inter's files.
public struct FontDescriptor: Hashable, Sendable {
    /// A font family name to find through fontconfig; nil means the system font.
    public var family: String?
    /// Point size (an em is `size` points).
    public var size: CGFloat
    /// 100...900; values outside are clamped, with a warning, when the face is resolved.
    public var weight: Int
    public var italic: Bool
    public var design: FontDesign
    /// Tabular (equal-width) digits, OpenType feature `tnum`, as SwiftUI's `.monospacedDigit()`.
    public var monospacedDigit: Bool
    /// More OpenType features to turn on (HarfBuzz's syntax: "smcp", "c2sc").
    public var openTypeFeatures: [String] = []
    /// How far apart wrapped lines are, as SwiftUI's `Font.leading(_:)`.
    public var leading: FontLeading = .standard
    /// The font's width as a fraction of the standard (SwiftUI's `Font.width(_:)`): the face is
    /// drawn and advanced that much narrower or wider.
    public var widthScale: Double = 1
    /// Selects the SF Symbols stand-in face instead of a text face (inline symbols).
    var isSymbolFace = false

    public init(family: String? = nil, size: CGFloat = 17, weight: Int = FontDescriptor.regular,
                italic: Bool = false, design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    public static let thin = 100
    public static let ultraLight = 200
    public static let light = 300
    public static let regular = 400
    public static let medium = 500
    public static let semibold = 600
    public static let bold = 700
    public static let heavy = 800
    public static let black = 900

    /// The same font at `size` points.
    public func withSize(_ size: CGFloat) -> FontDescriptor {
        var copy = self
        copy.size = size
        return copy
    }

    /// The descriptor with the size left out: everything that selects a face and its shaping,
    /// which do not depend on size (see `HarfBuzzFont`).
    var styleKey: FontDescriptor { withSize(0) }

    /// OpenType features this descriptor turns on, in HarfBuzz's string syntax.
    var features: [String] { (monospacedDigit ? ["tnum"] : []) + openTypeFeatures }
}
