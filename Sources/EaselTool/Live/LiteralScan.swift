import Foundation

/// The literals of a Swift file's view code that a live preview can change without compiling
/// (see `_LiveLiterals` in Easel): those in `body` and in other properties and functions that
/// return `some View`, outside case patterns, attributes, macros, key paths, interpolated or
/// multi-line strings and operator expressions (where a generic call would change how the
/// expression type-checks).
///
/// Finding them takes Swift's parser, which the `easel` executable links and installs as
/// `LiteralScan.scanner`; the preview runtime does not carry it.
public struct LiteralScan: Equatable {
    public enum Kind: String, Codable, Sendable { case string, integer, float, boolean }

    public struct Literal: Equatable, Sendable {
        public let kind: Kind
        /// Where the literal's token is, in UTF-8 bytes of the scanned text.
        public let range: Range<Int>
        /// Its value: the string it spells, the number, `true` or `false`.
        public let value: String

        public init(kind: Kind, range: Range<Int>, value: String) {
            self.kind = kind
            self.range = range
            self.value = value
        }
    }

    public let literals: [Literal]
    /// The text with each of those literals replaced by a mark of its kind: two versions of a
    /// file whose skeletons are equal differ in those literals only.
    public let skeleton: String

    public init(text: String, literals: [Literal]) {
        self.literals = literals
        skeleton = Self.splice(text, literals) { "\u{1}\($0.kind.rawValue)\u{1}" }
    }

    /// The parser, when this process has one (the `easel` executable sets it).
    nonisolated(unsafe) public static var scanner: ((String) -> LiteralScan)?

    /// The text with each literal read through the live table, under `key#ORDINAL`.
    public func rewritten(_ text: String, key: String) -> String {
        var ordinal = -1
        return Self.splice(text, literals) { literal in
            ordinal += 1
            let token = String(decoding: Array(text.utf8)[literal.range], as: UTF8.self)
            let function: String
            switch literal.kind {
            case .string: function = "_easelLiteralString"
            case .integer: function = "_easelLiteralInteger"
            case .float: function = "_easelLiteralFloat"
            case .boolean: function = "_easelLiteralBoolean"
            }
            return "\(function)(\(PreviewProject.literal("\(key)#\(ordinal)")), \(token))"
        }
    }

    /// The values that differ from `baseline`'s, by `key#ORDINAL`; nil when the two differ in
    /// more than these literals (the file must be compiled).
    public func changedValues(since baseline: LiteralScan, key: String) -> [String: String]? {
        guard skeleton == baseline.skeleton, literals.count == baseline.literals.count else { return nil }
        var changed: [String: String] = [:]
        for (ordinal, (new, old)) in zip(literals, baseline.literals).enumerated() {
            guard new.kind == old.kind else { return nil }
            if new.value != old.value { changed["\(key)#\(ordinal)"] = new.value }
        }
        return changed
    }

    /// A line of the compiler's output with each live-literal call shown as the literal it
    /// reads (`Text(_easelLiteralString("App/V.swift#0", "Hi"))` as `Text("Hi")`).
    public static func restoringLiterals(_ line: String) -> String {
        guard line.contains("_easelLiteral") else { return line }
        let range = NSRange(line.startIndex..., in: line)
        return call.stringByReplacingMatches(in: line, range: range, withTemplate: "$1")
    }

    private static let call = try! NSRegularExpression(
        pattern: #"_easelLiteral(?:String|Integer|Float|Boolean)\("[^"]*", ((?:"(?:[^"\\]|\\.)*")|[^()"]*?)\)"#)

    private static func splice(_ text: String, _ literals: [Literal], _ replacement: (Literal) -> String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for literal in literals {
            result += bytes[position..<literal.range.lowerBound]
            result += Array(replacement(literal).utf8)
            position = literal.range.upperBound
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }
}
