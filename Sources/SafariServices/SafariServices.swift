// `import SafariServices` on Linux: `SFSafariViewController`, as a share button or a link in an
// app's settings presents it (usually from a `UIViewControllerRepresentable` in a sheet). A
// preview has no Safari and loads no page: the controller draws as Safari's frame — its Done
// button, the page's address, its toolbar — around a placeholder naming the URL, and reports
// the initial load as complete; its Done button dismisses it as Safari's does. Said once.
// Only http and https URLs can be shown, as on iOS (where any other scheme raises an
// exception): the preview draws a note instead. Spellings: Apple's SafariServices reference.
@_exported import Foundation
@_spi(Frameworks) import Easel
@_exported import UIKit

enum SafariStandIn {
    static func sayNoSafari() {
        Diagnostics.note("safari-services", "SafariServices: a preview has no Safari and loads no page; SFSafariViewController draws a placeholder naming its URL and reports the load complete.")
    }
}

/// Safari inside the app (Apple: "SFSafariViewController").
open class SFSafariViewController: UIViewController {
    /// The title of the button that closes Safari (Apple: "SFSafariViewController.DismissButtonStyle").
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// How Safari opens (Apple: "SFSafariViewController.Configuration"); copied at init.
    open class Configuration: NSObject, NSCopying {
        /// Whether Safari opens in Reader when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        /// An extra button in the toolbar (iOS 15).
        open var activityButton: ActivityButton?

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            copy.activityButton = activityButton
            return copy
        }
    }

    /// A share-extension button in Safari's toolbar (Apple: "SFSafariViewController.ActivityButton", iOS 15).
    open class ActivityButton: NSObject, NSCopying {
        public let templateImage: UIImage
        public let extensionIdentifier: String

        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
            super.init()
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// What warming up connections returns (Apple: "SFSafariViewController.PrewarmingToken", iOS 15).
    public final class PrewarmingToken: @unchecked Sendable {
        public func invalidate() {}
    }

    /// The page Safari opens.
    let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    /// The colour of the bars (iOS 10).
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons (iOS 10).
    open var preferredControlTintColor: UIColor?
    /// The title of the button that closes Safari (iOS 11).
    open var dismissButtonStyle = DismissButtonStyle.done
    private var reportedLoad = false

    public init(url: URL, configuration: Configuration) {
        self.url = url
        self.configuration = configuration.copy() as? Configuration ?? Configuration()
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url: URL) {
        self.init(url: url, configuration: Configuration())
    }

    @available(iOS, introduced: 9.0, deprecated: 11.0, message: "Use init(url:configuration:)")
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        url = URL(fileURLWithPath: "/")
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// Warms up connections to `URLs` (iOS 15); a preview connects nowhere.
    @discardableResult
    open class func prewarmConnections(to URLs: [URL]) -> PrewarmingToken { PrewarmingToken() }

    /// Safari's frame around the page placeholder.
    open override func loadView() {
        view = SafariPageView(controller: self)
    }

    /// The page is reported loaded once the controller is on screen, as Safari reports its
    /// first load.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SafariStandIn.sayNoSafari()
        guard !reportedLoad, SafariPage.isShowable(url) else { return }
        reportedLoad = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.safariViewController(self, didCompleteInitialLoad: true)
        }
    }

    /// The Done button: tells the delegate, then closes Safari.
    func finish() {
        delegate?.safariViewControllerDidFinish(self)
    }
}

/// Hears what Safari does (Apple: "SFSafariViewControllerDelegate"); every method is optional.
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The person tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The person is leaving for Safari itself.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}

/// The controller's view: drawn by the preview as `SafariPage`.
final class SafariPageView: UIView, _UIKitPreviewDrawable {
    private weak var controller: SFSafariViewController?

    init(controller: SFSafariViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    @MainActor var _previewContent: AnyView {
        guard let controller else { return AnyView(Color.clear) }
        return AnyView(SafariPage(controller: controller))
    }
}
