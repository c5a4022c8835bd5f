import Foundation
import Observation

/// A stored property of a view that Easel connects to the view graph before `body` is evaluated
/// (Apple: "DynamicProperty"): `@State`, `@Environment`, `@FocusState`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {}
}

/// Dynamic properties that Easel itself connects to storage.
protocol InstallableProperty {
    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues)
}

extension Environment: InstallableProperty {}

/// Which stored properties of a view type need installing, found once per type with `Mirror`.
enum DynamicPropertyLayout {
    private static var cache: [ObjectIdentifier: (slots: [Int], needsRecord: Bool)] = [:]
    private static let lock = NSLock()

    /// The positions of the installable properties among the type's stored properties, and
    /// whether the view needs a record of its own: it has such properties, or it holds an
    /// `@Observable` model (then a change to the model re-evaluates this view alone, not an
    /// ancestor that happens to have a record).
    static func properties<V>(of view: V) -> (slots: [Int], needsRecord: Bool) {
        let key = ObjectIdentifier(V.self)
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        var found: [Int] = []
        var holdsModel = false
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            if child.value is InstallableProperty || child.value is _FrameworkProperty { found.append(index) }
            if DynamicPropertyLayout.isObservableModel(child.value) { holdsModel = true }
        }
        let result = (slots: found, needsRecord: !found.isEmpty || holdsModel)
        lock.lock()
        cache[key] = result
        lock.unlock()
        return result
    }

    /// An `@Observable` class instance, or a `@Bindable` wrapper of one.
    private static func isObservableModel(_ value: Any) -> Bool {
        if value is any Observable & AnyObject { return true }
        return value is any BindableModel
    }

    static func install<V>(_ view: V, slots: [Int], record: ViewRecord, environment: EnvironmentValues) {
        guard !slots.isEmpty else { return }
        let children = Array(Mirror(reflecting: view).children)
        for slot in slots {
            if let property = children[slot].value as? InstallableProperty {
                property.install(in: record, slot: slot, environment: environment)
            } else if let property = children[slot].value as? _FrameworkProperty {
                property._install(_PropertyInstallation(environment: environment, record: record, slot: slot))
            }
        }
    }
}

/// The identity of the view that holds it as the next process of a live preview computes it
/// (`ViewRecord.stableIdentity`; 0 when previews do not track it), for views that a live
/// preview replays (a `NavigationLink` that was followed).
struct StableIdentityProperty: InstallableProperty {
    final class Box { var value: UInt64 = 0 }
    let box = Box()
    var value: UInt64 { box.value }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.value = record.stableIdentity
    }
}
