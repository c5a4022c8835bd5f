import Foundation
import Observation
@_spi(Frameworks) import Easel
import AppIntents

/// The app's link to its widgets (Apple: "WidgetCenter"): apps call it after saving what a
/// widget shows. A preview has no Home Screen: a reload refreshes the widget previews on
/// screen (of that kind, or all), and there are no configured widgets to list; said once.
public class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    /// Keys of the user info of widget notifications (Apple: "WidgetCenter.UserInfoKey").
    public struct UserInfoKey {
        public static let kind = "kind"
        public static let family = "family"
    }

    /// What the previews on screen watch to know when to ask their providers again.
    let reloads = WidgetReloads()

    init() {}

    /// Asks every widget of the app for a new timeline.
    public func reloadAllTimelines() {
        WidgetStandIn.sayNoHomeScreen()
        reloads.request(kind: nil)
    }

    /// Asks the widgets of `kind` (their configuration's `kind`) for a new timeline.
    public func reloadTimelines(ofKind kind: String) {
        WidgetStandIn.sayNoHomeScreen()
        reloads.request(kind: kind)
    }

    /// The widgets people added: none in a preview, which has no Home Screen.
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        WidgetStandIn.sayNoHomeScreen()
        DispatchQueue.main.async { completion(.success([])) }
    }

    /// The widgets people added (iOS 18): none in a preview.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        WidgetStandIn.sayNoHomeScreen()
        return []
    }

    /// Asks for new configuration recommendations; a preview asks for none.
    public func invalidateConfigurationRecommendations() {}
}

/// A widget people added (Apple: "WidgetInfo"). A preview has none.
public struct WidgetInfo: Identifiable, Sendable {
    public let kind: String
    public let family: WidgetFamily
    public let id: String

    /// The intent people configured the widget with (iOS 17).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? { nil }
}

/// How many times each kind of widget was asked to reload: the widget previews on screen read
/// their kind's count in their body, so a reload runs their provider again.
@Observable
final class WidgetReloads: @unchecked Sendable {
    private var counts: [String: Int] = [:]
    private var all = 0
    /// Every reload asked for, in order (nil: all kinds), for tests.
    private(set) var requests: [String?] = []

    /// The reloads that concern widgets of `kind` so far.
    func generation(of kind: String) -> Int { all + counts[kind, default: 0] }

    func request(kind: String?) {
        // Views observe this on the main thread; apps often reload from a background save.
        guard Thread.isMainThread else { return DispatchQueue.main.async { self.request(kind: kind) } }
        requests.append(kind)
        if let kind {
            counts[kind, default: 0] += 1
        } else {
            all += 1
        }
    }
}
