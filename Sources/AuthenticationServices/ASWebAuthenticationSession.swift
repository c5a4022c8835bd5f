import Foundation
@_spi(Frameworks) import Easel

/// Gives the window to show the web sign-in over
/// (Apple: "ASWebAuthenticationPresentationContextProviding").
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Signs in through a web page in a browser sheet, for OAuth (Apple:
/// "ASWebAuthenticationSession"). A preview has no browser: a started session ends as if the
/// person cancelled it (`ASWebAuthenticationSessionError.canceledLogin`), on the main queue;
/// one started without a presentation context fails as iOS fails it.
public final class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    /// Apple: "ASWebAuthenticationSession.CompletionHandler".
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The URL that ends the sign-in (Apple: "ASWebAuthenticationSession.Callback", iOS 17.4).
    public final class Callback: NSObject, @unchecked Sendable {
        let scheme: String?
        let host: String?
        let path: String?

        init(scheme: String?, host: String?, path: String?) {
            self.scheme = scheme
            self.host = host
            self.path = path
            super.init()
        }

        /// Apple: "customScheme(_:)".
        public static func customScheme(_ customScheme: String) -> Callback { Callback(scheme: customScheme, host: nil, path: nil) }
        /// Apple: "https(host:path:)".
        public static func https(host: String, path: String) -> Callback { Callback(scheme: "https", host: host, path: path) }

        /// Whether `url` is the callback (Apple: "matchesURL(_:)").
        public func matchesURL(_ url: URL) -> Bool {
            guard url.scheme?.lowercased() == scheme?.lowercased() else { return false }
            if let host, url.host?.lowercased() != host.lowercased() { return false }
            if let path, url.path != path { return false }
            return true
        }
    }

    /// Apple: "url".
    public let url: URL
    /// The scheme of the callback URL (Apple: "callbackURLScheme").
    public let callbackURLScheme: String?
    private let completionHandler: CompletionHandler
    private var started = false

    /// Apple: "presentationContextProvider".
    public weak var presentationContextProvider: ASWebAuthenticationPresentationContextProviding?
    /// Apple: "prefersEphemeralWebBrowserSession".
    public var prefersEphemeralWebBrowserSession = false
    /// Apple: "additionalHeaderFields", iOS 17.4.
    public var additionalHeaderFields: [String: String]?

    /// Apple: "init(url:callbackURLScheme:completionHandler:)".
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
        super.init()
    }

    /// Apple: "init(url:callback:completionHandler:)", iOS 17.4.
    public convenience init(url URL: URL, callback: ASWebAuthenticationSession.Callback,
                            completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler) {
        self.init(url: URL, callbackURLScheme: callback.scheme, completionHandler: completionHandler)
    }

    /// Whether the session can start (Apple: "canStart").
    public var canStart: Bool { !started }

    /// Starts the sign-in (Apple: "start()"): without a presentation context it fails with
    /// `.presentationContextNotProvided` and returns false, as iOS does; otherwise it returns
    /// true and the session ends as cancelled, there being no browser.
    @discardableResult
    public func start() -> Bool {
        guard !started else { return false }
        guard presentationContextProvider != nil else {
            Diagnostics.note("authenticationservices-web-context", "AuthenticationServices: Cannot start ASWebAuthenticationSession without providing presentation context. Set presentationContextProvider before calling start().")
            finish(ASWebAuthenticationSessionError(.presentationContextNotProvided))
            return false
        }
        started = true
        AuthenticationStandIn.sayNoBrowser()
        finish(ASWebAuthenticationSessionError(.canceledLogin))
        return true
    }

    /// Apple: "cancel()".
    public func cancel() {}

    private func finish(_ error: ASWebAuthenticationSessionError) {
        let handler = completionHandler
        DispatchQueue.main.async { handler(nil, error) }
    }
}

/// SwiftUI's web sign-in action (Apple: "WebAuthenticationSession", iOS 16.4), read from
/// `@Environment(\.webAuthenticationSession)`. In a preview it throws
/// `ASWebAuthenticationSessionError.canceledLogin`, there being no browser.
public struct WebAuthenticationSession: Sendable {
    /// Which browser session to sign in with (Apple: "WebAuthenticationSession.BrowserSession").
    public struct BrowserSession: Sendable, Equatable {
        let name: String
        /// Apple: "ephemeral".
        public static let ephemeral = BrowserSession(name: "ephemeral")
        /// Apple: "shared".
        public static let shared = BrowserSession(name: "shared")
    }

    /// Apple: "authenticate(using:callbackURLScheme:preferredBrowserSession:)".
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        AuthenticationStandIn.sayNoBrowser()
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    /// Apple: "authenticate(using:callbackURLScheme:preferredBrowserSession:additionalHeaderFields:)", iOS 17.4.
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        AuthenticationStandIn.sayNoBrowser()
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    /// Apple: "authenticate(using:callback:preferredBrowserSession:additionalHeaderFields:)", iOS 17.4.
    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback, preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        AuthenticationStandIn.sayNoBrowser()
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static let defaultValue = WebAuthenticationSession()
}

extension EnvironmentValues {
    /// Apple: "webAuthenticationSession", iOS 16.4.
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
