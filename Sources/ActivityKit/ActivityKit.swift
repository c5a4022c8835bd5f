// `import ActivityKit` on Linux: Live Activities as an app starts, updates and ends them. The
// iOS Simulator runs Live Activities, and so does a preview: `Activity.request` succeeds (Live
// Activities are enabled), the activity is listed in `Activity.activities`, its content and
// state change as the app asks and its update sequences report them — but there is no Lock
// Screen or Dynamic Island to show it on, and no push token arrives; said once. Attributes and
// content over ActivityKit's 4 KB limit are refused as on a device. Preview an activity's views
// with WidgetKit's `#Preview(as:using:)`. Spellings: Apple's ActivityKit reference.
@_exported import Foundation
import EaselFoundation
@_spi(Frameworks) import Easel

enum ActivityStandIn {
    static func sayShownNowhere() {
        Diagnostics.note("activitykit-shown-nowhere", "ActivityKit: a preview has no Lock Screen or Dynamic Island; Live Activities start, update and end as on the iOS Simulator but are shown nowhere, and no push token arrives. Preview their views with #Preview(as: .content, using:).")
    }

    /// ActivityKit's limit on the encoded attributes and content state together (Apple,
    /// "Displaying live data with Live Activities": "can't exceed 4 KB").
    static let sizeLimit = 4096
}

/// The static data of a Live Activity, and the type of its dynamic data (Apple: "ActivityAttributes").
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic content and how long it stays fresh (Apple: "ActivityContent", iOS 16.2).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    public let state: State
    /// When the content becomes out of date (the activity's state turns `.stale`).
    public let staleDate: Date?
    /// Which of the app's activities the Dynamic Island shows (the highest).
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life (Apple: "ActivityState").
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    /// Shown and updatable.
    case active
    /// Ended; its last content may stay on the Lock Screen for a while.
    case ended
    /// Gone from the Lock Screen.
    case dismissed
    /// Its content is past its stale date.
    case stale
}

/// When an ended activity leaves the Lock Screen (Apple: "ActivityUIDismissalPolicy").
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediate, after(Date) }
    let kind: Kind

    /// After up to four hours, as the system decides.
    public static let `default` = ActivityUIDismissalPolicy(kind: .automatic)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// At `date` (within four hours).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

/// How an activity receives push updates (Apple: "PushType").
public struct PushType: Equatable, Hashable, Sendable {
    let name: String
    /// Updates sent to the activity's push token.
    public static let token = PushType(name: "token")
    /// Updates broadcast on a channel (iOS 18).
    public static func channel(_ channelId: String) -> PushType { PushType(name: "channel:\(channelId)") }
}

/// How long an activity stays on screen (Apple: "ActivityStyle", iOS 18).
public enum ActivityStyle: Hashable, Sendable {
    case standard
    case transient
}

/// An alert shown with an update (Apple: "AlertConfiguration"); a preview shows none.
public struct AlertConfiguration: Sendable {
    /// Apple: "AlertConfiguration.AlertSound".
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// Why a Live Activity could not start (Apple: "ActivityAuthorizationError").
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError, CustomNSError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case persistenceFailure
    case reconnectNotPermitted
    case targetMaximumExceeded
    case unentitled
    case unsupported
    case unsupportedTarget
    case visibility

    public static var errorDomain: String { "com.apple.ActivityKit.ActivityAuthorizationError" }

    public var errorCode: Int {
        switch self {
        case .attributesTooLarge: 0
        case .denied: 1
        case .globalMaximumExceeded: 2
        case .malformedActivityIdentifier: 3
        case .missingProcessIdentifier: 4
        case .persistenceFailure: 5
        case .reconnectNotPermitted: 6
        case .targetMaximumExceeded: 7
        case .unentitled: 8
        case .unsupported: 9
        case .unsupportedTarget: 10
        case .visibility: 11
        }
    }

    public var errorDescription: String? { failureReason }

    public var failureReason: String? {
        switch self {
        case .attributesTooLarge: "The provided Live Activity attributes exceeded the maximum size of 4KB."
        case .denied: "A person deactivated Live Activities in Settings."
        case .globalMaximumExceeded: "The device reached the maximum number of ongoing Live Activities."
        case .malformedActivityIdentifier: "The provided activity identifier is malformed."
        case .missingProcessIdentifier: "The process that tried to start the Live Activity is missing a process identifier."
        case .persistenceFailure: "The system couldn’t persist the Live Activity."
        case .reconnectNotPermitted: "The process that tried to recreate the Live Activity isn’t the process that originally created the Live Activity."
        case .targetMaximumExceeded: "The app has already started the maximum number of ongoing Live Activities."
        case .unentitled: "The app doesn’t have the required entitlement to start a Live Activity."
        case .unsupported: "The device doesn’t support Live Activities."
        case .unsupportedTarget: "The app doesn’t have the required entitlement to start Live Activities."
        case .visibility: "The app tried to start the Live Activity while it was in the background."
        }
    }

    public var recoverySuggestion: String? {
        switch self {
        case .attributesTooLarge: "Make the attributes and content state smaller than 4KB together."
        case .denied: "Turn on Live Activities for the app in Settings."
        default: nil
        }
    }
}

/// Whether the app may start Live Activities (Apple: "ActivityAuthorizationInfo"): yes, as
/// on a simulator with Live Activities on.
public final class ActivityAuthorizationInfo: @unchecked Sendable {
    /// Apple: "ActivityAuthorizationInfo.ActivityEnablementUpdates". The setting never changes
    /// in a preview: the sequence waits.
    public typealias ActivityEnablementUpdates = AsyncStream<Bool>

    public init() {}

    public var areActivitiesEnabled: Bool { true }
    /// Whether the app may send frequent push updates (iOS 16.2): not set in a preview.
    public var frequentPushesEnabled: Bool { false }

    public var activityEnablementUpdates: ActivityEnablementUpdates { AsyncStream { _ in } }
    public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { _ in } }
}
