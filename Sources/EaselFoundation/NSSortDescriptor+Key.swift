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

    /// Apple: "init(keyPath:ascending:)" for any value — an optional date, a string — as Core
    /// Data's templates sort (`NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)`);
    /// Linux's Foundation has it only for `Comparable` values.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(key: nil, ascending: ascending)
        SortDescriptorKeys.setComparator({ lhs, rhs in
            SortDescriptorKeys.compare((lhs as? Root).map { $0[keyPath: keyPath] }, (rhs as? Root).map { $0[keyPath: keyPath] })
        }, for: self)
    }

    /// How two objects compare by what the descriptor sorts by, ascending (`key` values are
    /// compared by the framework that can read them); nil when it cannot tell.
    public func _easelCompare(_ lhs: Any, _ rhs: Any) -> ComparisonResult? {
        SortDescriptorKeys.comparator(for: self).map { $0(lhs, rhs) }
    }
}

/// The keys of descriptors made with `init(key:ascending:)`, by descriptor.
final class SortDescriptorKeys: @unchecked Sendable {
    var placeholder = 0
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [ObjectIdentifier: (key: String, descriptor: Weak)] = [:]
    nonisolated(unsafe) private static var comparators: [ObjectIdentifier: (compare: (Any, Any) -> ComparisonResult, descriptor: Weak)] = [:]

    static func setComparator(_ compare: @escaping (Any, Any) -> ComparisonResult, for descriptor: NSSortDescriptor) {
        lock.lock()
        defer { lock.unlock() }
        if comparators.count > 256 { comparators = comparators.filter { $0.value.descriptor.object != nil } }
        comparators[ObjectIdentifier(descriptor)] = (compare, Weak(descriptor))
    }

    static func comparator(for descriptor: NSSortDescriptor) -> ((Any, Any) -> ComparisonResult)? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = comparators[ObjectIdentifier(descriptor)], entry.descriptor.object === descriptor else { return nil }
        return entry.compare
    }

    /// Values of any kind, ascending: nil first; numbers, dates and strings by value.
    static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        let left = lhs.flatMap(unwrapped), right = rhs.flatMap(unwrapped)
        switch (left, right) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = left as? Date, let b = right as? Date { return a.compare(b) }
        if let a = left as? String, let b = right as? String { return a.compare(b, options: [.numeric]) }
        if let a = _KeyValueNumber.double(left), let b = _KeyValueNumber.double(right) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        return "\(left!)".compare("\(right!)")
    }

    private static func unwrapped(_ value: Any) -> Any? {
        if case Optional<Any>.none = value { return nil }
        return value
    }

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
