import Foundation

/// A view that displays one or more lines of read-only text (Apple: "Text").
///
/// Its ideal size is one unwrapped line; under a narrower proposal it wraps at word boundaries;
/// its height is lines × line height (LAYOUT.md rule 2). Its first and last text baselines are
/// explicit guides, from the font's ascent (rule 14).
public struct Text: View, Equatable {
    public typealias Body = Never

    /// One styled piece: `Text + Text` concatenates pieces.
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var isUnderlined = false
        var isStruckThrough = false
        var color: Color?
    }

    var runs: [Run]

    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    public init(_ key: LocalizedStringKey) {
        runs = [Run(string: key.string)]
    }

    init(runs: [Run]) { self.runs = runs }

    private func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapRuns { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.isUnderlined = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.isStruckThrough = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { mapRuns { $0.color = color } }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var runs = view.runs
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

/// A string literal for `Text`, with interpolation (Apple: "LocalizedStringKey"). Easel does
/// not localize: the key is the text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let string: String

    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation(_ text: Text) { output += text.runs.map(\.string).joined() }
        /// `"\(value, specifier: "%.2f")"`: the value through a printf format (Apple).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// `"\(value, format: .number)"`: the value through a format style (Apple).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        /// `"\(date, style: .time)"` (Apple).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.format(date)
        }
        /// `"\(image)"`: an image in the text. Drawn as its name for now.
        public mutating func appendInterpolation(_ image: Image) { output += "" }
    }
}
