import EaselClock

// `ContinuousClock().sleep(for:)` and `SuspendingClock().sleep(until:)` called on a clock value,
// on the preview's clock like `Task.sleep` (see Task+PreviewClock.swift). The standard library
// declares `sleep(for:tolerance:)` in an extension of `Clock`: a method of the concrete clock
// ranks above it, so these are chosen in the preview's files. Code generic over `Clock` still
// calls the clock's own (it cannot see these), as it should for a test clock of the app's.
// Signatures: Apple, "ContinuousClock" and "SuspendingClock" — `sleep(until:tolerance:)`, and
// "Clock" — `sleep(for:tolerance:)`.
extension ContinuousClock {
    /// Suspends for at least `duration`; headless, until the host's time has moved that far.
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await PreviewClock.shared.sleep(for: duration, tolerance: tolerance, clock: self)
    }

    /// Suspends until `deadline`; headless, until the host's time reaches it.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await PreviewClock.shared.sleep(until: deadline, tolerance: tolerance, clock: self)
    }
}

extension SuspendingClock {
    /// Suspends for at least `duration`; headless, until the host's time has moved that far.
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await PreviewClock.shared.sleep(for: duration, tolerance: tolerance, clock: self)
    }

    /// Suspends until `deadline`; headless, until the host's time reaches it.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await PreviewClock.shared.sleep(until: deadline, tolerance: tolerance, clock: self)
    }
}
