// `os`'s `OSAllocatedUnfairLock` on Linux: a lock that owns the state it protects, on a POSIX
// mutex (Darwin's unfair lock has no Linux counterpart; a default mutex is likewise not
// recursive and not fair).
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock around a state, shared by every copy of the structure (Apple: "OSAllocatedUnfairLock",
/// iOS 16). As on Apple's platforms, it is not recursive: locking it again on the thread that
/// holds it deadlocks; and it must be unlocked on the thread that locked it, so `lock()` and
/// `unlock()` must not span an `await`. `withLock` keeps the lock within a synchronous scope.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    let storage: Storage

    /// The state and the mutex in one allocation, so copies of the lock share both.
    final class Storage {
        var state: State
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        /// The thread that holds the lock, for `precondition(_:)`.
        var owner: pthread_t?

        init(_ state: State) {
            self.state = state
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }

        func lock() {
            pthread_mutex_lock(mutex)
            owner = pthread_self()
        }

        func tryLock() -> Bool {
            guard pthread_mutex_trylock(mutex) == 0 else { return false }
            owner = pthread_self()
            return true
        }

        func unlock() {
            owner = nil
            pthread_mutex_unlock(mutex)
        }
    }

    /// Whether the calling thread holds the lock, for `precondition(_:)` (Apple:
    /// "OSAllocatedUnfairLock.Ownership").
    public enum Ownership: Hashable, Sendable {
        case owner, notOwner
    }

    /// A lock protecting `initialState` (Apple: "init(initialState:)").
    public init(initialState: State) where State: Sendable {
        storage = Storage(initialState)
    }

    /// A lock protecting a state that need not be `Sendable`; the caller keeps it from escaping
    /// (Apple: "init(uncheckedState:)").
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    /// Runs `body` with the lock held and the state to change (Apple: "withLock(_:)").
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// `withLock(_:)` without the `Sendable` checks (Apple: "withLockUnchecked(_:)").
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` if the lock is free, else returns nil at once (Apple: "withLockIfAvailable(_:)").
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Apple: "withLockIfAvailableUnchecked(_:)".
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.tryLock() else { return nil }
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Stops the program unless the calling thread holds the lock (`.owner`) or does not
    /// (`.notOwner`) (Apple: "precondition(_:)").
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        Swift.precondition(owns == (condition == .owner),
                           condition == .owner ? "The lock is not held by this thread." : "The lock is held by this thread.")
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state, used with `lock()`/`unlock()` or `withLock { }` (Apple: "init()").
    public init() {
        storage = Storage(())
    }

    /// Apple: "withLock(_:)" for a lock with no state.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Apple: "withLockUnchecked(_:)" for a lock with no state.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }

    /// Apple: "withLockIfAvailable(_:)" for a lock with no state.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Apple: "withLockIfAvailableUnchecked(_:)" for a lock with no state.
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        guard storage.tryLock() else { return nil }
        defer { storage.unlock() }
        return try body()
    }

    /// Takes the lock, waiting while another thread holds it (Apple: "lock()").
    public func lock() { storage.lock() }

    /// Releases the lock; call it on the thread that took it (Apple: "unlock()").
    public func unlock() { storage.unlock() }

    /// Takes the lock if it is free; returns whether it did (Apple: "lockIfAvailable()").
    public func lockIfAvailable() -> Bool { storage.tryLock() }
}
