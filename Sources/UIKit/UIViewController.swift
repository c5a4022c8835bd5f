import Foundation
@_spi(Frameworks) import Easel

// UIKit's view controllers, as `UIViewControllerRepresentable` code makes them: an image
// picker, a share sheet, a page controller of hosting controllers. They are kept, never run;
// a preview draws the SwiftUI content of hosting controllers and a placeholder for the rest.

/// Apple: "UIViewController".
open class UIViewController: UIResponder {
    /// Apple: "UIModalPresentationStyle".
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic = -2
    }

    private var loadedView: UIView?
    /// The controller's view, made on first use (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    /// Apple: "loadViewIfNeeded()".
    open func loadViewIfNeeded() { _ = view }
    open var title: String?
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    private var popover: UIPopoverPresentationController?
    /// Where a popover points (Apple: "popoverPresentationController"): set for the popover
    /// style (a share sheet is one, which an iPhone shows as a sheet), nil for the others.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController() }
        return popover
    }
    open var preferredContentSize = CGSize.zero
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open private(set) var presentedViewController: UIViewController?
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    public init(nibName: String? = nil, bundle: Bundle? = nil) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    private var madeTabBarItem: UITabBarItem?
    /// Apple: "tabBarItem": made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = item
            return item
        }
        set { madeTabBarItem = newValue }
    }
    /// Apple: "navigationController": the nearest navigation controller above.
    open var navigationController: UINavigationController? { nearest() }
    /// Apple: "tabBarController": the nearest tab bar controller above.
    open var tabBarController: UITabBarController? { nearest() }

    private func nearest<Container: UIViewController>() -> Container? {
        var next = parent
        while let controller = next {
            if let found = controller as? Container { return found }
            next = controller.parent
        }
        return nil
    }

    /// Takes a contained controller as a child (a container's `viewControllers`).
    func adopt(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        addChild(child)
    }

    open func loadView() { loadedView = UIView(frame: .zero) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}

    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Apple: "present(_:animated:completion:)": a preview shows SwiftUI's presentations only;
    /// the controller is kept as presented, said once.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        Diagnostics.note("uikit-present", "present(_:animated:) of a UIKit view controller (\(type(of: controller))) shows nothing in a preview: present SwiftUI views with sheet or fullScreenCover.")
        presentedViewController = controller
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

/// Apple: "UINavigationController".
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet { viewControllers.forEach(adopt) }
    }
    open weak var delegate: UINavigationControllerDelegate?
    /// Apple: "navigationBar"; kept, not drawn.
    public let navigationBar = UINavigationBar(frame: .zero)
    open var isNavigationBarHidden = false
    open var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        adopt(rootViewController)
    }

    public override init(nibName: String? = nil, bundle: Bundle? = nil) { super.init(nibName: nibName, bundle: bundle) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

/// Apple: "UINavigationControllerDelegate".
public protocol UINavigationControllerDelegate: AnyObject {}

/// A UIKit controller showing SwiftUI views (Apple: "UIHostingController"); inside a
/// representable, a preview draws its `rootView`.
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content
    public var sizingOptions: UIHostingControllerSizingOptions = []

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("UIHostingController(coder:) is not supported: make it with init(rootView:)") }
}

/// Apple: "UIHostingControllerSizingOptions".
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// What a representable can draw of a hosting controller's content.
protocol HostsSwiftUI {
    var anyRootView: AnyView { get }
}

extension UIHostingController: HostsSwiftUI {
    var anyRootView: AnyView { AnyView(rootView) }
}

/// Apple: "UIPageViewController"; a preview draws its first page.
open class UIPageViewController: UIViewController {
    /// Apple: "UIPageViewController.TransitionStyle".
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Apple: "UIPageViewController.NavigationOrientation".
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Apple: "UIPageViewController.NavigationDirection".
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Apple: "UIPageViewController.OptionsKey".
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    open private(set) var viewControllers: [UIViewController]?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    open func setViewControllers(_ controllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        viewControllers = controllers
        completion?(true)
    }
}

/// Apple: "UIPageViewControllerDataSource".
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Apple: "UIPageViewControllerDelegate".
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// The system photo picker and camera (Apple: "UIImagePickerController"); a preview has
/// neither, so it draws a placeholder and never calls its delegate.
open class UIImagePickerController: UINavigationController {
    /// Apple: "UIImagePickerController.SourceType".
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Apple: "UIImagePickerController.CameraDevice".
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// Apple: "isCameraDeviceAvailable(_:)": a preview has no camera.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// Apple: "UIImagePickerController.CameraCaptureMode".
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// Apple: "UIImagePickerController.InfoKey".
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    open var sourceType = SourceType.photoLibrary
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    open var cameraCaptureMode = CameraCaptureMode.photo
    open weak var imagePickerDelegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Apple: "delegate", of both protocols.
    open override var delegate: UINavigationControllerDelegate? {
        get { imagePickerDelegate }
        set { imagePickerDelegate = newValue as? (UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
    }

    public override init(nibName: String? = nil, bundle: Bundle? = nil) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A preview has no camera and no photo library of the device.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType == .photoLibrary }
}

/// Apple: "UIImagePickerControllerDelegate".
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The share sheet (Apple: "UIActivityViewController"); a preview draws a placeholder.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
        // A share sheet presents as a popover (an iPhone adapts it to a sheet), so apps set its anchor.
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }
}

/// What a popover points at (Apple: "UIPopoverPresentationController"). An iPhone shows a
/// popover as a sheet; the anchor is kept.
open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var backgroundColor: UIColor?
    public init() {}
}

/// Apple: "UIPopoverArrowDirection".
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection([])
}
