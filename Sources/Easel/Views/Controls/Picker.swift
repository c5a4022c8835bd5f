import Foundation

/// A control for choosing one of several tagged options (Apple: "Picker").
///
/// The options are the content's views, each with the `.tag(_:)` of the value it stands for.
/// iOS's default style is `.menu`: the chosen option and up-and-down chevrons in the tint, led
/// by the label in a `Form` row. `.segmented`, `.inline`, `.wheel`, `.navigationLink` and
/// `.palette` draw as on iOS (`PickerLayouts.swift`). In a menu, the options are the menu's
/// items, the chosen one checked.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, message: "Use init(selection:content:label:) instead.")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        var style = environment.pickerStyle
        if style == .automatic { style = .menu }
        if style == .palette { style = .segmented }
        // In a menu, a picker's options are the menu's items (its own style aside from a palette).
        let isInMenu = environment.isInMenu && style != .segmented
        var optionInputs = inputs.child(1)
        switch isInMenu ? .inline : style {
        case .segmented:
            optionInputs.environment.font = .system(size: ControlLook.segmentFontSize)
            optionInputs.environment.lineLimit = 1
        case .menu:
            optionInputs.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
            optionInputs.environment.lineLimit = 1
        case .navigationLink:
            optionInputs.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        case .wheel:
            optionInputs.environment.font = .title3
        default:
            break
        }
        var built = _ViewOutputs()
        makeNodes(view.content, optionInputs, &built)
        let options = built.nodes
        // An option with no `.tag` made by a `ForEach` whose ids are selection values is tagged
        // with its id, as SwiftUI tags them (`ForEach(Flavor.allCases) { Text($0.name) }`).
        let tags = options.map { option -> AnyHashable? in
            if let tag = option[TagTrait.self] { return tag }
            guard let key = option.elementKey, key.base as? SelectionValue != nil else { return nil }
            return key
        }
        let current = AnyHashable(view.selection.wrappedValue)
        let selected = tags.firstIndex { $0 == current }
        let selection = view.selection
        let select: (Int) -> Void = { index in
            guard tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
        if isInMenu {
            let after = environment.afterButtonAction
            for (index, option) in options.enumerated() {
                PickerRows.makeMenuOptionRow(option, isSelected: index == selected, select: { select(index); after?() },
                                             inputs.child(7).child(UInt64(index)), &outputs)
            }
            return
        }
        switch style {
        case .segmented:
            // Each segment is a button, the chosen one selected.
            for (index, option) in options.enumerated() {
                option.updateAccessibility { info in
                    info.children = .combine
                    info.role = index == selected ? [.isButton, .isSelected] : .isButton
                }
            }
            let node = ViewNode(SegmentedPickerLayout(selected: selected), children: options, environment: environment)
            // A disabled segmented control is drawn faded, as UIKit dims disabled controls
            // (the amount, half, is uncertain: read off screenshots).
            if !environment.isEnabled { node.effects.append(.opacity(0.5)) }
            node.updateInteraction { $0.tapActions.append(TapAction(count: 1) { [weak node] location in
                guard let node else { return }
                guard !options.isEmpty, node.frame.width > 0 else { return }
                select(Swift.min(options.count - 1, Int(location.x / (node.frame.width / CGFloat(options.count)))))
            }) }
            outputs.append(node)
        case .inline:
            for (index, option) in options.enumerated() {
                PickerRows.makeInlineRow(option, isSelected: index == selected, select: { select(index) }, inputs.child(3).child(UInt64(index)), &outputs)
            }
        case .wheel:
            let node = ViewNode(WheelPickerLayout(selected: selected ?? 0), children: options, environment: environment)
            node.effects.append(.clip({ Path($0) }, FillStyle()))
            WheelPickerLayout.stepOnTap(node) { select((selected ?? 0) + $0) }
            outputs.append(node)
        default:
            // `.menu` and `.navigationLink`: the chosen option, after the label in a row.
            // The label shows only in a row; a menu picker elsewhere is its value alone.
            var labels = _ViewOutputs()
            makeNodes(view.label, inputs.child(2), &labels)
            let isInRow = environment.isInListRow && !environment.labelsHidden
            let value = selected.map { options[$0] }
            let start = outputs.nodes.count
            var labelTexts: [String] = [], valueTexts: [String] = []
            for node in labels.nodes { AccessibilityTreeBuilder.gatherText(node, into: &labelTexts) }
            if let value { AccessibilityTreeBuilder.gatherText(value, into: &valueTexts) }
            PickerRows.makeValueRow(label: isInRow ? labels.nodes : [], value: value, style: style, inputs.child(4), &outputs)
            if style == .navigationLink, let actions = environment.navigationActions {
                let screen = PickerOptionsScreen(title: labelTexts.joined(separator: " "), selection: view.selection, content: view.content)
                PickerRows.attachPush(to: outputs.nodes[start]) { actions.push(.view(AnyView(screen))) }
            } else if style == .navigationLink {
                Diagnostics.warnOnce("picker-navigation-link", "Picker: a .navigationLink picker pushes its options only inside a NavigationStack.")
            }
            if style == .menu {
                PickerRows.attachMenu(to: &outputs.nodes[start], select: select, selected: selected,
                                      options: { inputs in
                                          var built = _ViewOutputs()
                                          makeNodes(view.content, inputs, &built)
                                          return built.nodes
                                      }, inputs)
            }
            // One element: a button labelled by the picker's label, valued by the choice.
            for node in outputs.nodes[start...] {
                node.updateAccessibility { info in
                    info.children = .ignore
                    info.role = .isButton
                    info.label = labelTexts.joined(separator: ", ")
                    info.value = valueTexts.joined(separator: ", ")
                }
            }
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Easel.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Easel.Label(titleKey, systemImage: systemImage) }
    }
}

/// The screen a `.navigationLink` picker pushes: its options as an inset-grouped list, a
/// checkmark at the chosen one, titled by the picker's label. Choosing an option sets the
/// selection and pops back, as iOS does.
struct PickerOptionsScreen<SelectionValue: Hashable, Content: View>: View {
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let selection = self.selection
        let dismiss = self.dismiss
        List {
            Picker(selection: Binding(get: { selection.wrappedValue }, set: { selection.wrappedValue = $0; dismiss() }),
                   content: { content }, label: { Text(verbatim: title) })
                .pickerStyle(.inline)
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
