import Foundation
@_spi(Frameworks) import Easel
import ActivityKit

// Live Activities' views, as a widget extension declares them: the Lock Screen presentation
// and the Dynamic Island's compact, minimal and expanded ones. A preview has neither screen;
// `#Preview(as: .content, using: attributes)` draws each presentation as Xcode's canvas does,
// and `previewContext(_:viewKind:)` draws them for attributes whose configuration was made.

/// What a Live Activity's views are given (Apple: "ActivityViewContext").
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let activityID: String
    /// Whether the content is past its stale date.
    public let isStale: Bool
}

/// A Live Activity's views (Apple: "ActivityConfiguration", iOS 16.1).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, ResolvableWidgetConfiguration {
    public typealias Body = Never
    let activity: ResolvedActivity

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        activity = ResolvedActivity(
            attributesName: "\(Attributes.self)",
            lockScreen: { context in (context as? ActivityViewContext<Attributes>).map { AnyView(content($0)) } },
            dynamicIsland: { context in (context as? ActivityViewContext<Attributes>).map(dynamicIsland) })
        ActivityViewRegistry.shared.register(activity, for: Attributes.self)
    }

    public var body: Never { fatalError("ActivityConfiguration is a primitive configuration and has no body") }

    var primitiveWidget: ResolvedWidget? {
        ResolvedWidget(kind: "\(Attributes.self)", view: { _ in nil }, source: nil, activity: activity)
    }
}

/// An activity configuration's views, their context erased.
struct ResolvedActivity {
    let attributesName: String
    let lockScreen: @MainActor (Any) -> AnyView?
    let dynamicIsland: @MainActor (Any) -> DynamicIsland?
}

/// The activity configurations made so far, by attributes type, for `previewContext`.
@MainActor
final class ActivityViewRegistry {
    static let shared = ActivityViewRegistry()
    private var activities: [ObjectIdentifier: ResolvedActivity] = [:]

    func register(_ activity: ResolvedActivity, for type: Any.Type) { activities[ObjectIdentifier(type)] = activity }
    func activity(for type: Any.Type) -> ResolvedActivity? { activities[ObjectIdentifier(type)] }
}

// MARK: The Dynamic Island

/// A Live Activity's presentations in the Dynamic Island (Apple: "DynamicIsland").
public struct DynamicIsland {
    let expanded: [_DynamicIslandRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keylineTint: Color?
    var url: URL?

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The tint of the island's border (Apple: "keylineTint(_:)"); kept.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Margins of a presentation (Apple: "contentMargins(_:_:for:)"); the preview keeps the
    /// presentation's own.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }

    /// The URL a tap on the island opens the app with (Apple: "widgetURL(_:)"); kept.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }
}

/// A presentation of the Dynamic Island (Apple: "DynamicIslandMode").
public enum DynamicIslandMode: Hashable, Sendable {
    case compact, expanded, minimal
}

/// Where a region goes in the expanded island (Apple: "DynamicIslandExpandedRegionPosition").
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded island (Apple: "DynamicIslandExpandedRegion").
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// Margins of the region (Apple: "contentMargins(_:_:)"); the preview keeps its own.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> { self }
}

/// A region of the expanded island, its content erased.
public struct _DynamicIslandRegion {
    let position: DynamicIslandExpandedRegionPosition
    let view: AnyView
}

/// The expanded island's regions (Apple: "DynamicIslandExpandedContent").
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [_DynamicIslandRegion]
}

/// Builds the expanded island from its regions (Apple: "DynamicIslandExpandedContentBuilder").
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> [_DynamicIslandRegion] {
        [_DynamicIslandRegion(position: region.position, view: AnyView(region.content))]
    }
    public static func buildBlock(_ components: [_DynamicIslandRegion]...) -> [_DynamicIslandRegion] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [_DynamicIslandRegion]?) -> [_DynamicIslandRegion] { component ?? [] }
    public static func buildEither(first component: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { component }
    public static func buildEither(second component: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { component }
    public static func buildLimitedAvailability(_ component: [_DynamicIslandRegion]) -> [_DynamicIslandRegion] { component }
    public static func buildFinalResult(_ component: [_DynamicIslandRegion]) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: component)
    }
}

/// How a region lays out when it is too wide (Apple: "DynamicIslandExpandedRegionVerticalPlacement").
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// The extra sizes of a Live Activity (Apple: "ActivityFamily", iOS 18).
public enum ActivityFamily: Hashable, Sendable {
    case small, medium
}

extension WidgetConfiguration {
    /// Sizes of the activity for the Smart Stack and CarPlay (Apple:
    /// "supplementalActivityFamilies(_:)", iOS 18); a preview draws the Lock Screen's.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self, change: { _ in })
    }
}

extension View {
    /// The Lock Screen background of the activity (Apple: "activityBackgroundTint(_:)").
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the Lock Screen's system buttons around the activity (Apple:
    /// "activitySystemActionForegroundColor(_:)"); a preview draws none.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

    /// Lays a region below the island's camera when too wide (Apple:
    /// "dynamicIsland(verticalPlacement:)"); the preview lays regions in their rows.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// The Lock Screen background an activity's view asked for.
struct ActivityBackgroundTintKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}

// MARK: Previews

/// Which presentation of a Live Activity a preview draws (Apple: "ActivityPreviewViewKind").
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// Apple: "ActivityPreviewViewKind.DynamicIslandPreviewViewState".
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact, expanded, minimal
    }

    /// The Lock Screen presentation.
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)
}

/// Previews a Live Activity's presentation with a list of content states:
/// `#Preview("Island", as: .dynamicIsland(.compact), using: attributes) { MyLiveActivity() } contentStates: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                                using attributes: Attributes,
                                                                widget: @escaping @MainActor () -> W,
                                                                @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState])
    = #externalMacro(module: "EaselMacros", type: "WidgetPreviewMacro")

/// Builds a preview's content states (Apple: "PreviewActivityBuilder").
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

extension Preview {
    /// A preview of a Live Activity's presentation (Apple: "init(_:as:using:widget:contentStates:)").
    public init<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                           using attributes: Attributes, widget: @escaping @MainActor () -> W,
                                                           @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]) {
        self.init(name, traits: [], body: {
            ActivityTimelinePreview(kind: viewKind, activity: widget().resolvedWidget?.activity, widgetName: "\(W.self)",
                                    contexts: { await contentStates().map { ActivityViewContext(attributes: attributes, state: $0, activityID: "preview", isStale: false) } })
        })
    }
}

extension ActivityAttributes {
    /// A preview of this activity's presentation for `contentState` (Apple:
    /// "previewContext(_:isStale:viewKind:)", iOS 16.2), drawn with the activity configuration
    /// made for these attributes.
    @MainActor
    public func previewContext(_ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        let context = ActivityViewContext(attributes: self, state: contentState, activityID: "preview", isStale: isStale)
        return ActivityPresentation(kind: viewKind, activity: ActivityViewRegistry.shared.activity(for: Self.self),
                                    name: "\(Self.self)", context: context)
    }
}

/// The canvas of a Live Activity preview: the presentation for the selected content state,
/// with buttons to step through the states.
struct ActivityTimelinePreview<Attributes: ActivityAttributes>: View {
    let kind: ActivityPreviewViewKind
    let activity: ResolvedActivity?
    let widgetName: String
    let contexts: @MainActor () async -> [ActivityViewContext<Attributes>]

    @State private var loaded: [ActivityViewContext<Attributes>] = []
    @State private var selected = 0

    var body: some View {
        VStack(spacing: 20) {
            if kind == .content { Spacer(minLength: 0) }
            if loaded.indices.contains(selected) {
                ActivityPresentation(kind: kind, activity: activity, name: widgetName, context: loaded[selected])
            }
            if loaded.count > 1 {
                HStack(spacing: 8) {
                    ForEach(loaded.indices, id: \.self) { index in
                        Button("\(index + 1)") { selected = index }
                            .frame(minWidth: 28, minHeight: 28)
                            .background(index == selected ? Color.accentColor.opacity(0.2) : Color.clear, in: Capsule())
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
        .task { loaded = await contexts() }
    }
}

/// One presentation of a Live Activity. Sizes follow the Human Interface Guidelines ("Live
/// Activities"): the Lock Screen's presentation spans the screen less 14-point margins and is at
/// most 160 points tall; the island is 37 points tall, its camera area 126 points wide.
struct ActivityPresentation<Attributes: ActivityAttributes>: View {
    let kind: ActivityPreviewViewKind
    let activity: ResolvedActivity?
    let name: String
    let context: ActivityViewContext<Attributes>

    var body: some View {
        if let activity {
            switch kind {
            case .content:
                lockScreen(activity)
            case .dynamicIsland(let state):
                if let island = activity.dynamicIsland(context) {
                    self.island(island, state)
                } else {
                    Text("\(name) has no Dynamic Island").font(.caption).foregroundStyle(.secondary)
                }
            }
        } else {
            Text("\(name) is not an ActivityConfiguration made in this preview").font(.caption).foregroundStyle(.secondary)
                .multilineTextAlignment(.center).padding()
        }
    }

    private func lockScreen(_ activity: ResolvedActivity) -> some View {
        let width = _PreviewScreen.bounds.width - 2 * 14
        return (activity.lockScreen(context) ?? AnyView(EmptyView()))
            .frame(width: width)
            .frame(maxHeight: 160)
            .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
                if let tint { tint } else { Rectangle().fill(.regularMaterial) }
            }
            .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
            .accessibilityIdentifier("live-activity")
    }

    @ViewBuilder
    private func island(_ island: DynamicIsland, _ state: ActivityPreviewViewKind.DynamicIslandPreviewViewState) -> some View {
        switch state {
        case .compact:
            HStack(spacing: 0) {
                island.compactLeading
                Color.clear.frame(width: 126)
                island.compactTrailing
            }
            .padding(.horizontal, 12)
            .frame(height: 37)
            .background(Color.black, in: Capsule())
            .environment(\.colorScheme, .dark)
            .accessibilityIdentifier("dynamic-island")
        case .minimal:
            island.minimal
                .frame(width: 37, height: 37)
                .background(Color.black, in: Circle())
                .environment(\.colorScheme, .dark)
                .accessibilityIdentifier("dynamic-island")
        case .expanded:
            VStack(spacing: 8) {
                HStack(alignment: .top) {
                    region(island, .leading)
                    Spacer(minLength: 0)
                    region(island, .center)
                    Spacer(minLength: 0)
                    region(island, .trailing)
                }
                region(island, .bottom)
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(width: _PreviewScreen.bounds.width - 2 * 12)
            .background(Color.black, in: RoundedRectangle(cornerRadius: 44, style: .continuous))
            .environment(\.colorScheme, .dark)
            .accessibilityIdentifier("dynamic-island")
        }
    }

    private func region(_ island: DynamicIsland, _ position: DynamicIslandExpandedRegionPosition) -> some View {
        ForEach(Array(island.expanded.filter { $0.position == position }.enumerated()), id: \.offset) { _, region in
            region.view
        }
    }
}
