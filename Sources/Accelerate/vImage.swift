import Foundation
import CoreGraphics
@_spi(Frameworks) import Easel
import EaselRaster

// vImage's buffers and conversions between 8-bit RGBA (a `CGImage`'s pixels) and 8-bit grey.

public typealias vImagePixelCount = UInt
public typealias vImage_Error = Int
public typealias vImage_Flags = UInt32
public let kvImageNoError: vImage_Error = 0
public let kvImageNoFlags: Int = 0
public let kvImageInvalidParameter: vImage_Error = -21772
public let kvImageBufferSizeMismatch: vImage_Error = -21769

/// Apple: "vImage" (its Swift namespace).
public enum vImage {
    /// Apple: "vImage.Error".
    public enum Error: Int, Swift.Error, Sendable {
        case noError = 0
        case roiLargerThanInputBuffer = -21766
        case invalidKernelSize = -21767
        case invalidEdgeStyle = -21768
        case invalidOffsetX = -21769
        case invalidParameter = -21772
        case bufferSizeMismatch = -21774
        case unsupportedConversion = -21789
        case invalidImageFormat = -21778
    }

    /// Apple: "vImage.Options".
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let noFlags = Options([])
    }
}

/// How pixels are laid out (Apple: "vImage_CGImageFormat").
public struct vImage_CGImageFormat {
    public var bitsPerComponent: UInt32
    public var bitsPerPixel: UInt32
    public var colorSpace: Unmanaged<CGColorSpace>?
    public var bitmapInfo: CGBitmapInfo
    public var version: UInt32 = 0
    public var decode: UnsafePointer<CGFloat>?
    public var renderingIntent = CGColorRenderingIntent.defaultIntent

    /// Nil when the layout is not one this vImage reads: 8-bit grey or 8-bit RGBA.
    public init?(bitsPerComponent: Int, bitsPerPixel: Int, colorSpace: CGColorSpace, bitmapInfo: CGBitmapInfo,
                 renderingIntent: CGColorRenderingIntent = .defaultIntent) {
        guard bitsPerComponent == 8, bitsPerPixel == 8 || bitsPerPixel == 32 else { return nil }
        self.bitsPerComponent = UInt32(bitsPerComponent)
        self.bitsPerPixel = UInt32(bitsPerPixel)
        self.colorSpace = Unmanaged.passRetained(colorSpace)
        self.bitmapInfo = bitmapInfo
        self.renderingIntent = renderingIntent
    }

    /// The format of an image's pixels: 8-bit premultiplied RGBA.
    public init?(cgImage: CGImage) {
        self.init(bitsPerComponent: cgImage.bitsPerComponent, bitsPerPixel: cgImage.bitsPerPixel, colorSpace: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    public var componentCount: Int { Int(bitsPerPixel / bitsPerComponent) }
    var isGrey: Bool { bitsPerPixel == 8 }
}

/// Pixels in memory (Apple: "vImage_Buffer"): `rowBytes` per row, `height` rows. Made buffers
/// are freed with `free()`, as with Apple's.
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int

    public init() {
        data = nil
        height = 0
        width = 0
        rowBytes = 0
    }

    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }

    /// A buffer of `width` × `height` pixels of `bitsPerPixel` bits, zeroed.
    public init(width: Int, height: Int, bitsPerPixel: UInt32) throws {
        guard width > 0, height > 0, bitsPerPixel > 0 else { throw vImage.Error.invalidParameter }
        let rowBytes = (width * Int(bitsPerPixel) + 7) / 8
        let data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        self.init(data: data, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: rowBytes)
    }

    /// A buffer holding an image's pixels in `format` (8-bit RGBA, or grey by luminance).
    public init(cgImage: CGImage, format: vImage_CGImageFormat) throws {
        try self.init(width: cgImage.width, height: cgImage.height, bitsPerPixel: format.bitsPerPixel)
        let raster = cgImage._raster
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let pixel = raster.pixels[row * raster.width + column]
                let rgba = [UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF), UInt8(pixel >> 24)]
                if format.isGrey {
                    bytes[row * rowBytes + column] = vImage_Buffer.luminance(rgba)
                } else {
                    for channel in 0..<4 { bytes[row * rowBytes + column * 4 + channel] = rgba[channel] }
                }
            }
        }
    }

    /// Rec. 709 luma of 8-bit components.
    static func luminance(_ rgba: [UInt8]) -> UInt8 {
        let red = 0.2126 * Double(rgba[0]), green = 0.7152 * Double(rgba[1]), blue = 0.0722 * Double(rgba[2])
        return UInt8(Swift.min((red + green + blue).rounded(), 255))
    }

    /// An image of the buffer's pixels read as `format`.
    public func createCGImage(format: vImage_CGImageFormat, flags: vImage.Options = .noFlags) throws -> CGImage {
        guard let data, width > 0, height > 0 else { throw vImage.Error.invalidParameter }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(Int(width * height))
        for row in 0..<Int(height) {
            for column in 0..<Int(width) {
                if format.isGrey {
                    let value = UInt32(bytes[row * rowBytes + column])
                    pixels.append(0xFF00_0000 | value << 16 | value << 8 | value)
                } else {
                    let base = row * rowBytes + column * 4
                    let alpha = UInt32(bytes[base + 3]) << 24, red = UInt32(bytes[base]) << 16
                    let green = UInt32(bytes[base + 1]) << 8, blue = UInt32(bytes[base + 2])
                    pixels.append(alpha | red | green | blue)
                }
            }
        }
        return CGImage(_raster: RasterImage(width: Int(width), height: Int(height), pixels: pixels))
    }

    public func free() { data?.deallocate() }
}

/// A conversion between two formats (Apple: "vImageConverter"): RGBA to grey, grey to RGBA,
/// or a copy between equal formats.
public final class vImageConverter {
    let source: vImage_CGImageFormat
    let destination: vImage_CGImageFormat

    init(source: vImage_CGImageFormat, destination: vImage_CGImageFormat) {
        self.source = source
        self.destination = destination
    }

    public static func make(sourceFormat: vImage_CGImageFormat, destinationFormat: vImage_CGImageFormat,
                            flags: vImage.Options = .noFlags) throws -> vImageConverter {
        vImageConverter(source: sourceFormat, destination: destinationFormat)
    }

    public func convert(source: vImage_Buffer, destination: inout vImage_Buffer) throws {
        guard source.width == destination.width, source.height == destination.height, let from = source.data, let to = destination.data
        else { throw vImage.Error.bufferSizeMismatch }
        let input = from.assumingMemoryBound(to: UInt8.self), output = to.assumingMemoryBound(to: UInt8.self)
        for row in 0..<Int(source.height) {
            for column in 0..<Int(source.width) {
                let rgba: [UInt8] = self.source.isGrey
                    ? Array(repeating: input[row * source.rowBytes + column], count: 3) + [255]
                    : (0..<4).map { input[row * source.rowBytes + column * 4 + $0] }
                if self.destination.isGrey {
                    output[row * destination.rowBytes + column] = vImage_Buffer.luminance(rgba)
                } else {
                    for channel in 0..<4 { output[row * destination.rowBytes + column * 4 + channel] = rgba[channel] }
                }
            }
        }
    }
}

/// Apple: "vImageConvert_Planar8toPlanarF": each 8-bit value v becomes
/// `minFloat + v / 255 · (maxFloat − minFloat)`.
public func vImageConvert_Planar8toPlanarF(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                           _ maxFloat: Float, _ minFloat: Float, _ flags: vImage_Flags) -> vImage_Error {
    let source = src.pointee, destination = dest.pointee
    guard source.width == destination.width, source.height == destination.height, let from = source.data, let to = destination.data
    else { return kvImageBufferSizeMismatch }
    let input = from.assumingMemoryBound(to: UInt8.self)
    for row in 0..<Int(source.height) {
        let output = (to + row * destination.rowBytes).assumingMemoryBound(to: Float.self)
        for column in 0..<Int(source.width) {
            output[column] = minFloat + Float(input[row * source.rowBytes + column]) / 255 * (maxFloat - minFloat)
        }
    }
    return kvImageNoError
}

/// Apple: "vImageConvert_PlanarFtoPlanar8": the inverse, clamped.
public func vImageConvert_PlanarFtoPlanar8(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                           _ maxFloat: Float, _ minFloat: Float, _ flags: vImage_Flags) -> vImage_Error {
    let source = src.pointee, destination = dest.pointee
    guard source.width == destination.width, source.height == destination.height, let from = source.data, let to = destination.data
    else { return kvImageBufferSizeMismatch }
    let output = to.assumingMemoryBound(to: UInt8.self)
    for row in 0..<Int(source.height) {
        let input = (from + row * source.rowBytes).assumingMemoryBound(to: Float.self)
        for column in 0..<Int(source.width) {
            let scaled = (input[column] - minFloat) / (maxFloat - minFloat) * 255
            output[row * destination.rowBytes + column] = UInt8(Swift.min(Swift.max(scaled.rounded(), 0), 255))
        }
    }
    return kvImageNoError
}
