import Foundation

/// A control that turns a setting on and off (Apple: "Toggle"). Drawn by the innermost
/// `toggleStyle(_:)`; iOS's default is the switch, trailing its label across the row.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let isMixed: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        isMixed = false
        self.label = label()
    }

    /// A toggle for several values at once: on when all are on, mixed when they differ
    /// (Apple: "init(sources:isOn:label:)").
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { value in bindings.forEach { $0.wrappedValue = value } })
        isMixed = Set(bindings.map(\.wrappedValue)).count > 1
        self.label = label()
    }

    @Environment(\.toggleStyle) private var style

    public var body: some View {
        let value = isMixed ? "2" : (isOn.wrappedValue ? "1" : "0")
        // VoiceOver reads a toggle as one element: its label, "switch", on (1) or off (0).
        return style.makeBody(ToggleStyleConfiguration(label: ControlLabel(label), isOn: isOn, isMixed: isMixed))
            .modifier(AccessibilityModifier { info in
                info.children = .combine
                info.role = .isToggle
                info.removedTraits.insert(.isButton)
                info.value = value
            })
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Easel.Label<Text, Image> {
    /// A toggle labelled with a title and an SF Symbol (Apple: "init(_:systemImage:isOn:)").
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Easel.Label(title, systemImage: systemImage) }
    }
}
