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
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// The title alone (Apple: "TitleOnlyLabelStyle").
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone (Apple: "IconOnlyLabelStyle").
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
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

    var body: some View {
        if isInMenu {
            HStack { configuration.title; Spacer(minLength: 8); configuration.icon }
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
