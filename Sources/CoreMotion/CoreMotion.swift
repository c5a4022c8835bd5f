// `import CoreMotion` on Linux: the motion sensors as the iOS Simulator has them — none. Every
// `is…Available` is false, updates started never come and queries answer "not available", so an
// app shows what it shows on a simulator (a still parallax card, a step count of zero); a
// preview says so once. The data types are there, with UIKit's fields, for code that reads them.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// Apple: "CMAcceleration" (in g).
public struct CMAcceleration: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// Apple: "CMRotationRate" (radians per second).
public struct CMRotationRate: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// Apple: "CMMagneticField" (microteslas).
public struct CMMagneticField: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// Apple: "CMQuaternion".
public struct CMQuaternion: Sendable, Equatable {
    public var x: Double, y: Double, z: Double, w: Double
    public init() { (x, y, z, w) = (0, 0, 0, 1) }
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// Apple: "CMRotationMatrix".
public struct CMRotationMatrix: Sendable, Equatable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0, m31 = 0.0, m32 = 0.0, m33 = 1.0
    public init() {}
}

/// Apple: "CMAttitudeReferenceFrame".
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// Apple: "CMLogItem": a sample with its time.
open class CMLogItem: NSObject, @unchecked Sendable {
    open var timestamp: TimeInterval = 0
}

/// Apple: "CMAttitude": a device lying flat, facing up.
open class CMAttitude: NSObject, @unchecked Sendable {
    open var roll: Double = 0
    open var pitch: Double = 0
    open var yaw: Double = 0
    open var quaternion = CMQuaternion()
    open var rotationMatrix = CMRotationMatrix()
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// Apple: "CMDeviceMotion".
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    open var attitude = CMAttitude()
    open var rotationRate = CMRotationRate()
    open var gravity = CMAcceleration(x: 0, y: 0, z: -1)
    open var userAcceleration = CMAcceleration()
    open var heading: Double = 0
}

/// Apple: "CMAccelerometerData".
open class CMAccelerometerData: CMLogItem, @unchecked Sendable { open var acceleration = CMAcceleration(x: 0, y: 0, z: -1) }
/// Apple: "CMGyroData".
open class CMGyroData: CMLogItem, @unchecked Sendable { open var rotationRate = CMRotationRate() }
/// Apple: "CMMagnetometerData".
open class CMMagnetometerData: CMLogItem, @unchecked Sendable { open var magneticField = CMMagneticField() }

public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, Error?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void

/// Apple: "CMErrorDomain" and its codes.
public let CMErrorDomain = "CMErrorDomain"
/// Apple: "CMErrorMotionActivityNotAvailable".
public let CMErrorMotionActivityNotAvailable = 104

enum MotionPreview {
    static func note(_ what: String) {
        Diagnostics.note("coremotion", "CoreMotion: \(what): a preview has no motion sensors, as the iOS Simulator has none; no updates come.")
    }

    static var notAvailable: NSError {
        NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable,
                userInfo: [NSLocalizedDescriptionKey: "Motion data is not available in a preview."])
    }
}

/// The motion sensors (Apple: "CMMotionManager"): none are available; updates started never come.
open class CMMotionManager: NSObject, @unchecked Sendable {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open private(set) var isAccelerometerActive = false
    open private(set) var isGyroActive = false
    open private(set) var isMagnetometerActive = false
    open private(set) var isDeviceMotionActive = false
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    public override init() { super.init() }

    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    open func startAccelerometerUpdates() { MotionPreview.note("startAccelerometerUpdates") }
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        MotionPreview.note("startAccelerometerUpdates")
    }
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() { MotionPreview.note("startGyroUpdates") }
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) { MotionPreview.note("startGyroUpdates") }
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() { MotionPreview.note("startMagnetometerUpdates") }
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        MotionPreview.note("startMagnetometerUpdates")
    }
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() { MotionPreview.note("startDeviceMotionUpdates") }
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) { MotionPreview.note("startDeviceMotionUpdates") }
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        MotionPreview.note("startDeviceMotionUpdates")
    }
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {
        MotionPreview.note("startDeviceMotionUpdates")
    }
    open func stopDeviceMotionUpdates() {}
}

/// Apple: "CMPedometerData".
open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate = Date()
    open var endDate = Date()
    open var numberOfSteps: NSNumber = 0
    open var distance: NSNumber?
    open var floorsAscended: NSNumber?
    open var floorsDescended: NSNumber?
    open var currentPace: NSNumber?
    open var currentCadence: NSNumber?
    open var averageActivePace: NSNumber?
}

public typealias CMPedometerHandler = (CMPedometerData?, Error?) -> Void

/// Apple: "CMAuthorizationStatus".
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// The step counter (Apple: "CMPedometer"): not available; queries answer with an error.
open class CMPedometer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        MotionPreview.note("queryPedometerData")
        handler(nil, MotionPreview.notAvailable)
    }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) { MotionPreview.note("startUpdates") }
    open func stopUpdates() {}
}

/// Apple: "CMMotionActivity".
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    open var startDate = Date()
    open var stationary = true
    open var walking = false
    open var running = false
    open var automotive = false
    open var cycling = false
    open var unknown = false
}

/// The activity recogniser (Apple: "CMMotionActivityManager"): not available.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {
        MotionPreview.note("startActivityUpdates")
    }
    open func stopActivityUpdates() {}
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping ([CMMotionActivity]?, Error?) -> Void) {
        MotionPreview.note("queryActivityStarting")
        handler(nil, MotionPreview.notAvailable)
    }
}

/// Apple: "CMAltitudeData".
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    open var relativeAltitude: NSNumber = 0
    open var pressure: NSNumber = 101.325
}

/// The barometer (Apple: "CMAltimeter"): not available.
open class CMAltimeter: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, Error?) -> Void) {
        MotionPreview.note("startRelativeAltitudeUpdates")
    }
    open func stopRelativeAltitudeUpdates() {}
}
