import CPNG
import Foundation

/// PNG encoding and decoding through libpng; the only file that sees libpng's C types.
///
/// Writing makes the PNG in memory (see `encode`), then writes the file atomically (a
/// temporary file in the same folder renamed over the target), so a reader never sees half a
/// PNG and a failed write leaves nothing behind.
///
/// Reading uses libpng's "simplified" API (`png_image`), which converts any colour type and bit
/// depth to 8-bit BGRA and reports corrupt files through a message instead of `longjmp`,
/// which Swift cannot catch.
enum PNGCodec {
    static let compressionLevel: Int32 = 4
    /// Below this many bytes of scanlines one zlib stream is made; above it, one per core.
    static let minimumBytesPerStrip = 512 * 1024
    /// The largest IDAT chunk written; a PNG may hold its image data in any number of them.
    static let idatChunkBytes = 1 << 20

    /// Accumulates libpng's output; reached from the C callback through `png_get_io_ptr`.
    private final class OutputBytes {
        var data = Data()
    }

    static func write(_ buffer: PixelBuffer, to url: URL, text: [(key: String, value: String)]) throws {
        // A PNG holds at least one pixel (libpng rejects an empty IHDR, and could only abort).
        if let problem = PixelBuffer.sizeProblem(width: buffer.width, height: buffer.height) {
            throw PNGError.cannotWrite(path: url.path, reason: String(problem.dropLast()))
        }
        let encoded = encode(buffer, text: text)
        try writeAtomically(encoded, to: url)
    }

    /// The PNG bytes of `buffer`: RGB if every pixel is opaque, else RGBA; un-premultiplied.
    ///
    /// 1. Rows become scanlines with filter type None, converted in parallel.
    /// 2. zlib compresses them at `compressionLevel`, in one strip per core: pigz's scheme, each
    ///    strip primed with the previous 32 KiB as its dictionary (so matches reach across the
    ///    seam) and ended with a sync flush, the last one finished, and the Adler-32 of the whole
    ///    combined from the strips' (`adler32_combine`).
    /// 3. libpng writes the signature, IHDR, the text chunks, the compressed data as IDAT chunks
    ///    and IEND, computing every chunk's CRC.
    ///
    /// Measured with libpng 1.6 and zlib 1.2.13 on the 1280×800 benchmark scene and the seed
    /// SignIn screen at 1179×2556 (`make bench`), on one core: filter None at level 4 made the
    /// smallest files short of level 6 (943 kB, 31 kB) in about a third and a half of Pillow's
    /// time; libpng's adaptive Sub/Up/Paeth heuristic took as long as Pillow for a file 7% and
    /// 97% larger; levels 1–3 doubled the SignIn file; Z_RLE with Sub was fastest but 12% and
    /// 55% larger.
    static func encode(_ buffer: PixelBuffer, text: [(key: String, value: String)],
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Data {
        // Every alpha is 255 when the AND of all pixels still has it (one pass, vectorised).
        var allBits: UInt32 = 0xFFFF_FFFF
        for pixel in buffer.pixels { allBits &= pixel }
        let opaque = allBits >> 24 == 255
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + buffer.width * channels

        // Step 1.
        var scanlines = [UInt8](repeating: 0, count: rowBytes * buffer.height)
        let workers = max(1, min(threads, buffer.height))
        scanlines.withUnsafeMutableBufferPointer { scanlineBytes in
            let base = scanlineBytes.baseAddress!
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for y in (buffer.height * worker / workers)..<(buffer.height * (worker + 1) / workers) {
                    let pixels = UnsafePointer(buffer.pixels.baseAddress! + y * buffer.width)
                    let row = base + y * rowBytes + 1  // the filter byte stays 0: None
                    if opaque {
                        packRGB(pixels, count: buffer.width, into: row)
                    } else {
                        for x in 0..<buffer.width {
                            let color = unpremultiply(pixels[x])
                            row[x * 4] = color.red
                            row[x * 4 + 1] = color.green
                            row[x * 4 + 2] = color.blue
                            row[x * 4 + 3] = color.alpha
                        }
                    }
                }
            }
        }
        // Step 2.
        let strips = max(1, min(threads, scanlines.count / minimumBytesPerStrip))
        let compressed = scanlines.withUnsafeBufferPointer { deflate($0, strips: strips) }

        // Step 3.
        let output = OutputBytes()
        output.data.reserveCapacity(compressed.count + 1024)
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
        setText(text, png: png, info: info)
        png_write_info(png, info)
        compressed.withUnsafeBufferPointer { bytes in
            var start = 0
            repeat {
                let end = min(start + idatChunkBytes, bytes.count)
                png_write_chunk(png, Array("IDAT".utf8), bytes.baseAddress! + start, end - start)
                start = end
            } while start < bytes.count
        }
        png_write_chunk(png, Array("IEND".utf8), nil, 0)
        return output.data
    }

    /// Step 2: the zlib stream (RFC 1950) of `input`, compressed as `strips` pieces at once.
    private static func deflate(_ input: UnsafeBufferPointer<UInt8>, strips: Int) -> [UInt8] {
        let bounds = (0...strips).map { input.count * $0 / strips }
        var pieces = [[UInt8]](repeating: [], count: strips)
        var checksums = [UInt](repeating: 0, count: strips)
        pieces.withUnsafeMutableBufferPointer { pieceBuffer in
            checksums.withUnsafeMutableBufferPointer { checksumBuffer in
                DispatchQueue.concurrentPerform(iterations: strips) { strip in
                    let start = bounds[strip], length = bounds[strip + 1] - start
                    let isFirst = strip == 0, isLast = strip == strips - 1
                    var stream = z_stream()
                    // The first strip carries the zlib header; the others are raw deflate data.
                    deflateInit2_(&stream, compressionLevel, Z_DEFLATED, isFirst ? MAX_WBITS : -MAX_WBITS, 8,
                                  Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                    defer { deflateEnd(&stream) }
                    if !isFirst {
                        let window = min(start, 32 * 1024)
                        deflateSetDictionary(&stream, input.baseAddress! + start - window, uInt(window))
                    }
                    var piece = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(length))) + 64)
                    var produced = 0
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + start)
                    stream.avail_in = uInt(length)
                    while true {
                        if produced == piece.count { piece.append(contentsOf: repeatElement(0, count: piece.count / 2)) }
                        let result: Int32 = piece.withUnsafeMutableBufferPointer { out in
                            stream.next_out = out.baseAddress! + produced
                            stream.avail_out = uInt(out.count - produced)
                            let result = CPNG.deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
                            produced = out.count - Int(stream.avail_out)
                            return result
                        }
                        // Done when the last strip ends its stream, or another has flushed all
                        // its input with output room to spare.
                        if isLast ? result == Z_STREAM_END : (stream.avail_in == 0 && stream.avail_out > 0) { break }
                    }
                    piece.removeLast(piece.count - produced)
                    pieceBuffer[strip] = piece
                    // A zlib-wrapped stream keeps the Adler-32 of what it took; a raw one does not.
                    if strips > 1 {
                        checksumBuffer[strip] = isFirst ? stream.adler : adler32(1, input.baseAddress! + start, uInt(length))
                    }
                }
            }
        }
        guard strips > 1 else { return pieces[0] }  // one zlib stream, trailer included
        var stream = pieces.flatMap { $0 }
        var checksum = checksums[0]
        for strip in 1..<strips {
            checksum = adler32_combine(checksum, checksums[strip], off_t(bounds[strip + 1] - bounds[strip]))
        }
        // The zlib trailer: the Adler-32 of all the data, most significant byte first.
        stream += [UInt8(truncatingIfNeeded: checksum >> 24), UInt8(truncatingIfNeeded: checksum >> 16),
                   UInt8(truncatingIfNeeded: checksum >> 8), UInt8(truncatingIfNeeded: checksum)]
        return stream
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

    /// Opaque 0xAARRGGBB pixels as R, G, B bytes. Byte-swapped, a pixel is 0xBBGGRRAA, and
    /// shifted down 8 bits its low three bytes are R, G, B in memory order; four pixels then
    /// pack into three 32-bit words.
    @inline(__always)
    private static func packRGB(_ pixels: UnsafePointer<UInt32>, count: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(bytes)
        var x = 0
        while x + 4 <= count {
            let c0 = pixels[x].byteSwapped >> 8, c1 = pixels[x + 1].byteSwapped >> 8
            let c2 = pixels[x + 2].byteSwapped >> 8, c3 = pixels[x + 3].byteSwapped >> 8
            raw.storeBytes(of: (c0 | c1 << 24).littleEndian, toByteOffset: x * 3, as: UInt32.self)
            raw.storeBytes(of: (c1 >> 8 | c2 << 16).littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
            raw.storeBytes(of: (c2 >> 16 | c3 << 8).littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
            x += 4
        }
        while x < count {
            let pixel = pixels[x]
            bytes[x * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
            bytes[x * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            bytes[x * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
            x += 1
        }
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
    ///
    /// The temporary is `.NAME.easel-PID.tmp`: a process killed mid-write (even by SIGKILL,
    /// which nothing can catch) leaves it behind, and the next write into the folder removes
    /// every such file whose process is gone.
    private static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        removeStaleTemporaries(in: folder)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent)\(temporaryMarker)\(getpid()).tmp")
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

    static let temporaryMarker = ".easel-"

    /// Removes the temporaries of writes whose process no longer runs.
    static func removeStaleTemporaries(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let marker = name.range(of: temporaryMarker, options: .backwards),
                  let pid = Int32(name[marker.upperBound...].dropLast(4)), pid > 0 else { continue }
            // kill(pid, 0) checks that the process exists without signalling it.
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
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
        return try decode(data, path: url.path)
    }

    /// Decodes PNG bytes; `path` names them in errors.
    static func decode(_ data: Data, path: String) throws -> RasterImage {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        func failure() -> PNGError {
            let message = withUnsafeBytes(of: image.message) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&image)
            return .invalidPNG(path: path, reason: message.isEmpty ? "unreadable data" : message)
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
