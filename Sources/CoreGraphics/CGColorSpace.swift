import Foundation

/// A colour space (Apple: "CGColorSpace"): its model and name. Easel's pixels are sRGB; a grey
/// space is what image-processing code converts to.
public final class CGColorSpace: @unchecked Sendable {
    /// Apple: "CGColorSpaceModel".
    public enum Model: Int32, Sendable { case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ }

    public let model: Model
    public let name: String?

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    /// Apple: "init(name:)" with `CGColorSpace.sRGB`, `.displayP3`, `.linearGray`…
    public convenience init?(name: String) {
        self.init(model: name.lowercased().contains("gray") ? .monochrome : .rgb, name: name)
    }

    public var numberOfComponents: Int { model == .monochrome ? 1 : model == .cmyk ? 4 : 3 }

    public static let sRGB: String = "kCGColorSpaceSRGB"
    public static let displayP3: String = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: String = "kCGColorSpaceGenericRGBLinear"
    public static let linearSRGB: String = "kCGColorSpaceLinearSRGB"
    public static let genericGrayGamma2_2: String = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: String = "kCGColorSpaceLinearGray"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: CGColorSpace.sRGB) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2) }

/// Apple: "CGImageAlphaInfo".
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Apple: "CGBitmapInfo".
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Apple: "CGColorRenderingIntent".
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
