import Foundation
import QuartzCore
@_spi(Frameworks) import Easel

// The camera, as a scanner or a photo screen sets it up (Apple: "AVCaptureSession" and its
// inputs and outputs). A preview runs as a simulator does: there is no camera, so
// `AVCaptureDevice.default(for: .video)` is nil and the app takes its no-camera path, and
// permission is granted. A session can still be made, configured and started; it captures
// nothing, said once.

/// Apple: "AVMediaType".
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let metadata = AVMediaType("meta")
}

/// Apple: "AVAuthorizationStatus".
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// A camera or microphone (Apple: "AVCaptureDevice"); a preview has none.
open class AVCaptureDevice: NSObject {
    /// Apple: "AVCaptureDevice.Position".
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// Apple: "AVCaptureDevice.DeviceType".
    public struct DeviceType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    public let position = Position.unspecified
    public var hasTorch: Bool { false }

    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        MediaStandIn.sayNoCamera()
        return nil
    }

    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        MediaStandIn.sayNoCamera()
        return nil
    }

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .authorized }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { handler(true) }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { true }
}

/// Apple: "AVCaptureInput".
open class AVCaptureInput: NSObject {}

/// Apple: "AVCaptureDeviceInput".
open class AVCaptureDeviceInput: AVCaptureInput {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// Apple: "AVCaptureOutput".
open class AVCaptureOutput: NSObject {}

/// Apple: "AVCaptureConnection".
open class AVCaptureConnection: NSObject {}

/// A capture session (Apple: "AVCaptureSession"): kept, started and stopped; it captures nothing.
open class AVCaptureSession: NSObject {
    /// Apple: "AVCaptureSession.Preset".
    public struct Preset: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    }

    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open private(set) var isRunning = false

    public override init() { super.init() }

    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}

    open func startRunning() {
        MediaStandIn.sayNoCamera()
        isRunning = true
    }

    open func stopRunning() { isRunning = false }
}

/// Apple: "AVMetadataObject".
open class AVMetadataObject: NSObject {
    /// Apple: "AVMetadataObject.ObjectType".
    public struct ObjectType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let face = ObjectType(rawValue: "face")
    }

    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}

/// A scanned code (Apple: "AVMetadataMachineReadableCodeObject").
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    open var stringValue: String? { nil }
}

/// Apple: "AVCaptureMetadataOutputObjectsDelegate".
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// Codes found in the picture (Apple: "AVCaptureMetadataOutput"); a preview finds none.
open class AVCaptureMetadataOutput: AVCaptureOutput {
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [.qr, .ean8, .ean13, .upce, .code39, .code93, .code128, .pdf417, .aztec, .dataMatrix] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open private(set) weak var metadataObjectsDelegate: AVCaptureMetadataOutputObjectsDelegate?

    public override init() { super.init() }

    open func setMetadataObjectsDelegate(_ delegate: AVCaptureMetadataOutputObjectsDelegate?, queue: DispatchQueue?) {
        metadataObjectsDelegate = delegate
    }
}

/// Apple: "AVCapturePhotoOutput"; a preview takes no photo.
open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() { super.init() }
}

/// Apple: "AVLayerVideoGravity".
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// The camera's picture as a layer (Apple: "AVCaptureVideoPreviewLayer"); it stays empty.
open class AVCaptureVideoPreviewLayer: CALayer {
    public let session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect

    public init(session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    public override init() {
        session = nil
        super.init()
    }
}

extension MediaStandIn {
    static func sayNoCamera() {
        Diagnostics.note("avfoundation-camera", "AVFoundation: a preview has no camera, as a simulator has none (AVCaptureDevice.default is nil; a session captures nothing).")
    }
}
