import Foundation
import SnapshotTesting
import SwiftUI
import UIKit
@_spi(Frameworks) import Easel

extension SwiftUISnapshotLayout {
    /// Centre the view in a device container described by `config` (the library's
    /// `.device(config:)` case, which it declares only on iOS). Carried in a `.fixed` layout of
    /// negative size, which no real layout has, that names the config kept here.
    public static func device(config: ViewImageConfig) -> SwiftUISnapshotLayout {
        let token = -CGFloat(DeviceLayouts.keep(config))
        return .fixed(width: token, height: token)
    }

    /// The config a layout asks for, with `traits` for the fitted and fixed layouts.
    func config(traits: UITraitCollection) -> ViewImageConfig {
        switch self {
        case .sizeThatFits:
            return ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        case .fixed(let width, let height):
            if width < 0, width == height, let kept = DeviceLayouts.config(Int(-width)) { return kept }
            return ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
        @unknown default:
            return ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        }
    }
}

/// The configs `.device(config:)` layouts name, by number from 1.
enum DeviceLayouts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var configs: [ViewImageConfig] = []

    static func keep(_ config: ViewImageConfig) -> Int {
        lock.lock()
        defer { lock.unlock() }
        configs.append(config)
        return configs.count
    }

    static func config(_ number: Int) -> ViewImageConfig? {
        lock.lock()
        defer { lock.unlock() }
        return number >= 1 && number <= configs.count ? configs[number - 1] : nil
    }
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    /// A SwiftUI view compared pixel for pixel, at its own size.
    public static var image: Snapshotting { .image() }

    /// A SwiftUI view drawn by Easel as the library draws it on iOS, compared with the given
    /// precisions. `drawHierarchyInKeyWindow` changes nothing: Easel draws materials and
    /// effects in either case.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = layout.config(traits: traits)
        return SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in SnapshotRenderer.image(of: AnyView(view), config: config, traits: traits) }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller drawn at its own size.
    public static var image: Snapshotting { .image() }

    /// A view controller drawn in `config`'s container (or `size`), as Easel previews it: a
    /// hosting controller's SwiftUI content, a navigation controller's top, a page controller's
    /// first page, else its view.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in SnapshotRenderer.image(of: controller._easelPreviewContent, config: config, traits: traits) }
    }

    /// A view controller drawn at `size` (or the device's screen), with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = ViewImageConfig(safeArea: .zero, size: size ?? UIScreen.main.bounds.size, traits: traits)
        return SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in SnapshotRenderer.image(of: controller._easelPreviewContent, config: config, traits: traits) }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A UIKit view drawn at its frame's size.
    public static var image: Snapshotting { .image() }

    /// A UIKit view drawn as Easel previews it (labels, image views, stacks of subviews…) at
    /// `size`, else its frame's size, else its own fitting size.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                let frame = view.frame.size
                let size = size ?? (frame.width > 0 && frame.height > 0 ? frame : nil)
                return SnapshotRenderer.image(of: view._easelPreviewContent, config: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
                                              traits: traits)
            }
    }
}
