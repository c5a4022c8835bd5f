import Foundation
@_spi(Frameworks) import Easel
import AppIntents

// Timelines: what a widget shows and when. A provider makes entries; WidgetKit calls the
// configuration's content closure with each one at its date. A preview asks the provider as
// WidgetKit does (`getTimeline`), and shows the entries in turn, ignoring their dates, as
// Xcode's canvas does.

/// A moment of a widget's content (Apple: "TimelineEntry"): the date to show it, and what
/// the widget's view needs to draw it.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is to the Smart Stack (Apple: "TimelineEntryRelevance"); kept.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline (Apple: "TimelineReloadPolicy").
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case atEnd, never, after(Date)
    }

    let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// At `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// The entries a provider makes, and when to ask again (Apple: "Timeline").
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// How the widget is shown, given to its provider (Apple: "TimelineProviderContext").
public struct TimelineProviderContext {
    /// The environments a widget may be drawn in (Apple: "TimelineProviderContext.EnvironmentVariants"):
    /// light and dark, at the preview's scale.
    public struct EnvironmentVariants {
        let colorSchemes: [ColorScheme]
        let displayScales: [CGFloat]

        /// The values `keyPath` may take when the widget appears, or nil when any.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme { return colorSchemes as? [T] }
            if keyPath == \EnvironmentValues.displayScale { return displayScales as? [T] }
            return nil
        }
    }

    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    public let environmentVariants: EnvironmentVariants

    init(family: WidgetFamily, isPreview: Bool = false) {
        self.family = family
        self.isPreview = isPreview
        displaySize = family.size(onScreen: _PreviewScreen.bounds.size)
        environmentVariants = EnvironmentVariants(colorSchemes: [.light, .dark], displayScales: [_PreviewScreen.scale])
    }
}

/// Makes a widget's timeline (Apple: "TimelineProvider").
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry to draw the widget's shape with before its data is ready.
    func placeholder(in context: Context) -> Entry
    /// The entry for now, for the widget gallery and transient appearances.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Now's entry and any future ones.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Makes the timeline of a widget that people configure with an app intent (Apple:
/// "AppIntentTimelineProvider", iOS 17).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations offered where people cannot edit one (watchOS); none is asked for in a preview.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration of an intent-configured widget (Apple: "AppIntentRecommendation").
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = String(localized: description)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}

// MARK: Asking providers

/// A provider of either kind, with its entries erased: what a widget preview asks.
struct AnyTimelineSource {
    let placeholder: (TimelineProviderContext) -> any TimelineEntry
    let entries: @MainActor (TimelineProviderContext) async -> [any TimelineEntry]

    init<Provider: TimelineProvider>(_ provider: Provider) {
        placeholder = { provider.placeholder(in: $0) }
        entries = { context in
            await withCheckedContinuation { (continuation: CheckedContinuation<[any TimelineEntry], Never>) in
                // WidgetKit may be called back once; a provider that calls twice is ignored the second time.
                let once = ResumeOnce(continuation)
                provider.getTimeline(in: context) { timeline in once.resume(timeline.entries.map { $0 as any TimelineEntry }) }
            }
        }
    }

    /// An intent-configured provider asked for `intent`'s timeline (by default, the intent's
    /// default values, as a newly added widget has).
    init<Provider: AppIntentTimelineProvider>(_ provider: Provider, intent: Provider.Intent = Provider.Intent()) {
        placeholder = { provider.placeholder(in: $0) }
        entries = { context in
            await provider.timeline(for: intent, in: context).entries.map { $0 as any TimelineEntry }
        }
    }
}

/// Resumes a continuation the first time only.
private final class ResumeOnce: @unchecked Sendable {
    private var continuation: CheckedContinuation<[any TimelineEntry], Never>?
    private let lock = NSLock()

    init(_ continuation: CheckedContinuation<[any TimelineEntry], Never>) { self.continuation = continuation }

    func resume(_ entries: [any TimelineEntry]) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: entries)
    }
}
