// `import AppIntents` on Linux: app intents, their parameters, entities and enums, App
// Shortcuts, and the SwiftUI controls that run intents (`Button(intent:)`, `Toggle(isOn:intent:)`),
// as apps and their widgets use them. A preview has no Siri, Shortcuts app or Spotlight: no one
// discovers the intents or speaks the phrases, but an intent a control runs performs for real,
// in the app's process, and a widget preview on screen reloads after it, as WidgetKit reloads an
// interactive widget. Asking the person for a value has no one to ask; said once. Spellings:
// Apple's App Intents reference.
@_exported import Foundation
@_exported import EaselFoundation
@_spi(Frameworks) import Easel

enum IntentsStandIn {
    static func sayNoSiri(_ what: String) {
        Diagnostics.note("appintents-\(what)", "AppIntents: a preview has no Siri or Shortcuts app; \(what) does nothing.")
    }
}

/// An action of the app that the system can run (Apple: "AppIntent").
public protocol AppIntent: PersistentlyIdentifiable {
    associatedtype PerformResult: IntentResult

    /// The intent's name in Shortcuts and Spotlight.
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight list the intent (iOS 17).
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter var name: String` in an intent.
    public typealias Parameter<Value> = IntentParameter<Value>
    /// `@Dependency var store: Store` in an intent.
    public typealias Dependency<Value> = AppDependency<Value>
    /// `Summary("Add \(\.$item)")` for `parameterSummary`.
    public typealias Summary = IntentParameterSummary<Self>
}

/// A type with a stable identifier across launches (Apple: "PersistentlyIdentifiable").
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// What an intent does, for Shortcuts (Apple: "IntentDescription").
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]
    public var resultValueName: LocalizedStringResource?

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// When running an intent needs the device unlocked (Apple: "IntentAuthenticationPolicy").
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

/// What Siri says or shows with a result (Apple: "IntentDialog").
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let full: LocalizedStringResource
    public let supporting: LocalizedStringResource
    let systemImageName: String?

    public init(_ fullDialog: LocalizedStringResource) {
        full = fullDialog
        supporting = fullDialog
        systemImageName = nil
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
        systemImageName = nil
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        supporting = full
        self.systemImageName = systemImageName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The dialog's full text in the preview's language.
    var text: String { String(localized: full) }
}

// MARK: Kinds of intents

/// An intent that configures a widget (Apple: "WidgetConfigurationIntent", iOS 17); its
/// parameters are the widget's options, and performing it does nothing more.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that starts or changes a Live Activity (Apple: "LiveActivityIntent", iOS 17).
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio (Apple: "AudioPlaybackIntent", iOS 17).
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that may need the app in the foreground to finish (Apple:
/// "ForegroundContinuableIntent", iOS 16.4).
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent that opens the app at an entity (Apple: "OpenIntent", iOS 16).
public protocol OpenIntent: AppIntent {
    associatedtype Value
    var target: Value { get set }
}

extension OpenIntent {
    public static var openAppWhenRun: Bool { true }
}

/// An intent that sets a value, as a toggle's (Apple: "SetValueIntent", iOS 17).
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

// MARK: Parameter summaries

/// How Shortcuts summarises an intent's parameters (Apple: "ParameterSummary"); kept.
public protocol ParameterSummary {}

/// A summary sentence with the intent's parameters in it (Apple: "IntentParameterSummary"):
/// `Summary("Add \(\.$item) to \(\.$list)")`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public let summary: ParameterSummaryString<Intent>

    public init(_ summary: ParameterSummaryString<Intent>) {
        self.summary = summary
    }
}

/// The text of a parameter summary (Apple: "ParameterSummaryString").
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The summary with each parameter as `${title}`.
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(parameterName(of: parameter))}"
        }
    }
}

/// The name of the parameter a key path reaches (`\Intent.$trail` → `trail`), as phrase and
/// summary keys spell it; "parameter" where the key path does not describe itself.
func parameterName(of keyPath: AnyKeyPath) -> String {
    let written = "\(keyPath)"
    guard written.hasPrefix("\\"), let last = written.split(separator: ".").last else { return "parameter" }
    return last.replacingOccurrences(of: "$", with: "")
}
