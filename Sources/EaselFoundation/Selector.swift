// Objective-C's method names (Apple: "Selector"), which Linux has no runtime for. UIKit's
// target–action code (`addTarget(_:action:for:)`, `UIGestureRecognizer(target:action:)`)
// compiles with them; a preview's build writes `#selector(Coordinator.pageChanged(_:))` as
// `Selector("Coordinator.pageChanged(_:)")`, and nothing ever sends one.

/// The name of a method, as `#selector` gives it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

import Foundation

extension NotificationCenter {
    nonisolated(unsafe) private static var saidSelectorObservers = false

    /// Apple: "addObserver(_:selector:name:object:)". With no Objective-C runtime to send the
    /// selector, the observer is not called when the notification is posted; said once.
    /// Block-based observers (`addObserver(forName:object:queue:using:)`, `publisher(for:)`,
    /// `notifications(named:)`) are.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        guard !Self.saidSelectorObservers else { return }
        Self.saidSelectorObservers = true
        FileHandle.standardError.write(Data("Easel: NotificationCenter: an observer added with a selector (\(aSelector)) is not called on Linux, which has no Objective-C runtime; observers added with a block are.\n".utf8))
    }
}
