@_implementationOnly import CRsvg
import Foundation

/// SVG images (an asset catalog's vector image set, `"preserves-vector-representation"`) drawn
/// to pixels by librsvg through cairo; the only file that sees their C types.
///
/// An SVG's size is its `width` and `height` in CSS pixels (one point each, as Xcode takes
/// them), or its `viewBox` when it has neither; it is drawn `scale` pixels to the point.
public enum SVGCodec {
    /// Why an SVG could not be drawn; the description names it and librsvg's reason.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The SVG in `data` drawn at `scale` pixels per point.
    public static func decode(_ data: Data, scale: Double, name: String) throws -> RasterImage {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes -> OpaquePointer? in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return OpaquePointer(rsvg_handle_new_from_data(base, gsize(bytes.count), &error))
        }
        guard let handle else { throw Failure(description: "\(name) is not an SVG librsvg can read (\(message(of: error)))") }
        let rsvg = UnsafeMutablePointer<RsvgHandle>(handle)
        defer { g_object_unref(UnsafeMutableRawPointer(rsvg)) }
        let size = intrinsicSize(rsvg)
        guard size.width > 0, size.height > 0 else {
            throw Failure(description: "\(name) has no size (no width and height, and no viewBox)")
        }
        return try CairoCanvas.draw(size: size, scale: scale, name: name) { context, width, height in
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            guard rsvg_handle_render_document(rsvg, context, &viewport, &error) != 0 else {
                throw Failure(description: "\(name) could not be drawn (\(message(of: error)))")
            }
        }
    }

    /// The size in points: width and height in pixels, else the viewBox's.
    private static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return (width, height)
        }
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var lengthWidth = RsvgLength(), lengthHeight = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
        return hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }
}

extension RasterImage {
    /// Reads an SVG file, drawn at `scale` pixels per point.
    public static func readSVG(from url: URL, scale: Double) throws -> RasterImage {
        try SVGCodec.decode(Data(contentsOf: url), scale: scale, name: url.lastPathComponent)
    }
}

