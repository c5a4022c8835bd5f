import Foundation
@_spi(Frameworks) import Easel

/// An alert or action sheet of UIKit (Apple: "UIAlertController"), as apps build one to
/// confirm a destructive step from SwiftUI code. A preview shows SwiftUI's `alert` and
/// `confirmationDialog`; a presented controller is kept, its actions can be run
/// (`run(_:)`) and it says once that it is not drawn.
open class UIAlertController: UIViewController {
    /// Apple: "UIAlertController.Style".
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("UIAlertController(coder:) is not supported: make it with init(title:message:preferredStyle:)") }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert (Apple: "UIAlertAction").
open class UIAlertAction: NSObject, @unchecked Sendable {
    /// Apple: "UIAlertAction.Style".
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// Runs the action's handler, as a tap on its button would.
    public func run() { handler?(self) }
}
