@_implementationOnly import CPoppler
import Foundation

/// PDF images (an asset catalog's vector image set, as Xcode's templates and older apps export
/// icons) drawn to pixels by poppler through cairo; the only file that sees their C types. The
/// first page is the image, its size in PDF points one point each, as Xcode takes it.
public enum PDFCodec {
    /// Why a PDF could not be drawn; the description names it and poppler's reason.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The first page of the PDF in `data`, drawn at `scale` pixels per point on a clear
    /// background.
    public static func decode(_ data: Data, scale: Double, name: String) throws -> RasterImage {
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw Failure(description: "\(name) is not a PDF poppler can read (\(message(of: error)))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw Failure(description: "\(name) has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var pointWidth = 0.0, pointHeight = 0.0
        poppler_page_get_size(page, &pointWidth, &pointHeight)
        let pixelScale = scale.isFinite && scale > 0 ? scale : 1
        let width = Int((pointWidth * pixelScale).rounded(.up)), height = Int((pointHeight * pixelScale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw Failure(description: "\(name)'s page cannot be drawn at \(width) × \(height) pixels")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw Failure(description: "\(name): no memory for \(width) × \(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, Double(width) / pointWidth, Double(height) / pointHeight)
        poppler_page_render(page, context)
        cairo_surface_flush(surface)
        guard let pixelsStart = cairo_image_surface_get_data(surface) else { throw Failure(description: "\(name): cairo drew nothing") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo's ARGB32 is premultiplied 0xAARRGGBB in native-endian words: RasterImage's layout.
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(pixelsStart + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }
}

extension RasterImage {
    /// Reads a PDF file's first page, drawn at `scale` pixels per point.
    public static func readPDF(from url: URL, scale: Double) throws -> RasterImage {
        try PDFCodec.decode(Data(contentsOf: url), scale: scale, name: url.lastPathComponent)
    }
}
