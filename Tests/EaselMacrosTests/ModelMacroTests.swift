import XCTest
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import EaselMacros

/// What `@Model` expands to: `@Observable`'s machinery and the two conformances.
final class ModelMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Model": ModelMacro.self, "Transient": ModelPropertyMacro.self, "Relationship": ModelPropertyMacro.self]

    func testStoredVariablesAreTrackedAndTheClassConforms() {
        assertMacroExpansion(
            """
            @Model
            final class Trip {
                var name: String
                let id: Int
                @Transient var isExpanded = false
                var summary: String { name }
                static var count = 0
                init(name: String) { self.name = name; id = 1 }
            }
            """,
            expandedSource: """
            final class Trip {
                @ObservationTracked
                var name: String
                let id: Int
                var isExpanded = false
                var summary: String { name }
                static var count = 0
                init(name: String) { self.name = name; id = 1 }

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Trip, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Trip, Member>,
                                                                               _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                required init(_easelRow row: SwiftData._ModelRow) throws {
                    self.name = try row.require("name")
                    self.id = try row.require("id")
                }

                func _easelEncode(into row: inout SwiftData._ModelRow) {
                    row.encode("name", self.name)
                    row.encode("id", self.id)
                }

                func _easelRestore(from row: SwiftData._ModelRow) {
                }

                func _easelCascade() -> [AnyObject] {
                    []
                }
            }

            extension Trip: SwiftData.PersistentModel, Observation.Observable, SwiftData._EaselStoredModel {
            }
            """,
            macros: macros)
    }

    /// A public model (in a data module of its own) gets public storage members: the protocol
    /// they satisfy is public.
    func testAPublicModelsStorageMembersArePublic() {
        assertMacroExpansion(
            """
            @Model
            public final class Pokemon {
                public var name: String
                public init(name: String) { self.name = name }
            }
            """,
            expandedSource: """
            public final class Pokemon {
                @ObservationTracked
                public var name: String
                public init(name: String) { self.name = name }

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Pokemon, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Pokemon, Member>,
                                                                               _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                public required init(_easelRow row: SwiftData._ModelRow) throws {
                    self.name = try row.require("name")
                }

                public func _easelEncode(into row: inout SwiftData._ModelRow) {
                    row.encode("name", self.name)
                }

                public func _easelRestore(from row: SwiftData._ModelRow) {
                }

                public func _easelCascade() -> [AnyObject] {
                    []
                }
            }

            extension Pokemon: SwiftData.PersistentModel, Observation.Observable, SwiftData._EaselStoredModel {
            }
            """,
            macros: macros)
    }

    /// The stored-row initializer reads properties without a value first, then those with
    /// one (keeping it when the row has none); relationships are relinked after loading; a
    /// class that declares no initializer keeps `init()`.
    func testTheStoredRowInitializerKeepsDefaultsAndRelinksRelationships() {
        assertMacroExpansion(
            """
            @Model
            final class Note {
                var text = ""
                var pinned: Bool?
                var folder: Folder?
                @ObservationIgnored var cache: [String: Int] = [:]
            }
            """,
            expandedSource: """
            final class Note {
                @ObservationTracked
                var text = ""
                @ObservationTracked
                var pinned: Bool?
                @ObservationTracked
                var folder: Folder?
                @ObservationIgnored var cache: [String: Int] = [:]

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Note, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Note, Member>,
                                                                               _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                required init(_easelRow row: SwiftData._ModelRow) throws {
                    self.text = row.decode("text") ?? self.text
                    self.pinned = row.decode("pinned") ?? nil
                    self.folder = row.decode("folder") ?? nil
                }

                func _easelEncode(into row: inout SwiftData._ModelRow) {
                    row.encode("text", self.text)
                    row.encode("pinned", self.pinned)
                    row.encode("folder", self.folder)
                }

                func _easelRestore(from row: SwiftData._ModelRow) {
                    row.restore("text", into: &self.text)
                    row.restore("folder", into: &self.folder)
                }

                func _easelCascade() -> [AnyObject] {
                    []
                }

                init() {
                }
            }

            extension Note: SwiftData.PersistentModel, Observation.Observable, SwiftData._EaselStoredModel {
            }
            """,
            macros: macros)
    }

    /// A `.cascade` relationship is listed for deletes to follow.
    func testACascadingRelationshipIsListed() {
        assertMacroExpansion(
            """
            @Model
            final class Folder {
                @Relationship(deleteRule: .cascade, inverse: \\Note.folder) var notes: [Note] = []
                @Relationship var owner: Person?
            }
            """,
            expandedSource: """
            final class Folder {
                @ObservationTracked var notes: [Note] = []
                @ObservationTracked var owner: Person?

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Folder, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Folder, Member>,
                                                                               _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                required init(_easelRow row: SwiftData._ModelRow) throws {
                    self.notes = row.decode("notes") ?? self.notes
                    self.owner = row.decode("owner") ?? nil
                }

                func _easelEncode(into row: inout SwiftData._ModelRow) {
                    row.encode("notes", self.notes)
                    row.encode("owner", self.owner)
                }

                func _easelRestore(from row: SwiftData._ModelRow) {
                    row.restore("notes", into: &self.notes)
                    row.restore("owner", into: &self.owner)
                }

                func _easelCascade() -> [AnyObject] {
                    SwiftData._models(in: self.notes)
                }

                init() {
                }
            }

            extension Folder: SwiftData.PersistentModel, Observation.Observable, SwiftData._EaselStoredModel {
            }
            """,
            macros: macros)
    }

    func testAStructIsRefused() {
        assertMacroExpansion(
            "@Model struct Point { var x = 0 }",
            expandedSource: "struct Point { var x = 0 \n}",
            diagnostics: [DiagnosticSpec(message: "@Model applies to classes: SwiftData models are reference types.", line: 1, column: 1)],
            macros: macros)
    }
}
