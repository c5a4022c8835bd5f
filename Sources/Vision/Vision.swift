// `import Vision` on Linux: requests run and find nothing, as Vision finds nothing in an image
// with no text, faces or subject: a preview has no Vision models. Handlers and requests
// compile as apps write them (Apple's Vision reference); `perform` succeeds and each request's
// `results` is empty, said once.
@_exported import Foundation
@_exported import CoreImage
@_spi(Frameworks) import Easel

/// A request to analyse an image (Apple: "VNRequest").
open class VNRequest: @unchecked Sendable {
    public typealias CompletionHandler = (VNRequest, Error?) -> Void
    public let completionHandler: CompletionHandler?
    open var results: [VNObservation]? { observations }
    var observations: [VNObservation]?
    open var revision = 1
    open var usesCPUOnly = false

    public init(completionHandler: CompletionHandler? = nil) {
        self.completionHandler = completionHandler
    }

    func run() {
        observations = []
        completionHandler?(self, nil)
    }
}

/// Apple: "VNImageBasedRequest".
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// What a request found (Apple: "VNObservation"). Requests return `[VNObservation]?` here,
/// not each request's own observation type, so that both `request.results as?
/// [VNRecognizedTextObservation]` in a completion handler and `request.results?.first` used as
/// the typed observation compile; the members apps read from the typed observations are on
/// this class too. A preview's requests find nothing, so none is ever read.
open class VNObservation: @unchecked Sendable {
    public let uuid = UUID()
    public var confidence: Float = 1
    /// Apple: VNDetectedObjectObservation's "boundingBox", normalised.
    public var boundingBox: CGRect = .zero
    /// Apple: VNClassificationObservation's "identifier".
    public var identifier = ""

    /// Apple: VNRecognizedTextObservation's "topCandidates(_:)".
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }

    /// Apple: VNInstanceMaskObservation's "allInstances" (iOS 17).
    public var allInstances: IndexSet { IndexSet() }

    /// Apple: VNInstanceMaskObservation's "generateMaskedImage(ofInstances:from:croppedToInstancesExtent:)".
    open func generateMaskedImage(ofInstances instances: IndexSet, from requestHandler: VNImageRequestHandler,
                                  croppedToInstancesExtent: Bool) throws -> CVPixelBuffer {
        throw VNError(.invalidOperation, "no subject in a preview")
    }

    open func generateScaledMaskForImage(forInstances instances: IndexSet, from requestHandler: VNImageRequestHandler) throws -> CVPixelBuffer {
        throw VNError(.invalidOperation, "no subject in a preview")
    }
}

/// Apple: "VNDetectedObjectObservation".
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {}
/// Text found in an image (Apple: "VNRecognizedTextObservation").
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {}
/// Apple: "VNFaceObservation".
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {}
/// Apple: "VNClassificationObservation".
open class VNClassificationObservation: VNObservation, @unchecked Sendable {}
/// A subject's mask (Apple: "VNInstanceMaskObservation", iOS 17).
open class VNInstanceMaskObservation: VNObservation, @unchecked Sendable {}

/// Apple: "VNRecognizedText".
public final class VNRecognizedText: @unchecked Sendable {
    public let string: String
    public let confidence: Float
    init(string: String, confidence: Float) { (self.string, self.confidence) = (string, confidence) }
}

/// Apple: "VNRecognizeTextRequest".
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    /// Apple: "VNRequestTextRecognitionLevel".
    public enum RecognitionLevel: Int, Sendable { case accurate, fast }
    open var recognitionLevel = RecognitionLevel.accurate
    open var recognitionLanguages: [String] = ["en-US"]
    open var usesLanguageCorrection = true
    open var customWords: [String] = []
    open var minimumTextHeight: Float = 0
}

/// Apple: "VNDetectFaceRectanglesRequest".
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {}
/// Apple: "VNClassifyImageRequest".
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {}
/// Apple: "VNGenerateForegroundInstanceMaskRequest" (subject lifting, iOS 17).
open class VNGenerateForegroundInstanceMaskRequest: VNImageBasedRequest, @unchecked Sendable {}

/// Runs requests on one image (Apple: "VNImageRequestHandler").
open class VNImageRequestHandler: @unchecked Sendable {
    let image: CIImage?

    public init(ciImage: CIImage, options: [VNImageOption: Any] = [:]) { image = ciImage }
    public init(ciImage: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) { image = ciImage }
    public init(cgImage: CGImage, options: [VNImageOption: Any] = [:]) { image = CIImage(cgImage: cgImage) }
    public init(cgImage: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) { image = CIImage(cgImage: cgImage) }
    public init(data: Data, options: [VNImageOption: Any] = [:]) { image = CIImage(data: data) }
    public init(url: URL, options: [VNImageOption: Any] = [:]) { image = CIImage(contentsOf: url) }

    /// Runs each request: none finds anything in a preview (said once).
    open func perform(_ requests: [VNRequest]) throws {
        Diagnostics.note("vision-stand-in", "Vision: a preview has no Vision models; requests run and find nothing (Easel's stand-in).")
        for request in requests { request.run() }
    }
}

/// Apple: "VNImageOption".
public struct VNImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}

/// A Vision error (Apple: "VNError").
public struct VNError: Error, CustomNSError, LocalizedError {
    /// Apple: "VNError.Code".
    public enum Code: Int, Sendable { case requestCancelled = 1, invalidFormat, operationFailed, outOfBoundsError, invalidOption, ioError, missingOption, notImplemented, internalError, outOfMemory, unknownError, invalidOperation }
    public let code: Code
    let message: String
    init(_ code: Code, _ message: String) { (self.code, self.message) = (code, message) }
    public static var errorDomain: String { "com.apple.Vision" }
    public var errorCode: Int { code.rawValue }
    public var errorDescription: String? { message }
}
