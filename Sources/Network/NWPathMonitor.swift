// `import Network` on Linux: the path monitor apps use to know whether they are online
// (Apple's Network framework, "NWPathMonitor", "NWPath", "NWInterface"). A preview's device is
// online over Wi-Fi, with cellular data beside it, as a simulator on a connected Mac is: each
// monitor reports that path once when it starts (and its `AsyncSequence` yields it), and never
// a change. Said once. Connections (`NWConnection`, `NWListener`) are not provided.
@_exported import Foundation
@_spi(Frameworks) import Easel

/// A network interface (Apple: "NWInterface").
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// Apple: "NWInterface.InterfaceType".
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    public let name: String
    public let type: InterfaceType
    public let index: Int

    public var debugDescription: String { name }

    static let wifi = NWInterface(name: "en0", type: .wifi, index: 1)
    static let cellular = NWInterface(name: "pdp_ip0", type: .cellular, index: 2)
    static let loopback = NWInterface(name: "lo0", type: .loopback, index: 3)
}

/// What a path is like: whether data can go out, and over which interfaces (Apple: "NWPath").
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Apple: "NWPath.Status".
    public enum Status: Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// Apple: "NWPath.UnsatisfiedReason".
    public enum UnsatisfiedReason: Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    public let status: Status
    public let availableInterfaces: [NWInterface]

    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    /// Cellular data is expensive; the preview's path goes over Wi-Fi when it may.
    public var isExpensive: Bool { availableInterfaces.first?.type == .cellular }
    public var isConstrained: Bool { false }
    public var supportsIPv4: Bool { status == .satisfied }
    public var supportsIPv6: Bool { status == .satisfied }
    public var supportsDNS: Bool { status == .satisfied }

    /// Whether the path goes over an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.first?.type == type
    }

    public var debugDescription: String {
        status == .satisfied ? "satisfied (\(availableInterfaces.map(\.name).joined(separator: ", ")))" : "unsatisfied (No network route)"
    }

    /// The preview device's path, for a monitor that requires or prohibits interface types.
    static func preview(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        var interfaces = [NWInterface.wifi, NWInterface.cellular].filter { !prohibited.contains($0.type) }
        if let required {
            interfaces = required == .loopback ? [NWInterface.loopback] : interfaces.filter { $0.type == required }
        }
        return NWPath(status: interfaces.isEmpty ? .unsatisfied : .satisfied, availableInterfaces: interfaces)
    }
}

/// Watches the network path (Apple: "NWPathMonitor"): `pathUpdateHandler` is called on the
/// monitor's queue with the path when it starts.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public private(set) var currentPath: NWPath
    public private(set) var queue: DispatchQueue?
    private var isCancelled = false
    private var continuations: [AsyncStream<NWPath>.Continuation] = []
    private let lock = NSLock()

    public init() {
        currentPath = .preview(required: nil, prohibited: [])
    }

    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        currentPath = .preview(required: requiredInterfaceType, prohibited: [])
    }

    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        currentPath = .preview(required: nil, prohibited: prohibitedInterfaceTypes)
    }

    /// Starts watching: the handler gets the current path on `queue`.
    public func start(queue: DispatchQueue) {
        Diagnostics.note("network-stand-in", "Network: a preview's device is online over Wi-Fi; NWPathMonitor reports that path once and no change (Easel's stand-in).")
        self.queue = queue
        let path = currentPath
        queue.async { [weak self] in
            guard let self, !self.isCancelled else { return }
            self.pathUpdateHandler?(path)
        }
    }

    /// Stops watching; a monitor cannot be started again (Apple).
    public func cancel() {
        lock.lock()
        isCancelled = true
        let ending = continuations
        continuations = []
        lock.unlock()
        for continuation in ending { continuation.finish() }
    }

    fileprivate func stream() -> AsyncStream<NWPath> {
        AsyncStream { continuation in
            lock.lock()
            let cancelled = isCancelled
            if !cancelled { continuations.append(continuation) }
            lock.unlock()
            if cancelled {
                continuation.finish()
            } else {
                continuation.yield(currentPath)
            }
        }
    }
}

/// `for await path in monitor` (Apple, iOS 17): the current path, then each change until the
/// monitor is cancelled.
extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<NWPath>.Iterator
        public mutating func next() async -> NWPath? { await base.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: stream().makeAsyncIterator())
    }
}
