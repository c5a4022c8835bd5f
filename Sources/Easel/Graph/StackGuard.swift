import Foundation

/// Keeps deep recursion from overflowing the thread's stack.
///
/// Building, sizing, placing and drawing all recurse once per level of the view tree, and a
/// view tree may be thousands of levels deep. Each guarded call counts one level on the current
/// thread; past `levelsPerThread` levels, the rest of the recursion continues on a fresh thread
/// with a large stack while the calling thread waits, and counting starts again there. The
/// budget is set for debug builds, whose frames are the largest (a few kilobytes per level), on
/// the 8 MiB main thread.
enum StackGuard {
    private static let levelsPerThread = 300
    private static let spillStackSize = 64 * 1024 * 1024
    private static let depth = ThreadDepth()

    @inline(__always)
    static func run<R>(_ body: () -> R) -> R {
        let counter = depth.counter
        if counter.pointee < levelsPerThread {
            counter.pointee += 1
            defer { counter.pointee -= 1 }
            return body()
        }
        return spill(body)
    }

    /// Hands the work to the spill thread and the result back. The thread drops the work before
    /// it signals: `withoutActuallyEscaping` traps if the closure is still referenced when the
    /// caller resumes, and the `Thread` object may outlive the signal.
    private final class Handoff<R>: @unchecked Sendable {
        var work: (() -> R)?
        var value: R?
    }

    private static func spill<R>(_ body: () -> R) -> R {
        withoutActuallyEscaping(body) { escapable in
            let box = Handoff<R>()
            box.work = escapable
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.value = box.work?()
                box.work = nil
                done.signal()
            }
            thread.stackSize = spillStackSize
            thread.start()
            done.wait()
            return box.value!
        }
    }
}

/// A per-thread recursion counter.
private final class ThreadDepth: @unchecked Sendable {
    private var key = pthread_key_t()

    init() {
        pthread_key_create(&key, { pointer in pointer?.deallocate() })
    }

    var counter: UnsafeMutablePointer<Int> {
        if let stored = pthread_getspecific(key) { return stored.assumingMemoryBound(to: Int.self) }
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        storage.pointee = 0
        pthread_setspecific(key, storage)
        return storage
    }
}
