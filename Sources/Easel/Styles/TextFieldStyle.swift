import Foundation

/// How text fields look (Apple: "TextFieldStyle"). A custom style's `_body` receives the field
/// itself (`TextField<_Label>`) and decorates it, as apps write it:
///
/// ```swift
/// struct OutlinedStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(12).overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///     }
/// }
/// ```
/// The field inside a custom style draws plain.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label type of the field a `TextFieldStyle` receives (Apple: "_TextFieldStyleLabel").
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

/// A built-in style: drawn by the field node itself.
protocol BuiltInTextFieldStyle: BuiltInStyle<TextFieldStyleKind> {}

/// iOS's default: no border, as `.plain` (Apple: "DefaultTextFieldStyle", `.automatic`).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .automatic }
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// No decoration (Apple: "PlainTextFieldStyle", `.plain`).
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .plain }
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UIKit's rounded rectangle: 7 points of padding, a system-background fill, a thin grey border
/// with 5-point corners (Apple: "RoundedBorderTextFieldStyle", `.roundedBorder`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A custom style, its `_body` behind a closure, kept in the environment.
struct AnyTextFieldStyle {
    let body: (TextField<_TextFieldStyleLabel>) -> AnyView
}

private struct CustomTextFieldStyleKey: EnvironmentKey { static let defaultValue: AnyTextFieldStyle? = nil }

extension EnvironmentValues {
    var customTextFieldStyle: AnyTextFieldStyle? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in the view (Apple: "textFieldStyle(_:)"): the built-in
    /// looks, or a custom `TextFieldStyle`'s body around each field.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { values in
            if let builtIn = style as? any BuiltInStyle<TextFieldStyleKind> {
                values.textFieldStyle = builtIn.kind
                values.customTextFieldStyle = nil
            } else {
                values.customTextFieldStyle = AnyTextFieldStyle { AnyView(style._body(configuration: $0)) }
            }
        })
    }
}
