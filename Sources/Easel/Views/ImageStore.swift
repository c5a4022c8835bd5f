import Foundation
import EaselRaster
import EaselText

/// Finds and decodes named images once, keeping them for every view that shows them.
final class ImageStore: @unchecked Sendable {
    static let shared = ImageStore()

    /// A decoded image and the scale its file name declares (`@2x` → 2).
    final class Bitmap {
        let name: String
        let image: RasterImage
        let scale: CGFloat
        private var tints: [RGBA: RasterImage] = [:]
        private let lock = NSLock()

        init(name: String, image: RasterImage, scale: CGFloat) {
            self.name = name
            self.image = image
            self.scale = scale
        }

        /// The image's opacity painted with one colour (template rendering).
        func tinted(_ color: RGBA) -> RasterImage {
            lock.lock()
            defer { lock.unlock() }
            if let cached = tints[color] { return cached }
            let c = color
            let pixels = image.pixels.map { pixel -> UInt32 in
                let alpha = Double(pixel >> 24) / 255 * c.alpha
                func channel(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * alpha * 255).rounded()) }
                return (UInt32((alpha * 255).rounded()) << 24) | (channel(c.red) << 16) | (channel(c.green) << 8) | channel(c.blue)
            }
            let result = RasterImage(width: image.width, height: image.height, pixels: pixels)
            tints[color] = result
            return result
        }
    }

    /// Pixels per point SVG images are drawn at: an iPhone's.
    static let vectorScale: CGFloat = 3

    private var cache: [String: Bitmap?] = [:]
    private let lock = NSLock()

    /// The image `name` from the bundle's resources, else from Easel's `assets/images`; nil, after
    /// SwiftUI's warning, when there is none.
    func bitmap(named name: String, bundlePath: String?, dark: Bool = false) -> Bitmap? {
        let key = (bundlePath ?? "") + "|" + name + (dark ? "|dark" : "")
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let loaded = load(name, bundlePath: bundlePath, dark: dark)
        lock.lock()
        cache[key] = loaded
        lock.unlock()
        return loaded
    }

    private func load(_ name: String, bundlePath: String?, dark: Bool) -> Bitmap? {
        if let file = AssetCatalogs.imageFile(named: name, bundlePath: bundlePath, dark: dark) {
            let vectorFormat = file.url.pathExtension.lowercased()
            if vectorFormat == "svg" || vectorFormat == "pdf" {
                // A vector image set: drawn at an iPhone's 3× (a 24-pt icon is 72 pixels).
                do {
                    let image = vectorFormat == "svg" ? try RasterImage.readSVG(from: file.url, scale: Self.vectorScale)
                        : try RasterImage.readPDF(from: file.url, scale: Self.vectorScale)
                    return Bitmap(name: name, image: image, scale: Self.vectorScale)
                } catch {
                    Diagnostics.warnOnce("image-\(file.url.path)", "Image '\(name)': \(error); it is not drawn.")
                    return nil
                }
            }
            guard ["png", "jpg", "jpeg"].contains(file.url.pathExtension.lowercased()) else {
                Diagnostics.warnOnce("image-format-\(file.url.path)",
                                     "Image '\(name)': \(file.url.lastPathComponent) is a vector or other image Easel does not read (it reads PNG, JPEG, SVG and PDF); it is not drawn. Add PNG files to the image set.")
                return nil
            }
            do {
                return Bitmap(name: name, image: try RasterImage.read(from: file.url), scale: file.scale)
            } catch {
                Diagnostics.warnOnce("image-\(file.url.path)", "Image '\(name)' at \(file.url.path) could not be read (\(error)); it is not drawn.")
                return nil
            }
        }
        var folders: [URL] = []
        if let bundlePath { folders.append(URL(fileURLWithPath: bundlePath)) }
        folders.append(AssetLocator.assetsDirectory().appendingPathComponent("images"))
        for folder in folders {
            for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                let url = folder.appendingPathComponent(name + suffix + ".png")
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                do {
                    return Bitmap(name: name, image: try RasterImage.readPNG(from: url), scale: CGFloat(scale))
                } catch {
                    Diagnostics.warnOnce("image-\(url.path)", "Image '\(name)' at \(url.path) could not be read (\(error)); it is not drawn.")
                    return nil
                }
            }
        }
        // SwiftUI's console message for a missing image, with where Easel looked.
        Diagnostics.warnOnce("image-\(name)", "No image named '\(name)' found in asset catalog for \(AssetCatalogs.searchedPlaces(bundlePath: bundlePath)); nor in \(folders.map(\.path).joined(separator: ", "))")
        return nil
    }
}

extension ImageStore.Bitmap: Equatable {
    /// Bitmaps are compared by identity: one decoded image, one bitmap.
    static func == (lhs: ImageStore.Bitmap, rhs: ImageStore.Bitmap) -> Bool { lhs === rhs }
}
