import Foundation
import CTurboJPEG

/// Reads JPEG files through libjpeg-turbo's TurboJPEG API, into the same premultiplied BGRA
/// pixels as PNGs (a JPEG is opaque, so premultiplying changes nothing).
enum JPEGCodec {
    static func read(from url: URL) throws -> RasterImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw JPEGError.cannotRead(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, path: url.path)
    }

    /// Decodes JPEG bytes; `path` names them in errors.
    static func decode(_ data: Data, path: String) throws -> RasterImage {
        guard let handle = tjInitDecompress() else {
            throw JPEGError.invalidJPEG(path: path, reason: "libjpeg-turbo could not start a decoder")
        }
        defer { tjDestroy(handle) }
        func failure(_ what: String) -> JPEGError {
            JPEGError.invalidJPEG(path: path, reason: "\(what): \(String(cString: tjGetErrorStr2(handle)))")
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = data.withUnsafeBytes { bytes in
            tjDecompressHeader3(handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure("header") }
        if let problem = PixelBuffer.sizeProblem(width: Int(width), height: Int(height)) {
            throw JPEGError.invalidJPEG(path: path, reason: problem)
        }
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        // TJPF_BGRA in memory is 0xAARRGGBB in a little-endian word, alpha filled with 0xFF.
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBytes { target in
                tjDecompress2(handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count),
                              target.bindMemory(to: UInt8.self).baseAddress, width, width * 4, height, Int32(TJPF_BGRA.rawValue), 0)
            }
        }
        guard status == 0 else { throw failure("pixels") }
        return RasterImage(width: Int(width), height: Int(height), pixels: pixels)
    }
}

extension RasterImage {
    /// Reads a PNG or a JPEG, told apart by their first bytes.
    public static func read(from url: URL) throws -> RasterImage {
        if let handle = FileHandle(forReadingAtPath: url.path) {
            let magic = handle.readData(ofLength: 3)
            try? handle.close()
            if magic.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGCodec.read(from: url) }
        }
        return try readPNG(from: url)
    }

    /// Decodes PNG or JPEG bytes in memory, told apart by their first bytes; `name` stands for
    /// them in errors.
    public static func decode(_ data: Data, name: String = "image data") throws -> RasterImage {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGCodec.decode(data, path: name) }
        return try PNGCodec.decode(data, path: name)
    }
}

/// Why a JPEG could not be read.
public enum JPEGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case cannotRead(path: String, reason: String)
    case invalidJPEG(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "Could not read the JPEG file \(path): \(reason). Check the path and its permissions."
        case .invalidJPEG(let path, let reason):
            return "\(path) is not a JPEG image Easel can decode (libjpeg-turbo: \(reason)). Re-export it as JPEG or PNG."
        }
    }

    public var errorDescription: String? { description }
}
