import SwiftSyntax
import SwiftSyntaxMacros

/// `@ModelActor actor DataHandler { … }` (SwiftData): the members SwiftData's macro adds, with
/// the container's main context as the actor's context (see `ModelActor` in SwiftData):
///
/// ```swift
/// nonisolated let modelExecutor: any SwiftData.ModelExecutor
/// nonisolated let modelContainer: SwiftData.ModelContainer
/// init(modelContainer: SwiftData.ModelContainer) {
///     self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContainer.mainContext)
///     self.modelContainer = modelContainer
/// }
/// ```
/// and `extension DataHandler: SwiftData.ModelActor {}`. A public actor gets a public `init`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw PreviewMacroError("@ModelActor applies to an actor: @ModelActor actor DataHandler { … }")
        }
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContainer.mainContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// `#Unique<Trip>([\.name, \.startDate])` and `#Index<Trip>([\.name])` in a model's body (Apple:
/// "Unique(_:)", "Index(_:)", iOS 18): a store's constraints and indices. Models live in
/// memory here, with no index to build, so each declares nothing.
public struct ModelSchemaMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
