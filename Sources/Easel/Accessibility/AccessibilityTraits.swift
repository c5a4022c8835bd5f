import Foundation

/// What an accessibility element is and does, as VoiceOver announces it (Apple:
/// "AccessibilityTraits").
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// Not public in SwiftUI: a control whose value goes up and down (sliders, steppers).
    static let adjustable = AccessibilityTraits(rawValue: 1 << 20)
    /// Not public in SwiftUI: an editable text field (VoiceOver says "text field").
    static let textField = AccessibilityTraits(rawValue: 1 << 21)

    /// The names VoiceOver-minded readers know, in a fixed order.
    var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"), (.adjustable, "adjustable"), (.textField, "textField"),
            (.isHeader, "header"), (.isSelected, "selected"), (.isSearchField, "searchField"), (.isImage, "image"),
            (.isStaticText, "staticText"), (.isSummaryElement, "summary"), (.updatesFrequently, "updatesFrequently"),
            (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isModal, "modal"), (.isTabBar, "tabBar"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How an element treats the elements inside it (Apple: "AccessibilityChildBehavior").
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are not read; the element speaks for them.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are read as one element: their labels joined.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay elements of their own inside this container.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// A heading's level (Apple: "AccessibilityHeadingLevel").
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kinds of named actions (Apple: "AccessibilityActionKind").
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = name.runs.map(\.string).joined() }
    init(name: String) { self.name = name }
}

/// Apple: "AccessibilityAdjustmentDirection".
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}
