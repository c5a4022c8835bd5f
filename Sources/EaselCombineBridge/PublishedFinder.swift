import OpenCombine

// OpenCombine's own `objectWillChange`, reachable from Easel's `Combine` module, which
// replaces it for user models (see `ObservableObject+Publisher.swift` there). Only this module
// sees OpenCombine's default implementation alone, so the finder below uses it.

/// An object that reflects as another, so OpenCombine's default `objectWillChange` finds
/// (and installs its publisher in) the `@Published` properties of the other.
private final class PublishedFinder: ObservableObject, CustomReflectable {
    let target: AnyObject
    init(_ target: AnyObject) { self.target = target }
    var customMirror: Mirror { Mirror(reflecting: target) }
}

/// The publisher OpenCombine installs in `object`'s `@Published` properties (creating it on
/// first use), or a new one when the object has none.
public func _openCombineObjectWillChange(of object: AnyObject) -> ObservableObjectPublisher {
    PublishedFinder(object).objectWillChange
}
