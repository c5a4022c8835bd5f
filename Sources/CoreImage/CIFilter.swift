import Foundation
@_spi(Frameworks) import Easel

public let kCIInputImageKey = "inputImage"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIOutputImageKey = "outputImage"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputColorKey = "inputColor"

/// An image filter (Apple: "CIFilter"), by Core Image's name (`CIFilter(name: "CISepiaTone")`)
/// or built in (`CIFilter.sepiaTone()`, `import CoreImage.CIFilterBuiltins`). Applied here:
/// sepia tone, the mono and noir photo effects, colour controls (saturation, brightness,
/// contrast) and colour inversion; any other known filter passes its input through, said once.
open class CIFilter: @unchecked Sendable {
    /// The filters Core Image has that `CIFilter(name:)` makes (a misspelt name is nil, as on iOS).
    static let knownNames: Set<String> = [
        "CISepiaTone", "CIPhotoEffectNoir", "CIPhotoEffectMono", "CIPhotoEffectChrome", "CIPhotoEffectFade",
        "CIPhotoEffectInstant", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CIColorControls",
        "CIColorInvert", "CIColorMonochrome", "CIGaussianBlur", "CIBoxBlur", "CIDiscBlur", "CIMotionBlur", "CIZoomBlur",
        "CIPixellate", "CICrystallize", "CIPointillize", "CIEdges", "CIEdgeWork", "CIUnsharpMask", "CISharpenLuminance",
        "CIVignette", "CIVignetteEffect", "CITwirlDistortion", "CIBumpDistortion", "CIPinchDistortion", "CIBloom",
        "CIGloom", "CIComicEffect", "CIHueAdjust", "CIExposureAdjust", "CIVibrance", "CIQRCodeGenerator",
        "CICode128BarcodeGenerator", "CIColorPosterize", "CIThermal", "CIXRay", "CIAreaAverage",
    ]

    public let name: String
    var values: [String: Any] = [:]

    public init?(name: String) {
        guard CIFilter.knownNames.contains(name) else { return nil }
        self.name = name
    }

    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    init(builtIn name: String) { self.name = name }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    open func setDefaults() {}
    open var inputKeys: [String] {
        [kCIInputImageKey] + (CIFilter.parameterKeys[name] ?? [])
    }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open var attributes: [String: Any] { ["CIAttributeFilterName": name] }

    static let parameterKeys: [String: [String]] = [
        "CISepiaTone": [kCIInputIntensityKey], "CIColorControls": [kCIInputSaturationKey, kCIInputBrightnessKey, kCIInputContrastKey],
        "CIGaussianBlur": [kCIInputRadiusKey], "CIPixellate": [kCIInputCenterKey, kCIInputScaleKey],
        "CICrystallize": [kCIInputRadiusKey, kCIInputCenterKey], "CITwirlDistortion": [kCIInputCenterKey, kCIInputRadiusKey, kCIInputAngleKey],
        "CIUnsharpMask": [kCIInputRadiusKey, kCIInputIntensityKey], "CIVignette": [kCIInputIntensityKey, kCIInputRadiusKey],
    ]

    func number(_ key: String, _ fallback: Double) -> Double {
        switch values[key] {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return fallback
        }
    }

    /// The filtered image; nil without an input image (a generator makes nothing here).
    open var outputImage: CIImage? {
        guard let input = values[kCIInputImageKey] as? CIImage else {
            if name.hasSuffix("Generator") {
                Diagnostics.note("cifilter-\(name)", "CIFilter \(name): Easel's Core Image does not generate codes; the output is empty.")
            }
            return nil
        }
        switch name {
        case "CISepiaTone":
            // Core Image's sepia matrix (the W3C Filter Effects "sepia" values), mixed by intensity.
            let intensity = number(kCIInputIntensityKey, 1)
            return input.mapPixels { color, _ in
                let (r, g, b) = (color.r, color.g, color.b)
                let sepia = (0.393 * r + 0.769 * g + 0.189 * b, 0.349 * r + 0.686 * g + 0.168 * b, 0.272 * r + 0.534 * g + 0.131 * b)
                color = (r + (sepia.0 - r) * intensity, g + (sepia.1 - g) * intensity, b + (sepia.2 - b) * intensity)
            }
        case "CIPhotoEffectNoir", "CIPhotoEffectMono", "CIPhotoEffectTonal", "CIColorMonochrome":
            return input.mapPixels { color, _ in
                let luma = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b
                color = (luma, luma, luma)
            }
        case "CIColorInvert":
            return input.mapPixels { color, _ in color = (1 - color.r, 1 - color.g, 1 - color.b) }
        case "CIColorControls":
            let saturation = number(kCIInputSaturationKey, 1), brightness = number(kCIInputBrightnessKey, 0)
            let contrast = number(kCIInputContrastKey, 1)
            return input.mapPixels { color, _ in
                let luma = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b
                func adjust(_ value: Double) -> Double { ((luma + (value - luma) * saturation) + brightness - 0.5) * contrast + 0.5 }
                color = (adjust(color.r), adjust(color.g), adjust(color.b))
            }
        case "CIAreaAverage":
            return input.areaAverage(in: (values[kCIInputExtentKey] as? CIVector)?.cgRectValue ?? input.extent)
        default:
            Diagnostics.note("cifilter-\(name)", "CIFilter \(name): Easel's Core Image does not apply this filter; the image is shown unfiltered.")
            return input
        }
    }
}
