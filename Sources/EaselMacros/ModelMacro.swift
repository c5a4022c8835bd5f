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
        ] + storageMembers(of: declaration)
    }

    /// What a store needs to save and load the model (`SwiftData/Store.swift`): an initializer
    /// from a stored row, and methods that write the stored properties to a row and relink its
    /// relationships once every model is loaded. Properties without an initial value are read
    /// first (or the row is refused when it lacks them), then those with one, which keep it when
    /// the row has none. A class that declares no initializer keeps its `init()`.
    static func storageMembers(of declaration: some DeclGroupSyntax) -> [DeclSyntax] {
        var required: [String] = [], defaulted: [String] = [], encoded: [String] = [], restored: [String] = [], cascaded: [String] = []
        var declaresInit = false
        for member in declaration.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) { declaresInit = true }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { continue }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let stored = !attributes.contains { ["Transient", "ObservationIgnored"].contains($0) }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            let type = binding.typeAnnotation?.type
            let isOptional = type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || $0.trimmedDescription.hasPrefix("Optional<") } ?? false
            if binding.initializer == nil && isOptional && !isLet {
                // `var x: T?` starts as nil.
                if stored { defaulted.append("self.\(name) = row.decode(\"\(key)\") ?? nil") }
            } else if binding.initializer == nil {
                required.append(isOptional ? "self.\(name) = row.decode(\"\(key)\") ?? nil" : "self.\(name) = try row.require(\"\(key)\")")
            } else if stored && !isLet {
                defaulted.append("self.\(name) = row.decode(\"\(key)\") ?? self.\(name)")
            }
            if isCascadingRelationship(variable) { cascaded.append("SwiftData._models(in: self.\(name))") }
            if stored {
                encoded.append("row.encode(\"\(key)\", self.\(name))")
                if !isLet && !isPlainValue(type) { restored.append("row.restore(\"\(key)\", into: &self.\(name))") }
            }
        }
        func body(_ lines: [String]) -> String { lines.isEmpty ? "" : "\n    " + lines.joined(separator: "\n    ") + "\n" }
        // A public model (a data module's) satisfies the public protocol with public members.
        let modifiers = declaration.modifiers.map(\.name.text)
        let access = modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
        var members: [DeclSyntax] = [
            "\(raw: access)required init(_easelRow row: SwiftData._ModelRow) throws {\(raw: body(required + defaulted))}",
            "\(raw: access)func _easelEncode(into row: inout SwiftData._ModelRow) {\(raw: body(encoded))}",
            "\(raw: access)func _easelRestore(from row: SwiftData._ModelRow) {\(raw: body(restored))}",
            "\(raw: access)func _easelCascade() -> [AnyObject] {\(raw: cascaded.isEmpty ? " [] " : "\n    " + cascaded.joined(separator: " + ") + "\n")}",
        ]
        if !declaresInit { members.append("\(raw: access)init() {}") }
        return members
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
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable, SwiftData._EaselStoredModel {}")]
    }

    /// Whether a property is a `@Relationship(deleteRule: .cascade)`: deleting the model deletes
    /// the models it holds.
    static func isCascadingRelationship(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Relationship",
                  let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) else { return false }
            return arguments.contains { $0.label?.text == "deleteRule" && $0.expression.trimmedDescription.hasSuffix("cascade") }
        }
    }

    /// Whether a property's declared type is one of Foundation's value types (or an optional
    /// or array of one): never a relationship, so there is nothing to relink.
    static func isPlainValue(_ type: TypeSyntax?) -> Bool {
        guard var name = type?.trimmedDescription else { return false }
        for wrapper in ["?", "!"] where name.hasSuffix(wrapper) { name.removeLast() }
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = String(name.dropFirst().dropLast()) }
        return ["String", "Int", "Double", "Float", "Bool", "Date", "UUID", "URL", "Data", "Decimal", "CGFloat",
                "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8"].contains(name)
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
