import Foundation

/// Shaping results per (string, descriptor without its size), shared by every layout.
///
/// Relayout at a new width or scale (rotation, window resize, `minimumScaleFactor` search) then
/// costs line breaking only: shaping is in ems and does not depend on size (`ShapedText`).
/// Thread-safe: one lock around the dictionary; shaping itself runs outside it.
final class ShapingCache: @unchecked Sendable {
    static let shared = ShapingCache(library: .shared)

    /// Entries kept before the cache is emptied; far above one screen's runs, low enough that a
    /// long preview session with changing text cannot grow without bound.
    static let capacity = 20_000

    private struct Key: Hashable { var string: String; var style: FontDescriptor }

    let library: FontLibrary
    private let lock = NSLock()
    private var entries: [Key: ShapedText] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    init(library: FontLibrary) { self.library = library }

    func shaped(_ string: String, font: FontDescriptor) -> ShapedText {
        let key = Key(string: string, style: font.styleKey)
        lock.lock()
        if let known = entries[key] { hits += 1; lock.unlock(); return known }
        misses += 1
        lock.unlock()
        let shaped = ShapedText(string: string, font: font, library: library)
        lock.lock()
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = shaped
        lock.unlock()
        return shaped
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
    }
}
