import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` (iOS 18): a property of `EnvironmentValues` (or `FocusedValues`, `Transaction`,
/// `ContainerValues`) with its key written for it:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[_easelEntry: __Key_accent.self] }
///         set { self[_easelEntry: __Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: Easel._EntryKey {
///         static var defaultValue: Color { .orange }
///     }
/// }
/// ```
///
/// A property with no initial value must be optional, and starts as nil; one with no type
/// annotation takes its value's type.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration)
        return [
            "get { self[_easelEntry: __Key_\(raw: name).self] }",
            "set { self[_easelEntry: __Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial) = try entry(declaration)
        let value: String
        switch (type, initial) {
        case let (type?, initial?): value = "static var defaultValue: \(type) { \(initial) }"
        case let (nil, initial?): value = "static let defaultValue = \(initial)"
        case let (type?, nil): value = "static var defaultValue: \(type) { nil }"
        case (nil, nil): throw PreviewMacroError("@Entry needs a type or an initial value.")
        }
        return ["private struct __Key_\(raw: name): Easel._EntryKey {\n    \(raw: value)\n}"]
    }

    /// The property's name, type and initial value.
    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, String?, String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw PreviewMacroError("@Entry applies to one `var` with a name.")
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let initial = binding.initializer?.value.trimmedDescription
        if initial == nil, let type, !(type.hasSuffix("?") || type.hasPrefix("Optional<")) {
            throw PreviewMacroError("@Entry var \(name): \(type) needs an initial value (or an optional type, which starts as nil).")
        }
        return (name.filter { $0 != "`" }, type, initial)
    }
}
