import Foundation
@_spi(Frameworks) import Easel

/// How a container stores its models (Apple: "ModelConfiguration"). A configuration with a
/// `url:` stores them in that SQLite file (`Store.swift`); any other keeps them in memory, as
/// a preview starts from the sample data its code inserts (one that asks for the default file
/// says so once).
public struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    /// The file the models are stored in, when the configuration names one (Apple: "url").
    public let url: URL?

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = nil
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration for some model types (Apple: "init(for:isStoredInMemoryOnly:)"); the
    /// container's schema lists the types, so they need not be kept here.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.url == rhs.url
    }
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

/// The store of a schema's models (Apple: "ModelContainer"): in memory, where previews start
/// from the sample data their code inserts, or in the SQLite file a configuration's `url:`
/// names, whose models the main context holds from the start.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The file store, for a configuration with a `url:` (the first, if several have one).
    let store: ModelStore?
    /// The context views use (`\.modelContext`) (Apple: "mainContext").
    public private(set) lazy var mainContext = ModelContext(self)

    /// Throws when the file a configuration names cannot be opened as a store.
    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
        if let url = configurations.lazy.compactMap(\.url).first {
            store = try ModelStore(url: url)
        } else {
            store = nil
            if configurations.contains(where: { !$0.isStoredInMemoryOnly }) {
                ModelContainer.noteMemoryOnly()
            }
        }
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    static func noteMemoryOnly() {
        Diagnostics.note("swiftdata-memory", "SwiftData in Easel keeps a container without a url in memory: it starts empty in each preview and nothing is written. ModelConfiguration(url:) stores models in that SQLite file.")
    }
}
