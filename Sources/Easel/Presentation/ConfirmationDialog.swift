import Foundation

/// A confirmation dialog as iOS 18 draws one on iPhone (UIAlertController's action sheet),
/// figures from ports measured against the iOS 17 simulator (Flutter's
/// `CupertinoActionSheet`, SDCAlertView), as no figure is published:
///
/// 1. The screen is dimmed as under an alert; a tap on it dismisses the dialog, as its Cancel
///    button does ("Dialogs include a standard dismiss action by default").
/// 2. Two cards stand at the bottom of the safe area, 8 points from the sides and apart: the
///    actions, and under them the cancel button alone (the `.cancel` button, or "Cancel" when
///    there is none). Corners 13 points.
/// 3. The title (hidden unless `titleVisibility: .visible`) and the message lead the actions
///    card: 13 points, secondary, the title semibold when there is a message; 16 points at the
///    sides, 13.5 above and below, 4 between.
/// 4. Each action is a 57-point row under a hairline, its title centred in 20 points (title 3),
///    tinted, red when destructive; the cancel button's semibold.
struct ConfirmationDialogPresentation<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void

    static var rowHeight: CGFloat { 57 }
    static var margin: CGFloat { 8 }
    static var cornerRadius: CGFloat { 13 }
    /// The cancel card is opaque (white, or (44, 44, 44) in dark mode); the actions card is
    /// iOS's blurred material, drawn as the alert's opaque grey.
    static var cancelBackground: Color { Color(storage: .dynamic(light: RGBA(255, 255, 255), dark: RGBA(44, 44, 44))) }

    var body: some View {
        // The layer spans the screen: the cards stand on the safe area's bottom, at least 8
        // points above the screen's edge (home-button phones).
        GeometryReader { proxy in
            cards.padding(.bottom, Swift.max(proxy.safeAreaInsets.bottom, Self.margin))
        }
        .background {
            // Step 1.
            Color.black.opacity(0.2).ignoresSafeArea()
                .contentShape(Rectangle())
                .onTapGesture { dismiss() }
                .accessibilityHidden(true)
        }
        .ignoresSafeArea()
    }

    private var cards: some View {
        VStack(spacing: Self.margin) {
                VStack(spacing: 0) {
                    if title != nil || message != nil {
                        VStack(spacing: 4) {
                            title.map { $0.font(message == nil ? .footnote : .footnote.weight(.semibold)).accessibilityIdentifier("dialog-title") }
                            message.font(.footnote)
                        }
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 13.5)
                        .frame(maxWidth: .infinity)
                    }
                    DialogActionRows(actions: actions, showsCancel: false, hairlineOnTop: title != nil || message != nil, dismiss: dismiss)
                }
                .background(AlertPresentation<EmptyView, EmptyView>.background,
                            in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
                DialogActionRows(actions: actions, showsCancel: true, hairlineOnTop: false, dismiss: dismiss)
                    .background(Self.cancelBackground, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        }
        .padding(.horizontal, Self.margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}

/// Step 4: the dialog's actions without their cancel button, or the cancel button alone (a
/// default "Cancel" when the actions have none), one per 57-point row.
struct DialogActionRows<Actions: View>: View {
    typealias Body = Never
    let actions: Actions
    let showsCancel: Bool
    let hairlineOnTop: Bool
    let dismiss: () -> Void

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inner = AlertButtons<EmptyView>.buttonInputs(inputs, font: .title3, dismiss: view.dismiss)
        inner.environment.dialogCancelFont = .title3.weight(.semibold)
        inner.environment.dialogCancelFilter = view.showsCancel
        var built = _ViewOutputs()
        makeNodes(view.actions, inner.child(1), &built)
        if view.showsCancel, built.nodes.isEmpty {
            makeNodes(Button("Cancel", role: .cancel) {}, inner.child(2), &built)
        }
        guard !built.nodes.isEmpty else { return }
        let layout = AlertButtonsLayout(rowHeight: ConfirmationDialogPresentation<EmptyView, EmptyView>.rowHeight, sideBySide: false,
                                        hairlineOnTop: view.hairlineOnTop)
        outputs.append(ViewNode(layout, children: built.nodes, environment: inputs.environment))
    }
}

private struct DialogCancelFilterKey: EnvironmentKey { static let defaultValue: Bool? = nil }
private struct DialogCancelFontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// While a dialog builds its actions: true to build only the cancel button, false for all
    /// but it (nil elsewhere: every button is built).
    var dialogCancelFilter: Bool? {
        get { self[DialogCancelFilterKey.self] }
        set { self[DialogCancelFilterKey.self] = newValue }
    }

    /// The font of a dialog's cancel button (an alert's: headline).
    var dialogCancelFont: Font? {
        get { self[DialogCancelFontKey.self] }
        set { self[DialogCancelFontKey.self] = newValue }
    }
}
