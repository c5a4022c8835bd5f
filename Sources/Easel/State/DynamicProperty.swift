import Foundation

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
    private static var cache: [ObjectIdentifier: [Int]] = [:]
    private static let lock = NSLock()

    /// The positions of the installable properties among the type's stored properties.
    static func slots<V>(of view: V) -> [Int] {
        let key = ObjectIdentifier(V.self)
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        var found: [Int] = []
        for (index, child) in Mirror(reflecting: view).children.enumerated() where child.value is InstallableProperty {
            found.append(index)
        }
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found
    }

    static func install<V>(_ view: V, slots: [Int], record: ViewRecord, environment: EnvironmentValues) {
        guard !slots.isEmpty else { return }
        let children = Array(Mirror(reflecting: view).children)
        for slot in slots {
            (children[slot].value as? InstallableProperty)?.install(in: record, slot: slot, environment: environment)
        }
    }
}
