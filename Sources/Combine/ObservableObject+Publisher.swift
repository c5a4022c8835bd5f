import Foundation
import OpenCombine
import EaselCombineBridge

/// `objectWillChange` for models that do not declare their own: one publisher per object, for
/// as long as the object lives, as Apple's Combine synthesizes it ("ObservableObject": "By
/// default an ObservableObject synthesizes an objectWillChange publisher"). OpenCombine keeps
/// its publisher in the object's `@Published` properties and makes a new one on every access
/// when there are none, so a model that calls `objectWillChange.send()` by hand from a
/// `willSet`, with no `@Published` property, would publish to nobody. This declaration, in a
/// module that imports OpenCombine, shadows OpenCombine's for code that imports `Combine` or
/// `SwiftUI`: the first access asks OpenCombine (which installs the publisher in any
/// `@Published` properties), and the answer is kept.
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangePublishers.shared.publisher(for: self) }
}

/// The publishers handed out, by object; entries of objects that have gone are dropped.
final class ObjectWillChangePublishers: @unchecked Sendable {
    static let shared = ObjectWillChangePublishers()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var purgeAt = 256

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        if let entry = entries[key], entry.object === object {
            lock.unlock()
            return entry.publisher
        }
        lock.unlock()
        // Outside the lock: reflection reads the object's properties.
        let publisher = _openCombineObjectWillChange(of: object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.object === object { return entry.publisher }
        entries[key] = Entry(object: object, publisher: publisher)
        if entries.count >= purgeAt {
            entries = entries.filter { $0.value.object != nil }
            purgeAt = Swift.max(256, entries.count * 2)
        }
        return publisher
    }
}
