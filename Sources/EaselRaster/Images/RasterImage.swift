import Foundation

/// A bitmap to draw: premultiplied 0xAARRGGBB pixels in rows, top row first (the same layout
/// as `PixelBuffer`, so a rendered buffer can be drawn as an image).
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// A pixel array of the wrong length is padded with transparent pixels or truncated, with
    /// one warning, so a bad image shows up as such instead of crashing.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        let width = max(0, width), height = max(0, height)
        self.width = width
        self.height = height
        let expected = width * height
        if pixels.count == expected {
            self.pixels = pixels
        } else {
            RasterDiagnostics.warn(.invalidImage,
                "an image of \(width)×\(height) was given \(pixels.count) pixels instead of \(expected); "
                + "missing pixels are transparent")
            self.pixels = Array(pixels.prefix(expected)) + Array(repeating: 0, count: max(0, expected - pixels.count))
        }
    }

    /// The pixels of `buffer`, copied.
    public init(_ buffer: PixelBuffer) {
        self.init(width: buffer.width, height: buffer.height, pixels: buffer.pixelArray)
    }

    /// Reads a PNG file of any colour type and bit depth (converted to 8-bit premultiplied
    /// BGRA). Throws `PNGError` when the file is missing or not a valid PNG.
    public static func readPNG(from url: URL) throws -> RasterImage {
        try PNGCodec.read(from: url)
    }

    /// The un-premultiplied colour of pixel (x, y), for tests.
    public func color(x: Int, y: Int) -> RasterColor {
        RasterColor(premultipliedPixel: pixels[y * width + x])
    }
}

/// 8-bit coverage values (0 = nothing, 255 = fully covered), rows top first: a glyph bitmap
/// from FreeType, or any other alpha mask.
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// A wrong-length pixel array is padded with zeros or truncated, with one warning.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        let width = max(0, width), height = max(0, height)
        self.width = width
        self.height = height
        let expected = width * height
        if pixels.count == expected {
            self.pixels = pixels
        } else {
            RasterDiagnostics.warn(.invalidMask,
                "a coverage mask of \(width)×\(height) was given \(pixels.count) values instead of \(expected)")
            self.pixels = Array(pixels.prefix(expected)) + Array(repeating: 0, count: max(0, expected - pixels.count))
        }
    }
}

/// A coverage mask placed on whole device pixels: its top-left pixel lands on (x, y).
/// Glyphs are rasterized at their subpixel offset by EaselText, so placement is integral.
public struct PlacedMask: Equatable, Sendable {
    public var mask: CoverageMask
    public var x: Int
    public var y: Int

    public init(mask: CoverageMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }
}
