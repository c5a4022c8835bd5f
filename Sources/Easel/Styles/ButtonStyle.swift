import Foundation

/// A style that draws a button from its label and whether it is pressed, while the button
/// keeps the standard interaction: tap to act, pressed look while held (Apple: "ButtonStyle").
///
/// Styles reach every button below the view they are applied to through the environment, as
/// every style in SwiftUI does; the innermost `buttonStyle(_:)` wins.
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from (Apple: "ButtonStyleConfiguration").
public struct ButtonStyleConfiguration {
    /// The button's label, as a view (Apple: "ButtonStyleConfiguration.Label").
    public struct Label: View {
        let content: AnyView
        public typealias Body = Never
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
            makeNodes(view.content, inputs, &outputs)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

/// A style that makes the whole button, interaction included: it decides when to call
/// `configuration.trigger()` (Apple: "PrimitiveButtonStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from (Apple: "PrimitiveButtonStyleConfiguration").
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button with the standard look and behaviour for a primitive style's configuration
    /// (Apple: "init(_:)"): a style that only adds to the standard button starts from it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

// MARK: Built-in styles

/// The built-in styles, drawn by `ButtonLayout` from their kind.
protocol BuiltInButtonStyle: BuiltInStyle<ButtonStyleKind> {}

extension BuiltInButtonStyle {
    func standardBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).modifier(EnvironmentModifier { [kind] in
            $0.buttonStyle = kind
            $0.customButtonStyle = nil
        })
    }
}

/// iOS's default: borderless, tinted (Apple: "DefaultButtonStyle", `.automatic`).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var kind: ButtonStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// Apple: "BorderlessButtonStyle", `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var kind: ButtonStyleKind { .borderless }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// The label as it is, no tint (Apple: "PlainButtonStyle", `.plain`).
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var kind: ButtonStyleKind { .plain }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// A tinted rounded rectangle behind the label (Apple: "BorderedButtonStyle", `.bordered`).
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var kind: ButtonStyleKind { .bordered }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// A tint-filled rounded rectangle, white label (Apple: "BorderedProminentButtonStyle",
/// `.borderedProminent`).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

// MARK: In the environment

/// A custom style, type-erased: how it builds a button.
struct AnyButtonStyle {
    /// Builds the styled button from its label, role, action and identity.
    let build: (_ label: AnyView, _ role: ButtonRole?, _ action: @escaping () -> Void,
                _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) -> Void
}

private struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }

extension EnvironmentValues {
    /// The innermost custom `ButtonStyle` or `PrimitiveButtonStyle`; nil for the built-in ones.
    var customButtonStyle: AnyButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in the view (Apple: "buttonStyle(_:)", for `ButtonStyle`).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let custom = AnyButtonStyle { label, role, action, inputs, outputs in
            ButtonLayout.makeStyled(label: label, role: role, action: action, inputs, &outputs) { isPressed in
                style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: isPressed))
            }
        }
        return modifier(EnvironmentModifier { $0.customButtonStyle = custom })
    }

    /// Sets the style of the buttons in the view (Apple: "buttonStyle(_:)", for
    /// `PrimitiveButtonStyle`: `.bordered`, `.borderedProminent`, `.plain`… or your own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInStyle<ButtonStyleKind> {
            let kind = builtIn.kind
            return modifier(EnvironmentModifier {
                $0.buttonStyle = kind
                $0.customButtonStyle = nil
            })
        }
        let custom = AnyButtonStyle { label, role, action, inputs, outputs in
            var inner = inputs
            // The style's own `Button(configuration)` is a standard button.
            inner.environment.customButtonStyle = nil
            let body = style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action))
            makeNodes(body, inner, &outputs)
        }
        return modifier(EnvironmentModifier { $0.customButtonStyle = custom })
    }
}
