import XCTest
import SwiftUI
import EaselOSLog

/// `OSAllocatedUnfairLock` as apps use it to make a class `Sendable` without an actor: a cache
/// keyed by URL, a counter bumped from many threads, a lock without state around a legacy
/// resource. (The preview host rewrites `import os` to `import EaselOSLog`.)
final class OSLockIdiomTests: XCTestCase {
    /// A thread-safe cache, as in "Achieving Sendability with OSAllocatedUnfairLock".
    final class ThumbnailCache: Sendable {
        private let storage = OSAllocatedUnfairLock(initialState: [String: Int]())

        func insert(_ size: Int, for key: String) {
            storage.withLock { $0[key] = size }
        }

        func size(for key: String) -> Int? {
            storage.withLock { $0[key] }
        }

        var count: Int { storage.withLock { $0.count } }
    }

    final class Counter: @unchecked Sendable {
        private let lock = OSAllocatedUnfairLock()
        private var value = 0

        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }

        var current: Int { lock.withLockUnchecked { value } }
    }

    /// Progress a URLSession delegate reports off the main thread.
    final class DownloadProgress: Sendable {
        private let fraction = OSAllocatedUnfairLock(initialState: 0.0)
        func receive(_ value: Double) { fraction.withLock { $0 = value } }
        var current: Double { fraction.withLock { $0 } }
    }

    struct DownloadView: View {
        let progress: DownloadProgress
        @State private var shown = 0.0
        var body: some View {
            VStack {
                Text("Downloaded \(Int(shown * 100))%")
                Button("Refresh") { shown = progress.current }.accessibilityIdentifier("refresh")
            }
        }
    }

    func testWithLockKeepsTheStateRightUnderContention() {
        let cache = ThumbnailCache()
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            cache.insert(index, for: "image-\(index % 100)")
        }
        XCTAssertEqual(cache.count, 100)
        XCTAssertNotNil(cache.size(for: "image-42"))
        XCTAssertNil(cache.size(for: "image-100"))

        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_500 { counter.increment() }
        }
        XCTAssertEqual(counter.current, 10_000)
    }

    func testALockHeldElsewhereIsNotAvailable() {
        let lock = OSAllocatedUnfairLock(initialState: 1)
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            lock.withLockUnchecked { state in
                state = 2
                held.signal()
                release.wait()
            }
            done.signal()
        }
        held.wait()
        XCTAssertNil(lock.withLockIfAvailable { $0 }, "another thread holds it")
        release.signal()
        done.wait()
        XCTAssertEqual(lock.withLockIfAvailable { $0 }, 2)

        let plain = OSAllocatedUnfairLock()
        XCTAssertTrue(plain.lockIfAvailable())
        plain.precondition(.owner)
        let otherThreadGotIt = OSAllocatedUnfairLock(initialState: true)
        let checked = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let got = plain.lockIfAvailable()
            otherThreadGotIt.withLock { $0 = got }
            checked.signal()
        }
        checked.wait()
        XCTAssertFalse(otherThreadGotIt.withLock { $0 })
        plain.unlock()
        plain.precondition(.notOwner)
        XCTAssertEqual(plain.withLockIfAvailable { "free" }, "free")
    }

    func testAViewReadsStateALockProtects() {
        let progress = DownloadProgress()
        let host = phoneHost(DownloadView(progress: progress))
        XCTAssertTrue(host.shownTexts().contains("Downloaded 0%"))
        DispatchQueue.global().sync { progress.receive(0.75) }
        host.tap("refresh")
        XCTAssertTrue(host.shownTexts().contains("Downloaded 75%"), "\(host.shownTexts())")
    }
}
