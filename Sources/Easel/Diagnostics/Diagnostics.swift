import Foundation

/// Warnings for people: printed once per kind to standard error, never a trap.
///
/// SwiftUI reports bad input (an invalid frame, a missing symbol) in the console and carries
/// on; Easel does the same, in SwiftUI's words where SwiftUI has some.
public enum Diagnostics {
    private static var seen: Set<String> = []
    private static let lock = NSLock()
    /// Every warning given so far, for tests.
    nonisolated(unsafe) public private(set) static var log: [String] = []

    /// Prints `message` the first time `kind` is reported.
    static func warnOnce(_ kind: String, _ message: String) {
        lock.lock()
        let first = seen.insert(kind).inserted
        if first { log.append(message) }
        lock.unlock()
        if first { FileHandle.standardError.write(Data("Easel: \(message)\n".utf8)) }
    }

    /// `warnOnce` for Easel's framework modules (`SwiftData`, …).
    @_spi(Frameworks)
    public static func note(_ kind: String, _ message: String) {
        warnOnce(kind, message)
    }

    /// Forgets which warnings were given (tests).
    public static func reset() {
        lock.lock()
        seen.removeAll()
        log.removeAll()
        lock.unlock()
    }
}
