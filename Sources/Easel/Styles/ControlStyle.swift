import Foundation

/// A style of one kind of control, type-erased: how it makes the control's body from the
/// control's configuration. Every style protocol (`ToggleStyle`, `ProgressViewStyle`,
/// `GaugeStyle`, `MenuStyle`…) is stored this way in the environment, the built-in styles
/// like any other: a control builds whatever style is innermost above it.
struct AnyControlStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView

    init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
        self.makeBody = { AnyView(makeBody($0)) }
    }
}

/// A control's configuration label: the view the control was given, type-erased, as
/// SwiftUI's `…Configuration.Label` types are.
public struct ControlLabel: View {
    let content: AnyView

    init<Content: View>(_ content: Content) {
        self.content = AnyView(content)
    }

    public typealias Body = Never
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        makeNodes(view.content, inputs, &outputs)
    }
}

/// A control's row: its label leading and the control trailing across the width, as iOS lays
/// out toggles, steppers and compact pickers; the control alone under `labelsHidden()`.
struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    var spacing: CGFloat = 0
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            control
        } else {
            HStack {
                label
                Spacer(minLength: spacing)
                control
            }
        }
    }
}
