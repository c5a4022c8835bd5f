import Foundation

/// When a key-value observation reports (Apple: "NSKeyValueObservingOptions"), which Linux's
/// Foundation does not have: `publisher(for:options:)` of Core Data objects takes it.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value, after each change.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// The value at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}
