import Foundation
import Dispatch

/// Dispatch's time constants (Apple declares them beside `DispatchTime`; Linux's Dispatch does
/// not), as `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)` writes them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

extension DispatchSourceProtocol {
    /// Apple: "DispatchSourceProtocol.DispatchSourceHandler", an event handler's type.
    public typealias DispatchSourceHandler = () -> Void
}
