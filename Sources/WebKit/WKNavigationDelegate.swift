import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Frameworks) import Easel
import UIKit

// Navigations and the delegates that follow them. Every delegate method is optional, as in
// Apple's protocols; the policy methods come in three forms (completion handler, with
// preferences, async), and each form's default asks the next, so a delegate that implements
// any one of them decides.

/// One load of a web view (Apple: "WKNavigation").
open class WKNavigation: NSObject {
    /// The content mode the page loads in (iOS 13).
    open internal(set) var effectiveContentMode = WKWebpagePreferences.ContentMode.mobile
}

/// How a navigation began (Apple: "WKNavigationType").
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}

/// Whether a navigation goes ahead (Apple: "WKNavigationActionPolicy").
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

/// Whether a response is shown (Apple: "WKNavigationResponsePolicy").
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

/// A frame of a page (Apple: "WKFrameInfo").
open class WKFrameInfo: NSObject {
    public let isMainFrame: Bool
    public let request: URLRequest
    public private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, request: URLRequest, webView: WKWebView?) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.webView = webView
        super.init()
    }
}

/// What asked for a navigation (Apple: "WKNavigationAction").
open class WKNavigationAction: NSObject {
    open private(set) var request: URLRequest
    open private(set) var navigationType: WKNavigationType
    open private(set) var sourceFrame: WKFrameInfo
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether the link asked to be downloaded (iOS 14.5).
    open private(set) var shouldPerformDownload = false

    init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = frame
        targetFrame = frame
        super.init()
    }
}

/// A navigation's response, before it is shown (Apple: "WKNavigationResponse").
open class WKNavigationResponse: NSObject {
    open private(set) var response: URLResponse
    open private(set) var isForMainFrame: Bool
    open private(set) var canShowMIMEType: Bool

    init(response: URLResponse) {
        self.response = response
        isForMainFrame = true
        canShowMIMEType = true
        super.init()
    }
}

/// Follows a web view's navigations (Apple: "WKNavigationDelegate").
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                 decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Asks the async form.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        Task { @MainActor in decisionHandler(await self.webView(webView, decidePolicyFor: navigationAction)) }
    }

    /// Asks the form without preferences, and keeps the preferences.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                        decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void) {
        self.webView(webView, decidePolicyFor: navigationAction) { policy in decisionHandler(policy, preferences) }
    }

    /// Allows every navigation.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        .allow
    }

    /// Asks the async form.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
        Task { @MainActor in decisionHandler(await self.webView(webView, decidePolicyFor: navigationResponse)) }
    }

    /// Shows every response.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy {
        .allow
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}

    public func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.performDefaultHandling, nil)
    }

    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a page asks of the app's interface (Apple: "WKUIDelegate"): new windows and
/// JavaScript panels. A preview runs no JavaScript, so pages ask nothing.
public protocol WKUIDelegate: AnyObject {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping () -> Void)
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping (Bool) -> Void)
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void)
}

extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping () -> Void) { completionHandler() }
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    public func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void) { completionHandler(nil) }
}

/// What a page asked of a new window (Apple: "WKWindowFeatures").
open class WKWindowFeatures: NSObject {
    open private(set) var menuBarVisibility: NSNumber?
    open private(set) var statusBarVisibility: NSNumber?
    open private(set) var toolbarsVisibility: NSNumber?
    open private(set) var allowsResizing: NSNumber?
    open private(set) var x: NSNumber?
    open private(set) var y: NSNumber?
    open private(set) var width: NSNumber?
    open private(set) var height: NSNumber?
}

// MARK: Back and forward

/// A page the web view visited (Apple: "WKBackForwardListItem").
open class WKBackForwardListItem: NSObject {
    public let url: URL
    public let initialURL: URL
    open internal(set) var title: String?

    init(url: URL, title: String?) {
        self.url = url
        initialURL = url
        self.title = title
        super.init()
    }
}

/// The pages before and after the current one (Apple: "WKBackForwardList").
open class WKBackForwardList: NSObject {
    open internal(set) var backList: [WKBackForwardListItem] = []
    open internal(set) var currentItem: WKBackForwardListItem?
    open internal(set) var forwardList: [WKBackForwardListItem] = []

    open var backItem: WKBackForwardListItem? { backList.last }
    open var forwardItem: WKBackForwardListItem? { forwardList.first }

    /// The item `index` steps away: negative back, positive forward, 0 the current one.
    open func item(at index: Int) -> WKBackForwardListItem? {
        if index == 0 { return currentItem }
        if index < 0 { return backList.indices.contains(backList.count + index) ? backList[backList.count + index] : nil }
        return forwardList.indices.contains(index - 1) ? forwardList[index - 1] : nil
    }

    /// A new page: the current one goes back, the forward ones are forgotten.
    func visit(_ item: WKBackForwardListItem) {
        if let currentItem { backList.append(currentItem) }
        currentItem = item
        forwardList.removeAll()
    }

    func goBack() -> WKBackForwardListItem? {
        guard let previous = backList.popLast() else { return nil }
        if let currentItem { forwardList.insert(currentItem, at: 0) }
        currentItem = previous
        return previous
    }

    func goForward() -> WKBackForwardListItem? {
        guard !forwardList.isEmpty else { return nil }
        let next = forwardList.removeFirst()
        if let currentItem { backList.append(currentItem) }
        currentItem = next
        return next
    }
}
