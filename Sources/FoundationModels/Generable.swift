import Foundation

/// A type made from generated content (Apple: "ConvertibleFromGeneratedContent").
public protocol ConvertibleFromGeneratedContent {
    init(_ content: GeneratedContent) throws
}

/// A type that converts to generated content (Apple: "ConvertibleToGeneratedContent").
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The content as JSON text, which is what the model would read.
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
}

/// A type the model can generate (Apple: "Generable"). Mark a structure or enumeration with
/// `@Generable`; its properties' `@Guide`s describe them.
///
/// In a preview the model never generates, so a `@Generable` type needs only what this
/// protocol's defaults give: a schema with its name, `generatedContent` read from its stored
/// properties (as JSON of their names and values), and an initializer from generated content
/// that throws `GenerationError.decodingFailure`. `PartiallyGenerated` is the type itself.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// What a response stream reports while the type is generated (Apple: "PartiallyGenerated").
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// Apple: "generationSchema".
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    public static var generationSchema: GenerationSchema {
        GenerationSchema(type: Self.self, description: nil, properties: [])
    }

    /// The value's stored properties, by name.
    public var generatedContent: GeneratedContent { GeneratedContent(reflecting: self) }

    /// Content the model generated: a preview has none to read into a type of its own.
    public init(_ content: GeneratedContent) throws {
        throw LanguageModelSession.GenerationError.decodingFailure(
            .init(debugDescription: "\(Self.self) cannot be made from generated content in a preview: the @Generable macro of Easel's stand-in writes no initializer."))
    }
}

extension Generable where PartiallyGenerated == Self {
    /// Apple: "asPartiallyGenerated()".
    public func asPartiallyGenerated() -> Self { self }
}

// MARK: Generable standard types (Apple: String, Bool, Int, Float, Double, Decimal, Array)

extension String: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: String.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
    public var instructionsRepresentation: Instructions { Instructions(text: self) }
    public var promptRepresentation: Prompt { Prompt(text: self) }

    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.mismatch(content, String.self) }
        self = value
    }
}

extension Bool: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Bool.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }

    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.mismatch(content, Bool.self) }
        self = value
    }
}

extension Int: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Int.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind, let integer = Int(exactly: value.rounded()) else {
            throw GeneratedContent.mismatch(content, Int.self)
        }
        self = integer
    }
}

extension Double: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Double.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Double.self) }
        self = value
    }
}

extension Float: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Float.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Float.self) }
        self = Float(value)
    }
}

extension Decimal: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Decimal.self, description: nil, properties: []) }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue)) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Decimal.self) }
        self = Decimal(value)
    }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions { Instructions(segments: flatMap(\.instructionsRepresentation.segments)) }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    public var promptRepresentation: Prompt { Prompt(segments: flatMap(\.promptRepresentation.segments)) }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw GeneratedContent.mismatch(content, Array.self) }
        self = try elements.map { try Element($0) }
    }
}

extension Array: Generable where Element: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Array.self, description: nil, properties: []) }
}

// MARK: Macros

/// Makes a structure or enumeration generable (Apple: "Generable(description:)"). Easel's
/// expansion adds the conformance to `Generable` (see `GenerableMacro`).
@attached(extension, conformances: Generable)
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) = #externalMacro(module: "EaselMacros", type: "GenerableMacro")

/// Describes a generable property to the model (Apple: "Guide(description:)").
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "EaselMacros", type: "GuideMacro")

/// Describes and constrains a generable property (Apple: "Guide(description:_:)").
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) = #externalMacro(module: "EaselMacros", type: "GuideMacro")

/// Constrains a string property to a pattern (Apple: "Guide(description:_:)" with a regex).
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guide: Regex<RegexOutput>) = #externalMacro(module: "EaselMacros", type: "GuideMacro")
