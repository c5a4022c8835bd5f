import Foundation
@_spi(Frameworks) import Easel
import EaselRaster

/// A filter parameter of up to four numbers — a point, a rectangle, a colour's components
/// (Apple: "CIVector").
public final class CIVector: @unchecked Sendable {
    public let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
    }
    public init(x: CGFloat) { values = [x] }
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public convenience init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }
    public convenience init(cgRect rect: CGRect) { self.init(x: rect.origin.x, y: rect.origin.y, z: rect.width, w: rect.height) }

    public var count: Int { values.count }
    public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}

extension CIImage {
    /// The mean colour of the pixels in `rect` (measured as `cropped(to:)` measures), as a
    /// one-pixel image ("CIAreaAverage").
    func areaAverage(in rect: CGRect) -> CIImage {
        let pixels = cropped(to: rect).raster.pixels
        guard !pixels.isEmpty else { return CIImage(raster: RasterImage(width: 1, height: 1, pixels: [0])) }
        var sums = [Double](repeating: 0, count: 4)
        for pixel in pixels {
            sums[0] += Double((pixel >> 16) & 0xFF)
            sums[1] += Double((pixel >> 8) & 0xFF)
            sums[2] += Double(pixel & 0xFF)
            sums[3] += Double(pixel >> 24)
        }
        let channel = sums.map { UInt32(($0 / Double(pixels.count)).rounded()) }
        return CIImage(raster: RasterImage(width: 1, height: 1, pixels: [channel[3] << 24 | channel[0] << 16 | channel[1] << 8 | channel[2]]))
    }
}

extension CIContext {
    /// Writes the part `bounds` of the image into `data` as 8-bit RGBA rows of `rowBytes`
    /// bytes, premultiplied, top row first (Apple: "render(_:toBitmap:rowBytes:bounds:format:colorSpace:)",
    /// the idiom that reads an average colour back).
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: Any?) {
        guard let cgImage = createCGImage(image, from: bounds) else { return }
        let raster = cgImage._raster
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        let argb = format == .ARGB8
        for row in 0..<raster.height {
            for column in 0..<raster.width where column * 4 + 3 < rowBytes {
                let pixel = raster.pixels[row * raster.width + column]
                let channels = [UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF), UInt8(pixel >> 24)]
                let ordered = argb ? [channels[3], channels[0], channels[1], channels[2]] : channels
                for index in 0..<4 { bytes[row * rowBytes + column * 4 + index] = ordered[index] }
            }
        }
    }
}
