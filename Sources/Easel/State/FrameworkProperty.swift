import Foundation

/// A dynamic property defined by one of Easel's framework modules (`SwiftData`'s `@Query`):
/// it is connected to the view graph before the body runs, as `@State` and `@Environment` are.
/// Public (and underscored) only because those modules' public property wrappers conform.
public protocol _FrameworkProperty: DynamicProperty {
    func _install(_ context: _PropertyInstallation)
}

/// What a framework property is given when its view's body is about to run.
public struct _PropertyInstallation {
    /// The view's environment.
    public let environment: EnvironmentValues
    let record: ViewRecord
    let slot: Int

    /// Storage kept by the view's identity across evaluations, made the first time.
    public func storage<T: AnyObject>(_ make: () -> T) -> T {
        record.slot(slot, make: make)
    }

    /// Re-evaluates the view's body at the next frame (call it on the main thread).
    public var invalidate: () -> Void {
        { [weak record] in record?.invalidate() }
    }
}
