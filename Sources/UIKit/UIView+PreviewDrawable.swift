import Foundation
@_spi(Frameworks) import Easel

/// A UIKit view of another framework's stand-in (a web view, Safari's page, a mail composer)
/// that says what a preview draws for it, in place of the placeholder naming its class.
/// Public but underscored (as `_PreviewScreen`): public classes such as `WKWebView` conform to
/// it, which an `@_spi` protocol would not allow.
public protocol _UIKitPreviewDrawable: UIView {
    /// What the preview draws where the view is.
    @MainActor var _previewContent: AnyView { get }
}
