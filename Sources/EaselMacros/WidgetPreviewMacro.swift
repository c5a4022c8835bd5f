import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { SimpleEntry(date: .now) }` → a type
/// conforming to `PreviewRegistry` that calls WidgetKit's `Preview(_:as:widget:timeline:)`
/// with the same arguments, the trailing closures under their labels:
///
/// ```swift
/// struct $s…Preview…: Easel.PreviewRegistry {
///     static let fileID: String = "MyWidget/MyWidget.swift"
///     static let line: Int = 60
///     static let column: Int = 1
///     static func makePreview() throws -> Easel.Preview {
///         Easel.Preview(as: .systemSmall, widget: { MyWidget() }, timeline: { SimpleEntry(date: .now) })
///     }
/// }
/// ```
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = node.arguments.map { argument in
            argument.label.map { "\($0.text): \(argument.expression.trimmedDescription)" } ?? argument.expression.trimmedDescription
        }
        // The first trailing closure is the widget (every form's next parameter after `as:`
        // or `using:`); the others carry their labels.
        if let widget = node.trailingClosure { arguments.append("widget: \(widget.trimmedDescription)") }
        for closure in node.additionalTrailingClosures {
            arguments.append("\(closure.label.text): \(closure.closure.trimmedDescription)")
        }
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "0"
        let column = location?.column.trimmedDescription ?? "0"
        return ["""
            struct \(typeName): Easel.PreviewRegistry {
                static let fileID: String = \(raw: file)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                static func makePreview() throws -> Easel.Preview {
                    Easel.Preview(\(raw: arguments.joined(separator: ", ")))
                }
            }
            """]
    }
}
