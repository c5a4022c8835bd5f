import Foundation

/// A key a person presses, by the character SwiftUI gives it (Apple: "KeyEquivalent").
///
/// `PreviewHost.press(_:)` takes one: the editing keys move the caret or delete in the focused
/// text field, Return submits it, Tab moves to the next field. The special keys use the
/// characters AppKit reserves for function keys (`NSUpArrowFunctionKey` = U+F700 and its
/// neighbours), as SwiftUI's constants do.
public struct KeyEquivalent: Hashable, Sendable {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    /// The Delete key that deletes backwards (Backspace on a PC keyboard): U+0008.
    public static let delete = KeyEquivalent("\u{8}")
    /// The Delete key that deletes forwards (Delete on a PC keyboard): U+F728, AppKit's
    /// `NSDeleteFunctionKey`, as in SwiftUI's documentation of `deleteForward`.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// `"k"` is the key K (Apple: KeyEquivalent is expressible by a character literal).
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }
}
