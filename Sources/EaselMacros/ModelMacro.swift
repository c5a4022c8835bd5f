import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: makes a class a SwiftData model that views observe.
///
/// It expands to what `@Observable` expands to — a registrar, `access`/`withMutation`, and
/// `@ObservationTracked` on every stored `var` but `@Transient` and `@ObservationIgnored`
/// ones — plus conformance to `PersistentModel` and `Observable`:
///
/// ```swift
/// @Model final class Trip { var name: String; init(name: String) { self.name = name } }
/// // becomes, in effect:
/// final class Trip { @ObservationTracked var name: String; … registrar and helpers … }
/// extension Trip: SwiftData.PersistentModel, Observation.Observable {}
/// ```
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmed else {
            throw PreviewMacroError("@Model applies to classes: SwiftData models are reference types.")
        }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<\(type), Member>,
                                                                           _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
              isTrackedStoredProperty(variable) else { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }

    /// A `var` with storage (no accessors of its own), not static, not marked `@Transient`
    /// or `@ObservationIgnored`, with one binding.
    static func isTrackedStoredProperty(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first else { return false }
        if binding.accessorBlock != nil { return false }
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return false }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        return !attributes.contains { ["Transient", "ObservationIgnored", "ObservationTracked"].contains($0) }
    }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient`: marks read by `@Model`; they add nothing.
public struct ModelPropertyMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
