import Foundation

/// A label and a value side by side, the value trailing in secondary grey, as settings rows show
/// them (Apple: "LabeledContent").
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A titled box of related views (Apple: "GroupBox"): on iOS a rounded box in the secondary
/// grouped fill, its label in headline type (corner radius 8 and padding 16, uncertain).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The iOS 14 spelling, the label first (Apple: "init(label:content:)", deprecated).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @Environment(\.groupBoxStyle) private var style

    public var body: some View {
        style.makeBody(GroupBoxStyleConfiguration(label: ControlLabel(label), content: ControlLabel(content)))
    }
}

extension GroupBox where Label == ControlLabel, Content == ControlLabel {
    /// The standard group box for a style's configuration (Apple: "init(_:)").
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How a group box looks (Apple: "GroupBoxStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws (Apple: "GroupBoxStyleConfiguration").
public struct GroupBoxStyleConfiguration {
    public let label: ControlLabel
    public let content: ControlLabel
}

/// iOS's group box: the label in headline type over the content, on a rounded secondary
/// background as wide as offered (Apple: "DefaultGroupBoxStyle", `.automatic`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<GroupBoxStyleConfiguration> { DefaultGroupBoxStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyControlStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the group boxes in the view (Apple: "groupBoxStyle(_:)").
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A label that shows or hides its content, with a chevron that turns (Apple: "DisclosureGroup").
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @Environment(\.disclosureGroupStyle) private var style

    public var body: some View {
        style.makeBody(DisclosureGroupStyleConfiguration(label: ControlLabel(label), content: ControlLabel(content),
                                                         isExpanded: isExpanded ?? $ownExpanded))
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
}

/// What a screen shows when it has nothing to show (Apple: "ContentUnavailableView", iOS 17):
/// a large grey symbol, a bold title and a secondary description, centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Easel.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Easel.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Easel.Label(title, systemImage: name) }, description: { description })
    }

    /// "No Results", the search variant.
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search.")) }
}

/// The icon large and grey above the title in title-2 bold.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension View {
    /// Pull to refresh (Apple: "refreshable(action:)"). There is no pull in Easel's window, so
    /// the action never runs; the modifier compiles and says so once.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        Diagnostics.warnOnce("refreshable", "refreshable(action:): there is no pull to refresh in Easel; the action does not run.")
        return self
    }
}
