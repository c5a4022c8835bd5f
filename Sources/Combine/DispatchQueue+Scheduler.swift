import Dispatch
import EaselClock
import OpenCombine

// `DispatchQueue` as a Combine scheduler (Apple: "DispatchQueue.SchedulerTimeType",
// "DispatchQueue.SchedulerOptions"), so `debounce(for: .milliseconds(300), scheduler:
// DispatchQueue.main)`, `delay`, `throttle` and `receive(on:)` work as on iOS. Easel's own rather
// than OpenCombine's: delayed work waits on the preview's clock (`PreviewClock`), so a headless
// host's `advance(by:)` runs it when due; in the window it is Dispatch's `asyncAfter`.
extension DispatchQueue: @retroactive OpenCombine.Scheduler {
    /// A dispatch time as a scheduler's time.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(clamping: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let moved = Int64(clamping: Int64(bitPattern: dispatchTime.uptimeNanoseconds)).addingReportingOverflow(Int64(n.magnitude))
            let value = moved.overflow ? (n.magnitude > 0 ? UInt64.max : 0) : UInt64(Swift.max(0, moved.partialValue))
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: value))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// A span of dispatch time, in nanoseconds; integer and floating-point literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The span in nanoseconds.
            public var magnitude: Int

            init(nanoseconds: Int) { magnitude = nanoseconds }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (s > 0 ? .max : .min) : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? (ms > 0 ? .max : .min) : ms * 1_000_000
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? (us > 0 ? .max : .min) : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// The span as Dispatch spells it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                self = .seconds(seconds)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride {
                let value = s * 1e9
                guard !value.isNaN else { return Stride(nanoseconds: 0) }
                return Stride(nanoseconds: value >= Double(Int.max) ? .max : value <= Double(Int.min) ? .min : Int(value))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static var zero: Stride { Stride(nanoseconds: 0) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &- rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &* rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// Seconds, for the preview's clock.
            var seconds: Double { Double(magnitude) / 1e9 }
        }
    }

    /// How the scheduler submits work (Apple: "DispatchQueue.SchedulerOptions").
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        let wait = now.distance(to: date).seconds
        let scheduled = PreviewClock.shared.schedule(after: wait) { [self] in
            async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
        }
        if scheduled == nil {
            asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = UncheckedWork(action)
        let every = Swift.max(interval.seconds, 0.001)
        if let repetition = PreviewClock.shared.scheduleRepeating(after: now.distance(to: date).seconds, every: every, { [self] in
            async { work.run() }
        }) {
            return AnyCancellable { repetition.cancel() }
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: every)
        timer.setEventHandler { work.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// Work handed between threads as Dispatch does (its closures are not `Sendable`).
final class UncheckedWork: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
