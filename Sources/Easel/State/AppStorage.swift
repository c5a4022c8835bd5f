import Foundation

/// A value kept in `UserDefaults` under a key; setting it re-evaluates every view that reads
/// the same key of the same store (Apple: "AppStorage").
///
/// The store is the one `defaultAppStorage(_:)` sets, else the preview's own: every
/// `PreviewHost` starts with an empty store of its own (`PreviewUserDefaults`), so previews do
/// not see each other's values or the user's real defaults. `store:` names another store.
/// Values written to a store with `UserDefaults.set` directly, rather than through
/// `@AppStorage`, are read at the next evaluation but do not trigger one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, InstallableProperty {
    private let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void
    private let box = AppStorageBox()

    init(key: String, defaultValue: Value, store: UserDefaults?,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.read = read
        self.write = write
    }

    private var store: UserDefaults { explicitStore ?? box.store ?? .standard }

    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            let store = self.store
            write(store, key, newValue)
            AppStorageObservers.changed(key, in: store)
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.store = environment.defaultAppStorage
        AppStorageObservers.watch(key, in: explicitStore ?? environment.defaultAppStorage ?? .standard, for: record)
    }
}

final class AppStorageBox {
    var store: UserDefaults?
}

// MARK: Values stored as property-list values

/// The types `@AppStorage` keeps as they are: Bool, Int, Double, String, Data, Date.
public protocol _AppStorageValue {}
extension Bool: _AppStorageValue {}
extension Int: _AppStorageValue {}
extension Double: _AppStorageValue {}
extension String: _AppStorageValue {}
extension Data: _AppStorageValue {}
extension Date: _AppStorageValue {}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: _AppStorageValue {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap(URL.init(string:)) },
                  write: { $0.set($2.absoluteString, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value, nil until set (Apple: "init(_:store:)").
    public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { $0.object(forKey: $1) as? Wrapped },
                  write: { store, key, value in
                      if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap(URL.init(string:)) },
                  write: { store, key, value in
                      if let value { store.set(value.absoluteString, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap(R.init(rawValue:)) },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap(R.init(rawValue:)) },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
}

// MARK: Observing keys

/// Which views read which key of which store, so a write through one `@AppStorage` updates
/// every view that shows the same setting.
enum AppStorageObservers {
    private struct Watcher {
        weak var record: ViewRecord?
    }
    /// A key of one store.
    private struct Name: Hashable {
        let store: ObjectIdentifier
        let key: String
        init(_ key: String, _ store: UserDefaults) {
            self.store = ObjectIdentifier(store)
            self.key = key
        }
    }
    nonisolated(unsafe) private static var watchers: [Name: [Watcher]] = [:]

    static func watch(_ key: String, in store: UserDefaults, for record: ViewRecord) {
        let name = Name(key, store)
        var list = (watchers[name] ?? []).filter { $0.record?.isAlive == true }
        if !list.contains(where: { $0.record === record }) { list.append(Watcher(record: record)) }
        watchers[name] = list
    }

    static func changed(_ key: String, in store: UserDefaults) {
        for watcher in watchers[Name(key, store)] ?? [] {
            if let record = watcher.record, record.isAlive { record.invalidate() }
        }
    }
}

/// A store in memory, one per preview host (`@AppStorage`'s default store in previews).
final class PreviewUserDefaults: UserDefaults {
    private var values: [String: Any]

    init(values: [String: Any] = [:]) {
        self.values = values
        // The suite name is never written to: every read and write below stays in memory.
        super.init(suiteName: "Easel.Preview")!
    }

    override func object(forKey defaultName: String) -> Any? { values[defaultName] }
    override func set(_ value: Any?, forKey defaultName: String) { values[defaultName] = value }
    override func removeObject(forKey defaultName: String) { values[defaultName] = nil }
    override func dictionaryRepresentation() -> [String: Any] { values }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static let defaultValue: UserDefaults? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none; nil means `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store `@AppStorage` properties below use when they name none (Apple: "defaultAppStorage(_:)").
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
