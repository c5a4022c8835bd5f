import Foundation

/// Code the model can call while it responds: to look something up or act (Apple: "Tool").
/// A preview's model never responds, so tools are kept by their session and never called.
public protocol Tool<Arguments, Output>: Sendable {
    /// What the model passes (Apple: "Arguments"), usually a `@Generable` structure.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// What the tool returns to the model (Apple: "Output").
    associatedtype Output: PromptRepresentable

    /// Apple: "name"; by default the type's name.
    var name: String { get }
    /// What the tool does, for the model (Apple: "description").
    var description: String { get }
    /// Apple: "parameters"; by default the schema of `Arguments`.
    var parameters: GenerationSchema { get }
    /// Apple: "includesSchemaInInstructions".
    var includesSchemaInInstructions: Bool { get }

    /// Apple: "call(arguments:)".
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    public var name: String { "\(Self.self)" }
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
