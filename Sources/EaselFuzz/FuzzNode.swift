import Foundation

/// One view or modifier of a fuzzed tree, as data: what kind it is, its arguments and its
/// children. Kept as data (not as a view) so a failing tree can be printed as Swift source,
/// sent to a worker process and shrunk one piece at a time.
///
/// For a modifier, `children[0]` is the view it modifies and any further child is secondary
/// content (a background, an overlay, a safe-area inset).
public struct FuzzNode: Codable, Equatable, Sendable {
    public var kind: String
    public var arguments: [FuzzValue]
    public var children: [FuzzNode]

    public init(_ kind: String, _ arguments: [FuzzValue] = [], children: [FuzzNode] = []) {
        self.kind = kind
        self.arguments = arguments
        self.children = children
    }

    /// How many nodes the tree has.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// An argument of a fuzzed view or modifier.
public enum FuzzValue: Equatable, Sendable {
    case number(Double)
    /// `nil` for an optional argument.
    case none
    case integer(Int)
    case text(String)
    case flag(Bool)
    /// The index of a value in one of the catalogue's fixed lists (alignments, edges, fonts…).
    case option(Int)
}

extension FuzzValue: Codable {
    // JSON has no NaN or infinities: numbers travel as Swift's own spelling of them.
    private enum CodingKeys: String, CodingKey { case number, none, integer, text, flag, option }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .number(let value): try container.encode(String(value), forKey: .number)
        case .none: try container.encode(true, forKey: .none)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .text(let value): try container.encode(value, forKey: .text)
        case .flag(let value): try container.encode(value, forKey: .flag)
        case .option(let value): try container.encode(value, forKey: .option)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let spelled = try container.decodeIfPresent(String.self, forKey: .number) {
            guard let value = Double(spelled) else {
                throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "not a number: \(spelled)")
            }
            self = .number(value)
        } else if let value = try container.decodeIfPresent(Int.self, forKey: .integer) {
            self = .integer(value)
        } else if let value = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(value)
        } else if let value = try container.decodeIfPresent(Bool.self, forKey: .flag) {
            self = .flag(value)
        } else if let value = try container.decodeIfPresent(Int.self, forKey: .option) {
            self = .option(value)
        } else {
            self = .none
        }
    }
}

extension FuzzValue {
    /// Swift source for a number: `.nan`, `.infinity`, `1e+300`…
    static func source(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
        if value == -.greatestFiniteMagnitude { return "-.greatestFiniteMagnitude" }
        if value == .leastNonzeroMagnitude { return ".leastNonzeroMagnitude" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Swift source for a string literal.
    static func source(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f || (0x2028...0x2029).contains(scalar.value)
                || scalar.properties.generalCategory == .format:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
