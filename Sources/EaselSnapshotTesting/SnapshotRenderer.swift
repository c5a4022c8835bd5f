// Easel's snapshot strategies for swift-snapshot-testing (1.19), so a test target written for
// iOS — `assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13Pro)))` — compiles
// and runs unchanged on Linux. The library declares its image strategies, `ViewImageConfig` and
// the `UIImage` diffing only `#if os(iOS)`; this module declares them on Linux, drawn by Easel.
//
// Not a target of Easel's own package: `easel test` compiles it into the preview host beside the
// project's test targets (every file of those imports it implicitly), against the project's own
// copy of swift-snapshot-testing, which there sees Easel's SwiftUI and so declares
// `SwiftUISnapshotLayout` (`.fixed`, `.sizeThatFits`) as it does on a Mac without
// `.device(config:)`; that case is added here as a static function (`SwiftUISnapshotLayout+Device`).
import Foundation
import SnapshotTesting
import SwiftUI
import UIKit
@_spi(Frameworks) import Easel
import EaselRaster

/// Draws views as the library's iOS strategies do: the view in a container of the config's size
/// (or its own ideal size), with the config's safe area, over the system background, at the
/// traits' display scale, with the traits' interface style, size classes and content size.
enum SnapshotRenderer {
    /// The scale when the traits specify none. On a Mac it is the simulator's screen, which
    /// differs between machines (a cause of references that drift); here it is fixed: an
    /// iPhone's 3, unless `EASEL_SNAPSHOT_SCALE` says otherwise.
    static var defaultScale: CGFloat {
        if let text = ProcessInfo.processInfo.environment["EASEL_SNAPSHOT_SCALE"], let value = Double(text), value > 0, value <= 8 {
            return CGFloat(value)
        }
        return 3
    }

    static func scale(_ traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : defaultScale
    }

    /// One view drawn at a time: Swift Testing runs tests in parallel on its own threads, and
    /// Easel's view graphs are not made to be shared between threads.
    private static let drawing = NSRecursiveLock()

    /// The view drawn for `config` with `traits` over the config's own (the later wins).
    static func image(of view: AnyView, config: ViewImageConfig, traits: UITraitCollection) -> UIImage {
        drawing.lock()
        defer { drawing.unlock() }
        return draw(view, config: config, traits: traits)
    }

    private static func draw(_ view: AnyView, config: ViewImageConfig, traits: UITraitCollection) -> UIImage {
        _easelTestSetup()
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let insets = EdgeInsets(top: config.safeArea.top, leading: config.safeArea.left,
                                bottom: config.safeArea.bottom, trailing: config.safeArea.right)
        let scheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        let content = traits.layoutDirection == .rightToLeft ? AnyView(view.environment(\.layoutDirection, .rightToLeft)) : view
        let host = PreviewHost(content, size: config.size ?? CGSize(width: 390, height: 844), safeAreaInsets: insets,
                               keyboardHeight: 0, colorScheme: scheme)
        host.sizeClasses = (traits.horizontalSizeClass == .regular ? .regular : .compact,
                            traits.verticalSizeClass == .compact ? .compact : .regular)
        // The library's device configs ask for `.medium` (body text 16 pt); unspecified is iOS's default, large.
        host.dynamicTypeSize = traits.preferredContentSizeCategory.dynamicTypeSize ?? .large
        if config.size == nil {
            // `.sizeThatFits`: the view's own size, with no safe area (the library turns the
            // hosting controller's safe-area regions off).
            host.safeAreaInsets = EdgeInsets()
            host.size = host.idealSize()
        }
        // The library draws the view right after the window's layout (`layer.render(in:)` in the
        // same turn of the run loop): appearance actions have run and their state changes are
        // drawn, but no `task` has started its work yet, nor anything the main queue runs later.
        // (A simulator reference shows a photo's loading placeholder that a `task` replaces.)
        host.layoutIfNeeded()
        let scale = scale(traits)
        let raster = RasterImage(host.render(scale: scale))
        return UIImage(cgImage: CGImage(_raster: raster), scale: scale)
    }

    /// The pixels of an image (an empty one has none).
    static func raster(_ image: UIImage) -> RasterImage {
        image.cgImage?._raster ?? RasterImage(width: 0, height: 0, pixels: [])
    }
}

extension Diffing where Value == UIImage {
    /// Images compared pixel for pixel (Apple platforms: the library's `Diffing.image`).
    public static let image = Diffing.image()

    /// Images compared as swift-snapshot-testing compares them on iOS (`ImageComparison`):
    /// `precision` the share of pixel components (or, with `perceptualPrecision` below 1, of
    /// pixels) that must match; `perceptualPrecision` how close in CIE ΔE 1994 a pixel must be.
    /// A failure's message names a difference image written into the artifacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), beside the failed snapshot the library writes.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? SnapshotRenderer.defaultScale
        // The initialiser every version of the library has (1.19 prefers `.diff(…diffV2:)`,
        // which older ones lack); on Linux the library drops attachments, so none are made.
        return Diffing(
            toData: { image in image.pngData() ?? Data() },
            fromData: { data in UIImage(data: data, scale: imageScale) ?? UIImage() }
        ) { old, new in
            let reference = SnapshotRenderer.raster(old), current = SnapshotRenderer.raster(new)
            let outcome = ImageComparison.compare(reference: reference, new: current, precision: Double(precision),
                                                  perceptualPrecision: Double(perceptualPrecision))
            guard let failure = outcome.failure else { return nil }
            var message = failure
            let difference = ImageComparison.difference(reference: reference, new: current).pngData()
            if let written = DifferenceImages.write(difference, for: current) {
                message += "\nDifference image: \(written.path)"
            }
            return (message, [])
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// An image compared with the given precisions (see `Diffing.image(precision:perceptualPrecision:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Where difference images go: the library writes the failed snapshot into
/// `SNAPSHOT_ARTIFACTS/TestFile/` but gives the diffing no name to write beside it, so the
/// difference is named by the new image's contents, in that folder's `differences/`.
enum DifferenceImages {
    static func write(_ data: Data, for image: RasterImage) -> URL? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root).appendingPathComponent("differences")
        // FNV-1a of the pixels: the same new image always names the same file.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for pixel in image.pixels {
            hash = (hash ^ UInt64(pixel)) &* 0x0000_0100_0000_01b3
        }
        let url = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}
