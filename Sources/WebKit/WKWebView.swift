import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Frameworks) import Easel
import UIKit

/// A view that shows web content (Apple: "WKWebView"). A preview loads nothing (see the
/// module's note): a load sets the URL at once, then, on the main queue as WebKit does, asks
/// the navigation delegate's policy for the action and the response, starts, commits and
/// finishes the navigation, the back-forward list and `title` following. The preview draws
/// `WebPagePlaceholder`.
open class WKWebView: UIView, _UIKitPreviewDrawable {
    /// The configuration the view was made with (a copy).
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open var hasOnlySecureContent: Bool { url?.scheme?.lowercased() == "https" }
    public let backForwardList = WKBackForwardList()
    open var canGoBack: Bool { !backForwardList.backList.isEmpty }
    open var canGoForward: Bool { !backForwardList.forwardList.isEmpty }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect the view (iOS 16.4).
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    /// Apple: "scrollView": the page's scroll view.
    public let scrollView = UIScrollView(frame: .zero)

    /// The HTML string shown, for the placeholder's text.
    private(set) var htmlString: String?
    /// How many loads were asked for: a load superseded before its steps run stops there.
    private var loadCount = 0

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.copy() as? WKWebViewConfiguration ?? WKWebViewConfiguration()
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    // MARK: Loading

    /// Loads a request's URL.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        return navigate(to: url, request: request, html: nil, type: .other)
    }

    /// Shows an HTML string; links resolve against `baseURL`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let url = baseURL ?? URL(string: "about:blank")!
        return navigate(to: url, request: URLRequest(url: url), html: string, type: .other)
    }

    /// Shows a file, reading what `readAccessURL` allows.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(to: URL, request: URLRequest(url: URL), html: nil, type: .other)
    }

    /// Shows data of a MIME type; HTML data is shown as an HTML string.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let html = MIMEType.lowercased().contains("html") ? String(decoding: data, as: UTF8.self) : nil
        return navigate(to: baseURL, request: URLRequest(url: baseURL), html: html, type: .other)
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return navigate(to: url, request: URLRequest(url: url), html: htmlString, type: .reload, visit: false)
    }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard let item = backForwardList.goBack() else { return nil }
        return navigate(to: item.url, request: URLRequest(url: item.url), html: nil, type: .backForward, visit: false)
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard let item = backForwardList.goForward() else { return nil }
        return navigate(to: item.url, request: URLRequest(url: item.url), html: nil, type: .backForward, visit: false)
    }

    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        navigate(to: item.url, request: URLRequest(url: item.url), html: nil, type: .backForward)
    }

    open func stopLoading() {
        loadCount += 1
        isLoading = false
    }

    // MARK: JavaScript

    /// Runs JavaScript: a preview runs none, so the handler gets `WKError.unknown`, said once.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        WebKitStandIn.sayNoJavaScript()
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(nil, WKError(.unknown)) }
    }

    /// Runs JavaScript (iOS 15): throws `WKError.unknown` in a preview.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        WebKitStandIn.sayNoJavaScript()
        throw WKError(.unknown)
    }

    /// Runs a JavaScript function body with arguments (iOS 14): throws `WKError.unknown` in a preview.
    open func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        WebKitStandIn.sayNoJavaScript()
        throw WKError(.unknown)
    }

    // MARK: Navigating

    /// Starts a navigation and schedules its steps, as WebKit reports them: after the current
    /// main-queue work.
    private func navigate(to url: URL, request: URLRequest, html: String?, type: WKNavigationType, visit: Bool = true) -> WKNavigation {
        WebKitStandIn.sayNoWeb()
        loadCount += 1
        let load = loadCount
        let navigation = WKNavigation()
        navigation.effectiveContentMode = configuration.defaultWebpagePreferences.preferredContentMode == .desktop ? .desktop : .mobile
        self.url = url
        htmlString = html
        isLoading = true
        estimatedProgress = 0.1
        let action = WKNavigationAction(request: request, navigationType: type,
                                        frame: WKFrameInfo(isMainFrame: true, request: request, webView: self))
        DispatchQueue.main.async { [weak self] in
            guard let self, load == self.loadCount else { return }
            guard let delegate = self.navigationDelegate else {
                return self.finish(navigation, url: url, html: html, visit: visit)
            }
            delegate.webView(self, decidePolicyFor: action, preferences: self.configuration.defaultWebpagePreferences) { policy, _ in
                guard load == self.loadCount else { return }
                guard policy == .allow else {
                    self.isLoading = false
                    return
                }
                delegate.webView(self, didStartProvisionalNavigation: navigation)
                delegate.webView(self, decidePolicyFor: WKNavigationResponse(response: Self.response(for: url, html: html))) { responsePolicy in
                    guard load == self.loadCount else { return }
                    guard responsePolicy == .allow else {
                        self.isLoading = false
                        return
                    }
                    delegate.webView(self, didCommit: navigation)
                    self.finish(navigation, url: url, html: html, visit: visit)
                    delegate.webView(self, didFinish: navigation)
                }
            }
        }
        return navigation
    }

    /// The navigation's end: the page is "shown", its title known, the list updated.
    private func finish(_ navigation: WKNavigation, url: URL, html: String?, visit: Bool) {
        title = html.flatMap(WebPagePlaceholder.title(ofHTML:)) ?? url.host ?? ""
        isLoading = false
        estimatedProgress = 1
        if visit {
            backForwardList.visit(WKBackForwardListItem(url: url, title: title))
        } else {
            backForwardList.currentItem?.title = title
        }
    }

    /// The response a server would send: 200 for the web, a plain response for the rest.
    private static func response(for url: URL, html: String?) -> URLResponse {
        let mimeType = html != nil || url.scheme?.hasPrefix("http") == true ? "text/html" : nil
        if url.scheme?.hasPrefix("http") == true,
           let http = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/html"]) {
            return http
        }
        return URLResponse(url: url, mimeType: mimeType, expectedContentLength: -1, textEncodingName: "utf-8")
    }

    // MARK: Preview

    @MainActor public var _previewContent: AnyView {
        AnyView(WebPagePlaceholder(url: url, html: htmlString, background: backgroundColor))
    }
}
