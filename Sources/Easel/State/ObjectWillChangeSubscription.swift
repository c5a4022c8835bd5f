import Foundation
import OpenCombine

/// Connects an `ObservableObject` to the record of a view that holds it: the object's
/// `objectWillChange` re-evaluates that view's body at the next frame (Apple, "Monitoring data
/// changes in your app": every view holding the object through `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` updates when any of its published properties is
/// about to change; views that do not hold it are not re-evaluated).
final class ObjectWillChangeSubscription {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `record` to `object`, unless it already is.
    func watch<O: ObservableObject>(_ object: O, for record: ViewRecord) {
        if self.object === object, cancellable != nil { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak record] _ in
            guard let record else { return }
            if Thread.isMainThread {
                record.invalidate()
            } else {
                // SwiftUI reports the same mistake with a runtime warning and still updates.
                Diagnostics.warnOnce("publish-off-main-thread", "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (for example with receive(on: DispatchQueue.main)) on model updates.")
                DispatchQueue.main.async { if record.isAlive { record.invalidate() } }
            }
        }
    }
}

/// A binding to a property of an observable object, for `$model.name` (Apple: "ObservedObject.Wrapper").
func objectBinding<O: AnyObject, Subject>(_ object: O, _ keyPath: ReferenceWritableKeyPath<O, Subject>) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}
