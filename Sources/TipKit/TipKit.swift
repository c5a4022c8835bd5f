// `import TipKit` on Linux: tips as a first launch shows them. `TipView` draws iOS's inline tip
// card (the tip's image, title and message, and a close button that invalidates it);
// `popoverTip` keeps its view as it is (a preview has no popovers; said once). Rules and
// parameters are not evaluated: every tip is eligible until it is invalidated.
@_exported import Foundation
// A tip's title is a `Text` and its image an `Image`: TipKit brings SwiftUI, as Apple's does.
@_exported import SwiftUI
@_spi(Frameworks) import Easel

/// A tip (Apple: "Tip").
public protocol Tip: Identifiable, Sendable where ID == String {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}

extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip would show now: until it is invalidated.
    public var shouldDisplay: Bool { !Tips.isInvalidated(id) }
    public var status: Tips.Status { shouldDisplay ? .available : .invalidated(.actionPerformed) }

    /// Apple: "invalidate(reason:)": the tip shows no more.
    public func invalidate(reason: Tips.InvalidationReason) { Tips.invalidate(id) }

    /// The tip's status as it changes (Apple: "statusUpdates"): the current one.
    public var statusUpdates: AsyncStream<Tips.Status> {
        let status = self.status
        return AsyncStream { continuation in
            continuation.yield(status)
            continuation.finish()
        }
    }
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        let shown = shouldDisplay
        return AsyncStream { continuation in
            continuation.yield(shown)
            continuation.finish()
        }
    }
}

/// Apple: "TipOption".
public protocol TipOption: Sendable {}

/// TipKit's configuration and the types tips use (Apple: "Tips").
public enum Tips {
    nonisolated(unsafe) private static var invalidated: Set<String> = []
    private static let lock = NSLock()

    static func isInvalidated(_ id: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return invalidated.contains(id)
    }

    static func invalidate(_ id: String) {
        lock.lock(); defer { lock.unlock() }
        invalidated.insert(id)
    }

    /// Apple: "configure(_:)". Every preview starts with a new datastore.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {
        lock.lock(); defer { lock.unlock() }
        invalidated.removeAll()
    }
    public static func showAllTipsForTesting() {}
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    public static func hideAllTipsForTesting() {}
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// Apple: "Tips.ConfigurationOption".
    public struct ConfigurationOption: Sendable {
        let name: String
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption(name: "displayFrequency") }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption(name: "datastoreLocation") }

        public enum DisplayFrequency: Sendable {
            case immediate, hourly, daily, weekly, monthly
        }

        public struct DatastoreLocation: Sendable {
            public static let applicationDefault = DatastoreLocation()
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
        }
    }

    /// Apple: "Tips.Action": a button under the tip's message.
    public struct Action: Identifiable, Sendable {
        public let id: String
        let title: Text
        let handler: @Sendable () -> Void
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.title = Text(verbatim: title)
            self.handler = handler
        }
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            let text = label()
            self.id = id ?? UUID().uuidString
            title = text
            self.handler = handler
        }
    }

    /// Apple: "Tips.Rule". Kept, not evaluated.
    public struct Rule: Sendable {
        public init<P>(_ parameter: P, _ predicate: @escaping @Sendable (P) -> Bool) {}
    }

    /// Apple: "Tips.Status".
    public enum Status: Hashable, Sendable {
        case pending, available, invalidated(InvalidationReason)
    }

    /// Apple: "Tips.InvalidationReason".
    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed, displayCountExceeded, displayDurationExceeded, tipClosed
    }

    /// Apple: "Tips.MaxDisplayCount" and "Tips.IgnoresDisplayFrequency".
    public struct MaxDisplayCount: TipOption {
        public init(_ count: Int) {}
    }
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignores: Bool) {}
    }

    /// A tip's parameter (Apple: "Tips.Parameter", written `@Parameter`): a value rules would
    /// read; kept for the run.
    @propertyWrapper
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        private let box: Box
        public init(wrappedValue: Value) { box = Box(wrappedValue) }
        public init(_ options: Any..., wrappedValue: Value) { box = Box(wrappedValue) }
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Parameter<Value> { self }

        final class Box: @unchecked Sendable {
            var value: Value
            init(_ value: Value) { self.value = value }
        }
    }

    /// Apple: "Tips.Event": donations are counted for the run.
    public struct Event: Sendable {
        public let id: String
        private let box = Counter()
        public init(id: String) { self.id = id }
        public func donate() async { box.add() }
        public func sendDonation() { box.add() }
        public var donations: [Date] { box.dates }

        final class Counter: @unchecked Sendable {
            private(set) var dates: [Date] = []
            func add() { dates.append(Date()) }
        }
    }
}

/// iOS's inline tip (Apple: "TipView"): a card with the tip's image, title and message and a
/// close button that invalidates the tip; gone once the tip is invalidated.
public struct TipView<Content: Tip>: View {
    private let tip: Content
    private let arrowEdge: Edge?
    private let action: (Tips.Action) -> Void
    @State private var closed = false

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    public var body: some View {
        if !closed && tip.shouldDisplay {
            HStack(alignment: .top, spacing: 12) {
                if let image = tip.image {
                    image.font(.title2).foregroundStyle(.tint)
                }
                VStack(alignment: .leading, spacing: 4) {
                    tip.title.font(.headline)
                    if let message = tip.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                    ForEach(tip.actions) { item in
                        Button { item.handler(); action(item) } label: { item.title }
                            .padding(.top, 4)
                    }
                }
                Spacer(minLength: 0)
                Button {
                    tip.invalidate(reason: .tipClosed)
                    closed = true
                } label: {
                    Image(systemName: "xmark").font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Close")
            }
            .padding(16)
            .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        }
    }
}

extension View {
    /// Apple: "popoverTip(_:arrowEdge:action:)". A preview shows no popovers: the view is as it
    /// is, said once.
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        Diagnostics.note("tipkit-popover", "popoverTip: a preview shows no popover tips (TipView shows a tip inline).")
        return self
    }

    /// Apple: "tipBackground(_:)", "tipCornerRadius(_:antialiased:)", "tipImageSize(_:)". Kept.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
