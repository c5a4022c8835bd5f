import Foundation
@_spi(Frameworks) import Easel

// App Shortcuts: intents with the phrases that run them, listed by the app's provider. A
// preview has no Siri to hear the phrases; the list is there for the app's own code (and
// tests) to read.

/// The app's App Shortcuts (Apple: "AppShortcutsProvider").
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Tells the system the shortcuts' parameters changed; nothing to tell in a preview.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static func updateAppShortcutParameters() {}
}

/// An intent with the phrases that run it (Apple: "AppShortcut").
public struct AppShortcut {
    let intent: any AppIntent
    /// The phrases as their keys: `${applicationName}` and `${parameter}` where the phrase has them.
    let phrases: [String]
    let shortTitle: LocalizedStringResource?
    let systemImageName: String?

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        self.intent = intent
        self.phrases = phrases.map(\.key)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// What a phrase may name besides the words (Apple: "AppShortcutPhraseToken").
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name, which every phrase must say.
    case applicationName
}

/// A phrase that runs an App Shortcut (Apple: "AppShortcutPhrase"): `"Start \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The phrase's key, as the App Shortcuts strings file spells it.
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { key += "${applicationName}" }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${\(parameterName(of: parameter))}"
        }
    }
}

/// Builds the list of App Shortcuts (Apple: "AppShortcutsBuilder").
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// The colour of the app's tiles in Shortcuts (Apple: "ShortcutTileColor").
public enum ShortcutTileColor: Sendable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

// MARK: Views

/// Suggests a phrase for Siri (Apple: "SiriTipView"): a tip card with the intent's title and a
/// close button that hides it.
public struct SiriTipView: View {
    let title: String
    @Binding var isVisible: Bool

    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        title = String(localized: Intent.title)
        _isVisible = isVisible
    }

    public var body: some View {
        if isVisible {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: "mic.fill").foregroundStyle(.tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Siri tip").font(.caption).foregroundStyle(.secondary)
                    Text("Say “\(title)”").font(.subheadline)
                }
                Spacer(minLength: 0)
                Button {
                    isVisible = false
                } label: {
                    Image(systemName: "xmark").font(.caption)
                }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
            }
            .padding(12)
            .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .onAppear { IntentsStandIn.sayNoSiri("a Siri tip") }
        }
    }
}

/// The look of a Siri tip (Apple: "SiriTipViewStyle"); the preview draws the automatic one.
public enum SiriTipViewStyle: Sendable {
    case automatic, light, dark, black
}

/// Opens the app's page in Shortcuts (Apple: "ShortcutsLink"); a preview has no Shortcuts app:
/// the tap runs `action`, said once.
public struct ShortcutsLink: View {
    let action: (() -> Void)?

    public init(action: (() -> Void)? = nil) {
        self.action = action
    }

    public var body: some View {
        Button {
            IntentsStandIn.sayNoSiri("opening Shortcuts")
            action?()
        } label: {
            Label("Shortcuts", systemImage: "square.2.layers.3d")
        }
    }
}

/// The look of a Shortcuts link (Apple: "ShortcutsLinkStyle"); the preview draws the automatic one.
public enum ShortcutsLinkStyle: Sendable {
    case automatic, automaticOutline, dark, darkOutline, light, lightOutline
}

extension View {
    /// Apple: "siriTipViewStyle(_:)"; accepted.
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
    /// Apple: "shortcutsLinkStyle(_:)"; accepted.
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}
