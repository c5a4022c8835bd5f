import Foundation

/// A control that runs an action when tapped (Apple: "Button").
///
/// With the default style its label is drawn in the tint colour (the accent colour unless
/// `tint(_:)` says otherwise) and takes no extra space, as iOS's borderless buttons do.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        // A dialog building its cancel button apart from its other actions.
        if let showsCancel = inputs.environment.dialogCancelFilter, showsCancel != (view.role == .cancel) { return }
        if let custom = inputs.environment.customButtonStyle {
            custom.build(AnyView(view.label), view.role, view.resolvedAction(inputs), inputs, &outputs)
            return
        }
        var labelInputs = inputs
        let style = inputs.environment.buttonStyle
        if !inputs.environment.isEnabled {
            // A disabled button's label is grey in every style but plain (UIKit's disabled
            // system buttons use tertiaryLabel).
            if style != .plain { labelInputs.environment.foregroundStyle = AnyShapeStyle(Color.tertiary) }
        } else if style != .plain, inputs.environment.foregroundStyle == nil {
            // A foreground style set around the button (`Button("Buy") { … }.foregroundStyle(.white)`
            // on a red capsule) colours its label in every style, as on iOS; else the tint.
            let tint: AnyShapeStyle = view.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
            labelInputs.environment.foregroundStyle = style == .borderedProminent ? AnyShapeStyle(Color.white) : tint
        }
        if view.role == .cancel, inputs.environment.afterButtonAction != nil {
            labelInputs.environment.font = inputs.environment.dialogCancelFont ?? .headline
        }
        let isBordered = style == .bordered || style == .borderedProminent
        let metrics = ControlLook.borderedButton(inputs.environment.controlSize)
        if isBordered, labelInputs.environment.font == nil, let font = metrics.font {
            labelInputs.environment.font = font
        }
        var labels = _ViewOutputs()
        makeNodes(view.label, labelInputs, &labels)
        let content = labels.nodes.count == 1 ? labels.nodes[0]
            : ViewNode(LayoutAdapter(HStackLayout()), children: labels.nodes, environment: labelInputs.environment)
        let layout = ButtonLayout(style: style, action: view.resolvedAction(inputs), identity: inputs.identity)
        if isBordered {
            layout.insets = metrics.insets
            layout.cornerRadius = metrics.cornerRadius
            layout.shape = inputs.environment.buttonBorderShape
        }
        let node = ViewNode(layout, children: [content], environment: inputs.environment)
        node.inheritTraits(from: content)
        outputs.append(node)
    }
}

extension Button {
    /// The action, and in an alert the dismissal every button also does (SwiftUI's behaviour).
    func resolvedAction(_ inputs: _ViewInputs) -> () -> Void {
        guard let after = inputs.environment.afterButtonAction else { return action }
        let own = action
        return { own(); after() }
    }
}

extension Button where Label == Easel.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol (Apple: "init(_:systemImage:action:)").
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Easel.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Easel.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, for styling (Apple: "ButtonRole").
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// How `ButtonLayout` draws a button: the built-in styles, and `styled` for a custom
/// `ButtonStyle` that draws itself.
struct ButtonStyleKind: Hashable, Sendable {
    let name: String
    static let automatic = ButtonStyleKind(name: "automatic")
    static let borderless = ButtonStyleKind(name: "borderless")
    static let plain = ButtonStyleKind(name: "plain")
    static let bordered = ButtonStyleKind(name: "bordered")
    static let borderedProminent = ButtonStyleKind(name: "borderedProminent")
    static let styled = ButtonStyleKind(name: "styled")
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }

extension EnvironmentValues {
    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}


/// A button: its label, padded and backed when the style is bordered.
///
/// Bordered styles pad the label and draw its outline by the control size and border shape
/// (`ControlLook.borderedButton`: at `.regular` 12 points of horizontal and 7 of vertical
/// padding, radius 8); `.bordered` fills it with the tint at 15% opacity, `.borderedProminent`
/// with the tint.
final class ButtonLayout: NodeLayout {
    override var pressable: (any PressableLayout)? { self }

    let style: ButtonStyleKind
    let action: () -> Void
    /// The button's structural identity: the host remembers which button is held down by it,
    /// so the pressed look survives the button being rebuilt while held.
    let identity: UInt64

    init(style: ButtonStyleKind, action: @escaping () -> Void, identity: UInt64) {
        self.style = style
        self.action = action
        self.identity = identity
    }

    /// A bordered style's padding, corner radius and outline, from the control size and border
    /// shape in the environment (`ControlLook.borderedButton`); none for the other styles.
    var insets = EdgeInsets()
    var cornerRadius: CGFloat = 8
    var shape = ButtonBorderShape.automatic

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let label = node.children[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: label.width + insets.horizontal, height: label.height + insets.vertical)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children[0].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                               proposal: childProposal(proposal), in: safeArea)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.children[0], offer = childProposal(proposal)
        guard let value = child.explicitAlignment(key, size: child.sizeThatFits(offer), proposal: offer) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    private var isBordered: Bool { style == .bordered || style == .borderedProminent }

    /// The bordered styles' shape is drawn with the label (`drawChildren`), so that the pressed
    /// look covers both.
    private func drawShape(_ node: ViewNode, in context: inout RenderContext) {
        guard isBordered else { return }
        // Disabled, both bordered styles fill with the grey of a control's track.
        let paint = !node.environment.isEnabled ? ControlLook.disabledButtonFill.resolvePaint(in: node.environment)
            : style == .bordered ? TintShapeStyle().resolvePaint(in: node.environment).withOpacity(0.15)
            : TintShapeStyle().resolvePaint(in: node.environment)
        context.fill(shape.path(in: node.frame, automaticRadius: cornerRadius), paint: paint, in: node.frame)
    }

    /// While a pointer is held on the button it is drawn faded: a borderless button's label at
    /// 20% opacity, as UIKit's system buttons dim their title while touched; a bordered one,
    /// shape and label, at 70%, an approximation of the lighter fill UIKit's filled and tinted
    /// button configurations show when highlighted.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        // A custom style draws its own pressed look from `configuration.isPressed`.
        let isPressed = context.interaction.pressedControl == identity && style != .styled
        if isPressed { context.append(.beginLayer(opacity: isBordered ? 0.7 : 0.2)) }
        drawShape(node, in: &context)
        super.drawChildren(node, in: &context)
        if isPressed { context.append(.endLayer) }
    }

    /// A bordered button is hit anywhere in its filled shape; a borderless one only where its
    /// label draws (Hacking with Swift, "Disabling user interactivity with allowsHitTesting()":
    /// hit testing uses what a view draws).
    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool {
        isBordered && node.frame.contains(point)
    }

    override var debugName: String { "Button" }

    /// A button drawn by a custom `ButtonStyle`: the style's body for the current pressed
    /// state, in a button node that keeps the standard interaction. The host rebuilds the
    /// button when it is pressed and released (`PreviewHost.pointerDown`).
    static func makeStyled<Body: View>(label: AnyView, role: ButtonRole?, action: @escaping () -> Void,
                                       _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs,
                                       body: (_ isPressed: Bool) -> Body) {
        var inner = inputs
        inner.environment.customButtonStyle = nil
        inputs.graph.hasStyledButtons = true
        var built = _ViewOutputs()
        makeNodes(body(inputs.graph.pressedControl == inputs.identity), inner, &built)
        let content = built.nodes.count == 1 ? built.nodes[0]
            : ViewNode(LayoutAdapter(ZStackLayout()), children: built.nodes, environment: inputs.environment)
        let node = ViewNode(ButtonLayout(style: .styled, action: action, identity: inputs.identity),
                            children: [content], environment: inputs.environment)
        node.inheritTraits(from: content)
        outputs.append(node)
    }
}

extension ButtonLayout: PressableLayout {
    var rebuildsWhenPressed: Bool { style == .styled }
}
