import Foundation
import OpenCombine
import EaselRaster

/// Pixels in memory (Apple: CoreGraphics's "CGImage"), for code that renders views or hands
/// images around: 8-bit premultiplied RGBA, rows top first.
public final class CGImage: @unchecked Sendable {
    let raster: RasterImage

    init(raster: RasterImage) { self.raster = raster }

    /// For the frameworks that work on pixels (`CoreImage`): an image of these pixels, and
    /// its pixels.
    @_spi(Frameworks) public convenience init(_raster raster: RasterImage) { self.init(raster: raster) }
    @_spi(Frameworks) public var _raster: RasterImage { raster }

    public var width: Int { raster.width }
    public var height: Int { raster.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { raster.width * 4 }
}

/// How drawing combines with what is under it (Apple: Core Graphics' "CGBlendMode"), as
/// `UIImage.draw(in:blendMode:alpha:)` takes it; Easel's image renderer draws `.normal`.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// An image in memory (Apple: UIKit's "UIImage"), so code that renders a view to an image,
/// reads one from data or shows one with `Image(uiImage:)` compiles and works. UIKit does not
/// exist on Linux; Easel defines the parts images in SwiftUI code use. Images are equal when
/// they are the same object, as `UIImage`'s `isEqual` answers for images made apart.
public final class UIImage: Hashable, @unchecked Sendable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Orientation of the pixels (Apple: "UIImage.Orientation"); images are drawn as stored.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    let name: String

    /// An empty image (Apple: "init()"), as code writes `UIImage(named: "Icon") ?? UIImage()`.
    public init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        name = "image"
    }

    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        name = "image"
    }

    /// An image decoded from PNG or JPEG data; nil when the data is neither. Two initialisers,
    /// as UIKit has them, so `photoData.flatMap(UIImage.init(data:))` names one.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let raster = try? RasterImage.decode(data) else { return nil }
        self.init(cgImage: CGImage(raster: raster), scale: scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image set `name` of the app's asset catalogs, at its file's scale (Apple:
    /// "init(named:)"); nil, as UIKit answers, when no catalog has it or its file cannot be
    /// read, said once.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image set `name` of a bundle's catalogs (Apple: "init(named:in:compatibleWith:)", as
    /// SwiftGen's generated asset code calls it); the traits' dark style picks the dark variant.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        let bundlePath = bundle.flatMap { $0 == Bundle.main ? nil : $0.bundlePath }
        let dark = traits?.userInterfaceStyle == .dark
        // The image set's file, decoded as `Image(_:)` decodes it (PNG, JPEG, SVG).
        guard AssetCatalogs.imageFile(named: name, bundlePath: bundlePath, dark: dark) != nil,
              let bitmap = ImageStore.shared.bitmap(named: name, bundlePath: bundlePath, dark: dark) else {
            Diagnostics.warnOnce("uiimage-\(name)", "UIImage(named: \"\(name)\"): no readable image set of that name in \(AssetCatalogs.searchedPlaces(bundlePath: bundlePath)).")
            return nil
        }
        self.init(cgImage: CGImage(raster: bitmap.image), scale: bitmap.scale)
    }

    /// The image set a generated symbol names (Apple: "init(resource:)", iOS 17); an empty
    /// image, said once, when no catalog has it (UIKit's initialiser is not failable).
    public convenience init(resource: ImageResource) {
        let bundle = resource.bundlePath.flatMap(Bundle.init(path:))
        guard let image = UIImage(named: resource.name, in: bundle, compatibleWith: nil), let cgImage = image.cgImage else {
            self.init(cgImage: CGImage(raster: RasterImage(width: 0, height: 0, pixels: [])), scale: 1)
            return
        }
        self.init(cgImage: cgImage, scale: image.scale)
    }

    public convenience init?(systemName name: String) {
        Diagnostics.warnOnce("uiimage-system", "UIImage(systemName:) finds no symbols in Easel; use Image(systemName: \"\(name)\") in views.")
        return nil
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data.
    public func pngData() -> Data? {
        guard let raster = cgImage?.raster, raster.width > 0, raster.height > 0 else { return nil }
        return raster.pngData()
    }

    /// JPEG data: Easel writes PNG only; this says so once and returns nil.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        Diagnostics.warnOnce("uiimage-jpeg", "UIImage.jpegData(compressionQuality:): Easel encodes PNG only; use pngData().")
        return nil
    }
}

extension Image {
    /// An image of pixels in memory (Apple: "init(uiImage:)").
    public init(uiImage: UIImage) {
        if let cgImage = uiImage.cgImage {
            source = .bitmap(ImageStore.Bitmap(name: uiImage.name, image: cgImage.raster, scale: uiImage.scale))
        } else {
            source = .named("", bundlePath: nil)
        }
    }

    /// An image of a `CGImage` (Apple: "init(_:scale:orientation:label:)").
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .bitmap(ImageStore.Bitmap(name: label.runs.map(\.string).joined(), image: cgImage.raster,
                                           scale: scale > 0 && scale.isFinite ? scale : 1))
    }

    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .bitmap(ImageStore.Bitmap(name: "", image: cgImage.raster, scale: scale > 0 && scale.isFinite ? scale : 1))
        isDecorative = true
    }

    /// An image's orientation (Apple: "Image.Orientation"); images are drawn as stored.
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }
}

/// Renders a view to an image (Apple: "ImageRenderer"): laid out at its ideal size (or
/// `proposedSize`), drawn by Easel's renderer at `scale` pixels per point on a transparent
/// background (opaque white with `isOpaque`).
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content { didSet { objectWillChange.send() } }
    public var scale: CGFloat = 1 { didSet { objectWillChange.send() } }
    public var proposedSize: ProposedViewSize = .unspecified { didSet { objectWillChange.send() } }
    public var isOpaque = false { didSet { objectWillChange.send() } }
    public var colorMode: ColorRenderingMode = .nonLinear
    public let objectWillChange = ObservableObjectPublisher()

    public init(content view: Content) {
        content = view
    }

    /// The rendered image, in points at `scale`.
    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, scale: scale) }
    }

    /// The rendered pixels.
    public var cgImage: CGImage? {
        let host = PreviewHost(content, size: CGSize(width: 1, height: 1))
        let size = host.graph.rootNode.sizeThatFits(proposedSize)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        host.size = size
        let scale = PreviewHost.validatedScale(self.scale)
        let pixels = PreviewHost.pixelSize(of: size, scale: scale)
        guard PixelBuffer.sizeProblem(width: pixels.width, height: pixels.height) == nil else { return nil }
        let buffer = PixelBuffer(width: pixels.width, height: pixels.height, fill: isOpaque ? .white : .clear)
        host.draw(into: buffer, scale: scale)
        return CGImage(raster: RasterImage(buffer))
    }
}
