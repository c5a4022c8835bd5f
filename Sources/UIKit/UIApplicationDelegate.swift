import Foundation
@_spi(Frameworks) import Easel
import OpenCombine

// UIKit's app lifecycle, as SwiftUI apps still carry it: an app delegate (for push
// notifications, Firebase's set-up, orientation locks), brought in with
// `@UIApplicationDelegateAdaptor` or, in older apps, `@UIApplicationMain`, and a scene delegate.
// A preview runs none of it: previews show views. When the app itself runs in the window, the
// adaptor makes the delegate once and tells it the app finished launching, as iOS does.

extension UIApplication {
    /// Apple: "UIApplication.LaunchOptionsKey".
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Apple: "UIApplication.OpenURLOptionsKey".
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// Apple: "UIBackgroundFetchResult".
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

/// Apple: "UIInterfaceOrientationMask".
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The app's delegate (Apple: "UIApplicationDelegate"). Every method is optional, as in
/// UIKit: a delegate implements those it needs. (`var window: UIWindow?`, which UIKit's
/// delegates declare, is not a requirement here, so a delegate may declare it or not.)
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .all
    }

    /// The entry point of an `@UIApplicationMain` delegate (which the preview build writes as
    /// `@main`): previews show views, so running the app this way only says so.
    public static func main() {
        Diagnostics.note("uiapplication-main", "\(Self.self) is a UIKit app delegate entry point: Easel previews SwiftUI views; run `easel preview` to see them.")
    }
}

/// Apple: "UISceneSession".
public final class UISceneSession: Hashable, @unchecked Sendable {
    /// Apple: "UISceneSession.Role".
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    public var configuration: UISceneConfiguration
    public var userInfo: [String: Any]?

    public init(role: Role = .windowApplication) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Apple: "UISceneConfiguration".
public final class UISceneConfiguration: @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// Apple: "UIOpenURLContext".
public final class UIOpenURLContext: Hashable, @unchecked Sendable {
    public let url: URL
    public let options: UIScene.OpenURLOptions
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

extension UIScene {
    /// Apple: "UIScene.ConnectionOptions": a preview connects with none.
    public final class ConnectionOptions: @unchecked Sendable {
        public let urlContexts: Set<UIOpenURLContext> = []
        public let sourceApplication: String? = nil
        public init() {}
    }

    /// Apple: "UIScene.OpenURLOptions".
    public final class OpenURLOptions: @unchecked Sendable {
        public let sourceApplication: String? = nil
        public let openInPlace = false
        public init() {}
    }
}

/// Apple: "UISceneDelegate"; every method optional.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// Apple: "UIWindowSceneDelegate".
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The app's delegate in a SwiftUI app (Apple: "UIApplicationDelegateAdaptor"): made once, when
/// the app starts, and told that launching finished; `UIApplication.shared.delegate` is it.
///
/// Swift on Linux cannot make an `NSObject` subclass from its type alone (its `init()` is not
/// `required` there), so the preview build writes `@UIApplicationDelegateAdaptor(AppDelegate.self)`
/// as `@UIApplicationDelegateAdaptor(AppDelegate.self, _easelMake: { AppDelegate() })`
/// (`PlatformConditions`).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let make: (() -> DelegateType)?

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        make = nil
    }

    public init(_ delegateType: DelegateType.Type = DelegateType.self, _easelMake make: @escaping () -> DelegateType) {
        self.make = make
        _ = UIApplicationDelegateAdaptorStore.delegate(of: delegateType, make: make)
    }

    public var wrappedValue: DelegateType {
        guard let make else {
            fatalError("\(DelegateType.self) cannot be made from its type on Linux; build the app with `easel`, which writes how to make it.")
        }
        return UIApplicationDelegateAdaptorStore.delegate(of: DelegateType.self, make: make)
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// A delegate that is an `ObservableObject` gives bindings to its properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The one delegate of each type, for the process's life.
enum UIApplicationDelegateAdaptorStore {
    nonisolated(unsafe) private static var delegates: [ObjectIdentifier: AnyObject] = [:]
    private static let lock = NSLock()

    static func delegate<Delegate: NSObject & UIApplicationDelegate>(of type: Delegate.Type, make: () -> Delegate) -> Delegate {
        lock.lock()
        if let known = delegates[ObjectIdentifier(type)] as? Delegate {
            lock.unlock()
            return known
        }
        let delegate = make()
        delegates[ObjectIdentifier(type)] = delegate
        lock.unlock()
        UIApplication.shared.delegate = delegate
        let options: [UIApplication.LaunchOptionsKey: Any]? = nil
        _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: options)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: options)
        return delegate
    }
}

/// The entry point of UIKit apps that write a `main.swift` (Apple: "UIApplicationMain(_:_:_:_:)").
/// The preview build leaves `main.swift` out; a program that calls it is told what Easel does.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    Diagnostics.note("uiapplication-main", "UIApplicationMain: Easel previews SwiftUI views; run `easel preview` to see them.")
    return 0
}
