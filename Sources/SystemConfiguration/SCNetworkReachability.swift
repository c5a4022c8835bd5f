// `import SystemConfiguration` on Linux: the reachability API older apps check the network
// with (Apple's "SCNetworkReachability"). A preview's device is online over Wi-Fi (as in
// `Network`'s stand-in): every target is reachable directly, never through a connection still
// to be made, and callbacks are told that once when they are scheduled. Said once.
@_exported import Foundation
@_spi(Frameworks) import Easel
import EaselFoundation
#if canImport(Glibc)
@_exported import Glibc
#endif

/// A reachability reference (Apple: "SCNetworkReachability").
public final class SCNetworkReachability: @unchecked Sendable {
    let name: String?
    var callback: SCNetworkReachabilityCallBack?
    var info: UnsafeMutableRawPointer?

    init(name: String?) {
        self.name = name
        Diagnostics.note("reachability-stand-in", "SystemConfiguration: a preview's device is online over Wi-Fi; every host is reachable (Easel's stand-in).")
    }
}

/// Apple: "SCNetworkReachabilityFlags".
public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

/// Apple: "SCNetworkReachabilityCallBack" (a C function there; the closure literals apps pass
/// capture nothing, so they are one here too).
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// Apple: "SCNetworkReachabilityContext".
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?)?

    public init() {
        version = 0
    }

    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// What the preview's device answers for every target: reachable, directly.
let previewFlags: SCNetworkReachabilityFlags = [.reachable]

/// Apple: "SCNetworkReachabilityCreateWithName(_:_:)".
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(name: String(cString: nodename))
}

/// Apple: "SCNetworkReachabilityCreateWithAddress(_:_:)".
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(name: nil)
}

/// Apple: "SCNetworkReachabilityGetFlags(_:_:)".
@discardableResult
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = previewFlags
    return true
}

/// Apple: "SCNetworkReachabilitySetCallback(_:_:_:)".
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    target.callback = callout
    target.info = context?.pointee.info
    return true
}

/// Apple: "SCNetworkReachabilitySetDispatchQueue(_:_:)": the callback is told the flags on
/// `queue`, once.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    guard let queue, let callback = target.callback else { return true }
    nonisolated(unsafe) let info = target.info
    queue.async { callback(target, previewFlags, info) }
    return true
}

/// Apple: "SCNetworkReachabilityScheduleWithRunLoop(_:_:_:)": the callback is told the flags
/// on the main queue, once.
@discardableResult
public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: RunLoop, _ runLoopMode: Any) -> Bool {
    SCNetworkReachabilitySetDispatchQueue(target, .main)
}

/// Apple: "SCNetworkReachabilityUnscheduleFromRunLoop(_:_:_:)".
@discardableResult
public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: RunLoop, _ runLoopMode: Any) -> Bool {
    target.callback = nil
    return true
}

// BSD's socket addresses carry their length, which Linux's do not: code that fills a
// `sockaddr_in` for `SCNetworkReachabilityCreateWithAddress` sets it.
extension sockaddr_in {
    /// Apple: BSD's `sin_len`; on Linux the structure's size, and setting it changes nothing.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// Apple: BSD's `sin6_len`.
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}

extension sockaddr {
    /// Apple: BSD's `sa_len`.
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}
