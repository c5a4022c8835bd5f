// `import WebKit` on Linux: `WKWebView` and its configuration, navigation and delegates, as a
// `UIViewRepresentable` wraps it to show a web page, terms of service or an HTML string. A
// preview loads nothing: the view draws a placeholder naming the page's URL (and, for an HTML
// string, its title and text); each load runs the navigation delegate's steps — policy,
// start, commit, finish — so the app's loaded state shows; JavaScript runs nowhere. Said once.
// SwiftUI's `WebView(url:)` (iOS 26) draws the same placeholder. Spellings: Apple's WebKit
// reference.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_spi(Frameworks) import Easel
@_exported import UIKit

enum WebKitStandIn {
    static func sayNoWeb() {
        Diagnostics.note("webkit-loads-nothing", "WebKit: a preview loads no web pages; WKWebView draws a placeholder naming its URL and reports each load finished, and runs no JavaScript.")
    }

    static func sayNoJavaScript() {
        Diagnostics.note("webkit-javascript", "WebKit: a preview runs no JavaScript; evaluateJavaScript fails and script messages never arrive.")
    }
}

// MARK: Configuration

/// How a web view is set up (Apple: "WKWebViewConfiguration"); copied by the web view.
open class WKWebViewConfiguration: NSObject, NSCopying {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var applicationNameForUserAgent: String?
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    private(set) var schemeHandlers: [String: WKURLSchemeHandler] = [:]

    public override init() { super.init() }

    /// Handles the loads of a custom URL scheme; a preview loads nothing, so the handler is kept.
    open func setURLSchemeHandler(_ urlSchemeHandler: WKURLSchemeHandler?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme] = urlSchemeHandler
    }

    open func urlSchemeHandler(forURLScheme urlScheme: String) -> WKURLSchemeHandler? { schemeHandlers[urlScheme] }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.websiteDataStore = websiteDataStore
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.dataDetectorTypes = dataDetectorTypes
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        copy.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
        copy.schemeHandlers = schemeHandlers
        return copy
    }
}

/// Media that plays only when the person starts it (Apple: "WKAudiovisualMediaTypes").
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// What a page's text is scanned for (Apple: "WKDataDetectorTypes").
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// Settings of every page a web view shows (Apple: "WKPreferences").
open class WKPreferences: NSObject {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    open var isElementFullscreenEnabled = false
    /// Apple: "javaScriptEnabled" (deprecated in iOS 14 for `WKWebpagePreferences.allowsContentJavaScript`).
    open var javaScriptEnabled = true
    public override init() { super.init() }
}

/// Settings of one navigation's page (Apple: "WKWebpagePreferences").
open class WKWebpagePreferences: NSObject {
    /// Apple: "WKWebpagePreferences.ContentMode".
    public enum ContentMode: Int, Sendable {
        case recommended, mobile, desktop
    }

    open var allowsContentJavaScript = true
    open var preferredContentMode = ContentMode.recommended
    public override init() { super.init() }
}

/// Scripts and message handlers of a web view's pages (Apple: "WKUserContentController").
/// JavaScript runs nowhere in a preview: scripts are kept and messages never arrive.
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private(set) var messageHandlers: [String: WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }

    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
        WebKitStandIn.sayNoJavaScript()
        messageHandlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { messageHandlers[name] = nil }
    open func removeAllScriptMessageHandlers() { messageHandlers.removeAll() }
}

/// A script added to a page (Apple: "WKUserScript").
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// Apple: "WKUserScriptInjectionTime".
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart, atDocumentEnd
}

/// Receives a page's `webkit.messageHandlers` posts (Apple: "WKScriptMessageHandler"); none
/// arrive in a preview.
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page posted (Apple: "WKScriptMessage").
open class WKScriptMessage: NSObject {
    public let body: Any
    public let name: String
    public private(set) weak var webView: WKWebView?

    init(body: Any, name: String, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.webView = webView
        super.init()
    }
}

/// Loads a custom scheme's resources (Apple: "WKURLSchemeHandler"); a preview loads none.
public protocol WKURLSchemeHandler: AnyObject {
    func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask)
    func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask)
}

/// A load of a custom scheme (Apple: "WKURLSchemeTask").
public protocol WKURLSchemeTask: AnyObject {
    var request: URLRequest { get }
    func didReceive(_ response: URLResponse)
    func didReceive(_ data: Data)
    func didFinish()
    func didFailWithError(_ error: Error)
}

/// Cookies and caches of web views (Apple: "WKWebsiteDataStore"), kept in memory in a preview.
open class WKWebsiteDataStore: NSObject {
    private static let persistent = WKWebsiteDataStore(isPersistent: true)

    public let isPersistent: Bool
    public let httpCookieStore = WKHTTPCookieStore()

    init(isPersistent: Bool) {
        self.isPersistent = isPersistent
        super.init()
    }

    open class func `default`() -> WKWebsiteDataStore { persistent }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
    open class func allWebsiteDataTypes() -> Set<String> {
        ["WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeLocalStorage"]
    }

    /// Removes data; the store's cookies go when cookies are among the types.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
        if dataTypes.contains("WKWebsiteDataTypeCookies") { httpCookieStore.removeAll() }
        DispatchQueue.main.async(execute: completionHandler)
    }
}

/// The cookies of a data store (Apple: "WKHTTPCookieStore").
open class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []

    open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
        let all = cookies
        DispatchQueue.main.async { completionHandler(all) }
    }

    open func allCookies() async -> [HTTPCookie] { cookies }

    open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        cookies.append(cookie)
        if let completionHandler { DispatchQueue.main.async(execute: completionHandler) }
    }

    open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        if let completionHandler { DispatchQueue.main.async(execute: completionHandler) }
    }

    func removeAll() { cookies.removeAll() }
}

// MARK: Errors

/// Apple: "WKError".
public struct WKError: Error, Hashable, CustomNSError, LocalizedError {
    /// Apple: "WKError.Code".
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "WKErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorDescription: String? {
        code == .unknown ? "A preview runs no JavaScript." : "WebKit error \(code.rawValue)."
    }
}
