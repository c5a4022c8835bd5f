import Foundation
import EaselClock

/// Time for the view's own code: tasks, timers and publishers run on the main run loop, as in
/// an app. The window spins it between events; headless code (tests, snapshots) moves it on
/// with these methods, on the main thread.
///
/// Headless, time is the host's (`PreviewClock`): `advance(by: 2)` moves it two seconds on at
/// once, waking each `Task.sleep` (of the preview's files, and of Easel's timelines, phase and
/// keyframe animators and animation completions) in deadline order and letting it run before
/// the next, and draws animations at the new time. Foundation's `Timer.scheduledTimer` keeps
/// the machine's time: while one is scheduled on the main run loop, `advance(by:)` waits as
/// long as it says, the host's time following the machine's.
extension PreviewHost {
    /// Whether hosts made from now on run the views' code on their own time (headless, the
    /// default) or on the machine's (the window sets it before it makes its host).
    nonisolated(unsafe) public static var runsOnHostTime = true

    /// Moves time `seconds` on (not finite or negative: 0), running what falls due: tasks and
    /// timers, with layout after each so their state changes reach the tree (and their
    /// `onChange`/`onAppear` run) as they happen.
    public func advance(by seconds: TimeInterval) {
        let seconds = Swift.max(0, seconds.isFinite ? seconds : 0)
        let clock = PreviewClock.shared
        guard clock.isVirtual else { return advanceOnMachineTime(by: seconds) }
        let target = clock.now() + seconds
        runUntilIdle()
        while true {
            // A Foundation timer due on the way runs on the machine's time: the rest of the
            // way is waited for.
            let remaining = target - clock.now()
            if remaining > 0, hasMainRunLoopTimer(within: remaining) { return advanceOnMachineTime(by: remaining) }
            guard let due = clock.nextDeadline, due <= target else { break }
            clock.advance(to: due)
            runUntilIdle()
        }
        clock.advance(to: target)
        runUntilIdle()
    }

    /// Runs the main run loop for `seconds` of the machine's time; the host's time, if it is
    /// the clock's, follows.
    private func advanceOnMachineTime(by seconds: TimeInterval) {
        let clock = PreviewClock.shared
        let start = Date(), hostStart = clock.now()
        let deadline = start.addingTimeInterval(seconds)
        repeat {
            PreviewHost.runMainLoopOnce(until: Swift.min(deadline, Date(timeIntervalSinceNow: 0.002)))
            if clock.isVirtual { clock.advance(to: hostStart + Swift.min(seconds, Date().timeIntervalSince(start))) }
            checkLongPresses()
            layoutIfNeeded()
        } while Date() < deadline
        if clock.isVirtual { clock.advance(to: hostStart + seconds) }
    }

    /// Whether a Foundation timer on the main run loop (`Timer.publish(…).autoconnect()`,
    /// `Timer.scheduledTimer`) fires within `seconds`: those run on the machine's time only.
    private func hasMainRunLoopTimer(within seconds: TimeInterval) -> Bool {
        guard let next = RunLoop.main.limitDate(forMode: .default) else { return false }
        return next.timeIntervalSinceNow <= seconds
    }

    /// Runs what is ready on the main run loop, with layout, until a few turns in a row change
    /// nothing: no state change, no task going to sleep or ending. Tasks off the main thread
    /// (an `async` method of a model) get a moment on the machine's clock to reach their next
    /// sleep.
    private func runUntilIdle() {
        let clock = PreviewClock.shared
        layoutIfNeeded()
        var quietTurns = 0
        for _ in 0..<10_000 {
            let before = (clock.sleepCount, graph.lifecycle.runningCount)
            PreviewHost.runMainLoopOnce(until: Date())
            checkLongPresses()
            let changed = graph.hasPendingChanges
            layoutIfNeeded()
            if changed || before != (clock.sleepCount, graph.lifecycle.runningCount) {
                quietTurns = 0
                continue
            }
            quietTurns += 1
            if quietTurns >= 3 { return }
            Thread.sleep(forTimeInterval: 0.0002)
        }
    }

    /// Runs until every task the views started has returned, no state change is waiting and no
    /// animation is playing, or `timeout` seconds passed (the host's, and at most as many of
    /// the machine's for work that waits on it: files, the network, Foundation timers).
    /// Returns whether everything settled; a view with a task that never returns (a loop over
    /// a timer) or an animation that repeats for ever does not settle.
    @discardableResult
    public func settle(timeout: TimeInterval = 2) -> Bool {
        let timeout = Swift.max(0, timeout.isFinite ? timeout : 0)
        let clock = PreviewClock.shared
        let machineDeadline = Date(timeIntervalSinceNow: timeout)
        layoutIfNeeded()
        guard clock.isVirtual else {
            while hasPendingWork {
                guard Date() < machineDeadline else { return false }
                PreviewHost.runMainLoopOnce(until: Swift.min(machineDeadline, Date(timeIntervalSinceNow: 0.002)))
                layoutIfNeeded()
            }
            return true
        }
        let limit = clock.now() + timeout
        runUntilIdle()
        while hasPendingWork || isPlayingOnHostTime {
            if let due = clock.nextDeadline, due <= limit {
                clock.advance(to: due)
            } else if isPlayingOnHostTime, clock.now() < limit {
                // A frame at the display's rate, until the animation ends.
                clock.advance(to: Swift.min(limit, clock.now() + 1.0 / 60))
            } else {
                // Every task asleep past the limit: nothing moves before it.
                if !graph.hasPendingChanges, clock.sleepingTaskCount >= graph.lifecycle.runningCount, clock.nextDeadline != nil {
                    return false
                }
                guard Date() < machineDeadline else { return false }
                PreviewHost.runMainLoopOnce(until: Swift.min(machineDeadline, Date(timeIntervalSinceNow: 0.002)))
            }
            runUntilIdle()
        }
        return true
    }

    /// An animation plays on the host's time (not at a time set by hand).
    private var isPlayingOnHostTime: Bool { animationTime == nil && graph.animator.isPlaying }

    /// Whether a task started by a view is still running or a state change waits for a frame.
    public var hasPendingWork: Bool {
        graph.hasPendingChanges || graph.lifecycle.hasRunningWork
    }

    /// Whether the views started work that runs on the main run loop (tasks, subscriptions):
    /// the window then wakes up regularly to let it run.
    public var hasLiveWork: Bool {
        graph.lifecycle.hasLiveWork || interaction.gesture != nil || interaction.deferredTaps > 0 || graph.animator.isPlaying
            || hasShowingScrollIndicators
    }

    /// Runs what is due on the main run loop without waiting (the window calls it between
    /// events); returns whether the view changed and needs a new frame.
    public func runDueWork() -> Bool {
        PreviewHost.runMainLoopOnce(until: Date())
        checkLongPresses()
        return graph.hasPendingChanges || isAnimating || graph.animator.drewInBetween || hasShowingScrollIndicators
    }

    /// Whether an animated change is being played: every frame differs until it ends.
    public var isAnimating: Bool { graph.animator.isPlaying }

    /// The time, in seconds, animations are drawn at; nil (the default) follows the machine's
    /// clock. Set it before a change and move it on to draw the change at chosen moments:
    /// `host.animationTime = 0; host.tap(…); host.animationTime = 0.25; host.render()`.
    public var animationTime: TimeInterval? {
        get { animationClock.manualTime }
        set { animationClock.manualTime = newValue }
    }

    /// How fast animations play against the preview's clock: 1 (the default) as on a device,
    /// 0.1 ten times slower (the viewer's slow animations, Ctrl+T), to watch one frame by
    /// frame. Animations under way change pace from where they are. Tasks and timers keep the
    /// clock's pace. Not finite or not above zero: 1.
    public var animationSpeed: Double {
        get { animationClock.speed }
        set { animationClock.speed = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// One turn of the main run loop: due timers fire and work queued for the main actor and
    /// the main dispatch queue runs. Returns at `date` at the latest. Off the main thread (a
    /// snapshot test that Swift Testing runs on its pool, where `dispatchMain()` has the main
    /// queue served by a thread of its own), it waits a moment for that thread instead.
    static func runMainLoopOnce(until date: Date) {
        guard Thread.isMainThread else {
            Thread.sleep(until: Swift.min(date, Date(timeIntervalSinceNow: 0.002)))
            return
        }
        _ = RunLoop.main.run(mode: .default, before: date)
    }
}
