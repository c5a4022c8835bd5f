// `import CoreImage` on Linux: images and filters as photo-filter apps use them (Apple's Core
// Image reference, and the "Instafilter" idiom: `CIImage(image:)`, a built-in filter,
// `CIContext.createCGImage(_:from:)`, `UIImage(cgImage:)`). Pixels are Easel's. Orientation,
// cropping and the colour filters below are applied; other filters pass their input through
// unchanged, said once naming the filter.
@_exported import Foundation
@_exported import class Easel.CGImage
@_exported import class Easel.UIImage
@_spi(Frameworks) import Easel
import EaselRaster

/// Apple: ImageIO's "CGImagePropertyOrientation" (EXIF orientations 1–8).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

/// Pixels in memory (Apple's `CVPixelBuffer`, of CoreVideo), as Vision hands back masks.
public final class CVPixelBuffer: @unchecked Sendable {
    let image: RasterImage
    init(image: RasterImage) { self.image = image }
}

/// An image to filter (Apple: "CIImage"): its pixels and extent, in pixels, origin zero.
public final class CIImage: @unchecked Sendable, CustomStringConvertible {
    let raster: RasterImage

    init(raster: RasterImage) { self.raster = raster }

    public convenience init(cgImage: CGImage) { self.init(raster: cgImage._raster) }
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: cgImage) }

    /// The UIKit image's pixels; nil for an image without any (`UIImage()`), as on iOS.
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }

    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) { self.init(image: image) }

    public convenience init(cvPixelBuffer: CVPixelBuffer) { self.init(raster: cvPixelBuffer.image) }

    /// PNG or JPEG data; nil for anything else.
    public convenience init?(data: Data) {
        guard let raster = try? RasterImage.decode(data) else { return nil }
        self.init(raster: raster)
    }

    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// An image of no pixels (Apple: "empty()").
    public class func empty() -> CIImage { CIImage(raster: RasterImage(width: 0, height: 0, pixels: [])) }

    public var extent: CGRect { CGRect(x: 0, y: 0, width: raster.width, height: raster.height) }
    public var description: String { "<CIImage \(raster.width)×\(raster.height)>" }

    /// The image turned and mirrored as an EXIF orientation says (Apple: "oriented(_:)").
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        let width = raster.width, height = raster.height
        let swaps = [.leftMirrored, .right, .rightMirrored, .left].contains(orientation)
        let newWidth = swaps ? height : width, newHeight = swaps ? width : height
        var pixels = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                // The source pixel shown at (x, y), per EXIF's definitions of 1–8.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (width - 1 - x, y)
                case .down: (sx, sy) = (width - 1 - x, height - 1 - y)
                case .downMirrored: (sx, sy) = (x, height - 1 - y)
                case .leftMirrored: (sx, sy) = (y, x)
                case .right: (sx, sy) = (y, height - 1 - x)
                case .rightMirrored: (sx, sy) = (width - 1 - y, height - 1 - x)
                case .left: (sx, sy) = (width - 1 - y, x)
                }
                pixels[y * newWidth + x] = raster.pixels[sy * width + sx]
            }
        }
        return CIImage(raster: RasterImage(width: newWidth, height: newHeight, pixels: pixels))
    }

    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        oriented(CGImagePropertyOrientation(rawValue: UInt32(max(1, orientation))) ?? .up)
    }

    /// The part of the image inside `rect` (pixels, origin at the top left as Easel stores them).
    public func cropped(to rect: CGRect) -> CIImage {
        let bounds = rect.standardized.intersection(extent)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return .empty() }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let width = Int(bounds.width.rounded(.down)), height = Int(bounds.height.rounded(.down))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in y0..<(y0 + height) {
            pixels += raster.pixels[(y * raster.width + x0)..<(y * raster.width + x0 + width)]
        }
        return CIImage(raster: RasterImage(width: width, height: height, pixels: pixels))
    }

    /// Apple: "transformed(by:)": drawn untransformed, said once.
    public func transformed(by transform: CGAffineTransform) -> CIImage {
        Diagnostics.note("ciimage-transform", "CIImage.transformed(by:): Easel's Core Image does not transform images; the image is used as it is.")
        return self
    }

    /// The image through a built-in filter named as Core Image names it.
    public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return self }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? self
    }

    public func applyingGaussianBlur(sigma: Double) -> CIImage { applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma]) }

    /// Each pixel mapped through `body`, which takes and returns un-premultiplied RGBA in 0…1.
    func mapPixels(_ body: (inout (r: Double, g: Double, b: Double), Double) -> Void) -> CIImage {
        let pixels = raster.pixels.map { pixel -> UInt32 in
            let alpha = Double(pixel >> 24) / 255
            guard alpha > 0 else { return pixel }
            var color = (r: Double((pixel >> 16) & 0xFF) / 255 / alpha, g: Double((pixel >> 8) & 0xFF) / 255 / alpha,
                         b: Double(pixel & 0xFF) / 255 / alpha)
            body(&color, alpha)
            func channel(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * alpha * 255).rounded()) }
            return (pixel & 0xFF00_0000) | channel(color.r) << 16 | channel(color.g) << 8 | channel(color.b)
        }
        return CIImage(raster: RasterImage(width: raster.width, height: raster.height, pixels: pixels))
    }
}

/// Apple: "CIImageOption".
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}

/// Renders filtered images into bitmaps (Apple: "CIContext").
public final class CIContext: @unchecked Sendable {
    public init() {}
    public init(options: [CIContextOption: Any]?) {}

    /// The part `rect` of the image as a `CGImage`; nil when the rect holds no pixel.
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        let part = rect == image.extent ? image : image.cropped(to: rect)
        guard part.raster.width > 0, part.raster.height > 0 else { return nil }
        return CGImage(_raster: part.raster)
    }

    /// PNG data of the image (Apple: "pngRepresentation(of:format:colorSpace:options:)").
    public func pngRepresentation(of image: CIImage, format: CIFormat = .RGBA8, colorSpace: Any? = nil,
                                  options: [String: Any] = [:]) -> Data? {
        guard let cgImage = createCGImage(image, from: image.extent) else { return nil }
        return UIImage(cgImage: cgImage).pngData()
    }
}

/// Apple: "CIContextOption".
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// Apple: "CIFormat".
public struct CIFormat: Hashable, Sendable {
    let name: String
    public static let RGBA8 = CIFormat(name: "RGBA8")
    public static let ARGB8 = CIFormat(name: "ARGB8")
}
