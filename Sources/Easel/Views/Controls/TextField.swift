import Foundation

/// A control that displays an editable text (Apple: "TextField").
///
/// It takes the width it is offered and the height of one line of its font; its placeholder
/// shows, in the placeholder colour, while the text is empty. With `.roundedBorder` it gets
/// UIKit's rounded-rect look: 7 points of padding, a white (system background) fill and a
/// thin grey border with 5-point corners (UITextField.BorderStyle.roundedRect).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    /// Shown while the text is empty; a key is looked up in the preview's locale.
    let placeholder: Text
    let text: Binding<String>
    /// `axis: .vertical`: the text wraps and the field grows (`TextField+Input.swift`).
    var isVertical = false
    /// The iOS 13 initialisers' callbacks: told when the field gains and loses the focus, and
    /// run on Return (before `onSubmit`'s actions).
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inputs = inputs
        if let onCommit = view.onCommit { inputs.environment.submitActions.insert(onCommit, at: 0) }
        if let changed = view.onEditingChanged { inputs.environment.editingChanged = changed }
        if let custom = inputs.environment.customTextFieldStyle {
            // The style's body around a plain field (which must not take the style again).
            var inner = inputs
            inner.environment.customTextFieldStyle = nil
            inner.environment.textFieldStyle = .plain
            let configuration = TextField<_TextFieldStyleLabel>(placeholder: view.placeholder, text: view.text, isVertical: view.isVertical)
            makeNodes(custom.body(configuration), inner, &outputs)
            return
        }
        TextFieldLayout.make(placeholder: view.placeholder.string(in: inputs.environment.locale), text: view.text, kind: view.isVertical ? .vertical : .field, inputs, &outputs)
    }
}

/// A field that hides what is typed behind dots (Apple: "SecureField").
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let placeholder: Text
    let text: Binding<String>

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        TextFieldLayout.make(placeholder: view.placeholder.string(in: inputs.environment.locale), text: view.text, kind: .secure, inputs, &outputs)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey)
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = Text(verbatim: String(title))
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(titleKey)
        self.text = text
    }

    @available(*, deprecated, message: "Use init(_:text:) with onSubmit(of:_:) instead.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        placeholder = Text(verbatim: String(title))
        self.text = text
    }
}

/// A view that edits long, multi-line text (Apple: "TextEditor"): as large as offered, its text
/// from the top-leading corner; Return starts a new line.
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        TextFieldLayout.make(placeholder: "", text: view.text, kind: .editor, inputs, &outputs)
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = Text(verbatim: String(title))
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey)
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(titleKey)
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(verbatim: String(title))
        self.text = text
    }

    /// The iOS 13 field (Apple: "init(_:text:onEditingChanged:onCommit:)", deprecated for
    /// `focused(_:)` and `onSubmit(of:_:)`): `onEditingChanged` is told true when the field
    /// gains the focus and false when it loses it; `onCommit` runs on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

/// How the field node draws: the built-in looks (`TextFieldStyle+Builtin.swift`).
struct TextFieldStyleKind: Hashable, Sendable {
    let name: String
    static let automatic = TextFieldStyleKind(name: "automatic")
    static let plain = TextFieldStyleKind(name: "plain")
    static let roundedBorder = TextFieldStyleKind(name: "roundedBorder")
}

private struct EditingChangedKey: EnvironmentKey { static let defaultValue: ((Bool) -> Void)? = nil }

extension EnvironmentValues {
    /// The callback of the text field being built (not inherited below it: set per field).
    var editingChanged: ((Bool) -> Void)? {
        get { self[EditingChangedKey.self] }
        set { self[EditingChangedKey.self] = newValue }
    }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

/// A text field: one line of text, greedy in width, padded by its style. A secure field draws
/// a dot for each character; a text editor takes the whole proposal and wraps its text.
final class TextFieldLayout: NodeLayout {
    override var textInput: (any TextInputLayout)? { self }

    enum Kind {
        /// One line; a secure field's dots; a vertical field's wrapping lines; an editor's page.
        case field, secure, vertical, editor
    }

    /// Builds a field's node: its text (or placeholder) as the child of a field node.
    static func make(placeholder: String, text: Binding<String>, kind: Kind, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let value = text.wrappedValue
        var textInputs = inputs.child(type: Text.self)
        if kind == .field || kind == .secure { textInputs.environment.lineLimit = 1 }
        if value.isEmpty {
            textInputs.environment.foregroundStyle = AnyShapeStyle(Color.placeholderText)
        }
        // A bullet for each character of a secure field, as UIKit's secure text entry shows.
        let shown = value.isEmpty ? placeholder : (kind == .secure ? String(repeating: "\u{2022}", count: value.count) : value)
        var texts = _ViewOutputs()
        makeNodes(Text(verbatim: shown), textInputs, &texts)
        let environment = inputs.environment
        let layout = TextFieldLayout(style: kind == .editor ? .plain : environment.textFieldStyle, text: text, identity: inputs.identity,
                                     focus: environment.focusBinding, submitActions: environment.submitActions,
                                     isEmpty: value.isEmpty)
        layout.placeholder = placeholder
        layout.stableIdentity = inputs.stableIdentity
        layout.isMultiline = kind == .editor
        layout.wraps = kind == .vertical
        layout.editingChanged = environment.editingChanged
        if layout.focus != nil { inputs.graph.hasFocusBindings = true }
        outputs.append(ViewNode(layout, children: texts.nodes, environment: environment))
    }

    /// A text editor: Return types a line break instead of submitting.
    var isMultiline = false
    /// A vertical field: as wide as offered, as tall as its wrapped text.
    var wraps = false
    /// The field's title, its accessibility label.
    var placeholder = ""
    let style: TextFieldStyleKind
    /// The edited string; typing writes it, which rebuilds the view that owns it.
    let text: Binding<String>
    /// The field's structural identity: the host keeps the focus and the caret by it, across
    /// the rebuilds that every keystroke causes.
    let identity: UInt64
    /// Its identity as the next process of a live preview computes it (`PreviewSession`).
    var stableIdentity: UInt64 = 0
    /// The `focused(_:)` or `focused(_:equals:)` state around the field, if any.
    let focus: FocusBinding?
    /// What `onSubmit` modifiers around the field run on Return, innermost first.
    let submitActions: [() -> Void]
    /// Whether the field shows its placeholder (its text is empty).
    let isEmpty: Bool
    /// `TextField(_:text:onEditingChanged:)`'s callback, told of focus changes.
    var editingChanged: ((Bool) -> Void)?

    init(style: TextFieldStyleKind, text: Binding<String>, identity: UInt64, focus: FocusBinding?,
         submitActions: [() -> Void], isEmpty: Bool) {
        self.style = style
        self.text = text
        self.identity = identity
        self.focus = focus
        self.submitActions = submitActions
        self.isEmpty = isEmpty
    }

    var inset: CGFloat { style == .roundedBorder ? 7 : 0 }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if isMultiline {
            // A text editor is greedy on both axes, like a shape.
            return proposal.replacingUnspecifiedDimensions()
        }
        if wraps, let width = proposal.width, width.isFinite {
            let text = node.children.first?.sizeThatFits(ProposedViewSize(width: Swift.max(0, width - 2 * inset), height: nil)) ?? .zero
            return CGSize(width: width, height: text.height + 2 * inset)
        }
        let line = node.children.first?.sizeThatFits(.unspecified) ?? .zero
        let width = proposal.width.map { $0.isFinite ? $0 : line.width + 2 * inset } ?? line.width + 2 * inset
        return CGSize(width: width, height: line.height + 2 * inset)
    }

    private func textProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: Swift.max(0, size.width - 2 * inset), height: nil)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children.first?.place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset),
                                   proposal: textProposal(bounds.size), in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let offer = textProposal(size)
        guard let value = child.explicitAlignment(key, size: child.sizeThatFits(offer), proposal: offer) else { return nil }
        return value + inset
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard style == .roundedBorder else { return }
        let shape = Path(roundedRect: node.frame, cornerRadius: 5, style: .circular)
        context.fill(shape, paint: Color.systemBackground.resolvePaint(in: node.environment), in: node.frame)
        let border = Path(roundedRect: node.frame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5, style: .circular)
        context.stroke(border, paint: Color.systemGray4.resolvePaint(in: node.environment), in: node.frame, style: StrokeStyle(lineWidth: 0.5))
    }

    /// The caret goes over the text, so it is drawn after the children.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        super.drawChildren(node, in: &context)
        if context.interaction.focusedField == identity { drawCaret(node, at: context.interaction.caret, in: &context) }
    }

    /// The whole field takes taps, its padding and border included, as a UITextField does.
    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }

    override var debugName: String { "TextField" }
}

extension TextFieldLayout: TextInputLayout {}
