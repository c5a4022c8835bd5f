import Foundation
@_spi(Frameworks) import Easel
import AppIntents

// A widget is a configuration: a kind, a provider of entries and a view for each entry, with
// modifiers for its name, description and families. A preview reads the configuration the way
// WidgetKit does — the body of each configuration down to a primitive one — and keeps what it
// needs to draw the widget (`ResolvedWidget`).

/// A widget of a widget extension (Apple: "Widget"; SwiftUI's on Apple's platforms).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
    /// The widget extension's entry point (`@main struct MyWidget: Widget`). A preview runs no
    /// extension: said once.
    public static func main() {
        WidgetStandIn.sayNotAnApp(Self.self)
    }
}

/// What a widget is made of (Apple: "WidgetConfiguration").
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// Builds a widget's body (Apple: "WidgetConfigurationBuilder").
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(first: First)
        -> _ConditionalWidgetConfiguration<First, Second> { _ConditionalWidgetConfiguration(storage: .first(first)) }
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(second: Second)
        -> _ConditionalWidgetConfiguration<First, Second> { _ConditionalWidgetConfiguration(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// One of two configurations, as `if`/`else` in a widget's body chose.
public struct _ConditionalWidgetConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration>: WidgetConfiguration,
    ResolvableWidgetConfiguration {
    public typealias Body = Never
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    public var body: Never { fatalError("a conditional widget configuration has no body") }

    var primitiveWidget: ResolvedWidget? {
        switch storage {
        case .first(let configuration): configuration.resolvedWidget
        case .second(let configuration): configuration.resolvedWidget
        }
    }
}

/// What a preview needs of a widget: its kind, families, margins, a view for an entry and a
/// source of entries.
struct ResolvedWidget {
    var kind: String
    var displayName: String?
    var description: String?
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    var contentMarginsDisabled = false
    var containerBackgroundRemovable = true
    /// The view for an entry; nil when the entry is not of the type the widget expects.
    var view: @MainActor (any TimelineEntry) -> AnyView?
    var source: AnyTimelineSource?
    /// A Live Activity's views, for an activity configuration.
    var activity: ResolvedActivity? = nil
}

/// A configuration WidgetKit reads directly: primitive configurations and modified ones.
protocol ResolvableWidgetConfiguration {
    @MainActor var primitiveWidget: ResolvedWidget? { get }
}

extension WidgetConfiguration {
    /// The widget this configuration stands for: its own, or its body's.
    @MainActor var resolvedWidget: ResolvedWidget? {
        if let resolvable = self as? ResolvableWidgetConfiguration { return resolvable.primitiveWidget }
        if Body.self == Never.self { return nil }
        return body.resolvedWidget
    }
}

extension Widget {
    /// The widget this widget's body configures.
    @MainActor var resolvedWidget: ResolvedWidget? {
        // A bundle's group of widgets has no configuration of its own.
        if Body.self == Never.self { return nil }
        return body.resolvedWidget
    }
}

/// A widget that people cannot configure (Apple: "StaticConfiguration").
public struct StaticConfiguration<Content: View>: WidgetConfiguration, ResolvableWidgetConfiguration {
    public typealias Body = Never
    let resolved: ResolvedWidget

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        resolved = ResolvedWidget(kind: kind, view: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
                                  source: AnyTimelineSource(provider))
    }

    public var body: Never { fatalError("StaticConfiguration is a primitive configuration and has no body") }
    var primitiveWidget: ResolvedWidget? { resolved }
}

/// A widget that people configure with an app intent (Apple: "AppIntentConfiguration", iOS 17).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, ResolvableWidgetConfiguration {
    public typealias Body = Never
    let resolved: ResolvedWidget

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        resolved = ResolvedWidget(kind: kind, view: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
                                  source: AnyTimelineSource(provider))
    }

    public var body: Never { fatalError("AppIntentConfiguration is a primitive configuration and has no body") }
    var primitiveWidget: ResolvedWidget? { resolved }
}

/// A configuration with nothing in it (Apple: "EmptyWidgetConfiguration").
public struct EmptyWidgetConfiguration: WidgetConfiguration, ResolvableWidgetConfiguration {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
    var primitiveWidget: ResolvedWidget? { nil }
}

/// A configuration with a modifier's change applied (what the modifiers below return).
public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, ResolvableWidgetConfiguration {
    public typealias Body = Never
    let content: Content
    let change: (inout ResolvedWidget) -> Void

    public var body: Never { fatalError("a modified widget configuration has no body") }

    var primitiveWidget: ResolvedWidget? {
        guard var resolved = content.resolvedWidget else { return nil }
        change(&resolved)
        return resolved
    }
}

// MARK: Modifiers

extension WidgetConfiguration {
    private func changing(_ change: @escaping (inout ResolvedWidget) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(content: self, change: change)
    }

    /// The name the widget gallery shows (Apple: "configurationDisplayName(_:)").
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        let name = String(displayName)
        return changing { $0.displayName = name }
    }

    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        let name = displayNameKey.writtenText
        return changing { $0.displayName = name }
    }

    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        changing { _ in }
    }

    /// What the widget gallery says the widget shows (Apple: "description(_:)").
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        let text = String(description)
        return changing { $0.description = text }
    }

    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        let text = descriptionKey.writtenText
        return changing { $0.description = text }
    }

    public func description(_ description: Text) -> some WidgetConfiguration {
        changing { _ in }
    }

    /// The sizes the widget comes in (Apple: "supportedFamilies(_:)").
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { $0.supportedFamilies = families }
    }

    /// Draws the content to the widget's edges, without WidgetKit's margins (Apple:
    /// "contentMarginsDisabled()", iOS 17).
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        changing { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the container background (Apple:
    /// "containerBackgroundRemovable(_:)", iOS 17); kept.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        changing { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Places the widget prefers not to appear (Apple: "disfavoredLocations(_:for:)", iOS 17);
    /// a preview has none of them.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { _ in }
    }

    /// Asks for configuration when the widget is added (Apple: "promptsForUserConfiguration()",
    /// iOS 18); a preview adds no widgets.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        changing { _ in }
    }

    /// Handles background URL session events (Apple:
    /// "onBackgroundURLSessionEvents(matching:_:)"); a preview runs no background sessions.
    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                             _ urlSessionEvents: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void)
        -> some WidgetConfiguration {
        changing { _ in }
    }
}

// MARK: Bundles

/// The widgets of one widget extension (Apple: "WidgetBundle"; SwiftUI's on Apple's platforms).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The widget extension's entry point (`@main struct MyWidgets: WidgetBundle`); a preview
    /// runs no extension: said once.
    public static func main() {
        WidgetStandIn.sayNotAnApp(Self.self)
    }
}

/// The widgets a bundle's body lists, in order.
public struct _WidgetGroup: Widget {
    public typealias Body = Never
    let widgets: [any Widget]

    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }

    public var body: Never { fatalError("a group of widgets has no body") }
}

/// Builds a bundle's body from its widgets (Apple: "WidgetBundleBuilder"), `if` and
/// `if #available` included.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> [any Widget] { [widget] }
    public static func buildBlock() -> [any Widget] { [] }
    public static func buildBlock(_ components: [any Widget]...) -> [any Widget] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any Widget]?) -> [any Widget] { component ?? [] }
    public static func buildEither(first component: [any Widget]) -> [any Widget] { component }
    public static func buildEither(second component: [any Widget]) -> [any Widget] { component }
    public static func buildLimitedAvailability(_ component: [any Widget]) -> [any Widget] { component }
    public static func buildFinalResult(_ component: [any Widget]) -> _WidgetGroup { _WidgetGroup(component) }
}

extension WidgetBundle {
    /// The bundle's widgets, in the order its body lists them.
    @MainActor var widgets: [any Widget] {
        let body = self.body
        if let group = body as? _WidgetGroup { return group.widgets }
        return [body]
    }
}

extension LocalizedStringKey {
    /// The key's text as written, values filled in. Easel keeps it internal to its text
    /// engine, so it is read by reflection; nil if that ever changes.
    var writtenText: String? {
        Mirror(reflecting: self).children.first { $0.label == "string" }?.value as? String
    }
}
