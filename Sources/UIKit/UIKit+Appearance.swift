import Foundation
@_spi(Frameworks) import Easel

// Bar and control appearances as apps set them in their `init()` (Apple: "UIAppearance"):
// `UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`,
// `UITableView.appearance().backgroundColor = .clear`. They compile and are kept; Easel draws
// its bars and lists as SwiftUI's own modifiers (`toolbarBackground`, `scrollContentBackground`…)
// say, and says once that an appearance proxy changes nothing.

/// Apple: "UIAppearance": one proxy per class, an instance of it.
extension UIView {
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIView] = [:]

    /// Apple: "appearance()".
    public class func appearance() -> Self {
        Diagnostics.note("uiappearance", "UIKit appearance proxies (\(self).appearance()) are kept and not applied: style bars and lists with SwiftUI's modifiers (toolbarBackground, scrollContentBackground, tint).")
        if let proxy = proxies[ObjectIdentifier(self)] as? Self { return proxy }
        // A proxy is made as a decoded view would be: every view has that initializer, and
        // Easel's own ignore the coder and never fail.
        let proxy = self.init(coder: NSCoder())!
        proxies[ObjectIdentifier(self)] = proxy
        return proxy
    }

    /// Apple: "appearance(whenContainedInInstancesOf:)".
    public class func appearance(whenContainedInInstancesOf containerTypes: [Any.Type]) -> Self { appearance() }
}

/// Apple: "UIBlurEffect".
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    }
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// What a bar appearance configures (Apple: "UIBarAppearance").
public class UIBarAppearance: @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    public var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?
    public func configureWithDefaultBackground() {}
    public func configureWithOpaqueBackground() {}
    public func configureWithTransparentBackground() { shadowColor = nil; backgroundColor = nil }
}

/// Apple: "UINavigationBarAppearance".
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public var buttonAppearance = UIBarButtonItemAppearance()
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// Apple: "UIBarButtonItemAppearance" and its states.
public final class UIBarButtonItemAppearance: @unchecked Sendable {
    public init() {}
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
}

public final class UIBarButtonItemStateAppearance: @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// Apple: "UITabBarAppearance".
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public var selectionIndicatorTintColor: UIColor?
}

/// Apple: "UITabBarItemAppearance" and its states.
public final class UITabBarItemAppearance: @unchecked Sendable {
    public init() {}
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
}

public final class UITabBarItemStateAppearance: @unchecked Sendable {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeBackgroundColor: UIColor?
}

/// Apple: "UINavigationBar" (its appearance proxy).
open class UINavigationBar: UIView {
    public var barTintColor: UIColor?
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var standardAppearance = UINavigationBarAppearance()
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public var shadowImage: UIImage?
    public var backIndicatorImage: UIImage?
    public var backIndicatorTransitionMaskImage: UIImage?
}

/// Apple: "UITabBar" (its appearance proxy).
open class UITabBar: UIView {
    public var barTintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var isTranslucent = true
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
    public var shadowImage: UIImage?
    public var backgroundImage: UIImage?
}

/// Apple: "UIToolbar" (its appearance proxy).
open class UIToolbar: UIView {
    public var barTintColor: UIColor?
    public var isTranslucent = true
    /// Apple: "items"; kept, not drawn.
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// Apple: "UITableView" (its appearance proxy, for the pre-iOS 16 list background idiom).
open class UITableView: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var sectionHeaderTopPadding: CGFloat = 0
    public var showsVerticalScrollIndicator = true
    public var contentInset = UIEdgeInsets.zero
}

/// Apple: "UITableViewCell" (its appearance proxy).
open class UITableViewCell: UIView {
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public var selectionStyle: SelectionStyle = .default
}

/// Apple: "UICollectionView" (its appearance proxy).
open class UICollectionView: UIView {}

/// Apple: "UIScrollView" (its appearance proxy).
open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var bounces = true
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
}


/// Apple: "UITextField" (its appearance proxy).
open class UITextField: UIControl {
    /// Apple: "UITextField.ViewMode".
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Apple: "UITextField.BorderStyle".
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    public var clearButtonMode: ViewMode = .never
    public var leftViewMode: ViewMode = .never
    public var rightViewMode: ViewMode = .never
    open var leftView: UIView?
    open var rightView: UIView?
    open var text: String?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open weak var delegate: UITextFieldDelegate?
    // UITextInputTraits: kept, as the field is never typed in.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false
    open var isEditing: Bool { false }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    // UITextInput's positions, as code that selects all of a field's text uses them: offsets
    // into the text, kept; nothing is selected on screen.
    open var selectedTextRange: UITextRange?
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").count) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...(text ?? "").count).contains(moved) ? UITextPosition(offset: moved) : nil
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func text(in range: UITextRange) -> String? {
        let characters = Array(text ?? "")
        let lower = Swift.max(0, Swift.min(range.start.offset, characters.count)), upper = Swift.max(lower, Swift.min(range.end.offset, characters.count))
        return String(characters[lower..<upper])
    }
    /// Apple: "inputAccessoryView" (a Done bar over the keyboard); kept, not drawn.
    open var inputAccessoryView: UIView?
    open var inputView: UIView?
}

/// A place in a text input (Apple: "UITextPosition"): an offset into the text here.
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// Apple: "UITextRange".
open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}

/// Apple: "UITextFieldDelegate": its methods are never called, as no one types in a preview's
/// UIKit field (SwiftUI's `TextField` is the one that takes typing).
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Apple: "UITextAutocorrectionType".
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Apple: "UITextSpellCheckingType".
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// Apple: "UIReturnKeyType".
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Apple: "UISegmentedControl" (its appearance proxy).
open class UISegmentedControl: UIControl {
    public var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}


/// Apple: "UISwitch" (its appearance proxy).
open class UISwitch: UIControl {
    public var onTintColor: UIColor?
    public var thumbTintColor: UIColor?
}

/// Apple: "UIDatePicker" (its appearance proxy).
open class UIDatePicker: UIControl {}


