import Foundation
@_spi(Frameworks) import Easel

/// A window of the preview (Apple: "UIWindow"): the device's screen, with its safe-area
/// insets. An app delegate's `window` with a `rootViewController` is kept; the preview shows
/// SwiftUI views, not the window.
open class UIWindow: UIView, @unchecked Sendable {
    /// Apple: "rootViewController".
    open var rootViewController: UIViewController?
    public weak var windowScene: UIWindowScene?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Apple: "init(windowScene:)".
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    public var safeAreaInsets: UIEdgeInsets {
        let insets = _PreviewScreen.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
    open override var bounds: CGRect {
        get { UIScreen.main.bounds }
        set {}
    }
    open override var frame: CGRect {
        get { bounds }
        set {}
    }
    public var isKeyWindow: Bool { true }
    public var screen: UIScreen { .main }

    /// Apple: "endEditing(_:)": the preview's focused text field lets go of the focus.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        _PreviewScreen.endEditing()
        return true
    }
    public func makeKeyAndVisible() {}
    public func makeKey() {}
}
