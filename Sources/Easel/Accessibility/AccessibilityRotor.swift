import Foundation

// VoiceOver's rotors (Apple: "accessibilityRotor(_:entries:)" and its forms): the lists of
// places a VoiceOver user can jump between. A preview has no VoiceOver, so a rotor is kept
// out of the accessibility tree: the view is unchanged, and that is said once.

/// Content of a rotor: entries, `ForEach` of entries (Apple: "AccessibilityRotorContent").
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive rotor content") }
}

/// One place of a rotor: a label and the view (by id in a namespace) or text range it goes to
/// (Apple: "AccessibilityRotorEntry").
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public typealias Body = Never
    let label: String

    public init(_ label: Text, id: ID, in namespace: Namespace.ID, prepare: @escaping () -> Void = {}) {
        self.label = label.runs.map(\.string).joined()
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, prepare: @escaping () -> Void = {}) {
        label = labelKey.string
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }

    public init(_ label: Text, id: ID, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label.runs.map(\.string).joined()
    }

    /// An entry of a view that is itself identified in a `ForEach` or `List` (Apple: "init(_:id:prepare:)").
    public init(_ label: Text, id: ID, prepare: @escaping () -> Void = {}) {
        self.label = label.runs.map(\.string).joined()
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, prepare: @escaping () -> Void = {}) {
        label = labelKey.string
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of text (Apple: "init(_:textRange:prepare:)").
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label.runs.map(\.string).joined()
    }

    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = labelKey.string
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

/// Several pieces of rotor content.
public struct _AccessibilityRotorContentList: AccessibilityRotorContent {
    public typealias Body = Never
    let parts: [any AccessibilityRotorContent]
}

/// Builds rotor content (Apple: "AccessibilityRotorContentBuilder").
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any AccessibilityRotorContent...) -> _AccessibilityRotorContentList {
        _AccessibilityRotorContentList(parts: parts)
    }
    public static func buildOptional(_ content: _AccessibilityRotorContentList?) -> _AccessibilityRotorContentList {
        content ?? _AccessibilityRotorContentList(parts: [])
    }
    public static func buildEither(first content: _AccessibilityRotorContentList) -> _AccessibilityRotorContentList { content }
    public static func buildEither(second content: _AccessibilityRotorContentList) -> _AccessibilityRotorContentList { content }
    public static func buildArray(_ parts: [any AccessibilityRotorContent]) -> _AccessibilityRotorContentList {
        _AccessibilityRotorContentList(parts: parts)
    }
    public static func buildLimitedAvailability(_ content: _AccessibilityRotorContentList) -> _AccessibilityRotorContentList { content }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: id, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: AccessibilityRotorContent {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: \.id, content: content)
    }
}

/// A rotor VoiceOver provides itself (Apple: "AccessibilitySystemRotor").
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static let links = AccessibilitySystemRotor(name: "links")
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static let headings = AccessibilitySystemRotor(name: "headings")
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    public static let images = AccessibilitySystemRotor(name: "images")
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    public static let tables = AccessibilitySystemRotor(name: "tables")
    public static let lists = AccessibilitySystemRotor(name: "lists")
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
}

extension View {
    /// The view, unchanged: rotors are VoiceOver's, which a preview does not run (said once).
    private func rotorKept() -> some View {
        Diagnostics.warnOnce("accessibility-rotor", "accessibilityRotor: a preview has no VoiceOver, so its rotors are kept out of the accessibility tree; the view is unchanged.")
        return self
    }

    /// A custom rotor of entries (Apple: "accessibilityRotor(_:entries:)").
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        rotorKept()
    }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        rotorKept()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        rotorKept()
    }

    /// Entries for one of VoiceOver's own rotors (Apple: "accessibilityRotor(_:entries:)" with a system rotor).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        rotorKept()
    }

    /// A rotor of identifiable models, labelled by a key path (Apple: "accessibilityRotor(_:entries:entryLabel:)").
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    /// Apple: "accessibilityRotor(_:entries:entryID:entryLabel:)".
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                                               entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotorKept()
    }

    /// A rotor of ranges of the view's text (Apple: "accessibilityRotor(_:textRanges:)").
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { rotorKept() }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { rotorKept() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { rotorKept() }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { rotorKept() }

    /// Marks the view as a rotor entry's destination (Apple: "accessibilityRotorEntry(id:in:)"): kept.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
