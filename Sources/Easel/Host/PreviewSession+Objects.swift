@_spi(Reflection) import Swift
import Foundation
import OpenCombine

/// The models a live preview carries across a reload: objects that views own
/// (`@StateObject`, an `@Observable` class in `@State`) and the objects placed in the
/// environment (`environment(_:)`, `environmentObject(_:)`).
///
/// An object is carried as its stored properties, by name: each one whose value is `Codable`
/// (an `@Observable` class's `_count`, an `ObservableObject`'s `@Published var items`, a plain
/// `var`), and objects it holds, by theirs. The next process makes its objects as the code says
/// and gets those values written into them before any view reads them; properties the edit
/// added, removed or retyped keep what the code gives them, and so does everything that is not
/// `Codable` (closures, tasks, subscriptions, registrars).
///
/// The stored properties are found as Apple's Combine finds an `ObservableObject`'s `@Published`
/// properties: by the runtime's field records (`_forEachField(of:options:)`, the standard
/// library's reflection SPI), which give each stored property's name, type and offset.
enum ObjectFields {
    /// One captured property: a `Codable` value, or an object by its own properties.
    private enum Field: Codable {
        case value(Data)
        case object([String: Field])
    }

    /// How deep objects holding objects are followed.
    private static let depthLimit = 3

    /// The object's carried properties, nil when it has none.
    static func capture(_ object: AnyObject) -> Data? {
        var visited: Set<ObjectIdentifier> = []
        guard let fields = fields(of: object, depth: 0, visited: &visited), !fields.isEmpty else { return nil }
        return try? JSONEncoder().encode(fields)
    }

    /// Writes carried properties into a newly made object of the same class (or one the edit
    /// changed: only properties of the same name and type are written).
    static func restore(_ data: Data, into object: AnyObject) {
        guard let fields = try? JSONDecoder().decode([String: Field].self, from: data) else { return }
        restore(fields, into: object, depth: 0)
    }

    private static func fields(of object: AnyObject, depth: Int, visited: inout Set<ObjectIdentifier>) -> [String: Field]? {
        guard depth < depthLimit, visited.insert(ObjectIdentifier(object)).inserted else { return nil }
        var fields: [String: Field] = [:]
        for (name, value) in storedValues(of: object) {
            if let published = value as? SessionPublished {
                if let data = published.sessionData() { fields[name] = .value(data) }
            } else if let held = heldObject(value) {
                // An object, `Codable` or not, is restored in place, by its own properties.
                if let nested = Self.fields(of: held, depth: depth + 1, visited: &visited), !nested.isEmpty { fields[name] = .object(nested) }
            } else if let encodable = value as? Encodable {
                if let data = SessionCoding.encode(encodable) { fields[name] = .value(data) }
            }
        }
        return fields
    }

    private static func restore(_ fields: [String: Field], into object: AnyObject, depth: Int) {
        guard depth < depthLimit else { return }
        let values = Dictionary(storedValues(of: object), uniquingKeysWith: { first, _ in first })
        var writable: [String: (UnsafeMutableRawPointer, Any.Type)] = [:]
        forEachStoredProperty(of: object) { name, pointer, type in writable[name] = writable[name] ?? (pointer, type) }
        for (name, field) in fields {
            guard let current = values[name] else { continue }
            switch field {
            case .value(let data):
                if let published = current as? SessionPublished {
                    published.restoreSession(from: data)
                } else if let (pointer, type) = writable[name], !holdsReference(type), type == Swift.type(of: current),
                          let decodable = type as? Decodable.Type, let value = SessionCoding.decode(decodable, from: data) {
                    store(value, as: type, at: pointer)
                }
            case .object(let nested):
                if let held = heldObject(current) { restore(nested, into: held, depth: depth + 1) }
            }
        }
    }

    /// The object's stored properties and their values, read by reflection (which reads
    /// `weak` and `unowned` references as what they are), by the name the code gives them:
    /// `_count` is the storage of an `@Observable` model's or a property wrapper's `count`, so
    /// adding or removing `@Published` keeps the value. Not the compiler's own (`_$observationRegistrar`,
    /// `lazy` storage), nor anything of a class that reflects itself its own way or of
    /// Foundation's classes (`NSObject` and what derives from it).
    private static func storedValues(of object: AnyObject) -> [(String, Any)] {
        guard !(object is NSObject), !(object is CustomReflectable) else { return [] }
        var values: [(String, Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label.flatMap(propertyName) else { continue }
                values.append((label, child.value))
            }
            mirror = current.superclassMirror
        }
        return values
    }

    private static func propertyName(_ label: String) -> String? {
        guard !label.contains("$") else { return nil }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    /// Where each stored property of the object's class and its superclasses lives, from the
    /// runtime's field records (what `storedValues` reads, by the same names).
    private static func forEachStoredProperty(of object: AnyObject, _ body: (String, UnsafeMutableRawPointer, Any.Type) -> Void) {
        guard !(object is NSObject), !(object is CustomReflectable) else { return }
        let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
        _ = _forEachField(of: type(of: object), options: .classType) { name, offset, type, _ in
            if let label = propertyName(String(cString: name)) { body(label, base.advanced(by: offset), type) }
            return true
        }
    }

    /// Whether a property of this type holds a reference (a class, or an optional one): such a
    /// property may be `weak` or `unowned`, whose storage is not a plain reference, so it is
    /// never written (the objects it holds are restored in place instead).
    private static func holdsReference(_ type: Any.Type) -> Bool {
        if type is AnyClass { return true }
        if let optional = type as? SessionOptional.Type { return holdsReference(optional.wrappedType) }
        return false
    }

    /// The instance of a class a property holds (directly or in an optional), but Foundation's.
    static func heldObject(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { heldObject($0.value) } }
        guard mirror.displayStyle == .class else { return nil }
        let object = value as AnyObject
        return object is NSObject ? nil : object
    }

    /// Writes `value` at `pointer` when it is of the property's type exactly.
    private static func store(_ value: Any, as type: Any.Type, at pointer: UnsafeMutableRawPointer) {
        func store<T>(_: T.Type) {
            guard let typed = value as? T else { return }
            pointer.assumingMemoryBound(to: T.self).pointee = typed
        }
        _openExistential(type, do: store)
    }
}

private protocol SessionOptional {
    static var wrappedType: Any.Type { get }
}

extension Optional: SessionOptional {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// A `@Published` property's storage whose value a session can carry.
protocol SessionPublished {
    func sessionData() -> Data?
    func restoreSession(from data: Data)
}

extension Published: SessionPublished where Value: Codable {
    func sessionData() -> Data? {
        var publisher = self
        var current: Value?
        publisher.projectedValue.sink { current = $0 }.cancel()
        return current.flatMap { SessionCoding.encode($0) }
    }

    /// Sets the value as the property's setter would, through its publisher.
    func restoreSession(from data: Data) {
        guard let value = SessionCoding.decode(Value.self, from: data) as? Value else { return }
        var publisher = self
        Just(value).assign(to: &publisher.projectedValue)
    }
}

/// The `@StateObject`s a session carries.
extension StateObjectStorage: SessionCapturable {
    func sessionData() -> Data? { ObjectFields.capture(object) }
}

extension PreviewSession {
    /// Writes the carried properties of the object a view's property held before the reload
    /// into the one the new process made (once).
    static func restoreObject(_ record: ViewRecord, slot: Int, into object: AnyObject) {
        guard tracksState, let data = takeData(record, slot: slot) else { return }
        ObjectFields.restore(data, into: object)
    }

    /// Notes an object placed in the environment; the first one placed of its class after a
    /// reload gets the properties the last process's had.
    static func noteEnvironmentObject(_ object: AnyObject, as type: Any.Type) {
        // Called each time an environment is worked out: the same object again costs a look-up.
        let id = ObjectIdentifier(type)
        lock.lock()
        if environmentObjects[id]?.object === object {
            lock.unlock()
            return
        }
        let key = "env." + String(reflecting: type)
        environmentObjects[id] = WeakObject(key: key, object: object)
        let data = restored.removeValue(forKey: key)
        lock.unlock()
        if let data { ObjectFields.restore(data, into: object) }
    }

    /// The carried properties of each environment object still alive.
    static func captureEnvironmentObjects(into values: inout [String: Data]) {
        lock.lock()
        let objects = environmentObjects.values.compactMap { entry in entry.object.map { (entry.key, $0) } }
        lock.unlock()
        for (key, object) in objects {
            if let data = ObjectFields.capture(object) { values[key] = data }
        }
    }
}

/// An environment object, by the session key of its class.
struct WeakObject {
    let key: String
    weak var object: AnyObject?
}

extension PreviewSession {
    nonisolated(unsafe) static var environmentObjects: [ObjectIdentifier: WeakObject] = [:]
}
