import Foundation

/// A type that can be part of a session's instructions (Apple: "InstructionsRepresentable").
public protocol InstructionsRepresentable {
    var instructionsRepresentation: Instructions { get }
}

/// A type that can be part of a prompt (Apple: "PromptRepresentable").
public protocol PromptRepresentable {
    var promptRepresentation: Prompt { get }
}

/// What the model is told to be and do, before any prompt (Apple: "Instructions").
public struct Instructions: Sendable, InstructionsRepresentable {
    let segments: [String]

    init(segments: [String]) {
        self.segments = segments
    }

    init(text: String) {
        segments = [text]
    }

    /// Apple: "init(_:)".
    public init(_ content: some InstructionsRepresentable) {
        segments = content.instructionsRepresentation.segments
    }

    /// Apple: "init(_:)" with a builder.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        segments = try content().segments
    }

    public var instructionsRepresentation: Instructions { self }

    /// The instructions' text, one segment a line.
    var text: String { segments.joined(separator: "\n") }
}

/// What the model is asked (Apple: "Prompt").
public struct Prompt: Sendable, PromptRepresentable {
    let segments: [String]

    init(segments: [String]) {
        self.segments = segments
    }

    init(text: String) {
        segments = [text]
    }

    /// Apple: "init(_:)".
    public init(_ content: some PromptRepresentable) {
        segments = content.promptRepresentation.segments
    }

    /// Apple: "init(_:)" with a builder.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        segments = try content().segments
    }

    public var promptRepresentation: Prompt { self }

    /// The prompt's text, one segment a line.
    var text: String { segments.joined(separator: "\n") }
}

/// Builds instructions from strings and other representable values, one a line
/// (Apple: "InstructionsBuilder").
@resultBuilder
public struct InstructionsBuilder {
    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> Instructions {
        expression.instructionsRepresentation
    }

    public static func buildBlock(_ components: Instructions...) -> Instructions {
        Instructions(segments: components.flatMap(\.segments))
    }

    public static func buildArray(_ components: [Instructions]) -> Instructions {
        Instructions(segments: components.flatMap(\.segments))
    }

    public static func buildEither(first component: Instructions) -> Instructions { component }
    public static func buildEither(second component: Instructions) -> Instructions { component }
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(segments: []) }
    public static func buildLimitedAvailability(_ component: Instructions) -> Instructions { component }
}

/// Builds a prompt from strings and other representable values, one a line
/// (Apple: "PromptBuilder").
@resultBuilder
public struct PromptBuilder {
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> Prompt {
        expression.promptRepresentation
    }

    public static func buildBlock(_ components: Prompt...) -> Prompt {
        Prompt(segments: components.flatMap(\.segments))
    }

    public static func buildArray(_ components: [Prompt]) -> Prompt {
        Prompt(segments: components.flatMap(\.segments))
    }

    public static func buildEither(first component: Prompt) -> Prompt { component }
    public static func buildEither(second component: Prompt) -> Prompt { component }
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(segments: []) }
    public static func buildLimitedAvailability(_ component: Prompt) -> Prompt { component }
}

/// How the model picks its words (Apple: "GenerationOptions").
public struct GenerationOptions: Sendable, Equatable {
    /// Apple: "sampling".
    public var sampling: SamplingMode?
    /// Apple: "temperature".
    public var temperature: Double?
    /// Apple: "maximumResponseTokens".
    public var maximumResponseTokens: Int?

    /// Apple: "init(sampling:temperature:maximumResponseTokens:)".
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// Apple: "GenerationOptions.SamplingMode".
    public struct SamplingMode: Sendable, Equatable {
        let name: String

        /// The most likely word each time (Apple: "greedy").
        public static var greedy: SamplingMode { SamplingMode(name: "greedy") }

        /// Apple: "random(top:seed:)".
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(name: "top \(k) seed \(seed ?? 0)")
        }

        /// Apple: "random(probabilityThreshold:seed:)".
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(name: "p \(probabilityThreshold) seed \(seed ?? 0)")
        }
    }
}
