import Foundation

/// The shape of content for the model to generate: a type's name, description and
/// properties, or a choice among strings (Apple: "GenerationSchema"). A preview generates
/// nothing; the schema keeps what it was made from, for its `debugDescription`.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    let typeName: String
    let description: String?
    let properties: [Property]
    let choices: [String]

    /// A property of a structure's schema (Apple: "GenerationSchema.Property").
    public struct Property: Sendable {
        let name: String
        let description: String?
        let typeName: String
        let isOptional: Bool

        /// Apple: "init(name:description:type:guides:)".
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            typeName = "\(Value.self)"
            isOptional = false
        }

        /// An optional property (Apple: "init(name:description:type:guides:)" with an optional type).
        public init<Value: Generable>(name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            typeName = "\(Value.self)"
            isOptional = true
        }

        /// A string property that matches patterns (Apple: "init(name:description:type:guides:)" with regexes).
        public init<RegexOutput>(name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []) {
            self.name = name
            self.description = description
            typeName = "String"
            isOptional = false
        }
    }

    /// A structure's schema (Apple: "init(type:description:properties:)").
    public init(type: any Generable.Type, description: String? = nil, properties: [GenerationSchema.Property]) {
        typeName = "\(type)"
        self.description = description
        self.properties = properties
        choices = []
    }

    /// A choice among strings (Apple: "init(type:description:anyOf:)").
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        typeName = "\(type)"
        self.description = description
        properties = []
        self.choices = choices
    }

    /// A choice among types (Apple: "init(type:description:anyOf:)" with types).
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        typeName = "\(type)"
        self.description = description
        properties = []
        choices = types.map { "\($0)" }
    }

    /// A schema built at run time (Apple: "init(root:dependencies:)").
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        typeName = root.name
        description = root.description
        properties = root.properties.map {
            Property(name: $0.name, description: $0.description, typeName: $0.schema.name, isOptional: $0.isOptional)
        }
        choices = root.choices
    }

    /// The schema as JSON Schema-like text.
    public var debugDescription: String {
        var members = ["\"title\": \"\(typeName)\""]
        if let description { members.append("\"description\": \"\(description)\"") }
        if !choices.isEmpty { members.append("\"enum\": [" + choices.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        if !properties.isEmpty {
            let list = properties.map { "\"\($0.name)\": {\"type\": \"\($0.typeName)\"}" }.joined(separator: ", ")
            members.append("\"properties\": {" + list + "}")
            let required = properties.filter { !$0.isOptional }.map { "\"\($0.name)\"" }.joined(separator: ", ")
            members.append("\"required\": [" + required + "]")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Apple: "GenerationSchema.SchemaError".
    public enum SchemaError: Error, LocalizedError {
        case duplicateType(schema: String?, type: String, context: Context)
        case duplicateProperty(schema: String, property: String, context: Context)
        case emptyTypeChoices(schema: String, context: Context)
        case undefinedReferences(schema: String?, references: [String], context: Context)

        /// Apple: "GenerationSchema.SchemaError.Context".
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        public var errorDescription: String? {
            switch self {
            case .duplicateType(_, let type, _): return "The schema defines the type \(type) more than once."
            case .duplicateProperty(let schema, let property, _): return "\(schema) defines the property \(property) more than once."
            case .emptyTypeChoices(let schema, _): return "\(schema) offers no choices."
            case .undefinedReferences(_, let references, _): return "The schema refers to undefined types: \(references.joined(separator: ", "))."
            }
        }
    }
}

extension GenerationSchema.Property {
    init(name: String, description: String?, typeName: String, isOptional: Bool) {
        self.name = name
        self.description = description
        self.typeName = typeName
        self.isOptional = isOptional
    }
}

/// A schema made at run time, from names and choices (Apple: "DynamicGenerationSchema").
public struct DynamicGenerationSchema: Sendable {
    let name: String
    let description: String?
    let properties: [Property]
    let choices: [String]
    /// The schema of an array's elements, when this is an array.
    let elements: [DynamicGenerationSchema]

    /// A property of a dynamic schema (Apple: "DynamicGenerationSchema.Property").
    public struct Property: Sendable {
        let name: String
        let description: String?
        let schema: DynamicGenerationSchema
        let isOptional: Bool

        /// Apple: "init(name:description:schema:isOptional:)".
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }

    /// Apple: "init(name:description:properties:)".
    public init(name: String, description: String? = nil, properties: [DynamicGenerationSchema.Property]) {
        self.name = name
        self.description = description
        self.properties = properties
        choices = []
        elements = []
    }

    /// Apple: "init(name:description:anyOf:)" with strings.
    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.name = name
        self.description = description
        properties = []
        self.choices = choices
        elements = []
    }

    /// Apple: "init(name:description:anyOf:)" with schemas.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        self.name = name
        self.description = description
        properties = []
        self.choices = choices.map(\.name)
        elements = []
    }

    /// Apple: "init(arrayOf:minimumElements:maximumElements:)".
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        name = "[\(itemSchema.name)]"
        description = nil
        properties = []
        choices = []
        elements = [itemSchema]
    }

    /// Apple: "init(type:guides:)".
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        name = "\(Value.self)"
        description = nil
        properties = []
        choices = []
        elements = []
    }

    /// Apple: "init(referenceTo:)".
    public init(referenceTo name: String) {
        self.name = name
        description = nil
        properties = []
        choices = []
        elements = []
    }
}

/// A constraint on a generated value: a range, a count, a pattern (Apple: "GenerationGuide").
/// A preview keeps what the guide says, for nothing generates.
public struct GenerationGuide<Value>: Sendable {
    let summary: String
}

extension GenerationGuide where Value == String {
    /// Apple: "constant(_:)".
    public static func constant(_ value: String) -> GenerationGuide<String> { GenerationGuide(summary: "constant \(value)") }
    /// Apple: "anyOf(_:)".
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { GenerationGuide(summary: "any of \(values)") }
    /// Apple: "pattern(_:)".
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { GenerationGuide(summary: "pattern") }
}

extension GenerationGuide where Value == Int {
    /// Apple: "minimum(_:)".
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(summary: "minimum \(value)") }
    /// Apple: "maximum(_:)".
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(summary: "maximum \(value)") }
    /// Apple: "range(_:)".
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Double {
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Float {
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Decimal {
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide {
    /// Apple: "minimumCount(_:)".
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "at least \(count)")
    }

    /// Apple: "maximumCount(_:)".
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "at most \(count)")
    }

    /// Apple: "count(_:)" with a range.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "count \(range)")
    }

    /// Apple: "count(_:)".
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "count \(count)")
    }

    /// Apple: "element(_:)".
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "each \(guide.summary)")
    }
}
