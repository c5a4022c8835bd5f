import Foundation

/// The time a preview's own code runs on.
///
/// In the window it is the machine's: `Task.sleep` waits as long as it says. Headless (tests,
/// `easel snapshot --at`), it is the host's: a sleeping task waits until `PreviewHost.advance(by:)`
/// or `settle()` moves this clock past its deadline, which takes no time on the machine, so a
/// view's tasks, its animations and what it draws at a given moment are the same on every run.
///
/// Swift's own `Task.sleep` cannot be steered from outside (on Swift 6.3 it bypasses the
/// runtime's enqueue hooks), so `EaselFoundation` declares `Task.sleep` with the standard
/// library's signatures; a declaration in a module that imports the standard library shadows
/// the library's, and the preview's files call it through `import SwiftUI` or the preview
/// build's implicit `EaselFoundation`. It asks this clock. This module does not see that
/// declaration: here `Task.sleep` is the standard library's, which the machine's time uses.
///
/// `Timer.scheduledTimer` and `asyncAfter` with `qos:`, `flags:` or a `DispatchWorkItem` keep
/// the machine's clock: they cannot be redeclared beside Foundation's and Dispatch's without
/// making every call ambiguous.
public final class PreviewClock: @unchecked Sendable {
    /// The process's clock: previews run one at a time on the main thread.
    public static let shared = PreviewClock()

    private struct Sleeper {
        let due: TimeInterval
        let id: UInt64
        /// A sleeping task, or work to run (on the thread that moves the clock on).
        let wake: Wake

        enum Wake {
            case task(CheckedContinuation<Void, Error>)
            case work(@Sendable () -> Void)
        }

        func resume() {
            switch wake {
            case .task(let continuation): continuation.resume()
            case .work(let work): work()
            }
        }

        func cancel() {
            if case .task(let continuation) = wake { continuation.resume(throwing: CancellationError()) }
        }
    }

    private let lock = NSLock()
    /// When the host's time began, in machine time; nil while the clock is the machine's.
    private var virtualOrigin: (uptime: TimeInterval, date: Date)?
    private var virtualNow: TimeInterval = 0
    /// Tasks asleep on the host's time, by deadline (then by arrival).
    private var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were registered.
    private var cancelledEarly: Set<UInt64> = []
    private var lastID: UInt64 = 0
    private var registrations = 0

    public init() {}

    /// Whether time is the host's (headless) rather than the machine's (the window).
    public var isVirtual: Bool { lock.withLock { virtualOrigin != nil } }

    /// Makes time the host's (`true`, from the machine's time now) or the machine's again
    /// (`false`: tasks asleep on the host's time wake at once).
    public func useVirtualTime(_ virtual: Bool) {
        let woken: [Sleeper] = lock.withLock {
            switch (virtual, virtualOrigin) {
            case (true, nil):
                let uptime = ProcessInfo.processInfo.systemUptime
                virtualOrigin = (uptime, Date())
                virtualNow = uptime
                return []
            case (true, .some):
                // A new preview starts no earlier than the machine's time now, and its dates
                // start at today's, so that `Date()` in its code and the host's date agree
                // (an earlier preview may have moved the host's time hours on).
                virtualNow = Swift.max(virtualNow, ProcessInfo.processInfo.systemUptime)
                virtualOrigin = (virtualNow, Date())
                return []
            case (false, .some):
                virtualOrigin = nil
                defer { sleepers = [] }
                return sleepers
            default:
                return []
            }
        }
        for sleeper in woken { sleeper.resume() }
    }

    /// Seconds on a monotonic scale (the machine's uptime, or the host's time counted from it).
    public func now() -> TimeInterval {
        lock.withLock { virtualOrigin == nil ? ProcessInfo.processInfo.systemUptime : virtualNow }
    }

    /// The date now: the machine's, or the date the host's time began plus the host's seconds since.
    public func date() -> Date {
        lock.withLock {
            guard let origin = virtualOrigin else { return Date() }
            return origin.date.addingTimeInterval(virtualNow - origin.uptime)
        }
    }

    /// The deadline of the next sleeping task on the host's time.
    public var nextDeadline: TimeInterval? { lock.withLock { sleepers.first?.due } }

    /// How many tasks sleep on the host's time now.
    public var sleepingTaskCount: Int {
        lock.withLock { sleepers.reduce(0) { count, sleeper in if case .task = sleeper.wake { return count + 1 } else { return count } } }
    }

    /// How many sleeps began on the host's time so far: a change means a task ran.
    public var sleepCount: Int { lock.withLock { registrations } }

    /// Moves the host's time on to `time` (never back) and wakes the tasks due by then, the
    /// earliest first; returns how many woke. Nothing on the machine's time.
    @discardableResult
    public func advance(to time: TimeInterval) -> Int {
        let woken: [Sleeper] = lock.withLock {
            guard virtualOrigin != nil else { return [] }
            if time > virtualNow { virtualNow = time }
            let due = sleepers.prefix { $0.due <= virtualNow }
            sleepers.removeFirst(due.count)
            return Array(due)
        }
        for sleeper in woken { sleeper.resume() }
        return woken.count
    }

    /// Suspends the calling task for `seconds` (negative: none, NaN or infinite: until cancelled
    /// on the host's time, a very long time on the machine's). Throws `CancellationError` when
    /// the task is cancelled, as `Task.sleep(nanoseconds:)` does.
    public func sleep(seconds: Double) async throws {
        guard isVirtual else {
            try await Task.sleep(nanoseconds: Self.nanoseconds(seconds))
            return
        }
        let id: UInt64 = lock.withLock { lastID += 1; return lastID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                enum Outcome { case asleep, cancelled, machineTime }
                let outcome: Outcome = lock.withLock {
                    if cancelledEarly.remove(id) != nil { return .cancelled }
                    // The clock became the machine's while this task came to sleep.
                    if virtualOrigin == nil { return .machineTime }
                    let wait = seconds.isNaN ? .infinity : Swift.max(0, seconds)
                    insert(Sleeper(due: virtualNow + wait, id: id, wake: .task(continuation)))
                    return .asleep
                }
                switch outcome {
                case .asleep: break
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .machineTime: continuation.resume()
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledEarly.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            sleeper?.cancel()
        }
        lock.withLock { _ = cancelledEarly.remove(id) }
    }

    /// Keeps a sleeper in deadline order, after those due at the same time (called locked).
    private func insert(_ sleeper: Sleeper) {
        let index = sleepers.firstIndex { $0.due > sleeper.due } ?? sleepers.endIndex
        sleepers.insert(sleeper, at: index)
        registrations += 1
    }

    /// Runs `work` once `seconds` passed on the host's time (on the thread that moves the clock
    /// on, the main thread); returns a token for `cancel(_:)`. Nil when time is the machine's:
    /// the caller then schedules the work itself.
    public func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void) -> UInt64? {
        lock.withLock {
            guard virtualOrigin != nil else { return nil }
            lastID += 1
            let wait = seconds.isNaN ? .infinity : Swift.max(0, seconds)
            insert(Sleeper(due: virtualNow + wait, id: lastID, wake: .work(work)))
            return lastID
        }
    }

    /// Runs `work` after `wait` and then every `interval` seconds of the host's time until the
    /// returned repetition is cancelled; nil when time is the machine's.
    public func scheduleRepeating(after wait: Double, every interval: Double, _ work: @escaping @Sendable () -> Void) -> Repetition? {
        guard isVirtual else { return nil }
        let repetition = Repetition(clock: self, interval: Swift.max(interval, 0.001), work: work)
        repetition.arm(after: wait)
        return repetition
    }

    /// Work repeated on the host's time (`scheduleRepeating`).
    public final class Repetition: @unchecked Sendable {
        private let clock: PreviewClock
        private let interval: Double
        private let work: @Sendable () -> Void
        private let lock = NSLock()
        private var token: UInt64?
        private var cancelled = false

        init(clock: PreviewClock, interval: Double, work: @escaping @Sendable () -> Void) {
            self.clock = clock
            self.interval = interval
            self.work = work
        }

        func arm(after wait: Double) {
            let token = clock.schedule(after: wait) { [self] in
                guard !lock.withLock({ cancelled }) else { return }
                work()
                arm(after: interval)
            }
            lock.withLock { self.token = token }
        }

        /// Stops the repetition; work already handed on may still run once.
        public func cancel() {
            let token = lock.withLock { () -> UInt64? in
                cancelled = true
                return self.token
            }
            if let token { clock.cancel(token) }
        }
    }

    /// Forgets work scheduled with `schedule(after:_:)` that has not run.
    public func cancel(_ token: UInt64) {
        lock.withLock { sleepers.removeAll { $0.id == token } }
    }

    /// Suspends for a duration of a clock: the host's time for Swift's continuous and suspending
    /// clocks, that clock itself for any other (a test clock of the app's own).
    public func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration?, clock: C) async throws {
        if isVirtual, let seconds = Self.seconds(duration, on: clock) {
            try await sleep(seconds: seconds)
        } else {
            try await clock.sleep(for: duration, tolerance: tolerance)
        }
    }

    /// Suspends until an instant of a clock (see `sleep(for:tolerance:clock:)`).
    public func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration?, clock: C) async throws {
        if isVirtual, let seconds = Self.seconds(clock.now.duration(to: deadline), on: clock) {
            try await sleep(seconds: seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }

    /// A duration in seconds, for the clocks whose time the host's stands for.
    private static func seconds<C: Clock>(_ duration: C.Instant.Duration, on clock: C) -> Double? {
        guard clock is ContinuousClock || clock is SuspendingClock, let duration = duration as? Duration else { return nil }
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Seconds as `Task.sleep(nanoseconds:)` takes them, clamped to what fits.
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard !seconds.isNaN, seconds > 0 else { return seconds.isNaN ? .max : 0 }
        let value = seconds * 1e9
        return value >= Double(UInt64.max) ? .max : UInt64(value)
    }
}
