import Foundation

/// What a live preview carries over when its process is replaced by one built from the user's
/// edited code (`easel preview` reloads that way): the value of each `@State` (and `@FocusState`)
/// whose type is `Codable`, by its view's structural identity and its place among the view's
/// properties, as SwiftUI keeps state by identity, and where each scroll view is scrolled to. A view whose identity the edit changed (its
/// type, or its place in the body) starts with its initial values, as it would in SwiftUI.
///
/// Structural identity hashes types by their addresses and ids by a seeded hash, which differ
/// between processes; while `tracksState` is on, records also get a stable identity made of
/// type names and id descriptions (`StableIdentity`), which is what the values are keyed by.
public enum PreviewSession {
    /// Set by a live preview before it builds any view.
    nonisolated(unsafe) public static var tracksState = false
    nonisolated(unsafe) static var restored: [String: Data] = [:]
    static let lock = NSLock()

    /// The values to give views as they are first built (from `capture` in the last process).
    public static func restore(_ values: [String: Data]) {
        lock.lock()
        restored = values
        environmentObjects = [:]
        pendingPushes = []
        pendingFocus = nil
        if let data = values[focusKey], let pair = SessionCoding.decode([UInt64].self, from: data) as? [UInt64], pair.count == 2 {
            pendingFocus = (pair[0], Int(clamping: pair[1]))
        }
        lock.unlock()
    }

    /// The text field to focus again after a reload (its stable identity) and its caret; the
    /// host takes it once the field is built.
    nonisolated(unsafe) static var pendingFocus: (field: UInt64, caret: Int)?
    private static let focusKey = "focus"

    /// The state of every view of `host` that has a stable identity and a `Codable` value.
    public static func capture(_ host: PreviewHost) -> [String: Data] {
        var values: [String: Data] = [:]
        for record in host.graph.records.values where record.isAlive {
            for (slot, storage) in record.slots.enumerated() {
                guard let capturable = storage as? SessionCapturable, let data = capturable.sessionData() else { continue }
                values[key(record, slot)] = data
            }
        }
        // The focused text field, by its stable identity, and its caret.
        if let focus = host.interaction.focus {
            host.graph.forEachNode { node in
                guard let field = node.layout.textInput, field.identity == focus.field, field.stableIdentity != 0 else { return }
                values[focusKey] = SessionCoding.encode([field.stableIdentity, UInt64(max(0, focus.caret))])
            }
        }
        captureEnvironmentObjects(into: &values)
        // `@AppStorage`: the preview's store, each value a property list.
        let stored = host.appStorage.dictionaryRepresentation().filter { PropertyListSerialization.propertyList($0.value, isValidFor: .binary) }
        if !stored.isEmpty, let data = try? PropertyListSerialization.data(fromPropertyList: stored, format: .binary, options: 0) {
            values[appStorageKey] = data
        }
        // Where each scroll view is scrolled to, by its stable identity.
        for state in host.graph.scrollStates.values where state.stableIdentity != 0 && state.offset != .zero {
            values[scrollKey(state.stableIdentity)] = SessionCoding.encode([Double(state.offset.x), Double(state.offset.y)])
        }
        return values
    }

    private static let appStorageKey = "appStorage"

    /// The `@AppStorage` values of the last process's preview, once.
    static func takeAppStorage() -> [String: Any] {
        guard tracksState else { return [:] }
        lock.lock()
        let data = restored.removeValue(forKey: appStorageKey)
        lock.unlock()
        guard let data, let values = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return [:] }
        return values
    }

    /// The restored offset of the scroll view with this stable identity, once.
    static func takeScrollOffset(_ stable: UInt64) -> CGPoint? {
        guard tracksState else { return nil }
        lock.lock()
        let data = restored.removeValue(forKey: scrollKey(stable))
        lock.unlock()
        guard let data, let pair = SessionCoding.decode([Double].self, from: data) as? [Double], pair.count == 2,
              pair.allSatisfy(\.isFinite) else { return nil }
        return CGPoint(x: pair[0], y: pair[1])
    }

    private static func scrollKey(_ stable: UInt64) -> String { "scroll.\(stable)" }

    /// The restored value of a view's property, once: a view built again later starts afresh.
    /// A class instance (an `@Observable` model) is `initial`, with the carried properties
    /// written into it. A navigation stack's pushed views are not values: the links that pushed
    /// them are noted, and each follows itself again when it appears (`takePendingPush`), in order.
    static func take<Value>(_ record: ViewRecord, slot: Int, initial: Value) -> Value {
        guard tracksState, let data = takeData(record, slot: slot) else { return initial }
        if Value.self == [NavigationEntry].self {
            if let sources = SessionCoding.decode([UInt64].self, from: data) as? [UInt64] {
                lock.lock()
                pendingPushes += sources
                lock.unlock()
            }
            return initial
        }
        if let decodable = Value.self as? Decodable.Type, let value = SessionCoding.decode(decodable, from: data) as? Value {
            return value
        }
        if let object = ObjectFields.heldObject(initial) { ObjectFields.restore(data, into: object) }
        return initial
    }

    /// The carried data of a view's property, once.
    static func takeData(_ record: ViewRecord, slot: Int) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return restored.removeValue(forKey: key(record, slot))
    }

    nonisolated(unsafe) private static var pendingPushes: [UInt64] = []

    /// Whether the `NavigationLink` with this stable identity was the next one followed before
    /// the reload: it then pushes its destination again (once).
    static func takePendingPush(_ stable: UInt64) -> Bool {
        guard tracksState, stable != 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard pendingPushes.first == stable else { return false }
        pendingPushes.removeFirst()
        return true
    }

    private static func key(_ record: ViewRecord, _ slot: Int) -> String {
        "\(record.stableIdentity).\(slot)"
    }
}

/// A property's storage whose value a session can carry.
protocol SessionCapturable {
    func sessionData() -> Data?
}

extension StateLocation: SessionCapturable {
    func sessionData() -> Data? {
        // A stack's pushed views: the links that pushed them, when every one was a link.
        if let entries = value as? [NavigationEntry] {
            let sources = entries.map { entry -> UInt64 in
                if case .view(_, let source) = entry { return source }
                return 0
            }
            guard !sources.isEmpty, !sources.contains(0) else { return nil }
            return SessionCoding.encode(sources)
        }
        if let encodable = value as? Encodable { return SessionCoding.encode(encodable) }
        // An `@Observable` model the view owns: by its properties.
        if let object = ObjectFields.heldObject(value) { return ObjectFields.capture(object) }
        return nil
    }
}

/// JSON of any `Codable` value, top-level scalars included (boxed).
enum SessionCoding {
    private struct EncodeBox<T: Encodable>: Encodable {
        let value: T
    }

    private struct DecodeBox<T: Decodable>: Decodable {
        let value: T
    }

    static func encode(_ value: some Encodable) -> Data? {
        try? JSONEncoder().encode(EncodeBox(value: value))
    }

    static func decode(_ type: Decodable.Type, from data: Data) -> Any? {
        decodeBoxed(type, from: data)
    }

    private static func decodeBoxed<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        (try? JSONDecoder().decode(DecodeBox<T>.self, from: data))?.value
    }
}
