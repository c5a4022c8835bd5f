import Foundation

/// How labels are drawn (Apple: "LabelStyle"). Write one as in SwiftUI:
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label a style arranges (Apple: "LabelStyleConfiguration").
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
            makeNodes(view.content, inputs, &outputs)
        }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
            makeNodes(view.content, inputs, &outputs)
        }
    }

    public let title: Title
    public let icon: Icon
    /// The title as text, when it is one: what VoiceOver reads for an icon shown alone.
    var accessibilityTitle: Text? = nil
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The label styles set around a view, outermost first; the last one draws its labels. A style's
/// own body sees the styles before it, so `Label(configuration)` inside `makeBody` is drawn by
/// the enclosing style (or the default), never by the style itself again.
private struct LabelStylesKey: EnvironmentKey { static let defaultValue: [AnyLabelStyle] = [] }

extension EnvironmentValues {
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets how labels in this view are drawn (Apple: "labelStyle(_:)"). The style nearest the
    /// label wins.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.labelStyles.append(AnyLabelStyle(style)) })
    }
}

/// The icon before the title. iOS's default label style outside lists; spacing as an `HStack`
/// of a symbol and text gets it.
///
/// In a list row the icon stands centred in a column of its own, so the titles of rows line up,
/// in the tint unless a foreground style is set (SwiftUI: "[labels] otherwise use the accent
/// color by default", `listItemTint`); the row's separator starts at the title. The column is
/// 30 points wide with 12 before the title (Flutter's `CupertinoListTile.notched`, measured on
/// iOS 14.4; iOS 18's internal figures are not published). `labelReservedIconWidth` and
/// `labelIconToTitleSpacing` (iOS 26) set them anywhere.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabel(configuration: configuration)
    }
}

private struct TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.foregroundStyle) private var foregroundStyle
    @Environment(\.labelReservedIconWidth) private var reservedIconWidth
    @Environment(\.labelIconToTitleSpacing) private var iconToTitleSpacing

    var body: some View {
        let iconWidth = reservedIconWidth ?? (isInListRow ? ListLook.labelIconColumnWidth : nil)
        HStack(spacing: iconToTitleSpacing ?? (isInListRow ? ListLook.labelIconToTitleSpacing : nil)) {
            if let iconWidth, isInListRow, foregroundStyle == nil {
                configuration.icon.foregroundStyle(.tint).frame(minWidth: iconWidth)
            } else if let iconWidth {
                configuration.icon.frame(minWidth: iconWidth)
            } else {
                configuration.icon
            }
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}

private struct IsInToolbarKey: EnvironmentKey { static let defaultValue = false }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// Whether the view is an item of a navigation bar or a toolbar, where labels show their icons.
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }

    var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }

    var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

extension View {
    /// The width labels in this view reserve for their icons, centred in it (Apple:
    /// "labelReservedIconWidth(_:)", iOS 26).
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, value)
    }

    /// The space between a label's icon and its title (Apple: "labelIconToTitleSpacing(_:)", iOS 26).
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, value)
    }
}

/// The title alone (Apple: "TitleOnlyLabelStyle").
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone (Apple: "IconOnlyLabelStyle"); VoiceOver still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.accessibilityTitle {
            configuration.icon.accessibilityLabel(title)
        } else {
            configuration.icon
        }
    }
}

/// The platform's default (Apple: "DefaultLabelStyle"): on iOS, the icon before the title; in a
/// menu item, the title leading and the icon at the trailing edge, as iOS's menus draw them.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabel(configuration: configuration)
    }
}

private struct DefaultLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInMenu) private var isInMenu
    @Environment(\.isInToolbar) private var isInToolbar

    var body: some View {
        if isInMenu {
            HStack { configuration.title; Spacer(minLength: 8); configuration.icon }
        } else if isInToolbar {
            // Apple ("Label"): "some containers might apply a different default label style,
            // such as only showing icons within toolbars on macOS and iOS".
            IconOnlyLabelStyle().makeBody(configuration: configuration)
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
