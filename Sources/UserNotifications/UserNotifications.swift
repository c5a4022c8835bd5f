// `import UserNotifications` on Linux: local notifications as a preview can have them. Asking
// for permission is answered as if the person tapped Allow, so the app shows its enabled
// state; requests are kept (pending requests list them) and never delivered, said once.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// Apple: "UNAuthorizationOptions".
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Apple: "UNAuthorizationStatus".
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// Apple: "UNNotificationSetting".
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }

/// Apple: "UNNotificationSettings".
public final class UNNotificationSettings: @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public var alertSetting: UNNotificationSetting { authorizationStatus == .authorized ? .enabled : .disabled }
    public var soundSetting: UNNotificationSetting { alertSetting }
    public var badgeSetting: UNNotificationSetting { alertSetting }
    public var lockScreenSetting: UNNotificationSetting { alertSetting }
    public var notificationCenterSetting: UNNotificationSetting { alertSetting }
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// Apple: "UNNotificationSound".
public final class UNNotificationSound: @unchecked Sendable {
    public let name: String
    public init(named name: String) { self.name = name }
    public static let `default` = UNNotificationSound(named: "default")
    public static let defaultCritical = UNNotificationSound(named: "defaultCritical")
}

/// Apple: "UNNotificationContent".
public class UNNotificationContent: @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var attachments: [UNNotificationAttachment] = []
    public init() {}
}

/// An image, sound or video shown with a notification (Apple: "UNNotificationAttachment").
/// As on iOS, creating one checks that the file exists; a preview delivers no notification, so
/// it is kept and never shown.
public final class UNNotificationAttachment: @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier, from its extension ("public.png").
    public let type: String

    /// Apple: "init(identifier:url:options:)"; throws, as iOS does, for a file that is not there.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: "UNErrorDomain", code: 100,
                          userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL: \(url.absoluteString)"])
        }
        self.identifier = identifier
        self.url = url
        type = UNNotificationAttachment.typeIdentifier(ofExtension: url.pathExtension.lowercased())
    }

    static func typeIdentifier(ofExtension pathExtension: String) -> String {
        switch pathExtension {
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "mp3": return "public.mp3"
        case "m4a": return "com.apple.m4a-audio"
        case "wav": return "com.microsoft.waveform-audio"
        case "mp4": return "public.mpeg-4"
        case "mov": return "com.apple.quicktime-movie"
        default: return "public.data"
        }
    }
}

/// Apple: "UNMutableNotificationContent".
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
}

/// Apple: "UNNotificationTrigger".
public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Apple: "UNTimeIntervalNotificationTrigger".
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let created = Date()
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}

/// Apple: "UNCalendarNotificationTrigger".
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// Apple: "UNNotificationRequest".
public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// Apple: "UNNotification" and "UNNotificationResponse", for delegate methods.
public final class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest) { self.request = request; date = Date() }
}

public final class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Apple: "UNNotificationPresentationOptions".
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Apple: "UNUserNotificationCenterDelegate" (every method optional).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// The app's notification center (Apple: "UNUserNotificationCenter"): permission granted when
/// asked, requests kept and never delivered.
public final class UNUserNotificationCenter: @unchecked Sendable {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter()
    public static func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: UNUserNotificationCenterDelegate?
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var pending: [UNNotificationRequest] = []

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        grant()
        completionHandler(true, nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        grant()
        return true
    }

    private func grant() {
        lock.lock(); defer { lock.unlock() }
        status = .authorized
    }

    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(settings())
    }

    public func notificationSettings() async -> UNNotificationSettings { settings() }

    private func settings() -> UNNotificationSettings {
        lock.lock(); defer { lock.unlock() }
        return UNNotificationSettings(authorizationStatus: status)
    }

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        store(request)
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws { store(request) }

    private func store(_ request: UNNotificationRequest) {
        Diagnostics.note("user-notifications", "UserNotifications: a preview keeps the requests it is given (pendingNotificationRequests lists them) and delivers none.")
        lock.lock(); defer { lock.unlock() }
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
    }

    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests())
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

    private func pendingRequests() -> [UNNotificationRequest] {
        lock.lock(); defer { lock.unlock() }
        return pending
    }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    public func removeAllPendingNotificationRequests() {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll()
    }

    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
    public func deliveredNotifications() async -> [UNNotification] { [] }
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    public func removeAllDeliveredNotifications() {}
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
