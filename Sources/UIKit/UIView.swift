import Foundation
@_spi(Frameworks) import Easel

// UIKit's views, as far as the code of a `UIViewRepresentable` reaches for them: made,
// configured and kept, never run. A preview draws SwiftUI; where a representable shows a UIKit
// view, Easel draws what it can tell from the view (`UIViewRepresentable+Preview.swift`).

/// Apple: "UIResponder", isolated to the main actor as UIKit's is (so are its subclasses: views,
/// view controllers), `@preconcurrency` so code written before Swift 6 compiles unchanged.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Apple: "motionBegan(_:with:)", "motionEnded(_:with:)", "motionCancelled(_:with:)":
    /// overridden to detect a shake; a preview is never shaken, so they are never called.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// Apple: "touchesBegan(_:with:)" and its siblings: overridden to track a finger; a
    /// preview sends UIKit responders no touches, so they are never called.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    // The keyboard's notifications and their user-info keys (Apple declares them on
    // UIResponder); a preview's keyboard is the viewer's, and posts none of them.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// A finger on the screen (Apple: "UITouch"); made by the code that reads one, never by a preview.
open class UITouch: NSObject {
    /// Apple: "UITouch.Phase".
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    /// Apple: "UITouch.TouchType".
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    open var phase = Phase.began
    open var type = TouchType.direct
    open var tapCount = 1
    open var timestamp: TimeInterval = 0
    open var force: CGFloat = 0
    open var maximumPossibleForce: CGFloat = 0
    open weak var view: UIView?
    /// Where the touch is, in `view`'s coordinates.
    var point = CGPoint.zero

    public override init() { super.init() }

    open func location(in view: UIView?) -> CGPoint { point }
    open func previousLocation(in view: UIView?) -> CGPoint { point }
}

/// A rectangle of a UIKit screen (Apple: "UIView"): its frame, colours and subviews are kept;
/// nothing lays it out or draws it.
open class UIView: UIResponder {
    /// Apple: "UIView.ContentMode".
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Apple: "UIView.AutoresizingMask".
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Apple: "UIView.noIntrinsicMetric".
    public static let noIntrinsicMetric: CGFloat = -1
    /// Apple: "UIView.layoutFittingCompressedSize".
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// The view's geometry is its layer's, as in UIKit.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public let layer = CALayer()
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
        super.init()
        layer.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    public static func setAnimationsEnabled(_ enabled: Bool) {}
    public static var areAnimationsEnabled: Bool { true }

    /// Apple: "UIView.animate(withDuration:animations:)": the changes are made at once.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    // Auto Layout anchors: constraints are kept, never solved.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

/// Apple: "UILayoutPriority".
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An Auto Layout constraint (Apple: "NSLayoutConstraint"): kept, never solved.
open class NSLayoutConstraint: @unchecked Sendable {
    /// Apple: "NSLayoutConstraint.Axis".
    public enum Axis: Int, Sendable { case horizontal, vertical }
    open var isActive = false
    open var constant: CGFloat
    open var priority = UILayoutPriority.required
    open var identifier: String?
    init(constant: CGFloat) { self.constant = constant }
    open class func activate(_ constraints: [NSLayoutConstraint]) { for each in constraints { each.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for each in constraints { each.isActive = false } }
}

/// Apple: "NSLayoutAnchor".
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {
    init() {}
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

/// Apple: "UILayoutGuide".
public final class UILayoutGuide: @unchecked Sendable {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// Apple: "UIGestureRecognizer". Recognisers are kept on their view; a preview's input goes
/// to SwiftUI's gestures, so their actions never run.
open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { super.init() }
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var numberOfTouchesRequired = 1
}

public final class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
}
public final class UIPanGestureRecognizer: UIGestureRecognizer {}
public final class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
}
public final class UIPinchGestureRecognizer: UIGestureRecognizer {}
