import Foundation
import EaselSQLite

/// A Core Data store in an SQLite file: one table, a row per object with its entity, its id
/// and its values as JSON (attributes as JSON values, relationships as the ids of the objects
/// they hold), written whole on each save and read when the container loads its stores.
/// (Apple's store has a table per entity; a preview needs the objects back, not the format.)
final class PersistentStoreFile {
    private let database: SQLiteFile
    private let model: NSManagedObjectModel

    init(url: URL, model: NSManagedObjectModel) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        database = try SQLiteFile(path: url.path)
        self.model = model
        try database.run("CREATE TABLE IF NOT EXISTS easel_objects (id TEXT PRIMARY KEY, entity TEXT NOT NULL, object_values TEXT NOT NULL)")
    }

    func write(_ objects: [NSManagedObject]) throws {
        let ids = Dictionary(objects.map { (ObjectIdentifier($0), $0.objectID.uuid.uuidString) }, uniquingKeysWith: { first, _ in first })
        try database.transaction {
            try database.run("DELETE FROM easel_objects")
            for object in objects where !object.isDeleted {
                var row: [String: Any] = [:]
                for (key, value) in object.values {
                    if let encoded = PersistentStoreFile.encode(value, ids: ids) { row[key] = encoded }
                }
                let json = String(decoding: try JSONSerialization.data(withJSONObject: row), as: UTF8.self)
                try database.run("INSERT INTO easel_objects VALUES (?, ?, ?)",
                                 [.text(ids[ObjectIdentifier(object)] ?? UUID().uuidString), .text(object.entity.name ?? ""), .text(json)])
            }
        }
    }

    func read() throws -> [NSManagedObject] {
        let rows = try database.run("SELECT id, entity, object_values FROM easel_objects")
        var byID: [String: NSManagedObject] = [:]
        var pending: [(NSManagedObject, [String: Any])] = []
        for row in rows {
            guard row.count == 3, let id = row[0].text, let entityName = row[1].text, let json = row[2].text,
                  let values = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { continue }
            let entity = model.entitiesByName[entityName] ?? NSEntityDescription.placeholder(named: entityName)
            let type = NSManagedObject.registeredClass(named: entity.managedObjectClassName ?? entityName) ?? NSManagedObject.self
            let object = type.init(entity: entity, insertInto: nil)
            byID[id] = object
            pending.append((object, values))
        }
        for (object, values) in pending {
            for (key, value) in values {
                object.values[key] = PersistentStoreFile.decode(value, attribute: object.entity.attributesByName[key],
                                                                relationship: object.entity.relationshipsByName[key], objects: byID)
            }
        }
        return pending.map(\.0)
    }

    private static func encode(_ value: Any, ids: [ObjectIdentifier: String]) -> Any? {
        switch value {
        case let object as NSManagedObject: return ["ref": ids[ObjectIdentifier(object)] ?? ""]
        case let set as NSSet: return ["refs": set.allObjects.compactMap { ($0 as? NSManagedObject).flatMap { ids[ObjectIdentifier($0)] } }]
        case let set as NSOrderedSet: return ["refs": set.array.compactMap { ($0 as? NSManagedObject).flatMap { ids[ObjectIdentifier($0)] } }]
        case let date as Date: return ["date": date.timeIntervalSinceReferenceDate]
        case let data as Data: return ["data": data.base64EncodedString()]
        case let uuid as UUID: return ["uuid": uuid.uuidString]
        case let url as URL: return ["url": url.absoluteString]
        case let decimal as Decimal: return ["decimal": "\(decimal)"]
        case let bool as Bool: return ["bool": bool]
        case let string as String: return string
        case let number as Int64: return number
        case let number as Int32: return Int64(number)
        case let number as Int16: return Int64(number)
        case let number as Int: return Int64(number)
        case let number as Double: return number
        case let number as Float: return Double(number)
        default: return nil
        }
    }

    private static func decode(_ value: Any, attribute: NSAttributeDescription?, relationship: NSRelationshipDescription?,
                               objects: [String: NSManagedObject]) -> Any? {
        if let box = value as? [String: Any] {
            if let ref = box["ref"] as? String { return objects[ref] }
            if let refs = box["refs"] as? [String] {
                let related = refs.compactMap { objects[$0] }
                return relationship?.isOrdered == true ? NSOrderedSet(array: related) : NSSet(array: related)
            }
            if let time = box["date"] as? Double { return Date(timeIntervalSinceReferenceDate: time) }
            if let base64 = box["data"] as? String { return Data(base64Encoded: base64) }
            if let text = box["uuid"] as? String { return UUID(uuidString: text) }
            if let text = box["url"] as? String { return URL(string: text) }
            if let text = box["decimal"] as? String { return Decimal(string: text) }
            if let bool = box["bool"] as? Bool { return bool }
            return nil
        }
        switch attribute?.attributeType {
        case .integer16AttributeType?: return (value as? NSNumber).map { Int16(truncating: $0) }
        case .integer32AttributeType?: return (value as? NSNumber).map { Int32(truncating: $0) }
        case .integer64AttributeType?: return (value as? NSNumber).map { Int64(truncating: $0) }
        case .floatAttributeType?: return (value as? NSNumber).map { Float(truncating: $0) }
        case .doubleAttributeType?: return (value as? NSNumber).map { Double(truncating: $0) }
        default: return value
        }
    }
}
