import Foundation

/// A control that steps a value up and down with "−" and "+" (Apple: "Stepper").
///
/// The label leads and the stepper trails across the row, as iOS lays it out; an end of the
/// range dims the button that would pass it.
public struct Stepper<Label: View>: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    let label: Label

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: label,
                  onIncrement: current < bounds.upperBound ? { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: current > bounds.lowerBound ? { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        LabeledControlRow(label: label, control: HStack(spacing: 0) {
                StepperHalf(symbol: "minus", action: onDecrement, onEditingChanged: onEditingChanged)
                Rectangle().fill(Color.separator)
                    .frame(width: ControlLook.stepperDivider.width, height: ControlLook.stepperDivider.height)
                StepperHalf(symbol: "plus", action: onIncrement, onEditingChanged: onEditingChanged)
            }
            .frame(width: ControlLook.stepperSize.width, height: ControlLook.stepperSize.height)
            .background(RoundedRectangle(cornerRadius: ControlLook.stepperCornerRadius).fill(ControlLook.stepperBackground)))
        .modifier(AccessibilityModifier { info in
            info.children = .ignore
            info.role = .adjustable
        })
        .modifier(LabelTextModifier(label: label))
    }
}

private struct StepperHalf: View {
    let symbol: String
    let action: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Button {
            onEditingChanged(true)
            action?()
            onEditingChanged(false)
        } label: {
            Image(systemName: symbol).font(.system(size: 17, weight: .medium))
                .foregroundStyle(action == nil || !isEnabled ? Color.tertiary : Color.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
