import Foundation

/// SwiftUI's attributes for `AttributedString` (Apple: "AttributeScopes.SwiftUIAttributes"):
/// `string.foregroundColor = .red`, `string[range].font = .headline`, `.underlineStyle = .single`.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's key on Apple platforms; here through SwiftUI's scope.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// Markdown emphasis as Foundation marks it (Apple: "InlinePresentationIntent"), which Foundation
/// on Linux lacks: what `AttributedString(markdown:)` sets for `**strong**`, `*emphasis*`,
/// `~~strikethrough~~` and `` `code` ``.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

/// The key `AttributedString(markdown:)` stores Markdown emphasis under.
public enum InlinePresentationIntentAttribute: AttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
}

extension AttributedString {
    /// Apple: "AttributedString.MarkdownParsingOptions" (the options SwiftUI code passes).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// Apple: "init(markdown:options:baseURL:)". Foundation on Linux has no Markdown parser:
    /// Easel reads the inline syntax (`MarkdownInline`) into emphasis intents and links; block
    /// syntax stays text.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for (text, style) in MarkdownInline.parse(markdown) {
            var piece = AttributedString(text)
            var intent: InlinePresentationIntent = []
            if style.strong { intent.insert(.stronglyEmphasized) }
            if style.emphasis { intent.insert(.emphasized) }
            if style.code { intent.insert(.code) }
            if style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[InlinePresentationIntentAttribute.self] = intent }
            if let link = style.link { piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link }
            append(piece)
        }
    }
}

extension Text {
    /// Text of an attributed string (Apple: "init(_:)" with `AttributedString`): SwiftUI's
    /// attributes (font, colours, underline, strikethrough, kerning, tracking, baseline offset),
    /// links and Markdown emphasis style their runs.
    /// Disfavoured so that a string literal, which `AttributedString` also accepts, stays a
    /// `LocalizedStringKey` (read as Markdown), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            var piece = Run(string: String(attributedContent[run.range].characters))
            piece.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            piece.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            if let underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { piece.attributes.underline = underline }
            if let strike = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { piece.attributes.strikethrough = strike }
            piece.attributes.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            piece.attributes.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            piece.attributes.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            if let intent = run[InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { piece.attributes.weight = .bold }
                if intent.contains(.emphasized) { piece.attributes.isItalic = true }
                if intent.contains(.code) { piece.attributes.isMonospaced = true }
                if intent.contains(.strikethrough) { piece.attributes.strikethrough = .single }
            }
            piece.link = run.link
            piece.background = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            runs.append(piece)
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
