import Foundation
@_spi(Frameworks) import Easel

/// A UIKit view in a SwiftUI hierarchy (Apple: "UIViewRepresentable").
///
/// As in SwiftUI, the coordinator is made once (`makeCoordinator`), the view once
/// (`makeUIView(context:)`), and `updateUIView(_:context:)` runs each time the representable's
/// body would; `dismantleUIView` runs when it leaves. UIKit itself does not run on Linux, so
/// the preview draws what the made view stands for (`UIKitViewPreview`): a spinner, a label's
/// text, an image, a blur's material, or a placeholder naming the view.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// iOS 16: the size the view takes for a proposal; nil for its own.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: _RepresentedUIView<Self> { _RepresentedUIView(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's methods are given (Apple: "UIViewRepresentableContext").
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI hierarchy (Apple: "UIViewControllerRepresentable"),
/// made and updated as `UIViewRepresentable`'s view is. A preview draws the SwiftUI content of
/// a hosting controller (or the first page of a page controller of them), and a placeholder
/// naming any other controller.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    public var body: _RepresentedUIViewController<Self> { _RepresentedUIViewController(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// Apple: "UIViewControllerRepresentableContext".
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The made view and coordinator of one representable, kept for as long as it is on screen.
final class RepresentableStorage<Made, Coordinator> {
    var made: Made?
    var coordinator: Coordinator?

    /// The coordinator, made by `make` the first time.
    func coordinator(_ make: () -> Coordinator) -> Coordinator {
        if let coordinator { return coordinator }
        let made = make()
        coordinator = made
        return made
    }

    /// The view or controller, made by `make` the first time (and again after it was dismantled).
    func made(_ make: () -> Made) -> Made {
        if let made { return made }
        let new = make()
        made = new
        return new
    }
}

/// The body of a `UIViewRepresentable`: makes, updates and draws its view.
public struct _RepresentedUIView<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @State private var storage = RepresentableStorage<Representable.UIViewType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    public var body: some View {
        let coordinator = storage.coordinator { representable.makeCoordinator() }
        let context = UIViewRepresentableContext<Representable>(coordinator: coordinator, transaction: Transaction(),
                                                                environment: environment)
        let view = storage.made { representable.makeUIView(context: context) }
        representable.updateUIView(view, context: context)
        let size = representable.sizeThatFits(.unspecified, uiView: view, context: context)
        return UIKitViewPreview(view: view)
            .frame(width: size?.width, height: size?.height)
            .onDisappear {
                guard let made = storage.made else { return }
                Representable.dismantleUIView(made, coordinator: coordinator)
                storage.made = nil
            }
    }
}

/// The body of a `UIViewControllerRepresentable`: makes, updates and draws its controller.
public struct _RepresentedUIViewController<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @State private var storage = RepresentableStorage<Representable.UIViewControllerType, Representable.Coordinator>()
    /// How often the controller appeared: its view is drawn once it has loaded.
    @State private var appearances = 0
    @Environment(\.self) private var environment

    public var body: some View {
        let coordinator = storage.coordinator { representable.makeCoordinator() }
        let context = UIViewControllerRepresentableContext<Representable>(coordinator: coordinator, transaction: Transaction(),
                                                                          environment: environment)
        let controller = storage.made { representable.makeUIViewController(context: context) }
        representable.updateUIViewController(controller, context: context)
        let size = representable.sizeThatFits(.unspecified, uiViewController: controller, context: context)
        return UIKitControllerPreview(controller: controller, appearances: appearances)
            .frame(width: size?.width, height: size?.height)
            .onAppear {
                // As UIKit does once the controller is on screen, after SwiftUI's update: its
                // view loads (`viewDidLoad`), is laid out and appears. What the controller
                // reports then (a delegate's callback setting state) is a change of its own.
                controller.loadViewIfNeeded()
                controller.viewWillAppear(false)
                controller.viewDidLayoutSubviews()
                controller.viewDidAppear(false)
                appearances += 1
            }
            .onDisappear {
                controller.viewWillDisappear(false)
                controller.viewDidDisappear(false)
                guard let made = storage.made else { return }
                Representable.dismantleUIViewController(made, coordinator: coordinator)
                storage.made = nil
            }
    }
}
