import Foundation
@_spi(Frameworks) import Easel

// What `perform()` returns: `.result()`, `.result(value:)`, `.result(dialog:)`… Each form's
// type says what the result carries (a value, a dialog, a snippet view, an intent to open), so
// `some IntentResult & ReturnsValue<Int> & ProvidesDialog` checks at compile time, as in Apple's
// framework.

/// The result of performing an intent (Apple: "IntentResult").
public protocol IntentResult {
    associatedtype Value
    /// The value the intent returns to a shortcut, if it returns one.
    var value: Value? { get }
}

/// A result with a value for the next action of a shortcut (Apple: "ReturnsValue").
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result with a dialog for Siri to speak or show (Apple: "ProvidesDialog").
public protocol ProvidesDialog: IntentResult {}

/// A result with a view to show in a snippet (Apple: "ShowsSnippetView").
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent next (Apple: "OpensIntent").
public protocol OpensIntent: IntentResult {}

/// The one result type, its generic parameters saying what it carries (Apple:
/// "IntentResultContainer"): `Never` for each part it does not.
public struct IntentResultContainer<Value, Opened, Content, Dialog>: IntentResult, ReturnsValue {
    public let value: Value?
    /// What Siri would say.
    let dialog: IntentDialog?
    /// What a snippet would show (a SwiftUI view).
    let view: Any?
    /// The intent to run next.
    let opened: (any AppIntent)?

    init(value: Value? = nil, dialog: IntentDialog? = nil, view: Any? = nil, opened: (any AppIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.view = view
        self.opened = opened
    }
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: OpensIntent where Opened: AppIntent {}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }

    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    public static func result<C: View>(view: C) -> Self where Self == IntentResultContainer<Never, Never, C, Never> {
        IntentResultContainer(view: view)
    }

    public static func result<C: View>(dialog: IntentDialog, view: C) -> Self where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
        IntentResultContainer(dialog: dialog, view: view)
    }

    public static func result<V, C: View>(value: V, view: C) -> Self where Self == IntentResultContainer<V, Never, C, Never> {
        IntentResultContainer(value: value, view: view)
    }

    public static func result<V, C: View>(value: V, dialog: IntentDialog, view: C) -> Self
    where Self == IntentResultContainer<V, Never, C, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, view: view)
    }

    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        IntentResultContainer(opened: opensIntent)
    }

    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog, opened: opensIntent)
    }

    public static func result<V, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V, I, Never, Never> {
        IntentResultContainer(value: value, opened: opensIntent)
    }

    public static func result<V, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, opened: opensIntent)
    }
}

extension IntentResult {
    /// The dialog a result carries, in the preview's language: what Siri would say.
    var dialogText: String? { (self as? any _DialogCarrying)?.carriedDialog?.text }
}

/// A result that may carry a dialog (every `IntentResultContainer`), read without knowing its
/// generic parameters.
protocol _DialogCarrying {
    var carriedDialog: IntentDialog? { get }
}

extension IntentResultContainer: _DialogCarrying {
    var carriedDialog: IntentDialog? { dialog }
}
