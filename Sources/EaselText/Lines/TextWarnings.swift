import Foundation

/// Warnings about fonts and characters, each printed once to standard error.
///
/// Bad text input (a missing font file, an unknown family, a character no installed font has)
/// degrades visibly and is reported once, never trapped (STYLE.md, "Errors for people"). Text is
/// laid out many times per second in a preview, so repeating a warning per layout would bury
/// everything else; a key identifies "the same problem".
final class TextWarnings: @unchecked Sendable {
    static let shared = TextWarnings()

    private let lock = NSLock()
    private var issuedKeys: Set<String> = []
    private(set) var messages: [String] = []

    /// Prints `message` the first time `key` is seen; later calls with the same key are silent.
    func warnOnce(key: String, _ message: @autoclosure () -> String) {
        lock.lock()
        let isNew = issuedKeys.insert(key).inserted
        let text = isNew ? "EaselText warning: \(message())" : nil
        if let text { messages.append(text) }
        lock.unlock()
        if let text { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Whether a warning with `key` was issued (tests check that a degraded path was reported).
    func hasWarned(key: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return issuedKeys.contains(key)
    }
}
