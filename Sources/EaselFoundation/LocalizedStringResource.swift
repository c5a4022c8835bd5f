import Foundation

// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource` (iOS 15 and
// 16), which Foundation on Linux does not have: apps look their strings up with them in files
// that import only Foundation. Strings are looked up in the app's tables for the preview's
// language (Easel installs the look-up, `_LocalizationLookup`); a key with no translation
// shows itself, formatted, as on iOS.

extension String {
    /// A localizable string: its key (literals, and a format specifier for each interpolated
    /// value, as Xcode extracts it: `"Hello \(name)"` → `"Hello %@"`) and the interpolated values
    /// (Apple: "String.LocalizationValue").
    public struct LocalizationValue: Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
        /// The key, with format specifiers.
        let key: String
        /// The interpolated values, formatted.
        let arguments: [String]

        public init(_ value: String) {
            key = value
            arguments = []
        }

        /// The key and the values, for Easel's `Text`. Not for apps' use.
        public var _key: String { key }
        public var _arguments: [String] { arguments }

        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Apple: "String.LocalizationValue.StringInterpolation": each value's specifier is the
        /// one Xcode writes into the strings table for its type.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ value: String) { append("%@", value) }
            public mutating func appendInterpolation(_ value: Substring) { append("%@", String(value)) }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", String(value)) }
            // A floating-point value is written as its specifier writes it: six decimals, as
            // iOS shows `String(localized: "\(2.5)")` ("2.500000").
            public mutating func appendInterpolation(_ value: Double) { append("%lf", String(format: "%lf", value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", String(format: "%f", Double(value))) }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", format.format(value))
            }
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }

            private mutating func append(_ specifier: String, _ argument: String) {
                key += specifier
                arguments.append(argument)
            }

        }

        /// The text in `locale`'s language from `table`, or the key itself, with the values filled in.
        func resolved(table: String?, locale: Locale) -> String {
            _LocalizationLookup.translate?(key, arguments, table, locale) ?? _LocalizedFormat.format(key, arguments: arguments)
        }
    }

    /// Apple: "init(localized:table:bundle:locale:comment:)".
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(table: table, locale: locale)
    }

    /// Apple: "init(localized:defaultValue:table:bundle:locale:comment:)": the key's
    /// translation, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = _LocalizationLookup.translate?("\(key)", defaultValue.arguments, table, locale)
            ?? defaultValue.resolved(table: nil, locale: locale)
    }

    /// Apple: "init(localized:)" from a resource.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

/// A string to look up later, in the language of whoever shows it (Apple:
/// "LocalizedStringResource"): App Intents' titles, `Text(resource)`, notifications.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Apple: "LocalizedStringResource.BundleDescription". The preview has one bundle, the app's.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text in the preview's language.
    var resolved: String {
        _LocalizationLookup.translate?(key, defaultValue.arguments, table, locale) ?? defaultValue.resolved(table: nil, locale: locale)
    }

    public var description: String { resolved }
}

/// How the strings above are looked up: Easel installs the app's tables when a preview starts,
/// in the language the preview shows (`easel --locale`), which wins over the `locale` asked for
/// as an iPhone's language setting does. Not for apps' use.
public enum _LocalizationLookup {
    /// (key with format specifiers, formatted values, table, locale) → the translated text
    /// with the values filled in, or nil when no table has the key.
    nonisolated(unsafe) public static var translate: ((String, [String], String?, Locale) -> String?)?
}

/// Filling a format from a strings table (`%@`, `%lld`, `%d`, `%lf`, `%.2f`… and positional
/// `%2$@`) with already formatted arguments, in order; `%%` is a percent sign. Shared by
/// `String(localized:)` here and Easel's `Text`.
public enum _LocalizedFormat {
    public static func format(_ value: String, arguments: [String]) -> String {
        guard value.contains("%") else { return value }
        var result = ""
        var next = 0
        var characters = Substring(value)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var cursor = characters.index(after: percent)
            guard cursor < characters.endIndex else { result += "%"; characters = characters[cursor...]; break }
            if characters[cursor] == "%" { result += "%"; characters = characters[characters.index(after: cursor)...]; continue }
            var position: Int?
            var digits = ""
            var scan = cursor
            while scan < characters.endIndex, characters[scan].isNumber { digits.append(characters[scan]); scan = characters.index(after: scan) }
            if !digits.isEmpty, scan < characters.endIndex, characters[scan] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = characters.index(after: scan)
            }
            // Flags, width, precision and length, up to the conversion letter.
            while cursor < characters.endIndex, !(characters[cursor].isLetter && !"hlqLzjt".contains(characters[cursor])) && characters[cursor] != "@" {
                cursor = characters.index(after: cursor)
            }
            guard cursor < characters.endIndex else { break }
            let index = position ?? next
            if position == nil { next += 1 }
            result += arguments.indices.contains(index) ? arguments[index] : ""
            characters = characters[characters.index(after: cursor)...]
        }
        return result + characters
    }
}
