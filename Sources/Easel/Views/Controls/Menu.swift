import Foundation

/// A button that shows a menu of actions (Apple: "Menu").
///
/// The label is drawn like a borderless button in the tint. Tapping it opens the menu below the
/// label (above it when there is no room): a rounded card of rows, one per button, picker
/// option or nested menu in the content, hairlines between them and a thick band between
/// sections (`Section`, `Divider`); labels' icons trail their titles. Choosing a row runs its
/// action and closes the menu; tapping outside closes it; a nested menu's row opens its items. With `primaryAction`, a tap runs that action
/// instead and the menu is not shown (a long press shows it on iOS).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    @State private var isOpen = false
    @Environment(\.menuStyle) private var style
    @Environment(\.isInMenu) private var isInMenu

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if isInMenu {
            Submenu(label: label, content: content, isOpen: $isOpen)
        } else {
            let open = $isOpen
            Button {
                if let primaryAction { primaryAction() } else { open.wrappedValue = true }
            } label: {
                style.makeBody(MenuStyleConfiguration(label: ControlLabel(label), content: ControlLabel(content)))
            }
            .modifier(PresentingModifier(presented: isOpen ? MenuPopup(content: content) : nil, dismiss: { open.wrappedValue = false }))
        }
    }
}

/// A menu inside a menu: a row with a chevron that opens the submenu's items below it, in the
/// same card, and closes them again; choosing one of them closes the whole menu. (iOS 17/18 lay
/// the submenu over its parent; Easel expands it in place, which keeps every item reachable.)
private struct Submenu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isOpen: Binding<Bool>

    var body: some View {
        Group {
            Button { isOpen.wrappedValue.toggle() } label: {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: isOpen.wrappedValue ? "chevron.down" : "chevron.right").font(.footnote.weight(.semibold))
                }
                .contentShape(Rectangle())
            }
            .environment(\.afterButtonAction, nil)
            .accessibilityValue(isOpen.wrappedValue ? "expanded" : "collapsed")
            if isOpen.wrappedValue {
                content
                Divider()
            }
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Easel.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Easel.Label(title, systemImage: systemImage) }
    }
}

/// How a menu's label looks (Apple: "MenuStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` draws (Apple: "MenuStyleConfiguration"). `Menu(configuration)` makes the
/// standard menu from it.
public struct MenuStyleConfiguration {
    let label: ControlLabel
    let content: ControlLabel
}

extension Menu where Label == ControlLabel, Content == ControlLabel {
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// iOS's default: the label as it is (Apple: "DefaultMenuStyle", `.automatic`).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Apple: "BorderlessButtonMenuStyle", `.borderlessButton` (deprecated), the same on iOS.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Apple: "ButtonMenuStyle", `.button`: the label as a button in the surrounding button style.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }

private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<MenuStyleConfiguration> { DefaultMenuStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var menuStyle: AnyControlStyle<MenuStyleConfiguration> {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the menus in the view (Apple: "menuStyle(_:)").
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }

    /// Sets the order of a menu's items (Apple: "menuOrder(_:)"); menus here keep their order.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether choosing an item closes the menu (Apple: "menuActionDismissBehavior(_:)"). It does.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// Apple: "MenuOrder".
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

/// Apple: "MenuActionDismissBehavior".
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
