import Foundation
@_spi(Frameworks) import Easel

// SwiftUI's controls that run an intent (iOS 17): interactive widgets' buttons and toggles,
// and the same controls in the app. A tap performs the intent in the app's process, as the
// system does for the app's own views; then a widget preview on screen reloads, as WidgetKit
// reloads an interactive widget after its intent.

/// What runs after a control's intent performed: WidgetKit installs its widget previews'
/// reload here.
@_spi(Frameworks)
@MainActor
public enum IntentControlHooks {
    public static var didPerform: [@MainActor () -> Void] = []
}

/// Performs `intent` as a control's tap does, reporting a failure once.
func performFromControl<Intent: AppIntent>(_ intent: Intent) {
    Task { @MainActor in
        do {
            _ = try await intent.perform()
        } catch {
            Diagnostics.note("appintents-failed-\(Intent.self)", "AppIntents: \(Intent.self).perform() failed: \(error.localizedDescription)")
        }
        for hook in IntentControlHooks.didPerform { hook() }
    }
}

extension Button {
    /// A button that performs an intent (Apple: "init(intent:label:)", iOS 17).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: { performFromControl(intent) }, label: label)
    }

    /// Apple: "init(role:intent:label:)", iOS 17.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: { performFromControl(intent) }, label: label)
    }
}

extension Button where Label == Text {
    /// Apple: "init(_:intent:)", iOS 17.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(action: { performFromControl(intent) }) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(action: { performFromControl(intent) }) { Text(title) }
    }
}

extension Toggle {
    /// A toggle showing `isOn` that performs an intent when turned (Apple:
    /// "init(isOn:intent:label:)", iOS 17). The intent changes the app's data; the toggle
    /// shows the new state when the view is drawn again with it.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: Binding(get: { isOn }, set: { _ in performFromControl(intent) }), label: label)
    }
}

extension Toggle where Label == Text {
    /// Apple: "init(_:isOn:intent:)", iOS 17.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}
