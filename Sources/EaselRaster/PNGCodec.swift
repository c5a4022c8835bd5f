import CPNG
import Foundation

/// PNG encoding and decoding through libpng; the only file that sees libpng's C types.
///
/// Writing uses libpng's full API into memory, then writes the file atomically (a temporary
/// file in the same folder renamed over the target), so a reader never sees half a PNG and a
/// failed write leaves nothing behind. Encoding settings favour speed, as previews and golden
/// tests write many frames. Measured on the 1280×800 benchmark scene (`easel-bench scene --png`):
/// zlib level 3 with libpng's Sub/Up/Paeth filter heuristic and zlib's default strategy encoded
/// in 51 ms a 660 kB file, against Pillow's default (level 6) 98 ms / 595 kB for the same RGB
/// pixels and 653 kB when given them as RGBA; level 2 was no faster but 3 % larger.
///
/// Reading uses libpng's "simplified" API (`png_image`), which converts any colour type and bit
/// depth to 8-bit BGRA and reports corrupt files through a message instead of `longjmp`,
/// which Swift cannot catch.
enum PNGCodec {
    static let compressionLevel: Int32 = 3
    static let filters = Int32(PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_PAETH)

    /// Accumulates libpng's output; reached from the C callback through `png_get_io_ptr`.
    private final class OutputBytes {
        var data = Data()
    }

    static func write(_ buffer: PixelBuffer, to url: URL, text: [(key: String, value: String)]) throws {
        let encoded = encode(buffer, text: text)
        try writeAtomically(encoded, to: url)
    }

    /// The PNG bytes of `buffer`: RGB if every pixel is opaque, else RGBA; un-premultiplied.
    static func encode(_ buffer: PixelBuffer, text: [(key: String, value: String)]) -> Data {
        let opaque = buffer.pixels.allSatisfy { $0 >> 24 == 255 }
        let output = OutputBytes()
        output.data.reserveCapacity(buffer.width * buffer.height)
        // libpng's error callback must not return (libpng would abort), and Swift cannot
        // longjmp. With a memory sink and parameters checked here, libpng only fails when
        // memory runs out, so stopping with a message is the honest outcome.
        var png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng failed while encoding a PNG: \(message.map { String(cString: $0) } ?? "unknown error")")
        }, { _, _ in })
        var info = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        let context = Unmanaged.passUnretained(output).toOpaque()
        png_set_write_fn(png, context, { png, bytes, length in
            guard let png, let bytes, let io = png_get_io_ptr(png) else { return }
            Unmanaged<OutputBytes>.fromOpaque(io).takeUnretainedValue().data.append(bytes, count: length)
        }, nil)
        png_set_IHDR(png, info, png_uint_32(buffer.width), png_uint_32(buffer.height), 8,
                     opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, compressionLevel)
        png_set_filter(png, 0, filters)
        setText(text, png: png, info: info)
        png_write_info(png, info)

        let channels = opaque ? 3 : 4
        var row = [UInt8](repeating: 0, count: buffer.width * channels)
        for y in 0..<buffer.height {
            let pixels = buffer.pixels.baseAddress! + y * buffer.width
            row.withUnsafeMutableBufferPointer { bytes in
                if opaque {
                    for x in 0..<buffer.width {
                        let pixel = pixels[x]
                        bytes[x * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
                        bytes[x * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        bytes[x * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
                    }
                } else {
                    for x in 0..<buffer.width {
                        let color = unpremultiply(pixels[x])
                        bytes[x * 4] = color.red
                        bytes[x * 4 + 1] = color.green
                        bytes[x * 4 + 2] = color.blue
                        bytes[x * 4 + 3] = color.alpha
                    }
                }
                png_write_row(png, bytes.baseAddress)
            }
        }
        png_write_end(png, info)
        return output.data
    }

    /// Adds tEXt chunks (iTXt for values outside ASCII, which tEXt's Latin-1 cannot carry).
    private static func setText(_ text: [(key: String, value: String)], png: png_structp?, info: png_infop?) {
        guard !text.isEmpty else { return }
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { cStrings.forEach { free($0) } }
        var entries: [png_text] = []
        for (key, value) in text {
            // PNG keywords are 1–79 printable Latin-1 characters.
            let keyword = String(key.unicodeScalars.filter { $0.value >= 32 && $0.value < 127 }.prefix(79).map(Character.init))
            guard !keyword.isEmpty, let keyPointer = strdup(keyword), let valuePointer = strdup(value) else { continue }
            cStrings += [keyPointer, valuePointer]
            var entry = png_text()
            entry.compression = value.utf8.allSatisfy { $0 < 128 } ? PNG_TEXT_COMPRESSION_NONE : PNG_ITXT_COMPRESSION_NONE
            entry.key = keyPointer
            entry.text = valuePointer
            entry.text_length = strlen(valuePointer)
            entries.append(entry)
        }
        png_set_text(png, info, entries, Int32(entries.count))
    }

    private static func unpremultiply(_ pixel: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = pixel >> 24
        if alpha == 255 {
            return (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
                    UInt8(truncatingIfNeeded: pixel), 255)
        }
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func channel(_ value: UInt32) -> UInt8 { UInt8(min(255, (value * 255 + alpha / 2) / alpha)) }
        return (channel((pixel >> 16) & 0xFF), channel((pixel >> 8) & 0xFF), channel(pixel & 0xFF), UInt8(alpha))
    }

    /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
    private static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw PNGError.cannotWrite(path: url.path, reason: describe(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw PNGError.cannotWrite(path: url.path, reason: reason)
        }
    }

    private static func describe(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }

    static func read(from url: URL) throws -> RasterImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PNGError.cannotRead(path: url.path, reason: describe(error))
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        func failure() -> PNGError {
            let message = withUnsafeBytes(of: image.message) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&image)
            return .invalidPNG(path: url.path, reason: message.isEmpty ? "unreadable data" : message)
        }
        let began = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw failure() }
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw failure() }
        // Memory order B, G, R, A is the native little-endian 0xAARRGGBB; premultiply.
        for index in pixels.indices {
            let pixel = pixels[index]
            let alpha = pixel >> 24
            if alpha != 255 {
                pixels[index] = alpha == 0 ? 0 : (PixelMath.scale(pixel | 0xFF00_0000, by: alpha) & 0x00FF_FFFF) | alpha << 24
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
