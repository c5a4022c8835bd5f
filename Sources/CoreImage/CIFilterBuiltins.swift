import Foundation

// `import CoreImage.CIFilterBuiltins`: the typed filters (Apple: "CIFilter.sepiaTone()" and
// the `CISepiaTone`… protocols). One class serves every built-in filter's properties.

public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

public protocol CISepiaTone: CIFilterProtocol { var inputImage: CIImage? { get set }; var intensity: Float { get set } }
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }; var saturation: Float { get set }; var brightness: Float { get set }; var contrast: Float { get set }
}
public protocol CIPhotoEffect: CIFilterProtocol { var inputImage: CIImage? { get set } }
public protocol CIColorInvert: CIFilterProtocol { var inputImage: CIImage? { get set } }
public protocol CIGaussianBlur: CIFilterProtocol { var inputImage: CIImage? { get set }; var radius: Float { get set } }
public protocol CIPixellate: CIFilterProtocol { var inputImage: CIImage? { get set }; var center: CGPoint { get set }; var scale: Float { get set } }
public protocol CICrystallize: CIFilterProtocol { var inputImage: CIImage? { get set }; var center: CGPoint { get set }; var radius: Float { get set } }
public protocol CITwirlDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }; var center: CGPoint { get set }; var radius: Float { get set }; var angle: Float { get set }
}
public protocol CIUnsharpMask: CIFilterProtocol { var inputImage: CIImage? { get set }; var radius: Float { get set }; var intensity: Float { get set } }
public protocol CIVignette: CIFilterProtocol { var inputImage: CIImage? { get set }; var radius: Float { get set }; var intensity: Float { get set } }
public protocol CIQRCodeGenerator: CIFilterProtocol { var message: Data { get set }; var correctionLevel: String { get set } }

/// Every built-in filter's typed properties, kept in the filter's values by Core Image's keys.
public final class _CIBuiltInFilter: CIFilter, CISepiaTone, CIColorControls, CIPhotoEffect, CIColorInvert, CIGaussianBlur,
    CIPixellate, CICrystallize, CITwirlDistortion, CIUnsharpMask, CIVignette, CIQRCodeGenerator, @unchecked Sendable {
    private func float(_ key: String, _ fallback: Float) -> Float { Float(number(key, Double(fallback))) }
    public var inputImage: CIImage? { get { values[kCIInputImageKey] as? CIImage } set { values[kCIInputImageKey] = newValue } }
    public var intensity: Float { get { float(kCIInputIntensityKey, 1) } set { values[kCIInputIntensityKey] = newValue } }
    public var radius: Float { get { float(kCIInputRadiusKey, 10) } set { values[kCIInputRadiusKey] = newValue } }
    public var scale: Float { get { float(kCIInputScaleKey, 8) } set { values[kCIInputScaleKey] = newValue } }
    public var angle: Float { get { float(kCIInputAngleKey, 3.14) } set { values[kCIInputAngleKey] = newValue } }
    public var saturation: Float { get { float(kCIInputSaturationKey, 1) } set { values[kCIInputSaturationKey] = newValue } }
    public var brightness: Float { get { float(kCIInputBrightnessKey, 0) } set { values[kCIInputBrightnessKey] = newValue } }
    public var contrast: Float { get { float(kCIInputContrastKey, 1) } set { values[kCIInputContrastKey] = newValue } }
    public var center: CGPoint { get { values[kCIInputCenterKey] as? CGPoint ?? CGPoint(x: 150, y: 150) } set { values[kCIInputCenterKey] = newValue } }
    public var message: Data { get { values["inputMessage"] as? Data ?? Data() } set { values["inputMessage"] = newValue } }
    public var correctionLevel: String { get { values["inputCorrectionLevel"] as? String ?? "M" } set { values["inputCorrectionLevel"] = newValue } }
}

extension CIFilter {
    public static func sepiaTone() -> CIFilter & CISepiaTone { _CIBuiltInFilter(builtIn: "CISepiaTone") }
    public static func colorControls() -> CIFilter & CIColorControls { _CIBuiltInFilter(builtIn: "CIColorControls") }
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { _CIBuiltInFilter(builtIn: "CIPhotoEffectNoir") }
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { _CIBuiltInFilter(builtIn: "CIPhotoEffectMono") }
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { _CIBuiltInFilter(builtIn: "CIPhotoEffectChrome") }
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { _CIBuiltInFilter(builtIn: "CIPhotoEffectInstant") }
    public static func colorInvert() -> CIFilter & CIColorInvert { _CIBuiltInFilter(builtIn: "CIColorInvert") }
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { _CIBuiltInFilter(builtIn: "CIGaussianBlur") }
    public static func pixellate() -> CIFilter & CIPixellate { _CIBuiltInFilter(builtIn: "CIPixellate") }
    public static func crystallize() -> CIFilter & CICrystallize { _CIBuiltInFilter(builtIn: "CICrystallize") }
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion { _CIBuiltInFilter(builtIn: "CITwirlDistortion") }
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { _CIBuiltInFilter(builtIn: "CIUnsharpMask") }
    public static func vignette() -> CIFilter & CIVignette { _CIBuiltInFilter(builtIn: "CIVignette") }
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { _CIBuiltInFilter(builtIn: "CIQRCodeGenerator") }
}
