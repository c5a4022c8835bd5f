import Foundation
@_spi(Frameworks) import Easel
import EaselRaster

extension CGImage {
    /// An image of a provider's bytes (Apple: "init(width:height:bitsPerComponent:bitsPerPixel:
    /// bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)"): 8-bit grey, or
    /// 8-bit RGBA with the alpha last (premultiplied or not) or none; nil for other layouts or
    /// too few bytes, as Core Graphics answers.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                             bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 8 || bitsPerPixel == 32,
              let data = provider.data.map({ Data(referencing: $0) }), data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8
        else { return nil }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let premultiplied = alpha == .premultipliedLast || alpha == .premultipliedFirst
        let hasAlpha = alpha != .none && alpha != .noneSkipLast && alpha != .noneSkipFirst
        var pixels = [UInt32](repeating: 0, count: width * height)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for row in 0..<height {
                for column in 0..<width {
                    let base = row * bytesPerRow + column * bitsPerPixel / 8
                    guard bitsPerPixel == 32 else {
                        let value = UInt32(bytes[base])
                        pixels[row * width + column] = 0xFF00_0000 | value << 16 | value << 8 | value
                        continue
                    }
                    let a = hasAlpha ? UInt32(bytes[base + 3]) : 255
                    func channel(_ value: UInt8) -> UInt32 { premultiplied || a == 255 ? UInt32(value) : UInt32(value) * a / 255 }
                    pixels[row * width + column] = a << 24 | channel(bytes[base]) << 16 | channel(bytes[base + 1]) << 8 | channel(bytes[base + 2])
                }
            }
        }
        self.init(_raster: RasterImage(width: width, height: height, pixels: pixels))
    }
}
