import Foundation

// `NSPredicate(format:)`, which Linux's Foundation marks unavailable (it has no predicate
// parser): what apps write it for beside SwiftUI — checking a string (an e-mail address
// against a pattern, `SELF MATCHES %@`) and filtering Core Data fetches (`name CONTAINS[cd]
// %@ AND done == NO`). Declared here, it is chosen over Foundation's unavailable one.
//
// Understood (Apple, "Predicate Format String Syntax"): comparisons `==` (`=`), `!=` (`<>`),
// `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`, and the string operators `MATCHES` (the whole string
// against an ICU regular expression), `LIKE` (`*` and `?` wildcards), `CONTAINS`,
// `BEGINSWITH`, `ENDSWITH`, each with `[c]`, `[d]` or `[cd]`; `AND`/`&&`, `OR`/`||`,
// `NOT`/`!`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`; `ANY`/`SOME`, `ALL` and `NONE`
// over collections. Operands: `SELF`, key paths (`category.name`) of objects that can be read
// by key (`_KeyValueReadable`: Core Data's managed objects) and of dictionaries, `%@`, `%K`,
// `%d`/`%i`/`%ld`/`%lld`/`%u`, `%f`/`%lf`, quoted strings, numbers, `YES`/`NO`/`TRUE`/`FALSE`,
// `nil`/`NULL` and `{…}` lists. A format it cannot read is false for every value, said once.

extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        self.init { value, _ in parsed?.evaluate(value) ?? false }
    }
}

/// An object whose properties a predicate or a sort can read by name (what key-value coding
/// gives on Apple's platforms). Not for apps' use.
public protocol _KeyValueReadable {
    func _easelValue(forKey key: String) -> Any?
}

/// A parsed predicate format.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Operand, Operator, Options, Operand, Quantifier)

    enum Operand {
        case this
        case keyPath(String)
        case value(Any?)
        case list([Operand])
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    enum Quantifier { case none, any, all, noneOf }

    // MARK: Parsing

    static func parse(_ format: String, arguments: [Any]) -> PredicateFormat? {
        var parser = Parser(tokens: Tokenizer.tokens(format), arguments: arguments)
        guard let predicate = parser.parseOr(), parser.isAtEnd else {
            warnOnce(format)
            return nil
        }
        return predicate
    }

    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    private static func warnOnce(_ format: String) {
        let first = lock.withLock { warned.insert(format).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("Easel: NSPredicate(format: \"\(format)\") could not be read, so it is false for every value. Use a closure or #Predicate.\n".utf8))
    }

    // MARK: Evaluating

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let left, let right): return left.evaluate(object) && right.evaluate(object)
        case .or(let left, let right): return left.evaluate(object) || right.evaluate(object)
        case .comparison(let left, let operation, let options, let right, let quantifier):
            let lhs = left.resolve(object), rhs = right.resolve(object)
            switch quantifier {
            case .none: return Self.compare(lhs, operation, options, rhs)
            case .any: return Self.elements(lhs).contains { Self.compare($0, operation, options, rhs) }
            case .all: return Self.elements(lhs).allSatisfy { Self.compare($0, operation, options, rhs) }
            case .noneOf: return !Self.elements(lhs).contains { Self.compare($0, operation, options, rhs) }
            }
        }
    }

    static func elements(_ value: Any?) -> [Any?] {
        guard let value else { return [] }
        if let array = value as? [Any?] { return array }
        if let array = value as? [Any] { return array }
        if let set = value as? NSSet { return set.allObjects }
        if let set = value as? Set<AnyHashable> { return Array(set) }
        return [value]
    }

    private static func compare(_ lhs: Any?, _ operation: Operator, _ options: Options, _ rhs: Any?) -> Bool {
        switch operation {
        case .equal: return equal(lhs, rhs, options)
        case .notEqual: return !equal(lhs, rhs, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = order(lhs, rhs, options) else { return false }
            switch operation {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .between:
            let bounds = elements(rhs)
            guard bounds.count == 2 else { return false }
            return compare(lhs, .greaterOrEqual, options, bounds[0]) && compare(lhs, .lessOrEqual, options, bounds[1])
        case .in:
            if let text = rhs as? String, let needle = lhs as? String { return text.range(of: needle, options: options.compareOptions) != nil }
            return elements(rhs).contains { equal(lhs, $0, options) }
        case .contains:
            if let text = lhs as? String, let needle = rhs as? String { return text.range(of: needle, options: options.compareOptions) != nil }
            return elements(lhs).contains { equal($0, rhs, options) }
        case .beginsWith, .endsWith, .like, .matches:
            guard let text = lhs as? String, let pattern = rhs as? String else { return false }
            switch operation {
            case .beginsWith: return text.range(of: pattern, options: options.compareOptions.union(.anchored)) != nil
            case .endsWith: return text.range(of: pattern, options: options.compareOptions.union([.anchored, .backwards])) != nil
            case .like:
                let regex = NSRegularExpression.escapedPattern(for: pattern)
                    .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
                return matches(text, regex, options)
            default: return matches(text, pattern, options)
            }
        }
    }

    private static func matches(_ text: String, _ pattern: String, _ options: Options) -> Bool {
        let subject = options.contains(.diacriticInsensitive) ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        var regexOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
        if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions) else { return false }
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }

    /// Numbers as numbers (Bool as 0 or 1), strings with the options, dates by time, and
    /// objects by identity.
    private static func equal(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> Bool {
        if isNil(lhs) || isNil(rhs) { return isNil(lhs) && isNil(rhs) }
        if let order = order(lhs, rhs, options) { return order == .orderedSame }
        if let left = lhs.map({ $0 as AnyObject }), let right = rhs.map({ $0 as AnyObject }), type(of: left) is AnyClass, left === right { return true }
        if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
        return "\(lhs!)" == "\(rhs!)"
    }

    private static func order(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> ComparisonResult? {
        if let left = _KeyValueNumber.double(lhs), let right = _KeyValueNumber.double(rhs) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if let left = lhs as? Date, let right = rhs as? Date { return left.compare(right) }
        if let left = lhs as? String, let right = rhs as? String { return left.compare(right, options: options.compareOptions) }
        if let left = lhs as? UUID, let right = rhs as? UUID { return left == right ? .orderedSame : left.uuidString < right.uuidString ? .orderedAscending : .orderedDescending }
        return nil
    }

    private static func isNil(_ value: Any?) -> Bool {
        guard let value else { return true }
        if case Optional<Any>.none = value { return true }
        return value is NSNull
    }
}

extension PredicateFormat.Options {
    var compareOptions: String.CompareOptions {
        var options: String.CompareOptions = []
        if contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        if contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
        return options
    }
}

extension PredicateFormat.Operand {
    func resolve(_ object: Any?) -> Any? {
        switch self {
        case .this: return object
        case .value(let value): return value
        case .list(let items): return items.map { $0.resolve(object) }
        case .keyPath(let path):
            var current: Any? = object
            for key in path.split(separator: ".") {
                current = Self.read(String(key), of: current)
            }
            return current
        }
    }

    /// A key of one object, or of each object of a collection (a to-many relationship).
    private static func read(_ key: String, of value: Any?) -> Any? {
        guard let value else { return nil }
        if key == "SELF" { return value }
        if let readable = value as? _KeyValueReadable { return readable._easelValue(forKey: key) }
        if let dictionary = value as? [String: Any] { return dictionary[key] }
        if let dictionary = value as? NSDictionary { return dictionary[key] }
        if key == "@count" { return PredicateFormat.elements(value).count }
        let elements = PredicateFormat.elements(value)
        if elements.count > 1 || value is NSSet || value is [Any] { return elements.map { read(key, of: $0) } }
        return nil
    }
}

// MARK: - Tokens and grammar

private enum Token: Equatable {
    case word(String)
    case string(String)
    case number(Double)
    case symbol(String)
    case argument(Character)
}

private enum Tokenizer {
    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "\"" || character == "'" {
                var value = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    value.append(characters[index])
                    index += 1
                }
                index += 1
                tokens.append(.string(value))
            } else if character == "%" {
                index += 1
                // Length modifiers (`%ld`, `%lld`, `%lf`) up to the conversion.
                while index < characters.count, "lhqL".contains(characters[index]) { index += 1 }
                guard index < characters.count else { break }
                tokens.append(.argument(characters[index]))
                index += 1
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                               && !(tokens.last.map { if case .word = $0 { return true } else if case .number = $0 { return true } else { return false } } ?? false)) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." { text.append(characters[index]); index += 1 }
                tokens.append(.number(Double(text) ?? 0))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" {
                var text = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_.@$".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.word(text))
            } else {
                let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
                if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||"].contains(pair) {
                    tokens.append(.symbol(pair))
                    index += 2
                } else {
                    tokens.append(.symbol(String(character)))
                    index += 1
                }
            }
        }
        return tokens
    }
}

private struct Parser {
    let tokens: [Token]
    var arguments: [Any]
    var position = 0

    init(tokens: [Token], arguments: [Any]) {
        self.tokens = tokens
        self.arguments = arguments
    }

    var isAtEnd: Bool { position >= tokens.count }
    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func isWord(_ token: Token?, _ words: String...) -> Bool {
        guard case .word(let text)? = token else { return false }
        return words.contains(text.uppercased())
    }

    mutating func parseOr() -> PredicateFormat? {
        guard var left = parseAnd() else { return nil }
        while isWord(current, "OR") || current == .symbol("||") {
            position += 1
            guard let right = parseAnd() else { return nil }
            left = .or(left, right)
        }
        return left
    }

    private mutating func parseAnd() -> PredicateFormat? {
        guard var left = parseNot() else { return nil }
        while isWord(current, "AND") || current == .symbol("&&") {
            position += 1
            guard let right = parseNot() else { return nil }
            left = .and(left, right)
        }
        return left
    }

    private mutating func parseNot() -> PredicateFormat? {
        if isWord(current, "NOT") || current == .symbol("!") {
            position += 1
            return parseNot().map { .not($0) }
        }
        if current == .symbol("(") {
            position += 1
            let inner = parseOr()
            guard current == .symbol(")") else { return nil }
            position += 1
            return inner
        }
        if isWord(current, "TRUEPREDICATE") { position += 1; return .constant(true) }
        if isWord(current, "FALSEPREDICATE") { position += 1; return .constant(false) }
        return parseComparison()
    }

    private mutating func parseComparison() -> PredicateFormat? {
        var quantifier = PredicateFormat.Quantifier.none
        if isWord(current, "ANY", "SOME") { quantifier = .any; position += 1 }
        else if isWord(current, "ALL") { quantifier = .all; position += 1 }
        else if isWord(current, "NONE") { quantifier = .noneOf; position += 1 }
        guard let left = parseOperand() else { return nil }
        var negated = false
        if isWord(current, "NOT") { negated = true; position += 1 }
        guard let token = current else { return nil }
        position += 1
        let operation: PredicateFormat.Operator
        switch token {
        case .symbol("=="), .symbol("="): operation = .equal
        case .symbol("!="), .symbol("<>"): operation = .notEqual
        case .symbol("<"): operation = .less
        case .symbol("<="), .symbol("=<"): operation = .lessOrEqual
        case .symbol(">"): operation = .greater
        case .symbol(">="), .symbol("=>"): operation = .greaterOrEqual
        case .word(let word):
            guard let found = PredicateFormat.Operator(rawValue: word.uppercased()) else { return nil }
            operation = found
        default: return nil
        }
        var options: PredicateFormat.Options = []
        if current == .symbol("[") {
            position += 1
            if case .word(let flags)? = current {
                if flags.lowercased().contains("c") { options.insert(.caseInsensitive) }
                if flags.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
                position += 1
            }
            guard current == .symbol("]") else { return nil }
            position += 1
        }
        guard let right = parseOperand() else { return nil }
        let comparison = PredicateFormat.comparison(left, operation, options, right, quantifier)
        return negated ? .not(comparison) : comparison
    }

    private mutating func parseOperand() -> PredicateFormat.Operand? {
        guard let token = current else { return nil }
        position += 1
        switch token {
        case .string(let text): return .value(text)
        case .number(let number): return .value(number)
        case .argument(let conversion):
            guard !arguments.isEmpty else { return nil }
            let argument = arguments.removeFirst()
            if conversion == "K" { return .keyPath("\(argument)") }
            return .value(argument)
        case .word(let word):
            switch word.uppercased() {
            case "SELF": return .this
            case "YES", "TRUE": return .value(true)
            case "NO", "FALSE": return .value(false)
            case "NIL", "NULL": return .value(nil)
            default: return .keyPath(word)
            }
        case .symbol("{"):
            var items: [PredicateFormat.Operand] = []
            while let next = current, next != .symbol("}") {
                if next == .symbol(",") { position += 1; continue }
                guard let item = parseOperand() else { return nil }
                items.append(item)
            }
            position += 1
            return .list(items)
        default:
            return nil
        }
    }
}

// `NSPredicate(format: "name IN %@", names)`: on Apple platforms a Swift array or set passes
// as a `CVarArg` (it bridges to NSArray/NSSet); Linux's Foundation does not bridge them, so
// they are `CVarArg` here. The predicate reads the collection itself; a C-style formatter
// (`String(format: "%@", names)`) gets the bridged object, kept alive a while for it.
extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { BridgedArguments.encoding(of: NSArray(array: self)) }
}

extension Set: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { BridgedArguments.encoding(of: NSSet(array: Array(self))) }
}

private enum BridgedArguments {
    nonisolated(unsafe) private static var recent: [NSObject] = []
    private static let lock = NSLock()

    /// The object's address, as an object argument is passed.
    static func encoding(of object: NSObject) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        recent.append(object)
        if recent.count > 64 { recent.removeFirst(recent.count - 64) }
        return [Int(bitPattern: Unmanaged.passUnretained(object).toOpaque())]
    }
}
