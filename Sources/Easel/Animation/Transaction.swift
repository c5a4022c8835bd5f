import Foundation
import EaselClock

/// The context of one state change: the animation it asked for (Apple: "Transaction").
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    /// Whether the change came from a scroll view's own scrolling (Apple: iOS 17).
    public var scrollTargetAnchor: UnitPoint?
    var completions: [() -> Void] = []
    /// The values of `@Entry` properties, by key.
    var entries: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Runs `completion` when the transaction's animations have finished (Apple:
    /// "addAnimationCompletion(criteria:_:)").
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// The transaction of the change being made now, on the main thread.
    nonisolated(unsafe) static var current = Transaction()
}

/// When an animation counts as finished (Apple: "AnimationCompletionCriteria").
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with `animation` as the change's animation and returns its result (Apple:
/// "withAnimation(_:_:)"): the views the change moves, resizes or fades are drawn between
/// their old and new states over the animation's duration (`Animator`).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    return try withTransaction(&transaction, body)
}

/// Runs `body` with `animation` and calls `completion` when the animation is complete (Apple:
/// "withAnimation(_:completionCriteria:_:completion:)", iOS 17), on the main run loop after
/// the animation's duration.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(&transaction, body)
}

/// Runs `body` in `transaction` (Apple: "withTransaction(_:_:)").
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var copy = transaction
    return try withTransaction(&copy, body)
}

/// Runs `body` with one value of the transaction changed (Apple: "withTransaction(_:_:_:)").
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(&transaction, body)
}

private func withTransaction<Result>(_ transaction: inout Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    let result = try body()
    let delay = transaction.animation.map { animation -> TimeInterval in
        guard let count = animation.repeatCount else { return 0 }
        return animation.delay + animation.playDuration * Double(count)
    } ?? 0
    // On the preview's clock, so a headless host's `advance(by:)` runs them when due.
    for completion in transaction.completions {
        Task { @MainActor in
            try? await PreviewClock.shared.sleep(seconds: delay)
            completion()
        }
    }
    return result
}
