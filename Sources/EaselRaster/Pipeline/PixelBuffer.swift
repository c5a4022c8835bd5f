import Foundation

/// The rasterizer's output: premultiplied 8-bit pixels, rows top first, no padding.
///
/// Each pixel is a native `UInt32` 0xAARRGGBB, which in little-endian memory is the byte
/// order B, G, R, A — cairo's `ARGB32`, Blend2D's `PRGB32` and an X11 24/32-bit TrueColor
/// visual, so the window can blit these bytes as they are. Channels are sRGB-encoded values;
/// compositing works on them directly, as SwiftUI and every common 2-D library do.
public final class PixelBuffer {
    public let width: Int
    public let height: Int
    /// The pixels, `width × height` of them. Owned by the buffer; valid for its lifetime.
    public let pixels: UnsafeMutableBufferPointer<UInt32>

    /// A buffer filled with `fill` (transparent by default). Negative sizes become 0 with a
    /// warning.
    public convenience init(width: Int, height: Int, fill: RasterColor = .clear) {
        self.init(uninitializedWidth: width, height: height)
        pixels.initialize(repeating: fill.premultipliedPixel)
    }

    /// A buffer whose pixels are not set yet: draw into it with `Rasterizer.render(_:into:
    /// threads:clearingTo:)`, which clears each band just before drawing it (in parallel, and
    /// while the rows are in the cache) instead of a separate pass over the whole buffer.
    ///
    /// A size beyond `maximumDimension` or `maximumPixelCount` is cut down to fit, with a
    /// warning: callers that take sizes from people check `sizeProblem(width:height:)` first
    /// and refuse with its message.
    public init(uninitializedWidth width: Int, height: Int) {
        if width < 0 || height < 0 {
            RasterDiagnostics.warn(.invalidBufferSize,
                "a pixel buffer of \(width)×\(height) was requested; negative sizes were treated as 0")
        }
        let requestedWidth = max(0, width), requestedHeight = max(0, height)
        let usableWidth = min(requestedWidth, PixelBuffer.maximumDimension)
        var usableHeight = min(requestedHeight, PixelBuffer.maximumDimension)
        if usableWidth > 0, usableWidth * usableHeight > PixelBuffer.maximumPixelCount {
            usableHeight = PixelBuffer.maximumPixelCount / usableWidth
        }
        if usableWidth != requestedWidth || usableHeight != requestedHeight {
            RasterDiagnostics.warn(.invalidBufferSize, (PixelBuffer.sizeProblem(width: width, height: height) ?? "")
                + " Only its top-left \(usableWidth)×\(usableHeight) pixels are drawn.")
        }
        self.width = usableWidth
        self.height = usableHeight
        pixels = .allocate(capacity: self.width * self.height)
    }

    /// The widest or tallest buffer: 16,384 pixels, the largest texture most GPUs take, and
    /// far beyond any screen (an iPad Pro 13" is 2,752 pixels tall).
    public static let maximumDimension = 16_384
    /// The most pixels in one buffer: 64 megapixels (256 MiB), eleven times an iPad Pro 13"
    /// screen at 2×, so a request far beyond any device is refused before it can swamp memory.
    public static let maximumPixelCount = 1 << 26

    /// Why a buffer of `width × height` pixels cannot be made, as a sentence naming the limit,
    /// or nil when it can.
    public static func sizeProblem(width: Int, height: Int) -> String? {
        if width < 1 || height < 1 {
            return "An image of \(width)×\(height) pixels holds no pixel: use a size and scale that make at least 1×1."
        }
        if width > maximumDimension || height > maximumDimension {
            return "An image of \(width)×\(height) pixels is larger than Easel's limit of \(maximumDimension) pixels a side."
        }
        if width * height > maximumPixelCount {
            return "An image of \(width)×\(height) pixels is more than Easel's limit of \(maximumPixelCount / 1_048_576) megapixels (\(maximumPixelCount * 4 / 1_048_576) MiB)."
        }
        return nil
    }

    /// A buffer holding a copy of `image`'s pixels.
    public convenience init(_ image: RasterImage) {
        self.init(width: image.width, height: image.height)
        _ = pixels.update(fromContentsOf: image.pixels)
    }

    deinit {
        pixels.deallocate()
    }

    /// Sets every pixel to `color`.
    /// Copies `patch` over this buffer with its top-left corner at (`x`, `y`), replacing the
    /// pixels it covers (no blending); what falls outside is cut off.
    public func copy(_ patch: PixelBuffer, atX x: Int, y: Int) {
        let left = max(x, 0), right = min(x + patch.width, width)
        guard left < right else { return }
        for row in max(y, 0)..<min(y + patch.height, height) {
            let source = patch.pixels.baseAddress! + (row - y) * patch.width + (left - x)
            (pixels.baseAddress! + row * width + left).update(from: source, count: right - left)
        }
    }

    public func clear(to color: RasterColor = .clear) {
        pixels.update(repeating: color.premultipliedPixel)
    }

    /// The un-premultiplied colour of pixel (x, y); transparent outside the buffer.
    public func pixel(x: Int, y: Int) -> RasterColor {
        RasterColor(premultipliedPixel: premultipliedPixel(x: x, y: y))
    }

    /// The stored 0xAARRGGBB value of pixel (x, y); 0 outside the buffer.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// A copy of all pixels.
    public var pixelArray: [UInt32] { Array(pixels) }

    /// The raw bytes (B, G, R, A per pixel in memory), e.g. for an X11 `XPutImage`.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(pixels))
    }

    /// Writes the buffer as an 8-bit PNG (RGB when every pixel is opaque, else RGBA,
    /// un-premultiplied), with one `tEXt` chunk per key/value pair. The file is written to a
    /// temporary file in the same folder and renamed into place, so readers never see half a
    /// file. Throws `PNGError` naming the path and the reason when it cannot be written.
    public func writePNG(to url: URL, text: [(key: String, value: String)] = []) throws {
        try PNGCodec.write(self, to: url, text: text)
    }

    /// The bytes `writePNG` writes, in memory, compressed on up to `threads` cores.
    public func pngData(text: [(key: String, value: String)] = [],
                        threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Data {
        PNGCodec.encode(self, text: text, threads: threads)
    }
}
