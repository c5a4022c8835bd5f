import Foundation

/// The context of one state change: the animation it asked for (Apple: "Transaction").
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    /// Whether the change came from a scroll view's own scrolling (Apple: iOS 17).
    public var scrollTargetAnchor: UnitPoint?
    var completions: [() -> Void] = []

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
/// "withAnimation(_:_:)").
///
/// Easel applies the state change at once: the next frame shows the final state. Playing the
/// animation frame by frame is not done yet, and the first call says so once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    return try withTransaction(&transaction, body)
}

/// Runs `body` with `animation` and calls `completion` when the animation is complete (Apple:
/// "withAnimation(_:completionCriteria:_:completion:)", iOS 17). The change is applied at once,
/// so the completion runs on the next turn of the main run loop.
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
    if transaction.animation != nil, !transaction.disablesAnimations {
        AnimationSupport.noteAnimationRequested()
    }
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    let result = try body()
    for completion in transaction.completions {
        DispatchQueue.main.async(execute: completion)
    }
    return result
}

/// What Easel says once about animations it does not play.
enum AnimationSupport {
    static func noteAnimationRequested() {
        Diagnostics.warnOnce("animations-not-played", "Animations are not played yet: an animated change (withAnimation, .animation, a transition) appears at once, in its final state.")
    }
}
