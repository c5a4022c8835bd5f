import Foundation

/// Content a model generated, or a value converted to it: null, a Boolean, a number, a
/// string, an array or a structure of named properties (Apple: "GeneratedContent").
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    /// Apple: "GeneratedContent.Kind".
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// Apple: "kind".
    public var kind: Kind
    /// Apple: "id".
    public var id: GenerationID?
    /// Whether generation finished (Apple: "isComplete"): content made in code is complete.
    public var isComplete: Bool { true }

    /// Apple: "init(kind:id:)".
    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    /// Apple: "init(_:)": the content of a value.
    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    /// Apple: "init(_:id:)".
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// Apple: "init(properties:id:)".
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties where values[key] == nil {
            keys.append(key)
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// Apple: "init(elements:id:)".
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Content from JSON text (Apple: "init(json:)").
    public init(json: String) throws {
        guard let data = json.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "The text is not JSON: \(json)"))
        }
        self.init(kind: GeneratedContent.kind(ofJSON: object))
    }

    // MARK: Generable

    public static var generationSchema: GenerationSchema {
        GenerationSchema(type: GeneratedContent.self, description: nil, properties: [])
    }

    public init(_ content: GeneratedContent) {
        self = content
    }

    public var generatedContent: GeneratedContent { self }

    // MARK: Reading values

    /// The content as a value of a type (Apple: "value(_:)").
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// A property of structured content as a value (Apple: "value(_:forProperty:)").
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind, let content = properties[property] else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "The content has no property \"\(property)\"."))
        }
        return try Value(content)
    }

    /// An optional property of structured content (Apple: "value(_:forProperty:)"): nil when
    /// it is missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value? {
        guard case .structure(let properties, _) = kind, let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }

    // MARK: JSON

    /// Apple: "jsonString".
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): return GeneratedContent.quoted(value)
        case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
        case .structure(let properties, let keys):
            let members = keys.compactMap { key in properties[key].map { GeneratedContent.quoted(key) + ": " + $0.jsonString } }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }

    public var debugDescription: String { jsonString }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func kind(ofJSON object: Any) -> Kind {
        switch object {
        case is NSNull: return .null
        case let value as String: return .string(value)
        case let value as NSNumber:
            // JSONSerialization gives Booleans as NSNumbers; their type says which they are.
            if String(cString: value.objCType) == "c" { return .bool(value.boolValue) }
            return .number(value.doubleValue)
        case let value as Bool: return .bool(value)
        case let value as Double: return .number(value)
        case let value as Int: return .number(Double(value))
        case let values as [Any]: return .array(values.map { GeneratedContent(kind: kind(ofJSON: $0)) })
        case let values as [String: Any]:
            let keys = values.keys.sorted()
            var properties: [String: GeneratedContent] = [:]
            for (key, member) in values { properties[key] = GeneratedContent(kind: kind(ofJSON: member)) }
            return .structure(properties: properties, orderedKeys: keys)
        default: return .string("\(object)")
        }
    }

    // MARK: Reflection

    /// The content of a value's stored properties, by name, in declaration order: a
    /// structure for a structure or class, the case name for a case without values, an array
    /// for a collection. A property that is itself convertible gives its own content.
    init(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value {
                self = GeneratedContent.content(of: wrapped)
            } else {
                self = GeneratedContent(kind: .null)
            }
        case .collection, .set:
            self = GeneratedContent(kind: .array(mirror.children.map { GeneratedContent.content(of: $0.value) }))
        case .enum where mirror.children.isEmpty:
            self = GeneratedContent(kind: .string(String(describing: value)))
        case .struct, .class, .enum:
            var properties: [String: GeneratedContent] = [:]
            var keys: [String] = []
            for child in mirror.children {
                guard let label = child.label, !(child.value is GenerationID) else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                guard properties[name] == nil else { continue }
                keys.append(name)
                properties[name] = GeneratedContent.content(of: child.value)
            }
            self = GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        default:
            self = GeneratedContent(kind: .string(String(describing: value)))
        }
    }

    private static func content(of value: Any) -> GeneratedContent {
        if let convertible = value as? any ConvertibleToGeneratedContent { return convertible.generatedContent }
        return GeneratedContent(reflecting: value)
    }

    /// The error of content that is not of the type asked for.
    static func mismatch(_ content: GeneratedContent, _ type: Any.Type) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "\(content.jsonString) is not a \(type)."))
    }
}

/// The identity of generated content, kept across the snapshots of a stream
/// (Apple: "GenerationID").
public struct GenerationID: Hashable, Sendable {
    let value: UUID

    /// Apple: "init()".
    public init() {
        value = UUID()
    }
}
