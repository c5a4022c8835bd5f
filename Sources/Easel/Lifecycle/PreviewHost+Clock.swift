import Foundation

/// Time for the view's own code: tasks, timers and publishers run on the main run loop, as in
/// an app. The window spins it between events; headless code (tests, snapshots) moves it on
/// with these methods, on the main thread.
///
/// Time is the machine's: `advance(by: 2)` takes two seconds, during which `Task.sleep`,
/// `Timer.publish` and `DispatchQueue.main.asyncAfter` fire when they are due.
extension PreviewHost {
    /// Runs the main run loop for `seconds`, laying out after each turn so the state changes of
    /// tasks and timers reach the tree (and their `onChange`/`onAppear` run) as they happen.
    public func advance(by seconds: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: Swift.max(0, seconds.isFinite ? seconds : 0))
        repeat {
            PreviewHost.runMainLoopOnce(until: Swift.min(deadline, Date(timeIntervalSinceNow: 0.002)))
            checkLongPresses()
            layoutIfNeeded()
        } while Date() < deadline
    }

    /// Runs the main run loop until every task the views started has returned and no state
    /// change is waiting, or `timeout` seconds passed. Returns whether everything settled; a
    /// view with a task that never returns (a loop over a timer) does not settle.
    @discardableResult
    public func settle(timeout: TimeInterval = 2) -> Bool {
        let deadline = Date(timeIntervalSinceNow: Swift.max(0, timeout.isFinite ? timeout : 0))
        layoutIfNeeded()
        while hasPendingWork {
            guard Date() < deadline else { return false }
            PreviewHost.runMainLoopOnce(until: Swift.min(deadline, Date(timeIntervalSinceNow: 0.002)))
            layoutIfNeeded()
        }
        return true
    }

    /// Whether a task started by a view is still running or a state change waits for a frame.
    public var hasPendingWork: Bool {
        graph.hasPendingChanges || graph.lifecycle.hasRunningWork
    }

    /// Whether the views started work that runs on the main run loop (tasks, subscriptions):
    /// the window then wakes up regularly to let it run.
    public var hasLiveWork: Bool {
        graph.lifecycle.hasLiveWork || interaction.gesture != nil || graph.animator.isAnimating || hasShowingScrollIndicators
    }

    /// Runs what is due on the main run loop without waiting (the window calls it between
    /// events); returns whether the view changed and needs a new frame.
    public func runDueWork() -> Bool {
        PreviewHost.runMainLoopOnce(until: Date())
        checkLongPresses()
        return graph.hasPendingChanges || isAnimating || graph.animator.drewInBetween || hasShowingScrollIndicators
    }

    /// Whether an animated change is being played: every frame differs until it ends.
    public var isAnimating: Bool { graph.animator.isAnimating }

    /// The time, in seconds, animations are drawn at; nil (the default) follows the machine's
    /// clock. Set it before a change and move it on to draw the change at chosen moments:
    /// `host.animationTime = 0; host.tap(…); host.animationTime = 0.25; host.render()`.
    public var animationTime: TimeInterval? {
        get { animationClock.manualTime }
        set { animationClock.manualTime = newValue }
    }

    /// How fast animations play against the machine's clock: 1 (the default) as on a device,
    /// 0.1 ten times slower (the viewer's slow animations, Ctrl+T), to watch one frame by
    /// frame. Animations under way change pace from where they are. Tasks and timers keep the
    /// machine's time. Not finite or not above zero: 1.
    public var animationSpeed: Double {
        get { animationClock.speed }
        set { animationClock.speed = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// One turn of the main run loop: due timers fire and work queued for the main actor and
    /// the main dispatch queue runs. Returns at `date` at the latest.
    static func runMainLoopOnce(until date: Date) {
        precondition(Thread.isMainThread, "PreviewHost runs the main run loop: call it on the main thread.")
        _ = RunLoop.main.run(mode: .default, before: date)
    }
}
