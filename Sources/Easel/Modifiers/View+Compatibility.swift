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

/// Apple: "ScenePadding".
public struct ScenePadding: Equatable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
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

    /// Apple: "statusBarHidden(_:)". The simulated status bar is the viewer's (Ctrl+U).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Apple: "keyboardShortcut(_:modifiers:)" and "(_:)". A preview triggers no shortcuts.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Apple: "scrollDismissesKeyboard(_:)".
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Apple: "toolbarColorScheme(_:for:)".
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The iOS 13 tint (Apple: "accentColor(_:)", deprecated for `tint(_:)`): the same.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Padding around content that fills a scene (Apple: "scenePadding(_:)"): on iOS the
    /// system's standard padding, 16 points.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges, 16) }

    /// Apple: "focusable(_:)".
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Apple: "allowsTightening(_:)". Text is not tightened before it is truncated: the line
    /// breaker fits whole characters at their tracked widths.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Hierarchical foreground styles (Apple: "foregroundStyle(_:_:)" and "(_:_:_:)"): text and
    /// shapes take the first; `.secondary` and `.tertiary` resolve to the others, and so do
    /// the layers of symbols drawn `.palette` or `.hierarchical`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        setForegroundLevels(AnyShapeStyle(primary), [AnyShapeStyle(secondary)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        setForegroundLevels(AnyShapeStyle(primary), [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    private func setForegroundLevels(_ primary: AnyShapeStyle, _ levels: [AnyShapeStyle]) -> some View {
        modifier(EnvironmentModifier { environment in
            // Each level resolves with the styles around the view, as a single style does.
            func inheriting(_ style: AnyShapeStyle) -> AnyShapeStyle {
                AnyShapeStyle(style, inheriting: environment.foregroundStyle, levels: environment.foregroundLevels)
            }
            let styles = levels.map(inheriting)
            environment.foregroundStyle = inheriting(primary)
            environment.foregroundLevels = styles
        })
    }

    /// Apple: "geometryGroup()" (iOS 17): the view's geometry is resolved as a group before its
    /// content animates. Easel interpolates only the frames it is given, so it changes nothing.
    public func geometryGroup() -> some View { self }

    /// Apple: "containerShape(_:)": the shape `ContainerRelativeShape` takes inside the view.
    /// Kept; `ContainerRelativeShape` draws the shape of the frame it is given.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    /// Apple: "listItemTint(_:)": the tint of list rows' icons (on the Mac and watch). Kept.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// Apple: "typesettingLanguage(_:isEnabled:)" (iOS 17): the language whose line heights
    /// text uses. Kept; Easel's line heights are the font's.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }

    /// Apple: "dialogIcon(_:)" and "dialogSuppressionToggle(isSuppressed:)": dialog parts
    /// the Mac draws; an iPhone's dialog has neither.
    public func dialogIcon(_ icon: Image?) -> some View { self }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// Apple: "persistentSystemOverlays(_:)" (the home indicator) and
    /// "defersSystemGestures(on:)". The viewer's home indicator is drawn as it is.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Apple: "colorScheme(_:)", deprecated: the view and its content in that scheme.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// The tint of a list row's icon (Apple: "ListItemTint").
public struct ListItemTint: Sendable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static let monochrome = ListItemTint(color: nil)
}

/// The language text is set for (Apple: "TypesettingLanguage", iOS 17).
public struct TypesettingLanguage: Sendable {
    let language: Locale.Language?
    public static let automatic = TypesettingLanguage(language: nil)
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}
