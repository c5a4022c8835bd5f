import Foundation

// `NSSortDescriptor(key:ascending:)` and `key`, which Linux's Foundation marks unavailable (it
// has no key-value coding): Core Data fetch requests, HealthKit queries and Objective-C-era
// code sort with string keys. Declared here, they are chosen over Foundation's unavailable
// ones. The key is kept beside the descriptor; the frameworks that sort by it (Easel's Core
// Data and HealthKit stand-ins) read it with `key` and compare the values themselves.

extension NSSortDescriptor {
    /// Apple: "init(key:ascending:)".
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \SortDescriptorKeys.placeholder, ascending: ascending)
        SortDescriptorKeys.set(key, for: self)
    }

    /// Apple: "init(key:ascending:selector:)" (`#selector(NSString.localizedStandardCompare(_:))`
    /// orders as Finder does: case-insensitively, numbers by value).
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending)
    }

    /// The key the descriptor sorts by, when it was made with one.
    public var key: String? { SortDescriptorKeys.key(for: self) }
}

/// The keys of descriptors made with `init(key:ascending:)`, by descriptor.
final class SortDescriptorKeys: @unchecked Sendable {
    var placeholder = 0
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [ObjectIdentifier: (key: String, descriptor: Weak)] = [:]

    final class Weak {
        weak var object: NSSortDescriptor?
        init(_ object: NSSortDescriptor) { self.object = object }
    }

    static func set(_ key: String?, for descriptor: NSSortDescriptor) {
        guard let key else { return }
        lock.lock()
        defer { lock.unlock() }
        // Entries of descriptors that are gone are dropped as new ones come.
        if keys.count > 256 { keys = keys.filter { $0.value.descriptor.object != nil } }
        keys[ObjectIdentifier(descriptor)] = (key, Weak(descriptor))
    }

    static func key(for descriptor: NSSortDescriptor) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = keys[ObjectIdentifier(descriptor)], entry.descriptor.object === descriptor else { return nil }
        return entry.key
    }
}
