import Foundation

/// Reads the three kinds of strings table into `LocalizedStrings.Table`s.
enum LocalizedStringsReader {
    /// The plural variable standing for a String Catalog's whole text.
    static let wholeTextVariable = "__text"

    static func read(_ file: URL, into tables: inout [String: [String: LocalizedStrings.Table]]) {
        guard let data = try? Data(contentsOf: file) else {
            Diagnostics.warnOnce("strings-read-\(file.path)", "cannot read strings table \(file.path); its translations are not used")
            return
        }
        let tableName = file.deletingPathExtension().lastPathComponent
        switch file.pathExtension {
        case "xcstrings": readCatalog(data, table: tableName, file: file, into: &tables)
        case "stringsdict":
            guard let language = language(of: file) else { return }
            readStringsDict(data, file: file, into: &tables[language, default: [:]][tableName, default: LocalizedStrings.Table()])
        default:
            guard let language = language(of: file) else { return }
            readStrings(data, file: file, into: &tables[language, default: [:]][tableName, default: LocalizedStrings.Table()])
        }
    }

    /// "de.lproj" → "de"; "Base.lproj" and "en.lproj" both give the development language's
    /// lower-case hyphenated code.
    static func language(of file: URL) -> String? {
        let folder = file.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        let name = folder.deletingPathExtension().lastPathComponent
        return (name == "Base" ? "en" : name).replacingOccurrences(of: "_", with: "-").lowercased()
    }

    // MARK: .strings

    /// `"key" = "value";` pairs with `/* */` and `//` comments, in UTF-8 or UTF-16 (older
    /// Xcode wrote UTF-16); also the property-list form.
    static func readStrings(_ data: Data, file: URL, into table: inout LocalizedStrings.Table) {
        if let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
            table.strings.merge(plist) { _, new in new }
            return
        }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(data: data, encoding: .utf8) ?? ""
        }
        var parser = StringsParser(text)
        do {
            table.strings.merge(try parser.pairs()) { _, new in new }
        } catch {
            Diagnostics.warnOnce("strings-parse-\(file.path)", "\(file.path): \(error); the rest of the table is not used")
        }
    }

    // MARK: .stringsdict

    static func readStringsDict(_ data: Data, file: URL, into table: inout LocalizedStrings.Table) {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            Diagnostics.warnOnce("stringsdict-\(file.path)", "\(file.path) is not a property list; its plurals are not used")
            return
        }
        for (key, value) in plist {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [String: String]] = [:]
            for (name, spec) in entry where name != "NSStringLocalizedFormatKey" {
                guard let spec = spec as? [String: Any] else { continue }
                variables[name] = spec.compactMapValues { $0 as? String }
                    .filter { !$0.key.hasPrefix("NSStringFormat") }
            }
            table.plurals[key] = (format, variables)
        }
    }

    // MARK: .xcstrings

    /// A String Catalog (JSON): `strings[key].localizations[language]` holds a `stringUnit`
    /// value or `variations.plural[category].stringUnit`.
    static func readCatalog(_ data: Data, table: String, file: URL, into tables: inout [String: [String: LocalizedStrings.Table]]) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            Diagnostics.warnOnce("xcstrings-\(file.path)", "\(file.path) is not a String Catalog; its translations are not used")
            return
        }
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                let code = language.replacingOccurrences(of: "_", with: "-").lowercased()
                if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    tables[code, default: [:]][table, default: LocalizedStrings.Table()].strings[key] = text
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var variants: [String: String] = [:]
                    for (category, variant) in plural {
                        if let text = ((variant as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                            variants[category] = text
                        }
                    }
                    tables[code, default: [:]][table, default: LocalizedStrings.Table()].plurals[key] =
                        ("%#@\(wholeTextVariable)@", [wholeTextVariable: variants])
                }
            }
        }
    }
}

/// The old-style `.strings` syntax: quoted (or bare) keys and values, `=` and `;`.
struct StringsParser {
    struct SyntaxError: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1

    init(_ text: String) { characters = Array(text) }

    mutating func pairs() throws -> [String: String] {
        var result: [String: String] = [:]
        while true {
            skipSpaceAndComments()
            guard index < characters.count else { return result }
            let key = try token()
            skipSpaceAndComments()
            if index < characters.count, characters[index] == ";" { index += 1; result[key] = key; continue }
            guard index < characters.count, characters[index] == "=" else { throw SyntaxError(line: line, message: "expected '=' after \"\(key)\"") }
            index += 1
            skipSpaceAndComments()
            let value = try token()
            skipSpaceAndComments()
            guard index < characters.count, characters[index] == ";" else { throw SyntaxError(line: line, message: "expected ';' after the value of \"\(key)\"") }
            index += 1
            result[key] = value
        }
    }

    private mutating func skipSpaceAndComments() {
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1; index += 1 } else if character.isWhitespace || character == "\u{FEFF}" { index += 1 } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index = min(index + 2, characters.count)
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func token() throws -> String {
        guard index < characters.count else { throw SyntaxError(line: line, message: "unexpected end of file") }
        guard characters[index] == "\"" else {
            var bare = ""
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_.-".contains(characters[index]) {
                bare.append(characters[index]); index += 1
            }
            if bare.isEmpty { throw SyntaxError(line: line, message: "expected a quoted string") }
            return bare
        }
        index += 1
        var value = ""
        while index < characters.count, characters[index] != "\"" {
            var character = characters[index]
            if character == "\n" { line += 1 }
            if character == "\\", index + 1 < characters.count {
                index += 1
                switch characters[index] {
                case "n": character = "\n"
                case "t": character = "\t"
                case "r": character = "\r"
                case "U", "u":
                    let hex = String(characters[(index + 1)..<min(index + 5, characters.count)])
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                        character = Character(scalar)
                        index += 4
                    }
                default: character = characters[index]
                }
            }
            value.append(character)
            index += 1
        }
        guard index < characters.count else { throw SyntaxError(line: line, message: "unterminated string") }
        index += 1
        return value
    }
}
