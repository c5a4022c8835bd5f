import Foundation

// The capabilities of controls that the host drives (`NodeLayout.pressable`, `.textInput`):
// what the host's input, focus and live-preview code needs of a button or a text field,
// without naming either layout.

/// A control a tap acts on: the host holds it by identity while pressed and runs its action
/// when the press ends inside it (UIKit's touch-up-inside).
protocol PressableLayout: AnyObject {
    /// The control's structural identity, which survives the control being rebuilt while held.
    var identity: UInt64 { get }
    /// What a completed tap runs.
    var action: () -> Void { get }
    /// Whether the control draws its pressed state by being built again (a custom
    /// `ButtonStyle` reading `configuration.isPressed`), rather than as a layer effect.
    var rebuildsWhenPressed: Bool { get }
}

/// A control typing goes to: the host keeps the focus and the caret by its identity, writes
/// the text through its binding and tells its focus state and callbacks.
protocol TextInputLayout: AnyObject {
    /// The control's structural identity, kept across the rebuild every keystroke causes.
    var identity: UInt64 { get }
    /// Its identity as the next process of a live preview computes it (`PreviewSession`).
    var stableIdentity: UInt64 { get }
    /// The edited string.
    var text: Binding<String> { get }
    /// Whether the control shows its placeholder (its text is empty).
    var isEmpty: Bool { get }
    /// The title, read as the control's accessibility label.
    var placeholder: String { get }
    /// Return types a line break (a text editor) instead of submitting.
    var isMultiline: Bool { get }
    /// The `focused(_:)` state around the control, if any.
    var focus: FocusBinding? { get }
    /// What `onSubmit` modifiers around the control run on Return, innermost first.
    var submitActions: [() -> Void] { get }
    /// `TextField(_:text:onEditingChanged:)`'s callback, told of focus changes.
    var editingChanged: ((Bool) -> Void)? { get }
    /// The caret position nearest a point in host coordinates.
    func caretIndex(nearest point: CGPoint, in node: ViewNode) -> Int
}
