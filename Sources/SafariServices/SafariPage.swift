import Foundation
@_spi(Frameworks) import Easel
import UIKit

/// What a preview draws for `SFSafariViewController`: Safari's bars — the dismiss button in
/// the controller's tint, the page's host with a lock for https, the toolbar — in the bar tint,
/// around a placeholder naming the page's URL. The dismiss button tells the delegate and closes
/// the presentation Safari is in, as Safari's Done button does.
struct SafariPage: View {
    let controller: SFSafariViewController
    @Environment(\.dismiss) var dismiss

    /// Safari shows http and https pages only (Apple, "init(url:configuration:)": other schemes
    /// raise an exception).
    nonisolated static func isShowable(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    var body: some View {
        let url = controller.url
        VStack(spacing: 0) {
            addressBar(url)
            Divider()
            if Self.isShowable(url) {
                page(url)
            } else {
                unshowable(url)
            }
            Divider()
            toolbar
        }
        .background(Color(.systemBackground))
    }

    private var barColor: Color {
        controller.preferredBarTintColor.map { Color(uiColor: $0) } ?? Color(.secondarySystemBackground)
    }

    private var controlColor: Color {
        controller.preferredControlTintColor.map { Color(uiColor: $0) } ?? Color.accentColor
    }

    private var dismissTitle: String {
        switch controller.dismissButtonStyle {
        case .done: "Done"
        case .close: "Close"
        case .cancel: "Cancel"
        }
    }

    private func addressBar(_ url: URL) -> some View {
        HStack {
            Button(dismissTitle) {
                controller.finish()
                dismiss()
            }
            .tint(controlColor)
            .accessibilityIdentifier("safari-dismiss")
            Spacer(minLength: 8)
            HStack(spacing: 4) {
                if url.scheme?.lowercased() == "https" {
                    Image(systemName: "lock.fill").font(.caption2)
                }
                Text(url.host ?? url.absoluteString).font(.subheadline).lineLimit(1)
            }
            .accessibilityIdentifier("safari-address")
            Spacer(minLength: 8)
            Image(systemName: controller.configuration.entersReaderIfAvailable ? "doc.plaintext" : "textformat.size")
                .foregroundStyle(controlColor)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(barColor)
    }

    private func page(_ url: URL) -> some View {
        VStack(spacing: 8) {
            Spacer(minLength: 0)
            Image(systemName: "safari").font(.largeTitle).foregroundStyle(.secondary)
            Text(url.absoluteString)
                .font(.footnote)
                .multilineTextAlignment(.center)
                .accessibilityIdentifier("safari-url")
            Text("SafariServices stand-in").font(.caption2).foregroundStyle(.tertiary)
            Spacer(minLength: 0)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func unshowable(_ url: URL) -> some View {
        Diagnostics.note("safari-scheme-\(url.scheme ?? "")", "SFSafariViewController(url: \(url.absoluteString)): Safari shows only http and https URLs; on iOS this URL raises an exception.")
        return VStack(spacing: 8) {
            Spacer(minLength: 0)
            Image(systemName: "exclamationmark.triangle").font(.title).foregroundStyle(.secondary)
            Text("SFSafariViewController shows only http and https URLs")
                .font(.footnote)
                .multilineTextAlignment(.center)
            Text(url.absoluteString).font(.caption).foregroundStyle(.secondary)
            Spacer(minLength: 0)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var toolbar: some View {
        HStack {
            ForEach(["chevron.left", "chevron.right", "square.and.arrow.up", "book", "safari"], id: \.self) { symbol in
                Spacer(minLength: 0)
                Image(systemName: symbol).foregroundStyle(controlColor)
                Spacer(minLength: 0)
            }
        }
        .frame(height: 44)
        .background(barColor)
    }
}
