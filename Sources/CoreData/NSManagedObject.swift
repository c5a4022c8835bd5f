import Foundation
import EaselFoundation
import OpenCombine

/// A protocol fetch requests' results conform to (Apple: "NSFetchRequestResult").
public protocol NSFetchRequestResult {}

/// An object of a Core Data entity (Apple: "NSManagedObject"): its values are kept by key in
/// the object, inserted into a context, and fetched, sorted and filtered by key. Views observe
/// it as SwiftUI's do (it is an `ObservableObject`).
///
/// The properties of generated and hand-written subclasses are `@NSManaged`, which Swift on
/// Linux cannot compile (it is Objective-C's dynamic dispatch); the preview build writes
/// `@NSManaged var name: String?` as a computed property that reads and writes the object's
/// value for the key (`_easelManagedValue`; a property wrapper would not do, as these
/// properties are mostly declared in extensions), and the accessors Xcode generates for
/// to-many relationships (`addToTags(_:)`) as calls of `_easelAccessor`.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, _KeyValueReadable {
    public let objectWillChange = ObservableObjectPublisher()
    /// Sent after each value changed, with its key (`publisher(for:)`).
    let valueDidChange = PassthroughSubject<String, Never>()
    open private(set) var entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    public let objectID = NSManagedObjectID()
    /// The values, by key.
    var values: [String: Any] = [:]
    /// Values as they were at the last save (for `changedValues()` and `rollback`).
    var committedValues: [String: Any] = [:]
    open internal(set) var isInserted = false
    open internal(set) var isDeleted = false
    open var isFault: Bool { false }
    open var isUpdated: Bool { hasChanges && !isInserted }

    /// Apple: "init(entity:insertInto:)".
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        NSManagedObject.register(type(of: self))
        for attribute in entity.attributesByName.values { if let value = attribute.defaultValue { values[attribute.name] = value } }
        context?.insert(self)
        awakeFromInsert()
    }

    /// Apple: "init(context:)": an object of the entity named after this class, inserted.
    /// `required`, so `self.init(context:)` in a class method makes the subclass's object, as
    /// apps' `static func create(in:)` helpers do.
    public required convenience init(context: NSManagedObjectContext) {
        let className = String(describing: type(of: self))
        let entity = context.model?.entities.first { $0.managedObjectClassName == className || $0.name == className }
            ?? NSEntityDescription.placeholder(named: className)
        self.init(entity: entity, insertInto: context)
    }

    public override convenience init() {
        self.init(entity: NSEntityDescription.placeholder(named: String(describing: Self.self)), insertInto: nil)
    }

    /// Apple: "entity()": this class's entity in the models read so far.
    open class func entity() -> NSEntityDescription {
        let name = String(describing: self)
        return NSPersistentContainer.knownModels.lazy.compactMap { model in
            model.entities.first { $0.managedObjectClassName == name || $0.name == name }
        }.first ?? NSEntityDescription.placeholder(named: name)
    }

    /// Apple: "fetchRequest()". Disfavoured, so that a subclass's generated
    /// `fetchRequest() -> NSFetchRequest<Item>` is the one `let request = Item.fetchRequest()`
    /// calls, as Swift picks it on iOS.
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    // MARK: Values by key

    open func value(forKey key: String) -> Any? { values[key] }

    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        setPrimitiveValue(value, forKey: key)
        didChangeValue(forKey: key)
    }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        if let value { values[key] = value } else { values.removeValue(forKey: key) }
    }

    open func willChangeValue(forKey key: String) {
        objectWillChange.send()
    }

    open func didChangeValue(forKey key: String) {
        managedObjectContext?.objectDidChange(self)
        valueDidChange.send(key)
    }

    public func _easelValue(forKey key: String) -> Any? { value(forKey: key) }

    /// Apple: "changedValues()".
    open func changedValues() -> [String: Any] {
        values.filter { key, value in
            guard let old = committedValues[key] else { return true }
            return "\(old)" != "\(value)"
        }
    }

    open var hasChanges: Bool { isInserted || isDeleted || !changedValues().isEmpty || values.count != committedValues.count }

    // MARK: Life cycle (Apple's override points)

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}

    // MARK: @NSManaged properties

    /// An `@NSManaged` property's value: the object's value for the key, or, unset, what
    /// Core Data reads for it (nil, zero, false).
    public func _easelManagedValue<Value>(_ key: String) -> Value {
        NSManagedObject.register(type(of: self))
        let stored = value(forKey: key)
        if let value = stored as? Value { return value }
        if let set = stored as? NSSet, let value = _NSManagedDefault.typedSet(set, as: Value.self) { return value }
        if let number = stored as? NSNumber, let value = _NSManagedDefault.scalar(number, as: Value.self) { return value }
        return _NSManagedDefault.value(of: Value.self)
    }

    /// Sets an `@NSManaged` property: a nil optional removes the value; a to-one relationship
    /// keeps its inverse in step.
    public func _easelSetManagedValue<Value>(_ newValue: Value, forKey key: String) {
        let old = value(forKey: key) as? NSManagedObject
        let stored: Any? = (newValue as Any?).flatMap { unwrapped in
            if case Optional<Any>.none = unwrapped { return nil }
            if let set = unwrapped as? any _NSManagedTypedSet { return set.nsSet }
            return unwrapped
        }
        setValue(stored, forKey: key)
        if let old, old !== (stored as AnyObject?) { updateInverse(of: key, on: old, adding: false) }
        if let new = stored as? NSManagedObject { updateInverse(of: key, on: new, adding: true) }
    }

    // MARK: Relationships

    /// A to-many relationship's objects, as a mutable set (Apple: "mutableSetValue(forKey:)").
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        let set = NSMutableSet(array: (values[key] as? NSSet)?.allObjects ?? [])
        return set
    }

    /// The accessors Xcode generates for to-many relationships (`addToTags(_:)`,
    /// `removeFromTags(_:)`, with one object or an `NSSet`), by their names.
    public func _easelAccessor(_ name: String, _ argument: Any) {
        let function = name.split(separator: "(").first.map(String.init) ?? name
        let adding: Bool
        let rest: Substring
        if function.hasPrefix("addTo") { adding = true; rest = function.dropFirst(5) }
        else if function.hasPrefix("removeFrom") { adding = false; rest = function.dropFirst(10) }
        else { return }
        let key = rest.prefix(1).lowercased() + rest.dropFirst()
        let objects = (argument as? NSSet)?.allObjects ?? (argument as? NSOrderedSet)?.array ?? [argument]
        var current = Set(((values[key] as? NSSet)?.allObjects ?? []).compactMap { $0 as? NSManagedObject })
        for case let object as NSManagedObject in objects {
            if adding { current.insert(object) } else { current.remove(object) }
            updateInverse(of: key, on: object, adding: adding)
        }
        setValue(NSSet(array: Array(current)), forKey: key)
    }

    /// Keeps the other side of a relationship in step: setting a to-one relationship adds the
    /// object to the destination's to-many inverse, as Core Data does.
    func updateInverse(of key: String, on object: NSManagedObject, adding: Bool) {
        guard let inverse = entity.relationshipsByName[key]?.inverseRelationship else { return }
        if inverse.isToMany {
            var others = Set(((object.values[inverse.name] as? NSSet)?.allObjects ?? []).compactMap { $0 as? NSManagedObject })
            if adding { others.insert(self) } else { others.remove(self) }
            object.willChangeValue(forKey: inverse.name)
            object.values[inverse.name] = NSSet(array: Array(others))
        } else {
            object.willChangeValue(forKey: inverse.name)
            if adding { object.values[inverse.name] = self } else { object.values.removeValue(forKey: inverse.name) }
        }
    }

    // MARK: Classes by name

    nonisolated(unsafe) private static var registered: [String: NSManagedObject.Type] = [:]

    /// Subclasses register themselves when first used, so a fetch can make objects of the right class.
    static func register(_ type: NSManagedObject.Type) {
        registered[String(describing: type)] = type
    }

    /// The generated code's registration of the model's classes (before any store is read).
    public static func _easelRegister(_ type: NSManagedObject.Type) { register(type) }

    static func registeredClass(named name: String) -> NSManagedObject.Type? {
        registered[name] ?? registered[name.split(separator: ".").last.map(String.init) ?? name]
    }
}

/// An object's identity in its store (Apple: "NSManagedObjectID").
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let uriRepresentation: () -> URL
    let uuid = UUID()

    public override init() {
        let uuid = self.uuid
        uriRepresentation = { URL(string: "x-coredata://easel/\(uuid.uuidString)")! }
        super.init()
    }

    public var isTemporaryID: Bool { false }
}

/// The value an unset `@NSManaged` property reads as: nil for an optional, zero or false for
/// a scalar, an empty string for a string (Core Data would give a default or fault).
enum _NSManagedDefault {
    /// A relationship declared `Set<Tag>` reads the stored `NSSet` as that set.
    static func typedSet<Value>(_ set: NSSet, as type: Value.Type) -> Value? {
        let unwrapped = (type as? any _OptionalType.Type)?.wrappedType ?? type
        guard let setType = unwrapped as? any _NSManagedTypedSet.Type else { return nil }
        return setType.init(objects: set.allObjects) as? Value
    }

    /// Numbers read as the scalar type declared (a store may keep an `Int64` as another width).
    static func scalar<Value>(_ number: NSNumber, as type: Value.Type) -> Value? {
        let candidates: [Any] = [number.int64Value, number.int32Value, number.int16Value, number.intValue,
                                 number.doubleValue, number.floatValue, number.boolValue]
        return candidates.lazy.compactMap { $0 as? Value }.first
    }

    static func value<Value>(of type: Value.Type) -> Value {
        if let optional = type as? ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as! Value }
        let defaults: [Any] = [Int64(0), Int32(0), Int16(0), Int(0), Double(0), Float(0), false, "", Decimal(0), Date(timeIntervalSince1970: 0), UUID(), Data()]
        for candidate in defaults { if let value = candidate as? Value { return value } }
        if Value.self == NSSet.self { return NSSet() as! Value }
        if Value.self == NSOrderedSet.self { return NSOrderedSet() as! Value }
        fatalError("A @NSManaged property of type \(Value.self) has no value")
    }
}

/// Optional's wrapped type, for reading relationships declared `Set<Tag>?`.
protocol _OptionalType { static var wrappedType: Any.Type { get } }
extension Optional: _OptionalType { static var wrappedType: Any.Type { Wrapped.self } }

/// Swift sets of managed objects, which Core Data keeps as `NSSet`.
protocol _NSManagedTypedSet {
    init?(objects: [Any])
    var nsSet: NSSet { get }
}

extension Set: _NSManagedTypedSet {
    init?(objects: [Any]) {
        let elements = objects.compactMap { $0 as? Element }
        guard elements.count == objects.count else { return nil }
        self.init(elements)
    }

    var nsSet: NSSet { NSSet(array: Array(self)) }
}

/// Key-value observing of a managed object's properties (Apple: NSObject's
/// "publisher(for:options:)"), as view models subscribe to `object.publisher(for: \.name)`.
public protocol _ManagedObjectObserving: NSManagedObject {}
extension NSManagedObject: _ManagedObjectObserving {}

extension _ManagedObjectObserving {
    /// The property's value (at once, with `.initial`) and again after each change of the
    /// object's values (with `.new`). A change of any of the object's values sends the
    /// property's value again, unchanged or not: Easel does not map key paths to keys.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> AnyPublisher<Value, Never> {
        let changes: AnyPublisher<Value, Never> = options.contains(.new)
            ? valueDidChange.compactMap { [weak self] _ in self?[keyPath: keyPath] }.eraseToAnyPublisher()
            : Empty().eraseToAnyPublisher()
        guard options.contains(.initial) else { return changes }
        return changes.prepend(self[keyPath: keyPath]).eraseToAnyPublisher()
    }
}
