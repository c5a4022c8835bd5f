import SwiftSyntax
import SwiftSyntaxMacros

/// `@Generable` (FoundationModels, iOS 26): makes a structure or enumeration a type the
/// on-device model can generate.
///
/// ```swift
/// @Generable struct Itinerary { @Guide(description: "A catchy title") var title: String }
/// // becomes
/// struct Itinerary { var title: String }
/// extension Itinerary: FoundationModels.Generable {}
/// ```
///
/// Apple's macro also writes the type's schema, an initializer from generated content and a
/// `PartiallyGenerated` type of optional properties. A preview has no model to generate
/// anything, so the conformance is all it adds: `Generable`'s defaults give the schema of the
/// type's name, a `generatedContent` read from the value's stored properties, and an
/// initializer that throws, and `PartiallyGenerated` is the type itself.
public struct GenerableMacro: ExtensionMacro, MemberMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
            throw PreviewMacroError("@Generable applies to structures and enumerations.")
        }
        // A type that already conforms (declared `: Generable` by hand) needs nothing more.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): FoundationModels.Generable {}")]
    }

    /// Adds no members (see the type's documentation).
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// `@Guide` (FoundationModels): the description and constraints of a generable property,
/// which the model reads. A preview has no model: the attribute is accepted and adds nothing.
public struct GuideMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
