import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A Core Data model: its entities with their attributes and relationships (Apple:
/// "NSManagedObjectModel"), read from the model Xcode edits (`Model.xcdatamodeld`, whose
/// current version's `contents` is XML) or from the bundle's `Model.momd`, which the preview
/// build makes as a copy of it (Xcode compiles it; the preview reads it as written).
open class NSManagedObjectModel: @unchecked Sendable {
    open var entities: [NSEntityDescription]
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    public init() {
        entities = []
    }

    /// Apple: "init(contentsOf:)": a `.momd`, `.xcdatamodeld` or `.xcdatamodel` folder, or a
    /// `contents` file; nil when it cannot be read.
    public init?(contentsOf url: URL) {
        guard let contents = NSManagedObjectModel.contentsFile(in: url),
              let data = try? Data(contentsOf: contents) else { return nil }
        let reader = ModelReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        entities = reader.entities
        for entity in entities { entity.resolve(in: entities) }
    }

    /// Apple: "mergedModel(from:)": every model in the bundles (the main bundle for nil).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let model = NSManagedObjectModel()
        for bundle in bundles ?? [Bundle.main] {
            let folder = bundle.resourceURL ?? bundle.bundleURL
            let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for item in items where ["momd", "xcdatamodeld"].contains(item.pathExtension) {
                if let found = NSManagedObjectModel(contentsOf: item) { model.entities += found.entities }
            }
        }
        return model.entities.isEmpty ? nil : model
    }

    /// The `contents` XML of a model's current version.
    static func contentsFile(in url: URL) -> URL? {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        // A versioned model names its current version in `.xccurrentversion`.
        var version: String?
        if let data = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        let versions = ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else { return nil }
        return url.appendingPathComponent(chosen).appendingPathComponent("contents")
    }
}

/// An entity: a kind of managed object (Apple: "NSEntityDescription").
open class NSEntityDescription: @unchecked Sendable {
    open var name: String?
    /// The class made for the entity (`representedClassName`).
    open var managedObjectClassName: String!
    open var properties: [NSPropertyDescription] = []
    /// How Xcode writes the class: "class" (all of it), "category" (the properties), or nil (you do).
    public var _codeGeneration: String?

    public init() {}

    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Apple: "entity(forEntityName:in:)".
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    /// Apple: "insertNewObject(forEntityName:into:)".
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = self.entity(forEntityName: entityName, in: context) ?? NSEntityDescription.placeholder(named: entityName)
        let type = NSManagedObject.registeredClass(named: entity.managedObjectClassName ?? entityName) ?? NSManagedObject.self
        return type.init(entity: entity, insertInto: context)
    }

    /// Links relationships to their destination entities once every entity is read.
    func resolve(in entities: [NSEntityDescription]) {
        for relationship in properties.compactMap({ $0 as? NSRelationshipDescription }) {
            relationship.destinationEntity = entities.first { $0.name == relationship._destinationName }
            relationship.inverseRelationship = relationship.destinationEntity?.relationshipsByName[relationship.inverseName ?? ""]
        }
    }

    static func placeholder(named name: String) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = name
        return entity
    }
}

/// Apple: "NSPropertyDescription".
open class NSPropertyDescription: @unchecked Sendable {
    open var name: String = ""
    open var isOptional = true
    open var isTransient = false
    public init() {}
}

/// An attribute (Apple: "NSAttributeDescription").
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var defaultValue: Any?
    /// Whether Xcode generates a scalar (`Int64`) rather than an object (`NSNumber?`).
    public var _usesScalarValueType = false
    /// A transformable attribute's class (`customClassName`).
    public var _customClassName: String?
}

/// Apple: "NSAttributeType".
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600, stringAttributeType = 700
    case booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000, UUIDAttributeType = 1100
    case URIAttributeType = 1200, transformableAttributeType = 1800, objectIDAttributeType = 2000
    case compositeAttributeType = 2100

    /// From the model file's `attributeType`.
    init(modelName: String) {
        switch modelName {
        case "Integer 16": self = .integer16AttributeType
        case "Integer 32": self = .integer32AttributeType
        case "Integer 64": self = .integer64AttributeType
        case "Decimal": self = .decimalAttributeType
        case "Double": self = .doubleAttributeType
        case "Float": self = .floatAttributeType
        case "String": self = .stringAttributeType
        case "Boolean": self = .booleanAttributeType
        case "Date": self = .dateAttributeType
        case "Binary": self = .binaryDataAttributeType
        case "UUID": self = .UUIDAttributeType
        case "URI": self = .URIAttributeType
        case "Transformable": self = .transformableAttributeType
        default: self = .undefinedAttributeType
        }
    }
}

/// A relationship (Apple: "NSRelationshipDescription").
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    open var maxCount = 1
    open var isOrdered = false
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isToMany: Bool { maxCount != 1 }
    public var _destinationName = ""
    var inverseName: String?
}

/// Apple: "NSDeleteRule".
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// Reads a model's `contents` XML (`<model><entity name=…><attribute …/><relationship …/>`).
private final class ModelReader: NSObject, XMLParserDelegate {
    var entities: [NSEntityDescription] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "entity":
            let entity = NSEntityDescription()
            entity.name = attributes["name"]
            entity.managedObjectClassName = attributes["representedClassName"] ?? attributes["name"]
            entity._codeGeneration = attributes["codeGenerationType"]
            entities.append(entity)
        case "attribute":
            guard let entity = entities.last, let name = attributes["name"] else { return }
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.attributeType = NSAttributeType(modelName: attributes["attributeType"] ?? "")
            attribute._usesScalarValueType = attributes["usesScalarValueType"] == "YES"
            attribute._customClassName = attributes["customClassName"]
            attribute.defaultValue = ModelReader.defaultValue(attributes["defaultValueString"], type: attribute.attributeType)
            entity.properties.append(attribute)
        case "relationship":
            guard let entity = entities.last, let name = attributes["name"] else { return }
            let relationship = NSRelationshipDescription()
            relationship.name = name
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.maxCount = attributes["toMany"] == "YES" ? 0 : Int(attributes["maxCount"] ?? "1") ?? 1
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship._destinationName = attributes["destinationEntity"] ?? ""
            relationship.inverseName = attributes["inverseName"]
            relationship.deleteRule = ["Cascade": .cascadeDeleteRule, "Deny": .denyDeleteRule, "No Action": .noActionDeleteRule][attributes["deletionRule"] ?? ""] ?? .nullifyDeleteRule
            entity.properties.append(relationship)
        default:
            break
        }
    }

    static func defaultValue(_ text: String?, type: NSAttributeType) -> Any? {
        guard let text else { return nil }
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: return Int64(text)
        case .doubleAttributeType, .floatAttributeType, .decimalAttributeType: return Double(text)
        case .booleanAttributeType: return text == "YES" || text == "1" || text.lowercased() == "true"
        case .stringAttributeType: return text
        default: return nil
        }
    }
}
