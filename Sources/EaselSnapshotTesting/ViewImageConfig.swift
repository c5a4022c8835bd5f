import Foundation
import UIKit

/// How a view is laid out for a device snapshot: the screen's size in points, its safe area and
/// the traits the view sees.
///
/// The device presets are swift-snapshot-testing's own (version 1.19.7,
/// `Sources/SnapshotTesting/Common/View.swift`), reproduced value for value so tests written for
/// iOS — `.image(layout: .device(config: .iPhone13Pro))`, `.iPhoneSe(.landscape)`,
/// `.iPadPro11(.portrait(splitView: .oneThird))` — compile and lay out the same here. As in the
/// library, the device traits set `preferredContentSizeCategory` `.medium` (so body text is 16 pt)
/// and no display scale. Phones default to portrait, iPads to landscape.
public struct ViewImageConfig: Sendable {
    public enum Orientation {
        case landscape
        case portrait
    }

    /// An iPad's orientation, and how much of the screen the app has in Split View.
    public enum TabletOrientation {
        public enum PortraitSplits {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil keeps the view's own size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: Phones

extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 320, 568, .homeButton, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 667, .homeButton, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 736, .homeButton, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, .notch(44, landscapeBottom: 24), traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, .notch(44, landscapeBottom: 24), traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, .notch(44, landscapeBottom: 24), traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, .notch(47, landscapeBottom: 21), traits: .iPhone12(orientation))
    }

    /// The iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        iPhone12(orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, .notch(47, landscapeBottom: 21), traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, .notch(47, landscapeBottom: 21), traits: .iPhone13(orientation))
    }

    /// With the iPhone 13's traits, as in the library.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, .notch(50, landscapeBottom: 21), traits: .iPhone13(orientation))
    }

    /// The iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        iPhone13(orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, .notch(47, landscapeBottom: 21), traits: .iPhone13ProMax(orientation))
    }
}

// MARK: Tablets

extension ViewImageConfig {
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(.fullScreen(orientation))
    }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, 1024, 768, landscape: (320, 507, 694), portrait: (320, 438),
               traits: .iPadMini, splitView: .iPadMini_Compact_SplitView)
    }

    /// The iPad mini's screen.
    public static let iPad9_7: ViewImageConfig = .iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(orientation)
    }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        iPadMini(orientation)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(.fullScreen(orientation))
    }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, 1080, 810, landscape: (320, 535, 750), portrait: (320, 480),
               traits: .iPad10_2, splitView: .iPad10_2_Compact_SplitView)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(.fullScreen(orientation))
    }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, 1112, 834, landscape: (320, 551, 782), portrait: (320, 504),
               traits: .iPadPro10_5, splitView: .iPadPro10_5_Compact_SplitView)
    }

    /// The only iPad here whose safe area has a home indicator: 24 pt at the top, 20 at the bottom.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(.fullScreen(orientation))
    }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, 1194, 834, landscape: (375, 592, 809), portrait: (320, 504),
               traits: .iPadPro11, splitView: .iPadPro11_Compact_SplitView,
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// Landscape's half-screen Split View is regular width here, as in the library.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(.fullScreen(orientation))
    }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, 1366, 1024, landscape: (375, 678, 981), portrait: (375, 639),
               traits: .iPadPro12_9, splitView: .iPadPro12_9_Compact_SplitView, halfIsCompact: false)
    }
}

// MARK: Televisions

extension ViewImageConfig {
    /// 1080p, inside the 60 × 90 pt overscan-safe margins (the library's tvOS-only preset).
    public static let tv = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
        size: CGSize(width: 1920, height: 1080), traits: .init())

    /// 4K, inside the 120 × 180 pt overscan-safe margins (the library's tvOS-only preset).
    public static let tv4K = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 120, left: 180, bottom: 120, right: 180),
        size: CGSize(width: 3840, height: 2160), traits: .init())
}

// MARK: Building presets

extension ViewImageConfig {
    /// A phone's safe area in each orientation.
    fileprivate struct PhoneSafeArea {
        var portrait: UIEdgeInsets
        var landscape: UIEdgeInsets

        /// A home-button phone: the 20 pt status bar in portrait, nothing in landscape.
        static var homeButton: PhoneSafeArea {
            PhoneSafeArea(portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero)
        }

        /// A phone with a sensor housing `housing` pt deep and a home indicator (34 pt in
        /// portrait, `landscapeBottom` in landscape, where the housing's inset is on both sides).
        static func notch(_ housing: CGFloat, landscapeBottom: CGFloat) -> PhoneSafeArea {
            PhoneSafeArea(portrait: UIEdgeInsets(top: housing, left: 0, bottom: 34, right: 0),
                          landscape: UIEdgeInsets(top: 0, left: housing, bottom: landscapeBottom, right: housing))
        }
    }

    /// A phone `width` × `height` pt in portrait, turned to `orientation`.
    fileprivate static func phone(_ orientation: Orientation, _ width: CGFloat, _ height: CGFloat,
                                  _ safeArea: PhoneSafeArea, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: safeArea.portrait, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: safeArea.landscape, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// A tablet whose screen is `long` × `short` pt, with the app's width in each Split View.
    /// Thirds and portrait's two thirds get the compact `splitView` traits, as does landscape's
    /// half when `halfIsCompact`; the rest get the full-screen `traits`.
    fileprivate static func tablet(_ orientation: TabletOrientation, _ long: CGFloat, _ short: CGFloat,
                                   landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                                   portrait: (oneThird: CGFloat, twoThirds: CGFloat),
                                   traits: UITraitCollection, splitView: UITraitCollection,
                                   halfIsCompact: Bool = true,
                                   safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        -> ViewImageConfig {
        let frame: (width: CGFloat, height: CGFloat, compact: Bool)
        switch orientation {
        case .landscape(.oneThird): frame = (landscape.oneThird, short, true)
        case .landscape(.oneHalf): frame = (landscape.oneHalf, short, halfIsCompact)
        case .landscape(.twoThirds): frame = (landscape.twoThirds, short, false)
        case .landscape(.full): frame = (long, short, false)
        case .portrait(.oneThird): frame = (portrait.oneThird, long, true)
        case .portrait(.twoThirds): frame = (portrait.twoThirds, long, true)
        case .portrait(.full): frame = (short, long, false)
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: frame.width, height: frame.height),
                               traits: frame.compact ? splitView : traits)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen, no Split View.
    fileprivate static func fullScreen(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig.TabletOrientation {
        switch orientation {
        case .landscape: return .landscape(splitView: .full)
        case .portrait: return .portrait(splitView: .full)
        }
    }
}

// MARK: Device traits

extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .compact)
    }

    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .compact)
    }

    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .regular)
    }

    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .compact)
    }

    /// The one phone here without 3D Touch.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .regular, forceTouch: .unavailable)
    }

    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .regular)
    }

    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .compact)
    }

    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .regular)
    }

    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .compact)
    }

    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phoneTraits(orientation, landscapeWidth: .regular)
    }

    // Every iPad has the same traits: regular × regular full screen, compact width in a narrow Split View.
    public static let iPadMini: UITraitCollection = iPad
    public static let iPadMini_Compact_SplitView: UITraitCollection = iPadCompactSplitView
    public static let iPad9_7: UITraitCollection = iPad
    public static let iPad9_7_Compact_SplitView: UITraitCollection = iPadCompactSplitView
    public static let iPad10_2: UITraitCollection = iPad
    public static let iPad10_2_Compact_SplitView: UITraitCollection = iPadCompactSplitView
    public static let iPadPro10_5: UITraitCollection = iPad
    public static let iPadPro10_5_Compact_SplitView: UITraitCollection = iPadCompactSplitView
    public static let iPadPro11: UITraitCollection = iPad
    public static let iPadPro11_Compact_SplitView: UITraitCollection = iPadCompactSplitView
    public static let iPadPro12_9: UITraitCollection = iPad
    public static let iPadPro12_9_Compact_SplitView: UITraitCollection = iPadCompactSplitView

    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular),
        UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// A phone's traits: compact × regular in portrait; in landscape compact height and
    /// `landscapeWidth` (regular on the Plus and Max sizes).
    private static func phoneTraits(_ orientation: ViewImageConfig.Orientation,
                                    landscapeWidth: UIUserInterfaceSizeClass,
                                    forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        let sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
        switch orientation {
        case .portrait: sizeClasses = (.compact, .regular)
        case .landscape: sizeClasses = (landscapeWidth, .compact)
        }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: sizeClasses.horizontal),
            UITraitCollection(verticalSizeClass: sizeClasses.vertical),
        ])
    }
}
