import Foundation
@_spi(Frameworks) import Easel

/// How a container stores its models (Apple: "ModelConfiguration"). Easel keeps every
/// container in memory; one that asks for a file says once that nothing is written.
public struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Apple: "ModelConfiguration.GroupContainer".
    public struct GroupContainer: Hashable, Sendable {
        let name: String
        public static let automatic = GroupContainer(name: "automatic")
        public static let none = GroupContainer(name: "none")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
    }

    /// Apple: "ModelConfiguration.CloudKitDatabase".
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        public static let automatic = CloudKitDatabase(name: "automatic")
        public static let none = CloudKitDatabase(name: "none")
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: containerIdentifier) }
    }
}

/// The store of a schema's models (Apple: "ModelContainer"), in memory: previews start from the
/// sample data their code inserts.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The context views use (`\.modelContext`) (Apple: "mainContext").
    public private(set) lazy var mainContext = ModelContext(self)

    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
        if configurations.contains(where: { !$0.isStoredInMemoryOnly }) {
            ModelContainer.noteMemoryOnly()
        }
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    static func noteMemoryOnly() {
        Diagnostics.note("swiftdata-memory", "SwiftData in Easel keeps models in memory: a container stored on disk starts empty in each preview and nothing is written.")
    }
}
