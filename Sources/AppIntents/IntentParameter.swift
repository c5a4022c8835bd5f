import Foundation
@_spi(Frameworks) import Easel

// An intent's parameters: `@Parameter(title: "Count", default: 1) var count: Int`. The system
// fills them before `perform()`; in a preview the app's code does (`intent.count = 3`, or the
// defaults). A parameter is a class, as Apple's is, so a `let` intent's parameters can be set.

/// An intent's input (Apple: "IntentParameter", written `@Parameter`).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// How a number parameter is edited in Shortcuts (Apple: "IntentParameter.ControlStyle").
    public enum ControlStyle: Sendable {
        case field, slider, stepper
    }

    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    private let lock = NSLock()
    private var storedValue: Value?

    public init(title: LocalizedStringResource = "", description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                controlStyle: ControlStyle? = nil, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
                requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.title = title
        self.description = description
        storedValue = defaultValue
    }

    /// `@Parameter(title: "Name") var name = "Trail"`.
    public init(wrappedValue: Value, title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.title = title
        self.description = description
        storedValue = wrappedValue
    }

    /// The parameter's value: what was set, else its default, else the empty value of its type
    /// (nil, 0, "", false, an enum's first case).
    public var wrappedValue: Value {
        get {
            lock.lock()
            let value = storedValue
            lock.unlock()
            if let value { return value }
            if let empty = (Value.self as? _IntentDefaultable.Type)?._intentDefault as? Value { return empty }
            // As in Apple's framework, reading a required parameter that has no value is a
            // programming error: the system always fills one before `perform()`.
            fatalError("The @Parameter \"\(String(localized: title))\" of type \(Value.self) has no value: set it before performing the intent, or give it a default.")
        }
        set {
            lock.lock()
            storedValue = newValue
            lock.unlock()
        }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// Asks the person for the value (Apple: "requestValue(_:)"). A preview has no one to ask:
    /// the request is cancelled, said once.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        IntentsStandIn.sayNoSiri("asking for a parameter's value")
        throw CancellationError()
    }

    /// Asks the person to choose among values (Apple: "requestDisambiguation(among:dialog:)");
    /// cancelled in a preview, as `requestValue`.
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        IntentsStandIn.sayNoSiri("asking to choose a parameter's value")
        throw CancellationError()
    }
}

/// Whether a parameter takes the previous action's result in Shortcuts (Apple:
/// "InputConnectionBehavior").
public struct InputConnectionBehavior: Sendable {
    let name: String
    public static let `default` = InputConnectionBehavior(name: "default")
    public static let never = InputConnectionBehavior(name: "never")
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
}

/// A type with an empty value that an unset parameter reads as.
public protocol _IntentDefaultable {
    static var _intentDefault: Self? { get }
}

extension Optional: _IntentDefaultable {
    public static var _intentDefault: Self? { .some(nil) }
}

extension String: _IntentDefaultable { public static var _intentDefault: String? { "" } }
extension Int: _IntentDefaultable { public static var _intentDefault: Int? { 0 } }
extension Double: _IntentDefaultable { public static var _intentDefault: Double? { 0 } }
extension Float: _IntentDefaultable { public static var _intentDefault: Float? { 0 } }
extension Bool: _IntentDefaultable { public static var _intentDefault: Bool? { false } }
extension Decimal: _IntentDefaultable { public static var _intentDefault: Decimal? { 0 } }
extension Date: _IntentDefaultable { public static var _intentDefault: Date? { Date() } }
extension Array: _IntentDefaultable { public static var _intentDefault: [Element]? { [] } }

// MARK: Entity properties

/// A property of an entity that Shortcuts can show and filter by (Apple: "EntityProperty",
/// written `@Property` in an `AppEntity`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    private let lock = NSLock()
    private var storedValue: Value?

    public init(title: LocalizedStringResource) {
        self.title = title
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        storedValue = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            lock.lock()
            let value = storedValue
            lock.unlock()
            if let value { return value }
            if let empty = (Value.self as? _IntentDefaultable.Type)?._intentDefault as? Value { return empty }
            fatalError("The @Property \"\(String(localized: title))\" of type \(Value.self) was read before the entity set it.")
        }
        set {
            lock.lock()
            storedValue = newValue
            lock.unlock()
        }
    }

    public var projectedValue: EntityProperty<Value> { self }
}

// MARK: Dependencies

/// Values that intents and queries reach with `@Dependency` (Apple: "AppDependencyManager",
/// iOS 17): the app adds them at launch.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    private let lock = NSLock()
    private var providers: [AnyHashable: () -> Any] = [:]

    init() {}

    /// Adds a dependency, found by `key`, or else by its type.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable @autoclosure () -> Dependency) {
        lock.lock()
        providers[key ?? AnyHashable(ObjectIdentifier(Dependency.self))] = dependency
        lock.unlock()
    }

    func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Dependency? {
        lock.lock()
        let provider = providers[key ?? AnyHashable(ObjectIdentifier(Dependency.self))]
        lock.unlock()
        return provider?() as? Dependency
    }
}

/// A value the app added to `AppDependencyManager` (Apple: "AppDependency", written
/// `@Dependency`).
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable {
    private let key: AnyHashable?

    public init(key: AnyHashable? = nil) {
        self.key = key
    }

    /// `@Dependency var store: Store`.
    public convenience init() {
        self.init(key: nil)
    }

    public var wrappedValue: Value {
        if let value = AppDependencyManager.shared.resolve(Value.self, key: key) { return value }
        // Apple's framework stops here too: the app must add its dependencies before intents run.
        fatalError("No dependency of type \(Value.self) was added: call AppDependencyManager.shared.add(dependency:) when the app starts.")
    }
}
