import Foundation

/// Modifiers older or platform-specific code still uses: each does what it can in a preview and
/// compiles with SwiftUI's spelling.

/// A keyboard shortcut (Apple: "KeyboardShortcut"); a preview triggers none.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Apple: "EventModifiers".
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

/// Apple: "ScrollDismissesKeyboardMode".
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `labelsHidden()`: controls below draw without their labels.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Keeps the view's space but draws nothing and takes no taps (Apple: "hidden()").
    public func hidden() -> some View {
        opacity(0).allowsHitTesting(false)
    }

    /// Draws controls below without their labels (Apple: "labelsHidden()"): toggles, pickers,
    /// steppers, date and colour pickers show only the control.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }

    /// Apple: "navigationBarItems(leading:trailing:)", deprecated: the items go to the bar as
    /// `toolbar` items do.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// Apple: "navigationBarBackButtonHidden(_:)". The back button is still drawn.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Apple: "statusBarHidden(_:)". The simulated status bar is the viewer's (Ctrl+U).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Apple: "keyboardShortcut(_:modifiers:)" and "(_:)". A preview triggers no shortcuts.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Apple: "scrollDismissesKeyboard(_:)".
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Apple: "toolbarColorScheme(_:for:)".
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Apple: "focusable(_:)".
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Apple: "allowsTightening(_:)". Text is not tightened before it is truncated: the line
    /// breaker fits whole characters at their tracked widths.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Hierarchical foreground styles (Apple: "foregroundStyle(_:_:)" and "(_:_:_:)"): the
    /// view's text and shapes take the first; symbols' other layers are not drawn apart.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}
