import Foundation
@_spi(Frameworks) import Easel

/// A button of a UIKit bar (Apple: "UIBarButtonItem"), as apps put a Done button on a text
/// field's `inputAccessoryView` toolbar; kept, not drawn (a preview's keyboard has no
/// accessory bar: SwiftUI's `.toolbar { ToolbarItemGroup(placement: .keyboard) }` is drawn).
open class UIBarButtonItem: NSObject, @unchecked Sendable {
    /// Apple: "UIBarButtonItem.SystemItem".
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    /// Apple: "UIBarButtonItem.Style".
    public enum Style: Int, Sendable { case plain, bordered, done }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var systemItem: SystemItem?
    open weak var target: AnyObject?
    open var action: Selector?
    open var isEnabled = true
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var primaryAction: UIAction?

    public override init() { super.init() }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        super.init()
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    /// Apple: "flexibleSpace()" and "fixedSpace(_:)".
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}

/// A titled action with a handler (Apple: "UIAction"), as bar button items and controls take
/// one; kept, and run only by your own code.
open class UIAction: NSObject, @unchecked Sendable {
    open var title: String
    open var image: UIImage?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }
}
