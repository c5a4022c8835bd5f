import Foundation
@_spi(Frameworks) import Easel
@_spi(Frameworks) import AppIntents

// Widget previews, as Xcode's canvas draws them: the widget at its family's size for the
// previewed iPhone, on a Home Screen grey, with its timeline's entries to step through (their
// dates ignored). `#Preview(as:)` expands to the `Preview` initializers below.

/// Previews a widget with the entries of a timeline: `#Preview(as: .systemSmall) { MyWidget() }
/// timeline: { SimpleEntry(date: .now, emoji: "😀") }`.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry])
    = #externalMacro(module: "EaselMacros", type: "WidgetPreviewMacro")

/// Previews a widget with the timeline its provider makes.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                            widget: @escaping @MainActor () -> W,
                                                            timelineProvider: @escaping @MainActor () -> Provider)
    = #externalMacro(module: "EaselMacros", type: "WidgetPreviewMacro")

/// Previews an intent-configured widget with the timeline its provider makes for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                     using intent: Provider.Intent,
                                                                     widget: @escaping @MainActor () -> W,
                                                                     timelineProvider: @escaping @MainActor () -> Provider)
    = #externalMacro(module: "EaselMacros", type: "WidgetPreviewMacro")

/// Builds a preview's timeline (Apple: "PreviewTimelineBuilder").
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}

extension Preview {
    /// A preview of a widget with a timeline's entries (Apple: "init(_:as:widget:timeline:)").
    /// The `#Preview` macro expands to it.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                           @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.init(name, traits: [], body: {
            WidgetTimelinePreview(family: family, widget: widget().resolvedWidget, widgetName: "\(W.self)", entries: { _ in await timeline() })
        })
    }

    /// A preview of a widget with its provider's timeline (Apple: "init(_:as:widget:timelineProvider:)").
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                        widget: @escaping @MainActor () -> W,
                                                        timelineProvider: @escaping @MainActor () -> Provider) {
        self.init(name, traits: [], body: {
            let source = AnyTimelineSource(timelineProvider())
            return WidgetTimelinePreview(family: family, widget: widget().resolvedWidget, widgetName: "\(W.self)", entries: source.entries)
        })
    }

    /// A preview of an intent-configured widget (Apple: "init(_:as:using:widget:timelineProvider:)").
    public init<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                 using intent: Provider.Intent,
                                                                 widget: @escaping @MainActor () -> W,
                                                                 timelineProvider: @escaping @MainActor () -> Provider) {
        self.init(name, traits: [], body: {
            let source = AnyTimelineSource(timelineProvider(), intent: intent)
            return WidgetTimelinePreview(family: family, widget: widget().resolvedWidget, widgetName: "\(W.self)", entries: source.entries)
        })
    }
}

/// The canvas of a widget preview: the widget for the selected entry, and a row of buttons to
/// step through the timeline when it has more than one entry. The provider is asked again
/// when the app reloads the widget's kind (`WidgetCenter`).
struct WidgetTimelinePreview: View {
    let family: WidgetFamily
    let widget: ResolvedWidget?
    let widgetName: String
    let entries: @MainActor (TimelineProviderContext) async -> [any TimelineEntry]

    @State private var timeline: [any TimelineEntry] = []
    @State private var selected = 0

    var body: some View {
        let generation = WidgetCenter.shared.reloads.generation(of: widget?.kind ?? "")
        VStack(spacing: 20) {
            Spacer(minLength: 0)
            widgetView
            if timeline.count > 1 {
                HStack(spacing: 8) {
                    ForEach(timeline.indices, id: \.self) { index in
                        Button("\(index + 1)") { selected = index }
                            .font(.footnote)
                            .frame(minWidth: 28, minHeight: 28)
                            .background(index == selected ? Color.accentColor.opacity(0.2) : Color.clear, in: Capsule())
                    }
                }
                .accessibilityIdentifier("widget-timeline")
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
        .onAppear { InteractiveWidgetReload.install() }
        .task(id: generation) {
            timeline = await entries(TimelineProviderContext(family: family))
            if !timeline.indices.contains(selected) { selected = 0 }
        }
    }

    @ViewBuilder private var widgetView: some View {
        if let widget {
            if timeline.indices.contains(selected) {
                let entry = timeline[selected]
                if let view = widget.view(entry) {
                    WidgetContainer(family: family, contentMarginsDisabled: widget.contentMarginsDisabled) { view }
                } else {
                    WidgetPreviewNote(family: family, text: "\(type(of: entry)) is not the entry \(widgetName) draws")
                }
            } else {
                // Before the timeline arrives, WidgetKit draws nothing of the widget's content.
                WidgetContainer(family: family) { Color.clear }
            }
        } else {
            WidgetPreviewNote(family: family, text: "\(widgetName) has no timeline configuration to preview")
        }
    }
}

/// After a `Button(intent:)` or `Toggle(isOn:intent:)` performs, WidgetKit reloads the
/// interactive widget's timeline: widget previews reload theirs.
@MainActor
enum InteractiveWidgetReload {
    private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        IntentControlHooks.didPerform.append { WidgetCenter.shared.reloads.request(kind: nil) }
    }
}

/// A widget-sized card saying why the preview cannot draw the widget.
struct WidgetPreviewNote: View {
    let family: WidgetFamily
    let text: String

    var body: some View {
        WidgetContainer(family: family) {
            Text(text).font(.caption).foregroundStyle(.secondary).multilineTextAlignment(.center)
        }
    }
}

/// A widget as the Home Screen or Lock Screen shows it: the content proposed the family's size
/// less WidgetKit's content margins, centred, on its container background (the one the content
/// set with `containerBackground(for:content:)`, else the system background) and clipped to the
/// widget's rounded corners, with the family in the environment.
struct WidgetContainer<Content: View>: View {
    let family: WidgetFamily
    var contentMarginsDisabled = false
    let content: Content

    init(family: WidgetFamily, contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content) {
        self.family = family
        self.contentMarginsDisabled = contentMarginsDisabled
        self.content = content()
    }

    var body: some View {
        let size = family.size(onScreen: _PreviewScreen.bounds.size)
        let margins = contentMarginsDisabled ? EdgeInsets() : family.defaultContentMargins
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(margins)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(WidgetContainerBackgroundKey.self) { background in
                if let background {
                    ZStack(alignment: background.alignment) { background.view }
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: background.alignment)
                } else if !family.isAccessory {
                    Color(.systemBackground)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: family.cornerRadius, style: .continuous))
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, margins)
            .environment(\.isInWidgetContainer, true)
            .accessibilityIdentifier("widget-\(family)")
    }
}

// MARK: Previews of iOS 14–16

/// The context of a widget's preview (Apple: "WidgetPreviewContext"), for
/// `previewContext(_:)` in a `PreviewProvider`.
public struct WidgetPreviewContext: Sendable {
    let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Previews this view as a widget of the context's family (Apple: "previewContext(_:)"): at
    /// the family's size, on its container, the preview sized to fit it.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetContainer(family: context.family) { self }
            .previewLayout(.sizeThatFits)
    }
}
