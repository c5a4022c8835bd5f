import Foundation

/// A UIKit trait collection (Apple: "UITraitCollection"): the interface style a dynamic colour
/// is resolved for, and the traits snapshot tests and UIKit code set — size classes, display
/// scale, idiom, content size category, layout direction. Each trait starts unspecified;
/// `init(traitsFrom:)` combines collections, a later specified value winning, as UIKit does.
/// A struct here (UIKit's is an immutable class): it is only ever read.
public struct UITraitCollection: Hashable, Sendable, UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Pixels per point; 0 is unspecified.
    public var displayScale: CGFloat = 0
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var forceTouchCapability: UIForceTouchCapability = .unknown
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public var legibilityWeight: UILegibilityWeight = .unspecified
    public var displayGamut: UIDisplayGamut = .unspecified

    /// Every trait unspecified.
    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(forceTouchCapability: UIForceTouchCapability) { self.forceTouchCapability = forceTouchCapability }
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    public init(legibilityWeight: UILegibilityWeight) { self.legibilityWeight = legibilityWeight }
    public init(displayGamut: UIDisplayGamut) { self.displayGamut = displayGamut }

    /// The collections combined: each trait from the last collection that specifies it.
    public init(traitsFrom collections: [UITraitCollection]) {
        for other in collections {
            if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
            if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
            if other.displayScale != 0 { displayScale = other.displayScale }
            if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
            if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
            if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
            if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
            if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
            if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
            if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        }
    }

    /// iOS 17's way to make one (Apple: "init(mutations:)"): `UITraitCollection { $0.userInterfaceStyle = .dark }`.
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitCollection()
        mutations(&traits)
        self = traits as? UITraitCollection ?? UITraitCollection()
    }

    /// A copy with `mutations` applied (Apple: "modifyingTraits(_:)").
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return traits as? UITraitCollection ?? self
    }

    /// Whether every trait `other` specifies has the same value here (Apple: "containsTraits(in:)").
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return UITraitCollection(traitsFrom: [self, other]) == self
    }

    /// The traits of the preview's screen (Apple: "current"): an iPhone's, in light mode.
    public static var current: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular), UITraitCollection(displayScale: _PreviewScreen.scale),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(preferredContentSizeCategory: .large),
            UITraitCollection(layoutDirection: .leftToRight),
        ])
    }
}

/// The traits one can set in `UITraitCollection(mutations:)` (Apple: "UIMutableTraits").
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var displayGamut: UIDisplayGamut { get set }
}

/// Apple: "UIUserInterfaceStyle".
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Apple: "UIUserInterfaceIdiom".
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Apple: "UIUserInterfaceSizeClass".
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// Apple: "UITraitEnvironmentLayoutDirection".
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// Apple: "UIForceTouchCapability".
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}

/// Apple: "UIAccessibilityContrast".
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// Apple: "UILegibilityWeight".
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// Apple: "UIDisplayGamut".
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB, P3
}

/// UIKit's name for a Dynamic Type size (Apple: "UIContentSizeCategory"), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The Dynamic Type size of this category; nil for `.unspecified`.
    public var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] }
    }

    public var isAccessibilityCategory: Bool { (dynamicTypeSize ?? .large).isAccessibilitySize }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (Self.ordered.firstIndex(of: lhs) ?? -1) < (Self.ordered.firstIndex(of: rhs) ?? -1)
    }
}
