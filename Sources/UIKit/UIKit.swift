// `import UIKit` on Linux: the parts of UIKit that SwiftUI apps reach for beside their views —
// the screen's size, the device, opening URLs, haptics, bar appearances set in an app's
// `init()`, fonts, `UIBezierPath` for shapes, the pasteboard — so such files compile and
// behave as a preview should (a haptic is felt nowhere; a URL opens nothing, said once).
// `UIViewRepresentable` and `UIViewControllerRepresentable` make their UIKit views and
// controllers, which are kept, not run: the preview draws what they stand for. On iOS
// `import SwiftUI` brings UIKit with it, and so does Easel's.
@_exported import Foundation
@_exported import struct EaselFoundation.Selector
@_exported import QuartzCore
// UIKit brings Core Graphics on iOS: `CGColorSpaceCreateDeviceRGB()` compiles with `import SwiftUI`.
@_exported import CoreGraphics
// UIKit brings UserNotifications on iOS: `UNUserNotificationCenter` with only `import SwiftUI`.
@_exported import UserNotifications
// …and CoreImage: `CIImage(image:)` with only `import SwiftUI`.
@_exported import CoreImage
@_exported import enum Easel.CGBlendMode
@_exported import class Easel.UIColor
@_exported import class Easel.UIImage
@_exported import class Easel.CGColor
@_exported import struct Easel.UITraitCollection
@_exported import enum Easel.UIUserInterfaceStyle
@_exported import enum Easel.UIUserInterfaceIdiom
@_exported import enum Easel.UIUserInterfaceSizeClass
@_exported import struct Easel.UIContentSizeCategory
@_exported import enum Easel.UITraitEnvironmentLayoutDirection
@_exported import enum Easel.UIForceTouchCapability
@_exported import enum Easel.UIAccessibilityContrast
@_exported import enum Easel.UILegibilityWeight
@_exported import enum Easel.UIDisplayGamut
@_exported import protocol Easel.UIMutableTraits
@_exported import enum Easel.UIKeyboardType
@_exported import enum Easel.UITextAutocapitalizationType
@_exported import struct Easel.UITextContentType
@_spi(Frameworks) import Easel

/// Apple: "UIEdgeInsets".
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// MARK: Screen, device, application, windows

/// The preview's screen (Apple: "UIScreen"): `UIScreen.main.bounds` is the device's size in
/// points, following the window as it is resized.
public final class UIScreen: @unchecked Sendable {
    nonisolated(unsafe) public static let main = UIScreen()

    public var bounds: CGRect { _PreviewScreen.bounds }
    public var nativeBounds: CGRect {
        let b = bounds, s = scale
        return CGRect(x: 0, y: 0, width: b.width * s, height: b.height * s)
    }
    public var scale: CGFloat { _PreviewScreen.scale }
    public var nativeScale: CGFloat { scale }
    /// Apple: "brightness". Kept.
    public var brightness: CGFloat = 0.5
}


/// Apple: "UIDeviceOrientation".
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The previewed device (Apple: "UIDevice"): an iPhone on iOS 18; an iPad when the preview's
/// screen is iPad-sized (its shorter side 744 points or more), landscape when wider than tall.
public final class UIDevice: @unchecked Sendable {
    nonisolated(unsafe) public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let b = UIScreen.main.bounds
        return Swift.min(b.width, b.height) >= 744 ? .pad : .phone
    }
    public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var localizedModel: String { name }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "18.0" }
    public var orientation: UIDeviceOrientation {
        let b = UIScreen.main.bounds
        return b.width > b.height ? .landscapeLeft : .portrait
    }
    public var identifierForVendor: UUID? { UUID(uuidString: "E45E1C00-0000-4000-8000-000000000000") }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var isMultitaskingSupported: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// Apple: "UIScene".
public class UIScene: Hashable, @unchecked Sendable {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The preview's one scene (Apple: "UIWindowScene"), with its one window.
public final class UIWindowScene: UIScene, @unchecked Sendable {
    public let windows: [UIWindow]
    public var keyWindow: UIWindow? { windows.first }
    public var screen: UIScreen { .main }
    public var interfaceOrientation: UIInterfaceOrientation { UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeRight : .portrait }

    init(window: UIWindow) {
        windows = [window]
        super.init()
        window.windowScene = self
    }
}

/// Apple: "UIInterfaceOrientation".
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The running app (Apple: "UIApplication"). Opening a URL — Settings, the browser, Maps —
/// opens nothing in a preview: it is said once and the completion handler is told `false`.
public final class UIApplication: @unchecked Sendable {
    nonisolated(unsafe) public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")

    private let scene = UIWindowScene(window: UIWindow())

    /// Apple: "OpenExternalURLOptionsKey".
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public enum State: Int, Sendable { case active, inactive, background }

    public var applicationState: State { .active }
    public var connectedScenes: Set<UIScene> { [scene] }
    /// Apple: "windows" (deprecated in iOS 15, still common).
    public var windows: [UIWindow] { scene.windows }
    public var keyWindow: UIWindow? { scene.keyWindow }
    public var applicationIconBadgeNumber = 0
    /// The app's delegate: the one `@UIApplicationDelegateAdaptor` made, else the app's
    /// `@UIApplicationMain` delegate, made and told that launching finished when first asked
    /// for (the preview build registers it), else nil.
    public var delegate: UIApplicationDelegate? {
        get {
            if let assignedDelegate { return assignedDelegate }
            guard let make = UIApplication._easelMainDelegate else { return nil }
            UIApplication._easelMainDelegate = nil
            let made = make()
            UIApplication.mainDelegate = made
            assignedDelegate = made
            let options: [UIApplication.LaunchOptionsKey: Any]? = nil
            _ = made.application(self, willFinishLaunchingWithOptions: options)
            _ = made.application(self, didFinishLaunchingWithOptions: options)
            return made
        }
        set { assignedDelegate = newValue }
    }
    private weak var assignedDelegate: UIApplicationDelegate?
    /// Keeps the `@UIApplicationMain` delegate, which nothing else holds.
    nonisolated(unsafe) private static var mainDelegate: UIApplicationDelegate?
    /// Makes the app's `@UIApplicationMain` delegate (set by the preview build).
    nonisolated(unsafe) public static var _easelMainDelegate: (() -> UIApplicationDelegate)?
    public var isIdleTimerDisabled = false

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        Diagnostics.note("uiapplication-open", "UIApplication.open(\(url.absoluteString)): a preview opens no other app or URL.")
        completionHandler?(false)
    }

    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        open(url, options: options, completionHandler: nil)
        return false
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Apple: "sendAction(_:to:from:for:)". `resignFirstResponder` sent to the first responder
    /// (the hide-the-keyboard idiom: `sendAction(#selector(UIResponder.resignFirstResponder),
    /// to: nil, from: nil, for: nil)`) ends the preview's text editing; other actions go nowhere.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard action.name.hasSuffix("resignFirstResponder") else { return false }
        _PreviewScreen.endEditing()
        return true
    }

    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}
}

/// Apple: "UIEvent". A preview sends no events to UIKit responders.
public final class UIEvent: @unchecked Sendable {
    /// Apple: "UIEvent.EventType".
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    /// Apple: "UIEvent.EventSubtype": `.motionShake` is what a shake-to-undo or shake
    /// detector overrides `motionEnded(_:with:)` for.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack
    }
    public var type: EventType = .touches
    public var subtype: EventSubtype = .none
    public var timestamp: TimeInterval = 0
    public init() {}
}

// MARK: Haptics

/// Apple: "UIFeedbackGenerator". A preview has nothing to vibrate: feedback is accepted and
/// goes nowhere.
public class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
}

/// Apple: "UIImpactFeedbackGenerator".
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Apple: "UINotificationFeedbackGenerator".
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Apple: "UISelectionFeedbackGenerator".
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func selectionChanged() {}
}

// MARK: Pasteboard

/// The general pasteboard (Apple: "UIPasteboard"), kept in memory for the preview's run.
public final class UIPasteboard: @unchecked Sendable {
    nonisolated(unsafe) public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
}
