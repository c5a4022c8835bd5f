import Foundation
@_spi(Frameworks) import Easel

// The app's things and choices as intents take them: entities found by queries, and enums
// with a display name for each case.

/// How the system shows a value (Apple: "DisplayRepresentation").
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// An image beside the title (Apple: "DisplayRepresentation.Image").
    public struct Image: Sendable {
        let systemName: String?
        let name: String?
        let url: URL?
        let data: Data?

        public init(systemName: String, tintColor: UIColor? = nil) {
            self.systemName = systemName
            name = nil
            url = nil
            data = nil
        }

        public init(named name: String, isTemplate: Bool = false) {
            systemName = nil
            self.name = name
            url = nil
            data = nil
        }

        public init(url: URL, isTemplate: Bool = false) {
            systemName = nil
            name = nil
            self.url = url
            data = nil
        }

        public init(data: Data, isTemplate: Bool = false) {
            systemName = nil
            name = nil
            url = nil
            self.data = data
        }
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How the system names a type (Apple: "TypeDisplayRepresentation").
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A fixed set of choices an intent takes (Apple: "AppEnum"): an enum with a name for its
/// type and one for each case.
public protocol AppEnum: RawRepresentable, Hashable, CaseIterable, _IntentDefaultable where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// An unset parameter of the enum reads as its first case.
    public static var _intentDefault: Self? { allCases.first }

    /// How the system shows this case.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: rawValue.description)
    }
}

/// A thing of the app that intents act on (Apple: "AppEntity"), found by its query.
public protocol AppEntity: Identifiable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    public static var defaultQuery: DefaultQuery { DefaultQuery() }

    /// `@Property(title: "Name") var name: String` in an entity.
    public typealias Property<Value> = EntityProperty<Value>
    /// `@Dependency var store: Store` in an entity.
    public typealias Dependency<Value> = AppDependency<Value>
}

/// Finds entities by identifier, and suggests some (Apple: "EntityQuery").
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// `@Dependency var store: Store` in a query.
    public typealias Dependency<Value> = AppDependency<Value>
}

/// A query that also finds entities by text (Apple: "EntityStringQuery").
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity (Apple: "EnumerableEntityQuery", iOS 17).
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
