// `import SwiftData` on Linux: models, containers, contexts and queries kept in memory, so that
// views that use SwiftData preview with their sample data.
@_exported import Foundation
import Easel
// Apple's SwiftData brings Observation with it: a model file that imports only SwiftData
// compiles `@Model`'s expansion, which uses Observation's registrar and macros.
@_exported import Observation

/// Makes a class a persistent model that views observe (Apple: "Model()").
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers),
          named(init), named(_easelEncode), named(_easelRestore), named(_easelCascade))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable, _EaselStoredModel)
public macro Model() = #externalMacro(module: "EaselMacros", type: "ModelMacro")

/// Options of a stored attribute (Apple: "Attribute(_:originalName:hashModifier:)"). Accepted
/// and kept by nothing: data is in memory.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "EaselMacros", type: "ModelPropertyMacro")

/// A relationship to other models (Apple: "Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)").
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "EaselMacros", type: "ModelPropertyMacro")

/// A property that is neither stored nor observed (Apple: "Transient()").
@attached(peer)
public macro Transient() = #externalMacro(module: "EaselMacros", type: "ModelPropertyMacro")

/// Properties whose values together are unique among a model's instances (Apple: "Unique(_:)",
/// iOS 18): `#Unique<Trip>([\.name, \.startDate])`. Compiles; uniqueness is not enforced in
/// a preview's in-memory store.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "EaselMacros", type: "ModelSchemaMacro")

/// Properties a store indexes (Apple: "Index(_:)", iOS 18): `#Index<Trip>([\.name], [\.startDate])`.
/// Compiles; an in-memory store has nothing to index.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "EaselMacros", type: "ModelSchemaMacro")

/// A model class (Apple: "PersistentModel"). `@Model` makes a class one.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

/// A model's identity in its container (Apple: "PersistentIdentifier").
///
/// `Codable` as Apple's is, so `#Predicate { $0.persistentModelID == id }` compiles (a
/// predicate's values are `Codable`); it encodes the model object's address, which means
/// something only in the process that made it, as a preview's store lives in one.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable {
    let address: UInt
    init(value: ObjectIdentifier) { address = UInt(bitPattern: value) }
    /// Whether it identifies `model`.
    func identifies(_ model: AnyObject) -> Bool { UInt(bitPattern: ObjectIdentifier(model)) == address }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.address < rhs.address }
}

extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(value: ObjectIdentifier(self)) }
    public var id: PersistentIdentifier { persistentModelID }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The context the model was inserted into, if any (Apple: "modelContext").
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }
    /// Whether the model was deleted from its context (Apple: "isDeleted").
    public var isDeleted: Bool { ModelContext.deletedModels.contains(ObjectIdentifier(self)) }
}

/// The models a container holds (Apple: "Schema").
public struct Schema {
    public let entities: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        entities = types
    }

    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        entities = types
    }

    /// Apple: "Schema.Version".
    public struct Version: Hashable, Sendable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    /// Apple: "Schema.Attribute".
    public enum Attribute {
        /// Apple: "Schema.Attribute.Option".
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
        }
    }

    /// Apple: "Schema.Relationship".
    public enum Relationship {
        /// Apple: "Schema.Relationship.Option".
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models it relates to (Apple: "DeleteRule").
        public enum DeleteRule: Hashable, Sendable {
            case cascade, deny, noAction, nullify
        }
    }
}
