import Foundation
@_spi(Frameworks) import Easel

// UIKit's controls and content views that representables wrap most: a spinner, a label, an
// image, a page control, a text view, a blur. Their settings are kept, so that a preview can
// draw the spinner, the text, the image and the material they stand for.

/// A control (Apple: "UIControl"): targets and actions are kept; nothing sends them.
open class UIControl: UIView {
    /// Apple: "UIControl.State".
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Apple: "UIControl.Event".
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

/// The spinning wheel (Apple: "UIActivityIndicatorView"); a preview draws it as `ProgressView`.
open class UIActivityIndicatorView: UIView {
    /// Apple: "UIActivityIndicatorView.Style".
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    open var style: Style
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// Apple: "NSTextAlignment".
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A label (Apple: "UILabel"); a preview draws its text.
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
}

/// An image view (Apple: "UIImageView"); a preview draws its image.
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Apple: "UIPageControl"; a preview draws its dots.
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

/// A text view (Apple: "UITextView"); a preview draws its text.
open class UITextView: UIView {
    open var text: String!
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open weak var delegate: UITextViewDelegate?
    /// Apple: "textContainerInset"; UIKit's default is 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Apple: "textContainer" (TextKit).
    open var textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
}

/// The region text is laid out in (Apple: "NSTextContainer"); a preview keeps its settings.
open class NSTextContainer {
    open var size: CGSize
    /// Apple: 5 points on each side by default.
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    public init(size: CGSize) {
        self.size = size
    }
}

/// Apple: "UITextViewDelegate".
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// Apple: "UIVisualEffect".
open class UIVisualEffect: NSObject {}

/// A blur behind content (Apple: "UIVisualEffectView"); a preview draws the material its
/// blur effect stands for.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
