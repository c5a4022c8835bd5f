import Foundation

extension View {
    /// Presents an alert while `isPresented` is true (Apple: "alert(_:isPresented:actions:)");
    /// every button dismisses it, and with no buttons it has an OK button.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(Text(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertModifier(Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                          @ViewBuilder message: () -> M) -> some View {
        alertModifier(Text(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: message())
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertModifier(title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert for a value (Apple: "alert(_:isPresented:presenting:actions:message:)"): shown
    /// while `isPresented` is true and `data` is not nil, its actions and message made from it.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented, data, actions, message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                             @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(verbatim: String(title)), isPresented, data, actions, message)
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(title, isPresented, data, actions, message)
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented, data, actions, { _ in EmptyView() })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                    @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(verbatim: String(title)), isPresented, data, actions, { _ in EmptyView() })
    }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title, isPresented, data, actions, { _ in EmptyView() })
    }

    /// An alert for an error (Apple: "alert(isPresented:error:actions:)"): its title is the
    /// error's `errorDescription`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? ""), isPresented, error, actions, message)
    }

    private func presentingAlert<A: View, M: View, T>(_ title: Text, _ isPresented: Binding<Bool>, _ data: T?,
                                                      _ actions: (T) -> A, _ message: (T) -> M) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return alertModifier(title, isPresented: Binding(get: { isPresented.wrappedValue && shown != nil },
                                                         set: { isPresented.wrappedValue = $0 }),
                             actions: shown.map { AnyView($0.0) } ?? AnyView(EmptyView()), message: shown.map { AnyView($0.1) } ?? AnyView(EmptyView()))
    }

    /// The iOS 13 alert (Apple: "alert(isPresented:content:)", deprecated): an `Alert` value.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertModifier(alert.title, isPresented: isPresented, actions: alert.buttons, message: alert.message)
    }

    /// The iOS 13 alert for an item (Apple: "alert(item:content:)", deprecated): shown while
    /// `item` is not nil, which dismissing sets back to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return alertModifier(alert?.title ?? Text(verbatim: ""),
                             isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
                             actions: alert?.buttons ?? AlertButtonList(buttons: []), message: alert?.message ?? Text(verbatim: ""))
    }

    /// A choice of actions from the bottom of the screen (Apple: "confirmationDialog(_:isPresented:titleVisibility:actions:)"),
    /// as iOS's action sheet (`ConfirmationDialogPresentation`). On iOS the title shows only
    /// with `titleVisibility: .visible`.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialogModifier(Text(titleKey), titleVisibility, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialogModifier(Text(verbatim: String(title)), titleVisibility, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        dialogModifier(Text(titleKey), titleVisibility, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                       @ViewBuilder message: () -> M) -> some View {
        dialogModifier(Text(verbatim: String(title)), titleVisibility, isPresented: isPresented, actions: actions(), message: message())
    }

    /// A dialog for a value (Apple: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)").
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return dialogModifier(Text(titleKey), titleVisibility,
                              isPresented: Binding(get: { isPresented.wrappedValue && shown != nil }, set: { isPresented.wrappedValue = $0 }),
                              actions: shown.map { AnyView($0.0) } ?? AnyView(EmptyView()), message: shown.map { AnyView($0.1) })
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = data.map { actions($0) }
        return dialogModifier(Text(titleKey), titleVisibility,
                              isPresented: Binding(get: { isPresented.wrappedValue && shown != nil }, set: { isPresented.wrappedValue = $0 }),
                              actions: shown.map { AnyView($0) } ?? AnyView(EmptyView()), message: EmptyView?.none)
    }

    /// Apple: "actionSheet(isPresented:content:)", deprecated.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return dialogModifier(sheet.title, .visible, isPresented: isPresented, actions: sheet.buttons, message: sheet.message)
    }

    /// Apple: "actionSheet(item:content:)", deprecated.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return dialogModifier(sheet?.title ?? Text(verbatim: ""), .visible,
                              isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
                              actions: sheet?.buttons ?? AlertButtonList(buttons: []), message: sheet?.message)
    }

    private func dialogModifier<A: View, M: View>(_ title: Text, _ visibility: Visibility, isPresented: Binding<Bool>,
                                                  actions: A, message: M?) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let shownMessage = M.self == EmptyView.self ? nil : message
        let presented = isPresented.wrappedValue
            ? ConfirmationDialogPresentation(title: visibility == .visible ? title : nil, actions: actions, message: shownMessage, dismiss: dismiss)
            : nil
        return modifier(PresentingModifier(presented: presented, dismiss: dismiss))
    }

    private func alertModifier<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: A, message: M) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let presented = isPresented.wrappedValue ? AlertPresentation(title: title, actions: actions, message: message, dismiss: dismiss) : nil
        return modifier(PresentingModifier(presented: presented, dismiss: dismiss))
    }
}

/// The iOS 13 alert value (Apple: "Alert", deprecated but common in older code): a title, a
/// message and one or two buttons, drawn as `alert(_:isPresented:actions:message:)` draws.
public struct Alert {
    let title: Text
    let message: Text
    let buttons: AlertButtonList

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message ?? Text(verbatim: "")
        buttons = AlertButtonList(buttons: dismissButton.map { [$0] } ?? [])
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message ?? Text(verbatim: "")
        buttons = AlertButtonList(buttons: [primaryButton, secondaryButton])
    }

    /// Apple: "Alert.Button".
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { cancel(Text("Cancel"), action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An `Alert`'s buttons as views; the alert's own OK when there are none.
struct AlertButtonList: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

/// The iOS 13 action sheet (Apple: "ActionSheet", deprecated): drawn as
/// `confirmationDialog` draws, its title shown.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: AlertButtonList

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = AlertButtonList(buttons: buttons)
    }
}

/// An alert as iOS 18 draws one: a 270-point box in the middle of the dimmed screen (black at
/// 20 %), corner radius 14, the title (headline) and message (footnote) centred with 16 points
/// around them, then the buttons in 44-point rows under hairlines — side by side when there are
/// two. Figures from UIKit's alert as commonly measured (uncertain: Apple publishes none).
struct AlertPresentation<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message
    let dismiss: () -> Void

    static var width: CGFloat { 270 }
    static var background: Color { Color(storage: .dynamic(light: RGBA(242, 242, 242), dark: RGBA(44, 44, 46))) }

    var body: some View {
        ZStack {
            Color.black.opacity(0.2).ignoresSafeArea()
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    title.font(.headline).multilineTextAlignment(.center).accessibilityIdentifier("alert-title")
                    message.font(.footnote).multilineTextAlignment(.center)
                }
                .padding(16)
                .frame(maxWidth: .infinity)
                AlertButtons(actions: actions, dismiss: dismiss)
            }
            .frame(width: AlertPresentation.width)
            .background(AlertPresentation.background, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        }
        .contentShape(Rectangle())
    }
}

/// The alert's buttons, each dismissing the alert after its action.
struct AlertButtons<Actions: View>: View {
    typealias Body = Never
    let actions: Actions
    let dismiss: () -> Void

    /// The inputs a dialog's buttons are built with: plain system buttons in `font`, each
    /// dismissing the dialog after its action.
    static func buttonInputs(_ inputs: _ViewInputs, font: Font, dismiss: @escaping () -> Void) -> _ViewInputs {
        var inner = inputs
        inner.environment.afterButtonAction = dismiss
        inner.environment.buttonStyle = .automatic
        inner.environment.customButtonStyle = nil
        inner.environment.font = font
        return inner
    }

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let inner = buttonInputs(inputs, font: .body, dismiss: view.dismiss)
        var built = _ViewOutputs()
        makeNodes(view.actions, inner.child(1), &built)
        if built.nodes.isEmpty {
            makeNodes(Button("OK") {}, inner.child(2), &built)
        }
        outputs.append(ViewNode(AlertButtonsLayout(), children: built.nodes, environment: inputs.environment))
    }
}

/// An alert's (or a dialog's) buttons in rows under hairlines; an alert's two buttons side by side.
final class AlertButtonsLayout: NodeLayout {
    let rowHeight: CGFloat
    let sideBySide: Bool
    let hairlineOnTop: Bool
    private var cells: [CGRect] = []

    init(rowHeight: CGFloat = 44, sideBySide: Bool = true, hairlineOnTop: Bool = true) {
        self.rowHeight = rowHeight
        self.sideBySide = sideBySide
        self.hairlineOnTop = hairlineOnTop
    }

    private func isSideBySide(_ node: ViewNode) -> Bool { sideBySide && node.children.count == 2 }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let rows = isSideBySide(node) ? 1 : node.children.count
        return CGSize(width: proposal.width ?? AlertPresentation<EmptyView, EmptyView>.width, height: CGFloat(rows) * rowHeight)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        cells = []
        for (index, child) in node.children.enumerated() {
            let cell = isSideBySide(node)
                ? CGRect(x: bounds.minX + bounds.width / 2 * CGFloat(index), y: bounds.minY, width: bounds.width / 2, height: rowHeight)
                : CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
            cells.append(cell)
            let size = child.sizeThatFits(ProposedViewSize(cell.size))
            child.place(at: CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2), proposal: ProposedViewSize(cell.size), in: safeArea)
        }
    }

    override var guideSource: GuideSource { .none }

    /// Hairlines above each row, and between two buttons side by side.
    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let pixel = 1 / context.scale
        let paint = Color.separator.resolvePaint(in: node.environment)
        for (index, cell) in cells.enumerated() where hairlineOnTop || index > 0 {
            let line = CGRect(x: cell.minX, y: cell.minY, width: cell.width, height: pixel)
            context.fill(Path(line), paint: paint, in: line)
        }
        if isSideBySide(node), let first = cells.first {
            let line = CGRect(x: first.maxX - pixel / 2, y: first.minY, width: pixel, height: first.height)
            context.fill(Path(line), paint: paint, in: line)
        }
    }

    /// A tap anywhere in a button's cell presses the button.
    override func redirectedHit(in node: ViewNode, at point: CGPoint) -> (child: ViewNode, point: CGPoint)? {
        guard let index = cells.firstIndex(where: { $0.contains(point) }), index < node.children.count else { return nil }
        let frame = node.children[index].frame
        return (node.children[index], CGPoint(x: frame.midX, y: frame.midY))
    }
}
