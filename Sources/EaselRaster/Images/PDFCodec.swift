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
        guard pointWidth > 0, pointHeight > 0 else { throw Failure(description: "\(name)'s first page has no size") }
        return try CairoCanvas.draw(size: (pointWidth, pointHeight), scale: scale, name: name) { context, width, height in
            cairo_scale(context, Double(width) / pointWidth, Double(height) / pointHeight)
            poppler_page_render(page, context)
        }
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
