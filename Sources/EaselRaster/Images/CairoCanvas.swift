// Cairo comes with librsvg's module (and poppler's); either declares it.
@_implementationOnly import CRsvg
import Foundation

/// A cairo image surface to draw a vector image on, read back as a `RasterImage`: what the SVG
/// and PDF decoders share.
enum CairoCanvas {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `draw` paints the image, `size` points at `scale` pixels per point, on a clear surface
    /// (it is given the cairo context and the size in pixels).
    static func draw(size: (width: Double, height: Double), scale: Double, name: String,
                     _ paint: (OpaquePointer, Int, Int) throws -> Void) throws -> RasterImage {
        let pixelScale = scale.isFinite && scale > 0 ? scale : 1
        let width = Int((size.width * pixelScale).rounded(.up)), height = Int((size.height * pixelScale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw Failure(description: "\(name) cannot be drawn at \(width) × \(height) pixels")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw Failure(description: "\(name): no memory for \(width) × \(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw Failure(description: "\(name): cairo could not draw") }
        defer { cairo_destroy(context) }
        try paint(context, width, height)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure(description: "\(name): cairo drew nothing") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo's ARGB32 is premultiplied 0xAARRGGBB in native-endian words: RasterImage's layout.
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
