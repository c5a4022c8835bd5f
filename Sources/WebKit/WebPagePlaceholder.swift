import Foundation
@_spi(Frameworks) import Easel

/// What a preview draws for a web view: for a URL, a card naming the page (its host, the full
/// URL); for an HTML string, its title and text, top-aligned as a page reads; for nothing
/// loaded, the view's background. WebKit draws a web view's background white until a page
/// paints, which is the default here.
struct WebPagePlaceholder: View {
    let url: URL?
    let html: String?
    var background: UIColor?

    var body: some View {
        ZStack {
            Rectangle().fill(background.map { Color(uiColor: $0) } ?? Color.white)
            if let html {
                htmlPage(html)
            } else if let url {
                page(url)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("web-page")
    }

    private func page(_ url: URL) -> some View {
        VStack(spacing: 8) {
            Image(systemName: "globe").font(.largeTitle).foregroundStyle(.secondary)
            Text(url.host ?? url.lastPathComponent).font(.headline)
            Text(url.absoluteString).font(.footnote).foregroundStyle(.secondary).multilineTextAlignment(.center)
            Text("WebKit stand-in").font(.caption2).foregroundStyle(.tertiary)
        }
        .padding()
    }

    private func htmlPage(_ html: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if let title = Self.title(ofHTML: html) {
                Text(title).font(.title2).bold()
            }
            Text(Self.text(ofHTML: html)).font(.body)
            Spacer(minLength: 0)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    // MARK: Reading HTML

    /// The document's `<title>`, if it has one that is not empty.
    nonisolated static func title(ofHTML html: String) -> String? {
        guard let open = html.range(of: "<title[^>]*>", options: [.regularExpression, .caseInsensitive]),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex) else { return nil }
        let title = decodeEntities(String(html[open.upperBound..<close.lowerBound])).trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? nil : title
    }

    /// The document's visible text: its body without the head, scripts, styles and tags, block
    /// ends as line breaks, runs of spaces as one, the commonest entities decoded.
    nonisolated static func text(ofHTML html: String) -> String {
        var text = html
        for hidden in ["head", "script", "style", "title"] {
            text = text.replacingOccurrences(of: "<\(hidden)(\\s[^>]*)?>[\\s\\S]*?</\(hidden)>", with: "",
                                             options: [.regularExpression, .caseInsensitive])
        }
        text = text.replacingOccurrences(of: "<(br|/p|/div|/h[1-6]|/li|/tr)[^>]*>", with: "\n", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        text = decodeEntities(text)
        let lines = text.components(separatedBy: "\n").map {
            $0.replacingOccurrences(of: "[ \\t\\r]+", with: " ", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private nonisolated static func decodeEntities(_ text: String) -> String {
        var decoded = text
        for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"),
                                    ("&mdash;", "—"), ("&ndash;", "–"), ("&hellip;", "…"), ("&copy;", "©"), ("&amp;", "&")] {
            decoded = decoded.replacingOccurrences(of: entity, with: character)
        }
        return decoded
    }
}

/// A web page in SwiftUI (Apple: "WebView", iOS 26): a preview draws the placeholder a web
/// view draws for `url`, and loads nothing (said once).
public struct WebView: View {
    let url: URL?

    public init(url: URL?) {
        self.url = url
    }

    public var body: some View {
        WebPagePlaceholder(url: url, html: nil)
            .onAppear { WebKitStandIn.sayNoWeb() }
    }
}
