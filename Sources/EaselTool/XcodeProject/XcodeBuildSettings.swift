import Foundation

/// A target's build settings as Xcode resolves them for one configuration (Debug, the one Xcode
/// builds previews in): from lowest to highest, the project's xcconfig file, the project's
/// settings, the target's xcconfig file, the target's settings. Each level's `$(inherited)`
/// is the value below it; `$(NAME)` and `${NAME}` are expanded when a value is read, with
/// Xcode's operators `:c99extidentifier`, `:rfc1034identifier`, `:identifier`, `:lower`,
/// `:upper` and `:default=`. A setting conditioned on a platform (`KEY[sdk=iphoneos*]`) counts
/// when the condition names the iPhone or its simulator.
struct XcodeBuildSettings {
    /// The levels, lowest first; each maps a setting to its raw value.
    private(set) var levels: [[String: String]] = []
    /// Settings Xcode defines for every target (`TARGET_NAME`, `SRCROOT`…).
    private var builtIn: [String: String]

    init(builtIn: [String: String]) {
        self.builtIn = builtIn
    }

    /// Adds a level of settings above the others.
    mutating func push(_ settings: [String: String]) {
        levels.append(settings)
    }

    /// A setting's value, expanded; nil when no level sets it and Xcode has no default.
    subscript(_ name: String) -> String? {
        value(of: name, below: levels.count, depth: 0)
    }

    /// `text` with the settings it names expanded (an `Info.plist` value, `$(PRODUCT_NAME)`).
    func expanded(_ text: String) -> String {
        expand(text, inherited: { "" }, depth: 0)
    }

    /// A setting's value split as Xcode splits list settings: on spaces, keeping quoted parts.
    func list(_ name: String) -> [String] {
        Self.words(self[name] ?? "")
    }

    /// A YES/NO setting.
    func isOn(_ name: String) -> Bool {
        ["yes", "true", "1"].contains((self[name] ?? "").lowercased())
    }

    private func value(of name: String, below level: Int, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        for index in stride(from: level - 1, through: 0, by: -1) {
            guard let raw = levels[index][name] else { continue }
            return expand(raw, inherited: { value(of: name, below: index, depth: depth + 1) ?? "" }, depth: depth)
        }
        if let fixed = builtIn[name] { return fixed }
        return defaultValue(of: name, depth: depth)
    }

    /// What Xcode uses when nothing sets a setting.
    private func defaultValue(of name: String, depth: Int) -> String? {
        switch name {
        case "PRODUCT_NAME": return value(of: "TARGET_NAME", below: levels.count, depth: depth + 1)
        case "PRODUCT_MODULE_NAME":
            return value(of: "PRODUCT_NAME", below: levels.count, depth: depth + 1).map(Self.c99Identifier)
        case "SDKROOT": return "iphoneos"
        case "CONFIGURATION": return "Debug"
        case "PLATFORM_NAME": return "iphonesimulator"
        case "EFFECTIVE_PLATFORM_NAME": return "-iphonesimulator"
        case "DEVELOPMENT_LANGUAGE": return "en"
        default: return nil
        }
    }

    /// `raw` with `$(inherited)` and every `$(NAME)` replaced.
    private func expand(_ raw: String, inherited: () -> String, depth: Int) -> String {
        guard raw.contains("$") else { return raw }
        var result = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            let next = raw.index(after: index)
            guard character == "$", next < raw.endIndex, raw[next] == "(" || raw[next] == "{" else {
                result.append(character)
                index = next
                continue
            }
            let closer: Character = raw[next] == "(" ? ")" : "}"
            guard let close = raw[next...].firstIndex(of: closer) else {
                result += raw[index...]
                break
            }
            let reference = String(raw[raw.index(after: next)..<close])
            var parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
            let name = parts.isEmpty ? "" : parts.removeFirst()
            var value = name == "inherited" ? inherited() : (self.value(of: name, below: levels.count, depth: depth + 1) ?? "")
            if let operators = parts.first {
                for op in operators.split(separator: ",") { value = Self.apply(String(op), to: value) }
            }
            result += value
            index = raw.index(after: close)
        }
        return result
    }

    private static func apply(_ op: String, to value: String) -> String {
        switch op {
        case "c99extidentifier", "identifier": return c99Identifier(value)
        case "rfc1034identifier":
            return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default:
            if op.hasPrefix("default="), value.isEmpty { return String(op.dropFirst("default=".count)) }
            return value
        }
    }

    /// `My App-2` → `My_App_2`; a leading digit gets an underscore before it (Xcode's module names).
    static func c99Identifier(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// A list setting's words: split on whitespace, with quotes and backslashes grouping.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var inWord = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    // MARK: Reading levels

    /// The settings of a `buildSettings` dictionary of a pbxproj: arrays joined as Xcode joins
    /// them, conditions for other platforms left out.
    static func level(from dictionary: [String: Any]) -> [String: String] {
        var unconditional: [String: String] = [:]
        var conditional: [String: String] = [:]
        for (key, value) in dictionary {
            let text: String
            if let string = value as? String {
                text = string
            } else if let array = value as? [Any] {
                text = array.compactMap { $0 as? String }.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            } else {
                continue
            }
            guard let (name, condition) = splitCondition(key) else { continue }
            if let condition {
                if appliesToIPhone(condition) { conditional[name] = text }
            } else {
                unconditional[name] = text
            }
        }
        return unconditional.merging(conditional) { _, conditioned in conditioned }
    }

    /// `KEY[sdk=iphoneos*][arch=*]` → ("KEY", "sdk=iphoneos*][arch=*").
    private static func splitCondition(_ key: String) -> (String, String?)? {
        guard let open = key.firstIndex(of: "[") else { return (key.trimmingCharacters(in: .whitespaces), nil) }
        let name = key[..<open].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        return (name, String(key[open...]).trimmingCharacters(in: CharacterSet(charactersIn: "[] ")))
    }

    private static func appliesToIPhone(_ condition: String) -> Bool {
        for part in condition.split(whereSeparator: { $0 == "[" || $0 == "]" }) where part.hasPrefix("sdk=") {
            let sdk = part.dropFirst(4)
            if !(sdk.hasPrefix("iphone") || sdk == "*") { return false }
        }
        return true
    }

    /// The settings of an `.xcconfig` file and the files it includes (`#include "Other.xcconfig"`,
    /// `#include? "Optional.xcconfig"`), later lines winning; `$(inherited)` inside it means the
    /// level below. Unreadable optional includes are skipped; the others are reported.
    static func level(fromConfigFile url: URL, depth: Int = 0, problems: inout [String]) -> [String: String] {
        guard depth < 16, let text = try? String(contentsOf: url, encoding: .utf8) else {
            problems.append("\(url.path) could not be read")
            return [:]
        }
        var settings: [String: String] = [:]
        var conditional: [String: String] = [:]
        for rawLine in text.components(separatedBy: .newlines) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { continue }
                let path = String(line[line.index(after: first)..<last])
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.deletingLastPathComponent().appendingPathComponent(path)
                if optional && !FileManager.default.fileExists(atPath: included.path) { continue }
                settings.merge(level(fromConfigFile: included, depth: depth + 1, problems: &problems)) { _, new in new }
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            // `KEY[sdk=iphoneos*] = VALUE`: the `=` after the conditions.
            let afterConditions = line.lastIndex(of: "]").map { line.index(after: $0) } ?? line.startIndex
            guard let equals = line[afterConditions...].firstIndex(of: "=") ?? line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingCharacters(in: .whitespaces)
            var value = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard let (name, condition) = splitCondition(key) else { continue }
            if let condition {
                if appliesToIPhone(condition) { conditional[name] = value }
            } else {
                settings[name] = value
            }
        }
        return settings.merging(conditional) { _, conditioned in conditioned }
    }
}
