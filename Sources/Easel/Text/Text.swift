import Foundation
import EaselFoundation

/// A view that displays one or more lines of read-only text (Apple: "Text").
///
/// Its ideal size is one unwrapped line; under a narrower proposal it wraps at word boundaries;
/// its height is lines × line height (LAYOUT.md rule 2). Its first and last text baselines are
/// explicit guides, from the font's ascent (rule 14).
public struct Text: Equatable {
    public typealias Body = Never

    /// One styled piece: `Text + Text` concatenates pieces.
    struct Run: Equatable {
        var string: String
        var font: Font?
        var attributes = TextAttributes()
        var color: Color?
        /// A `foregroundStyle` other than a colour (gradients, hierarchical levels).
        var style: AnyShapeStyle?
        /// A Markdown or `AttributedString` link: drawn in the accent colour.
        var link: URL?
        /// An SF Symbol set inline (`Text(Image(systemName:))`).
        var symbol: String?
        /// An `AttributedString`'s `backgroundColor`.
        var background: Color?

        init(string: String, font: Font? = nil, color: Color? = nil) {
            self.string = string
            self.font = font
            self.color = color
        }

        static func == (lhs: Run, rhs: Run) -> Bool {
            // Shape styles are not comparable: a run with one never equals another, so views
            // showing it are always updated.
            lhs.style == nil && rhs.style == nil && lhs.string == rhs.string && lhs.font == rhs.font
                && lhs.attributes == rhs.attributes && lhs.color == rhs.color && lhs.link == rhs.link
                && lhs.symbol == rhs.symbol && lhs.background == rhs.background
        }
    }

    /// A piece of text from one initialiser: `Text + Text` joins segments. A localized segment
    /// keeps its key, looked up when the view is built (the locale is in the environment), and
    /// `overrides`, what `Text`'s modifiers set, to apply to the translation's runs.
    struct Segment: Equatable {
        var runs: [Run]
        var key: LocalizedStringKey?
        var tableName: String?
        var overrides = Run(string: "")
        /// `Text(_:format:)`: the value formatted again in the environment's locale.
        var format: ((Locale) -> String)?

        init(runs: [Run], key: LocalizedStringKey? = nil, tableName: String? = nil, format: ((Locale) -> String)? = nil) {
            self.runs = runs
            self.key = key
            self.tableName = tableName
            self.format = format
        }

        static func == (lhs: Segment, rhs: Segment) -> Bool {
            lhs.runs == rhs.runs && lhs.key == rhs.key && lhs.tableName == rhs.tableName && lhs.overrides == rhs.overrides
                && (lhs.format == nil) == (rhs.format == nil)
        }

        /// The runs in `locale`: the translation read as Markdown (or the value formatted in the
        /// locale) with the modifiers applied, or the runs as written when no table translates
        /// the key.
        func runs(in locale: Locale) -> [Run] {
            if let format {
                return [applyingOverrides(to: Run(string: format(locale)))]
            }
            guard let key, let translated = LocalizedStrings.shared.translation(
                of: key.key, arguments: key.arguments, table: tableName, locale: locale) else { return runs }
            return MarkdownInline.runs(translated).map(applyingOverrides)
        }

        private func applyingOverrides(to run: Run) -> Run {
            var run = run
            run.font = overrides.font ?? run.font
            run.attributes = overrides.attributes.over(run.attributes)
            run.color = overrides.color ?? run.color
            run.style = overrides.style ?? run.style
            return run
        }
    }

    var segments: [Segment]

    /// The runs as written (before any translation).
    var runs: [Run] { segments.flatMap(\.runs) }

    /// The plain text shown in `locale` (translated, formatted), for views that show a string.
    func string(in locale: Locale) -> String {
        segments.flatMap { $0.runs(in: locale) }.map(\.string).joined()
    }

    /// A string shown as it is: no lookup, no Markdown. Disfavoured, as in SwiftUI, so that a
    /// literal (`Text("**Hi**")`) is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(runs: [Run(string: String(content))])]
    }

    public init(verbatim content: String) {
        segments = [Segment(runs: [Run(string: content)])]
    }

    /// A localized key: looked up in the preview's strings tables, then read as Markdown, as
    /// SwiftUI reads string literals (`**bold**`, `*italic*`, `~~strike~~`, `` `code` ``, links).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [Segment(runs: MarkdownInline.runs(key.string), key: key, tableName: tableName)]
    }

    /// A resource's string, looked up in the preview's strings tables like a key (Apple:
    /// "init(_:)" with a `LocalizedStringResource`, iOS 16).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let key = LocalizedStringKey(string: resource.defaultValue.description(filling: resource.defaultValue._arguments),
                                     key: resource.key, arguments: resource.defaultValue._arguments)
        self.init(key, tableName: resource.table)
    }

    init(runs: [Run]) { segments = [Segment(runs: runs)] }

    private func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for segment in copy.segments.indices {
            for index in copy.segments[segment].runs.indices { change(&copy.segments[segment].runs[index]) }
            change(&copy.segments[segment].overrides)
        }
        return copy
    }

    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.attributes.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { mapRuns { $0.attributes.design = design } }
    public func fontWidth(_ width: Font.Width?) -> Text { mapRuns { $0.attributes.width = width } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapRuns { $0.attributes.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { mapRuns { $0.attributes.isMonospaced = isActive } }
    public func monospacedDigit() -> Text { mapRuns { $0.attributes.isMonospacedDigit = true } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        mapRuns { $0.attributes.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        mapRuns { $0.attributes.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
    public func kerning(_ kerning: CGFloat) -> Text { mapRuns { $0.attributes.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { mapRuns { $0.attributes.tracking = tracking } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { mapRuns { $0.attributes.baselineOffset = baselineOffset } }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? mapRuns { $0.attributes.textScale = scale } : self
    }
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = color; $0.style = nil } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        return mapRuns { $0.color = nil; $0.style = AnyShapeStyle(style) }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.segments += rhs.segments
        return joined
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let locale = inputs.environment.locale
        var runs = view.segments.flatMap { $0.runs(in: locale) }
        if let textCase = inputs.environment.textCase {
            for index in runs.indices {
                runs[index].string = textCase == .uppercase ? runs[index].string.uppercased() : runs[index].string.lowercased()
            }
        }
        let layout = TextLeafLayout(runs: runs, environment: inputs.environment, engine: inputs.graph.textEngine)
        outputs.append(ViewNode(layout, environment: inputs.environment))
    }
}

extension Text {
    /// A change of letter case for the text in a view (Apple: "Text.Case").
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The letter case text below is shown in; nil: as written (Apple: "textCase").
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text below in upper or lower case (Apple: "textCase(_:)"); nil: as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

/// A string literal for `Text`, with interpolation (Apple: "LocalizedStringKey"). Looked up in
/// the preview's strings tables (`LocalizedStrings`); interpolated values fill the key's
/// format specifiers (`%@`, `%lld`, `%lf`) as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The text as written, values filled in.
    let string: String
    /// The lookup key: the literal with a format specifier for each interpolation.
    let key: String
    /// The interpolated values, already formatted, for the key's specifiers.
    let arguments: [String]

    public init(_ value: String) { string = value; key = value; arguments = [] }
    public init(stringLiteral value: String) { string = value; key = value; arguments = [] }
    init(string: String, key: String, arguments: [String]) {
        self.string = string
        self.key = key
        self.arguments = arguments
    }
    public init(stringInterpolation: StringInterpolation) {
        string = stringInterpolation.output
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var key = ""
        var arguments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        private mutating func append(_ text: String, specifier: String) {
            output += text
            key += specifier
            arguments.append(text)
        }
        public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)", specifier: "%@") }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("\(value)", specifier: "%lld") }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(String(format: "%f", Double(value)), specifier: "%lf")
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.runs.map(\.string).joined(), specifier: "%@") }
        /// `"\(value, specifier: "%.2f")"`: the value through a printf format (Apple).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value), specifier: specifier)
        }
        /// `"\(value, format: .number)"`: the value through a format style (Apple), in en_US, the
        /// preview's default locale, whatever the machine's (`Text(_:format:)` follows
        /// `\.locale`; a key's values are formatted when it is written).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.locale(Locale(identifier: "en_US")).format(input), specifier: "%@")
        }
        /// `"\(entry.timestamp!, formatter: itemFormatter)"` (Apple: "appendInterpolation(_:formatter:)",
        /// for any value a `Formatter` formats — dates, numbers).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            append(formatter.string(for: subject) ?? "", specifier: "%@")
        }
        /// `"\(date, style: .time)"` (Apple).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(style.format(date), specifier: "%@")
        }
        /// `"\(Image(systemName: "star"))"`: a symbol in the text, kept as a marker that
        /// `MarkdownInline` turns into an inline symbol run.
        public mutating func appendInterpolation(_ image: Image) {
            append(image.inlineMarker, specifier: "%@")
        }
    }
}

extension String.LocalizationValue {
    /// The value as written: its key with the values filled in.
    func description(filling arguments: [String]) -> String { _LocalizedFormat.format(_key, arguments: arguments) }
}

/// Text is a view (Apple declares the conformance in an extension, so text built in a model
/// is not isolated to the main actor).
extension Text: View {}

/// Apple's `Text` is `Sendable`; Easel's holds immutable values (runs, attributes, a resolved key).
extension Text: @unchecked Sendable {}
