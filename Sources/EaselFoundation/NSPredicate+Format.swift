import Foundation

// `NSPredicate(format:)`, which Linux's Foundation marks unavailable (it has no predicate
// parser), for what apps write it for beside SwiftUI: checking a string, most often an e-mail
// address against a pattern — `NSPredicate(format: "SELF MATCHES %@", regex).evaluate(with:)`.
// Declared here, it is chosen over Foundation's unavailable one.
//
// Understood (Apple, "Predicate Format String Syntax"): `SELF` compared with one argument or
// quoted string by `MATCHES` (the whole string against an ICU regular expression), `LIKE` (`*`
// and `?` wildcards), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `==`/`=` and `!=`, each with the
// `[c]` (case-insensitive), `[d]` (diacritic-insensitive) and `[cd]` options. Anything else —
// key paths into objects, compound predicates — needs key-value coding, which Linux lacks: such
// a predicate is false for every value, said once.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let test = StringPredicate(format: predicateFormat, arguments: arguments ?? [])
        self.init { value, _ in test?.evaluate(value) ?? false }
    }
}

/// One `SELF <operator>[options] <value>` comparison.
struct StringPredicate {
    enum Operator: String { case matches = "MATCHES", like = "LIKE", contains = "CONTAINS", beginsWith = "BEGINSWITH",
                                 endsWith = "ENDSWITH", equal = "==", notEqual = "!=" }
    let operation: Operator
    let options: String.CompareOptions
    let operand: String
    let expression: NSRegularExpression?

    private static let grammar = try! NSRegularExpression(
        pattern: #"^\s*SELF\s+(MATCHES|LIKE|CONTAINS|BEGINSWITH|ENDSWITH|==|=|!=)\s*(?:\[([cd]+)\])?\s+(.+?)\s*$"#,
        options: [.caseInsensitive])

    init?(format: String, arguments: [Any]) {
        let whole = NSRange(format.startIndex..., in: format)
        guard let match = StringPredicate.grammar.firstMatch(in: format, range: whole),
              let operatorRange = Range(match.range(at: 1), in: format),
              let valueRange = Range(match.range(at: 3), in: format) else {
            StringPredicate.warnOnce(format)
            return nil
        }
        let name = format[operatorRange].uppercased()
        operation = name == "=" ? .equal : Operator(rawValue: name) ?? .equal
        var options: String.CompareOptions = []
        if let optionRange = Range(match.range(at: 2), in: format) {
            if format[optionRange].contains("c") { options.insert(.caseInsensitive) }
            if format[optionRange].contains("d") { options.insert(.diacriticInsensitive) }
        }
        self.options = options
        let value = String(format[valueRange])
        if value == "%@" {
            guard let argument = arguments.first else {
                StringPredicate.warnOnce(format)
                return nil
            }
            operand = "\(argument)"
        } else if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            operand = String(value.dropFirst().dropLast())
        } else {
            StringPredicate.warnOnce(format)
            return nil
        }
        switch operation {
        case .matches:
            expression = try? NSRegularExpression(pattern: "^(?:\(operand))$", options: options.contains(.caseInsensitive) ? [.caseInsensitive] : [])
        case .like:
            let pattern = NSRegularExpression.escapedPattern(for: operand)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: options.contains(.caseInsensitive) ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators])
        default:
            expression = nil
        }
    }

    func evaluate(_ value: Any?) -> Bool {
        guard let value else { return false }
        let string = value as? String ?? "\(value)"
        switch operation {
        case .matches, .like:
            guard let expression else { return false }
            let subject = options.contains(.diacriticInsensitive) ? string.folding(options: .diacriticInsensitive, locale: nil) : string
            return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        case .contains: return string.range(of: operand, options: options) != nil
        case .beginsWith: return string.range(of: operand, options: options.union(.anchored)) != nil
        case .endsWith: return string.range(of: operand, options: options.union([.anchored, .backwards])) != nil
        case .equal: return string.compare(operand, options: options) == .orderedSame
        case .notEqual: return string.compare(operand, options: options) != .orderedSame
        }
    }

    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    private static func warnOnce(_ format: String) {
        let first = lock.withLock { warned.insert(format).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("Easel: NSPredicate(format: \"\(format)\") is false for every value: Linux has no key-value coding, so only SELF compared with a string (MATCHES, LIKE, CONTAINS, BEGINSWITH, ENDSWITH, ==, !=) is understood. Use a closure or #Predicate.\n".utf8))
    }
}
