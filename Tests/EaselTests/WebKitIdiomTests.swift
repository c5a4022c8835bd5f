import XCTest
import SwiftUI
import WebKit
@testable import Easel

// WKWebView in SwiftUI as tutorials write it: a `UIViewRepresentable` configuring the view with
// `WKWebpagePreferences`, loading a `URLRequest` in `updateUIView`, and a coordinator as its
// navigation delegate driving a spinner and a title; an HTML string for a terms screen; a
// delegate that blocks insecure links with the async policy method. A preview loads nothing:
// the view draws a placeholder naming its URL (an HTML string's own title and text), and each
// load runs the delegate's steps to its finish.

private struct WBKWebView: UIViewRepresentable {
    let url: URL
    @Binding var isLoading: Bool
    @Binding var title: String

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> WKWebView {
        let preferences = WKWebpagePreferences()
        preferences.allowsContentJavaScript = true
        let configuration = WKWebViewConfiguration()
        configuration.defaultWebpagePreferences = preferences
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }

    class Coordinator: NSObject, WKNavigationDelegate {
        var parent: WBKWebView

        init(_ parent: WBKWebView) {
            self.parent = parent
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            parent.isLoading = true
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
            parent.title = webView.title ?? ""
        }
    }
}

private struct WBKArticleScreen: View {
    @State private var isLoading = true
    @State private var title = ""

    var body: some View {
        VStack(spacing: 0) {
            Text(title).font(.headline).accessibilityIdentifier("title")
            ZStack {
                WBKWebView(url: URL(string: "https://www.swift.org/blog/")!, isLoading: $isLoading, title: $title)
                if isLoading {
                    ProgressView().accessibilityIdentifier("spinner")
                }
            }
        }
    }
}

/// A terms screen showing bundled HTML.
private struct WBKTermsView: UIViewRepresentable {
    let html: String

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        uiView.loadHTMLString(html, baseURL: nil)
    }
}

/// Blocks links that are not https, with the async policy method of iOS 15.
private final class WBKSecureOnly: NSObject, WKNavigationDelegate {
    var finished: [String] = []

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        navigationAction.request.url?.scheme == "https" ? .allow : .cancel
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finished.append(webView.url?.absoluteString ?? "")
    }
}

final class WebKitIdiomTests: XCTestCase {
    private func spinMainLoop(for seconds: TimeInterval = 0.2) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    func testAWebViewRepresentableNamesItsPageAndFinishesLoading() throws {
        Diagnostics.reset()
        let host = phoneHost(WBKArticleScreen())
        host.advance(by: 0.1)
        XCTAssertNil(host.frame(of: "spinner"), "didFinish ended the loading state")
        XCTAssertEqual(host.text(of: "title"), "www.swift.org", "the page's title: its host, as no page was fetched")
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("https://www.swift.org/blog/"), "the placeholder names the URL: \(texts)")
        XCTAssertTrue(texts.contains("WebKit stand-in"))
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("WebKit: a preview loads no web pages") }.count, 1)
    }

    func testAnHTMLStringShowsItsTitleAndText() throws {
        let html = """
        <html><head><title>Terms</title><style>p { color: gray; }</style></head>
        <body><h1>Terms of Service</h1><p>Be kind &amp; have fun.</p><script>track()</script></body></html>
        """
        let host = phoneHost(WBKTermsView(html: html))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Terms"), "the document's title: \(texts)")
        XCTAssertTrue(texts.contains("Terms of Service\nBe kind & have fun."), "its visible text, without style or script: \(texts)")
    }

    func testTheNavigationDelegatesAsyncPolicyBlocksAndTheBackListFollows() throws {
        let webView = WKWebView()
        let delegate = WBKSecureOnly()
        webView.navigationDelegate = delegate

        webView.load(URLRequest(url: URL(string: "http://example.com/")!))
        spinMainLoop()
        XCTAssertEqual(delegate.finished, [], "the delegate cancelled the insecure load")
        XCTAssertFalse(webView.isLoading)

        webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
        spinMainLoop()
        webView.load(URLRequest(url: URL(string: "https://example.com/b")!))
        spinMainLoop()
        XCTAssertEqual(delegate.finished, ["https://example.com/a", "https://example.com/b"])
        XCTAssertEqual(webView.estimatedProgress, 1)
        XCTAssertTrue(webView.canGoBack)
        XCTAssertEqual(webView.backForwardList.backItem?.url.absoluteString, "https://example.com/a")

        webView.goBack()
        spinMainLoop()
        XCTAssertEqual(webView.url?.absoluteString, "https://example.com/a")
        XCTAssertTrue(webView.canGoForward)
        XCTAssertFalse(webView.canGoBack)
    }

    func testJavaScriptRunsNowhereAndSaysSo() throws {
        Diagnostics.reset()
        let webView = WKWebView(frame: .zero)
        var answer: Error?
        webView.evaluateJavaScript("document.title") { _, error in answer = error }
        spinMainLoop(for: 0.1)
        XCTAssertEqual((answer as? WKError)?.code, .unknown)
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("WebKit: a preview runs no JavaScript") })
    }
}
