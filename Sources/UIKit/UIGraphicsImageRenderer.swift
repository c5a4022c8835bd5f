import Foundation
@_spi(Frameworks) import Easel
import EaselRaster

// UIKit's image drawing as apps resize and compose images (Apple: "UIGraphicsImageRenderer"):
// `UIImage.draw(in:)`, `UIColor.setFill()` with `UIRectFill`, `context.fill(_:)` and
// `UIBezierPath.fill()`/`stroke()` draw into the renderer's image, on Easel's rasterizer.

/// How a renderer's image is made (Apple: "UIGraphicsImageRendererFormat").
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; 3, an iPhone's, by default (the main screen's scale).
    open var scale: CGFloat = 3
    open var opaque = false
    open var prefersExtendedRange = false

    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What the drawing closure gets (Apple: "UIGraphicsImageRendererContext").
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize
    var commands = DrawList()
    var fillColor = RasterColor(red: 0, green: 0, blue: 0)
    var strokeColor = RasterColor(red: 0, green: 0, blue: 0)

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
    }

    /// The image drawn so far.
    open var currentImage: UIImage { UIGraphicsImageRenderer.image(of: self) }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { fill(Path(rect), color: fillColor) }
    open func stroke(_ rect: CGRect) { stroke(Path(rect), width: 1) }

    func fill(_ path: Path, color: RasterColor) {
        commands.append(.fill(path._rasterPath, .solid(color), .nonZero, antialiased: true, transform: transform))
    }

    func stroke(_ path: Path, width: CGFloat) {
        fill(path.strokedPath(StrokeStyle(lineWidth: width)), color: strokeColor)
    }

    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat) {
        guard let raster = image.cgImage?._raster else { return }
        commands.append(.image(raster, destination: rect, opacity: Double(alpha), transform: transform))
    }

    private var transform: EaselRaster.AffineTransform {
        EaselRaster.AffineTransform(a: Double(format.scale), b: 0, c: 0, d: Double(format.scale), tx: 0, ty: 0)
    }

    /// The contexts being drawn in, innermost last (what `UIImage.draw(in:)` draws into).
    nonisolated(unsafe) static var current: [UIGraphicsImageRendererContext] = []
}

/// Draws an image in a closure (Apple: "UIGraphicsImageRenderer").
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        bounds = CGRect(origin: .zero, size: size)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        self.bounds = bounds
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
        UIGraphicsImageRendererContext.current.append(context)
        actions(context)
        UIGraphicsImageRendererContext.current.removeLast()
        return Self.image(of: context)
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    static func image(of context: UIGraphicsImageRendererContext) -> UIImage {
        let scale = context.format.scale > 0 && context.format.scale.isFinite ? context.format.scale : 1
        let width = max(1, Int((context.size.width * scale).rounded(.up))), height = max(1, Int((context.size.height * scale).rounded(.up)))
        guard PixelBuffer.sizeProblem(width: width, height: height) == nil else { return UIImage() }
        let buffer = PixelBuffer(uninitializedWidth: width, height: height)
        Rasterizer.render(context.commands, into: buffer, clearingTo: context.format.opaque
                          ? RasterColor(red: 0, green: 0, blue: 0) : RasterColor(red: 0, green: 0, blue: 0, alpha: 0))
        let raster = RasterImage(width: width, height: height, pixels: Array(buffer.pixels))
        return UIImage(cgImage: CGImage(_raster: raster), scale: scale)
    }
}

extension UIImage {
    /// A renderer format at the image's scale (Apple: "imageRendererFormat").
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image scaled into `rect` of the renderer being drawn in (Apple: "draw(in:)");
    /// outside a renderer, nothing.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsImageRendererContext.current.last?.draw(self, in: rect, alpha: alpha)
    }
}

extension UIColor {
    /// The colour later fills of the current renderer use (Apple: "setFill()").
    public func setFill() { UIGraphicsImageRendererContext.current.last?.fillColor = rasterColor }
    public func setStroke() { UIGraphicsImageRendererContext.current.last?.strokeColor = rasterColor }
    /// Apple: "set()": fill and stroke.
    public func set() { setFill(); setStroke() }

    var rasterColor: RasterColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return RasterColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

/// Fills `rect` of the current renderer with the fill colour (Apple: "UIRectFill(_:)").
public func UIRectFill(_ rect: CGRect) { UIGraphicsImageRendererContext.current.last?.fill(rect) }

extension UIBezierPath {
    /// Fills the path in the current renderer (Apple: "fill()").
    public func fill() {
        guard let context = UIGraphicsImageRendererContext.current.last else { return }
        context.fill(path, color: context.fillColor)
    }

    /// Strokes the path with its line width in the current renderer (Apple: "stroke()").
    public func stroke() { UIGraphicsImageRendererContext.current.last?.stroke(path, width: lineWidth) }
}
