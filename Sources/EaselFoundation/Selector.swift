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
