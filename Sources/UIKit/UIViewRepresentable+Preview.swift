import Foundation
@_spi(Frameworks) import Easel

/// What a preview draws for a UIKit view a representable made. UIKit does not run on Linux,
/// so the view's kept settings are read instead:
///
/// 1. A hidden view draws nothing; `alpha` fades what it draws.
/// 2. `UIActivityIndicatorView`: SwiftUI's `ProgressView` (large for `.large`), in its `color`,
///    while animating or when it does not hide when stopped.
/// 3. `UILabel`, `UITextView`: their text, in their colour and alignment.
/// 4. `UIImageView`: its image, fitted or filled as its `contentMode` says.
/// 5. `UIVisualEffectView` with a blur: the SwiftUI material of the blur's style.
/// 6. `UIPageControl`: the page dots of a paged `TabView`.
/// 7. A plain `UIView`: its background colour with its subviews, each drawn by these rules,
///    centred over it (Auto Layout is not solved).
/// 8. Any other view (a web view, a map, a view that draws itself): a placeholder naming it,
///    said once per kind.
struct UIKitViewPreview: View {
    let view: UIView

    var body: some View {
        // 1.
        if view.isHidden {
            Color.clear.frame(width: 0, height: 0)
        } else if view.alpha < 1 {
            content.opacity(Double(view.alpha))
        } else {
            content
        }
    }

    private var content: AnyView {
        // 0. A framework stand-in's view draws itself.
        if let drawable = view as? _UIKitPreviewDrawable { return drawable._previewContent }
        switch view {
        case let spinner as UIActivityIndicatorView:
            // 2.
            guard spinner.isAnimating || !spinner.hidesWhenStopped else { return AnyView(Color.clear.frame(width: 0, height: 0)) }
            return AnyView(ProgressView()
                .controlSize(spinner.style == .medium ? .regular : .large)
                .tint(spinner.color.map { Color(uiColor: $0) }))
        case let label as UILabel:
            // 3.
            return AnyView(Text(label.text ?? label.attributedText?.string ?? "")
                .font(label.font.map { Font($0) })
                .foregroundStyle(label.textColor.map { Color(uiColor: $0) } ?? Color.primary)
                .multilineTextAlignment(UIKitViewPreview.alignment(label.textAlignment))
                .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines))
        case let textView as UITextView:
            return AnyView(Text(textView.text ?? "")
                .font(textView.font.map { Font($0) })
                .foregroundStyle(textView.textColor.map { Color(uiColor: $0) } ?? Color.primary)
                .multilineTextAlignment(UIKitViewPreview.alignment(textView.textAlignment))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(textView.backgroundColor.map { Color(uiColor: $0) } ?? Color.clear))
        case let imageView as UIImageView:
            // 4.
            guard let image = imageView.image else { return AnyView(Color.clear) }
            let resizable = Image(uiImage: image).resizable()
            switch imageView.contentMode {
            case .scaleAspectFit: return AnyView(resizable.scaledToFit())
            case .scaleAspectFill: return AnyView(resizable.scaledToFill().clipped())
            case .scaleToFill: return AnyView(resizable)
            default: return AnyView(Image(uiImage: image))
            }
        case let effectView as UIVisualEffectView:
            // 5.
            return AnyView(Rectangle().fill(UIKitViewPreview.material(of: effectView.effect as? UIBlurEffect)))
        case let button as UIButton:
            return UIKitViewPreview.button(button)
        case let pageControl as UIPageControl:
            // 6.
            guard pageControl.numberOfPages > (pageControl.hidesForSinglePage ? 1 : 0) else { return AnyView(EmptyView()) }
            return AnyView(PageIndexDots(count: pageControl.numberOfPages, selected: pageControl.currentPage,
                                         hasBackground: false, turn: { _ in }))
        default:
            // 7.
            if type(of: view) == UIView.self || type(of: view) == UIControl.self {
                return AnyView(ZStack {
                    Rectangle().fill(view.backgroundColor.map { Color(uiColor: $0) } ?? Color.clear)
                    ForEach(Array(view.subviews.enumerated()), id: \.offset) { _, subview in
                        UIKitViewPreview(view: subview)
                    }
                })
            }
            // 8.
            return AnyView(UIKitPlaceholder(name: "\(type(of: view))", background: view.backgroundColor))
        }
    }

    static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
    }

    /// The material a blur style stands for (Apple, "UIBlurEffect.Style": the system styles
    /// are the materials of SwiftUI's names; the older light and dark styles, the regular one).
    static func material(of blur: UIBlurEffect?) -> Material {
        switch blur?.style {
        case .systemUltraThinMaterial?, .systemUltraThinMaterialLight?, .systemUltraThinMaterialDark?: .ultraThinMaterial
        case .systemThinMaterial?, .systemThinMaterialLight?, .systemThinMaterialDark?: .thinMaterial
        case .systemThickMaterial?, .systemThickMaterialLight?, .systemThickMaterialDark?: .thickMaterial
        case .systemChromeMaterial?: .bar
        default: .regularMaterial
        }
    }
}

/// What a preview draws for a UIKit view controller a representable made: the SwiftUI content
/// of a hosting controller; the first page of a page controller, the top of a navigation
/// controller; else its view (`UIKitViewPreview`), or a placeholder naming the controller when
/// that view is empty (a photo picker, a share sheet, a mail composer).
struct UIKitControllerPreview: View {
    let controller: UIViewController
    /// Redraws once the controller's view has loaded on appearing.
    var appearances = 0

    var body: some View {
        content
    }

    private var content: AnyView {
        if let hosting = controller as? HostsSwiftUI { return hosting.anyRootView }
        if let pages = controller as? UIPageViewController {
            guard let first = pages.viewControllers?.first else { return AnyView(UIKitPlaceholder(name: "\(type(of: controller))")) }
            return AnyView(UIKitControllerPreview(controller: first))
        }
        if let navigation = controller as? UINavigationController, !(controller is UIImagePickerController),
           let top = navigation.viewControllers.last {
            return AnyView(UIKitControllerPreview(controller: top))
        }
        // The view loads when the controller appears (`_RepresentedUIViewController`).
        guard controller.isViewLoaded, let view = controller.view else { return AnyView(Color.clear) }
        if type(of: view) == UIView.self, view.subviews.isEmpty, view.backgroundColor == nil {
            return AnyView(UIKitPlaceholder(name: "\(type(of: controller))"))
        }
        return AnyView(UIKitViewPreview(view: view))
    }
}

/// A grey panel naming a UIKit view or controller that a preview cannot draw, said once per kind.
struct UIKitPlaceholder: View {
    let name: String
    var background: UIColor? = nil

    var body: some View {
        Diagnostics.note("uikit-placeholder-\(name)", "\(name) is UIKit's: Easel does not run UIKit, so the preview draws a placeholder where it would be.")
        return ZStack {
            Rectangle().fill(background.map { Color(uiColor: $0) } ?? Color(uiColor: .secondarySystemBackground))
            VStack(spacing: 6) {
                Image(systemName: "puzzlepiece.extension")
                    .font(.title2)
                Text(name)
                    .font(.caption)
            }
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(name)
    }
}

extension UIViewController {
    /// What a preview draws for this controller (its view loaded first), as a SwiftUI view: for
    /// snapshot tests of a controller. Not for apps' use.
    public var _easelPreviewContent: AnyView {
        loadViewIfNeeded()
        return AnyView(UIKitControllerPreview(controller: self))
    }
}

extension UIView {
    /// What a preview draws for this view, as a SwiftUI view: for snapshot tests of a view.
    /// Not for apps' use.
    public var _easelPreviewContent: AnyView { AnyView(UIKitViewPreview(view: self)) }
}
