import Dispatch
import EaselClock

// `Task.sleep` with the standard library's signatures, on the preview's clock (`PreviewClock`):
// as long as it says in the window, and until the host's time reaches it headless, so that
// `PreviewHost.advance(by:)` and `easel snapshot --at` wake a view's tasks at once and the same
// way on every run. A declaration in a module that imports the standard library shadows the
// library's own, so `try await Task.sleep(for: .seconds(1))` in a preview's files calls these
// (they see this module through `import SwiftUI`, or the preview build's implicit import).
// Signatures: Apple, "Task" — `sleep(nanoseconds:)`, `sleep(for:)`,
// `sleep(for:tolerance:clock:)`, `sleep(until:tolerance:clock:)` and the deprecated `sleep(_:)`.
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least the given number of nanoseconds; throws
    /// `CancellationError` if the task is cancelled first.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await PreviewClock.shared.sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the task for at least the given duration.
    public static func sleep(for duration: Duration) async throws {
        try await PreviewClock.shared.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
    }

    /// Suspends the task for at least the given duration of a clock.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        try await PreviewClock.shared.sleep(for: duration, tolerance: tolerance, clock: clock)
    }

    /// Suspends the task until an instant of a clock.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        try await PreviewClock.shared.sleep(until: deadline, tolerance: tolerance, clock: clock)
    }

    /// Suspends the task for at least the given number of nanoseconds; does not throw when
    /// cancelled (deprecated in Swift for `sleep(nanoseconds:)`).
    @available(*, deprecated, renamed: "sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        try? await PreviewClock.shared.sleep(seconds: Double(duration) / 1e9)
    }
}

// `DispatchQueue.asyncAfter(deadline:execute:)`, the form views write, on the preview's clock.
// Dispatch's own takes `qos:` and `flags:` with defaults: a declaration without them is the
// closer match for a call that leaves them out, so this one is chosen (Swift ranks an overload
// that needs no default arguments above one that does). Calls that pass `qos:`, `flags:` or a
// `DispatchWorkItem` keep Dispatch's, on the machine's time.
extension DispatchQueue {
    /// Submits work to run on this queue once `deadline` has passed (Apple:
    /// "asyncAfter(deadline:qos:flags:execute:)"); headless, when the host's time reaches it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        let seconds = (Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)) / 1e9
        if PreviewClock.shared.schedule(after: seconds, { [self] in async(execute: work) }) == nil {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }
}
