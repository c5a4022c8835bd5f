import Foundation

// How a style reaches the views it styles: one mechanism for every style protocol, and nothing
// internal in the public protocols (SwiftUI's built-in styles have no public requirements).
// - A style the app writes (a type with `makeBody(configuration:)`) is erased to an
//   `AnyControlStyle` of its configuration and set in the environment; the control builds
//   its body from it.
// - A built-in style (`.menu`, `.insetGrouped`, `.page`, `.borderedProminent`) conforms,
//   internally, to `BuiltInStyle`: its kind, read with `BuiltInStyle.kind(of:)`, is what the
//   control's look reads from the environment. A type an app conforms to a closed protocol
//   (`PickerStyle`, which SwiftUI gives no requirements) has no kind: the default look, said once.

/// A built-in style, by the kind of look it stands for.
protocol BuiltInStyle<Kind> {
    associatedtype Kind
    var kind: Kind { get }
}

enum BuiltInStyles {
    /// The kind of a built-in style; for any other style, `fallback`, said once per protocol.
    static func kind<Kind>(of style: Any, protocol name: String, fallback: Kind) -> Kind {
        if let builtIn = style as? any BuiltInStyle<Kind> { return builtIn.kind }
        Diagnostics.warnOnce("custom-\(name)", "\(type(of: style)) is not one of SwiftUI's built-in \(name)s, which are the only ones iOS draws; using the default.")
        return fallback
    }
}

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
