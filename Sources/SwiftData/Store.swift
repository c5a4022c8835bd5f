import Foundation
import EaselSQLite
@_spi(Frameworks) import Easel

/// What `@Model` adds so a store can save and load a model: an initializer from a stored row,
/// and methods that write its stored properties and relink its relationships.
public protocol _EaselStoredModel: AnyObject {
    init(_easelRow row: _ModelRow) throws
    func _easelEncode(into row: inout _ModelRow)
    func _easelRestore(from row: _ModelRow)
    /// The models its `@Relationship(deleteRule: .cascade)` properties hold.
    func _easelCascade() -> [AnyObject]
}

/// The models a property holds: one, an optional one, or an array of them.
public func _models<T>(in value: T) -> [AnyObject] {
    relationshipModels(in: value) ?? []
}

/// The models a value holds when it is a relationship (a model, an optional one, an array of
/// them); nil for any other value.
func relationshipModels(in value: Any) -> [AnyObject]? {
    if let model = value as? any PersistentModel { return [model] }
    if let models = value as? [any PersistentModel] { return models.map { $0 as AnyObject } }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return nil }
    return mirror.children.first.map { relationshipModels(in: $0.value) ?? [] } ?? []
}

/// A model as stored: each stored property's value as JSON, each relationship as references
/// to other stored models (`Entity#number`). Public only because `@Model`'s code names it.
public struct _ModelRow {
    var values: [String: String] = [:]
    var links: [String: [String]] = [:]
    /// While saving: the reference of a model (nil for one the context does not hold).
    var reference: ((AnyObject) -> String?)?
    /// While loading: the model a reference names.
    var resolve: ((String) -> AnyObject?)?

    /// The stored value of a property, when the row has one of this type.
    public func decode<T: Decodable>(_ key: String) -> T? {
        guard let json = values[key], let list = try? JSONDecoder().decode([T].self, from: Data(json.utf8)) else { return nil }
        return list.first
    }

    /// A property that is not `Codable` (a relationship) is not read here: `restore` links it.
    public func decode<T>(_ key: String) -> T? { nil }

    public func require<T: Decodable>(_ key: String) throws -> T {
        guard let value: T = decode(key) else { throw ModelStore.Failure.missingValue(key) }
        return value
    }

    /// A to-many relationship starts empty and is linked once every model is loaded.
    public func require<T>(_ key: String) throws -> T {
        if let empty = [AnyObject]() as? T { return empty }
        throw ModelStore.Failure.missingValue(key)
    }

    public mutating func encode<T: Encodable>(_ key: String, _ value: T) {
        guard let data = try? JSONEncoder().encode([value]) else {
            Diagnostics.note("swiftdata-encode-\(T.self)", "SwiftData in Easel could not encode a \(T.self) value of '\(key)'; it is not stored.")
            return
        }
        values[key] = String(decoding: data, as: UTF8.self)
    }

    /// Relationships (a model, an optional one, an array of them) are stored as references;
    /// any other value that is not `Codable` is not stored, with a note.
    public mutating func encode<T>(_ key: String, _ value: T) {
        if let references = references(to: value) {
            links[key] = references
        } else {
            Diagnostics.note("swiftdata-encode-\(T.self)", "SwiftData in Easel stores Codable values and relationships: '\(key)' (\(T.self)) is not stored.")
        }
    }

    private func references(to value: Any) -> [String]? {
        relationshipModels(in: value).map { models in models.compactMap { reference?($0) } }
    }

    /// Links a relationship to the loaded models its references name.
    public func restore<T>(_ key: String, into value: inout T) {
        guard let references = links[key], let resolve else { return }
        let objects = references.compactMap(resolve)
        if let many = objects as? T {
            value = many
        } else if let first = objects.first, let one = first as? T {
            value = one
        }
    }
}

/// An SQLite file of models (`SQLiteFile`): one table, a row per model with its entity, its
/// place among its entity's models, and its properties as JSON. A save writes every model the
/// context holds in one transaction; opening the container loads them back.
final class ModelStore {
    enum Failure: Error, CustomStringConvertible {
        case missingValue(String)
        case open(URL, Error)

        var description: String {
            switch self {
            case .missingValue(let key): return "the stored row has no value for '\(key)'"
            case .open(let url, let error): return "SwiftData could not open the store at \(url.path): \(error)"
            }
        }
    }

    private struct StoredRow: Codable {
        var values: [String: String]
        var links: [String: [String]]
    }

    let url: URL
    private let database: SQLiteFile

    init(url: URL) throws {
        self.url = url
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            database = try SQLiteFile(path: url.path)
            try database.run("""
                CREATE TABLE IF NOT EXISTS easel_models (
                    entity TEXT NOT NULL, position INTEGER NOT NULL, properties TEXT NOT NULL,
                    PRIMARY KEY (entity, position))
                """)
        } catch {
            throw Failure.open(url, error)
        }
    }

    static func entityName(_ type: Any.Type) -> String { String(reflecting: type) }

    /// Writes `models` (by entity, in order) in place of what the file held.
    func save(_ models: [AnyObject]) throws {
        var positions: [ObjectIdentifier: String] = [:]
        var counts: [String: Int] = [:]
        var entries: [(entity: String, position: Int, object: _EaselStoredModel)] = []
        for model in models {
            guard let stored = model as? _EaselStoredModel else { continue }
            let entity = ModelStore.entityName(type(of: model))
            let position = counts[entity, default: 0]
            counts[entity] = position + 1
            positions[ObjectIdentifier(model)] = "\(entity)#\(position)"
            entries.append((entity, position, stored))
        }
        let rows: [(String, Int, String)] = entries.map { entry in
            var row = _ModelRow()
            row.reference = { positions[ObjectIdentifier($0)] }
            entry.object._easelEncode(into: &row)
            let data = (try? JSONEncoder().encode(StoredRow(values: row.values, links: row.links))) ?? Data("{}".utf8)
            return (entry.entity, entry.position, String(decoding: data, as: UTF8.self))
        }
        try database.transaction {
            try database.run("DELETE FROM easel_models")
            for (entity, position, properties) in rows {
                try database.run("INSERT INTO easel_models (entity, position, properties) VALUES (?, ?, ?)",
                                 [.text(entity), .integer(position), .text(properties)])
            }
        }
    }

    /// The stored models, made again and relinked, in the order they were saved. A row whose
    /// entity is unknown, or that lacks a value its model needs, is left out with a note.
    func load(schema: Schema) throws -> [AnyObject] {
        var known: [String: _EaselStoredModel.Type] = [:]
        for entity in schema.entities {
            if let stored = entity as? _EaselStoredModel.Type { known[ModelStore.entityName(entity)] = stored }
        }
        let rows = try database.run("SELECT entity, position, properties FROM easel_models ORDER BY entity, position")
        var loaded: [(object: _EaselStoredModel, row: _ModelRow)] = []
        var byReference: [String: AnyObject] = [:]
        for record in rows {
            guard record.count == 3, let entity = record[0].text, let position = record[1].integer, let properties = record[2].text else { continue }
            guard let type = known[entity] ?? (_typeByName(entity) as? _EaselStoredModel.Type) else {
                Diagnostics.note("swiftdata-entity-\(entity)", "SwiftData in Easel: the store at \(url.path) holds \(entity) models, which this program does not define; they are left out.")
                continue
            }
            guard let stored = try? JSONDecoder().decode(StoredRow.self, from: Data(properties.utf8)) else { continue }
            var row = _ModelRow(values: stored.values, links: stored.links)
            do {
                let object = try type.init(_easelRow: row)
                byReference["\(entity)#\(position)"] = object
                row.resolve = { byReference[$0] }
                loaded.append((object, row))
            } catch {
                Diagnostics.note("swiftdata-row-\(entity)", "SwiftData in Easel left a stored \(entity) out: \(error).")
            }
        }
        for (object, row) in loaded { object._easelRestore(from: row) }
        return loaded.map(\.object)
    }
}
