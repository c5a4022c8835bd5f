import Foundation

/// How a form looks (Apple: "FormStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = FormStyleConfiguration
}

/// What a `FormStyle` draws: the form's content (Apple: "FormStyleConfiguration").
public struct FormStyleConfiguration {
    public let content: Content

    /// The form's content, type-erased (Apple: "FormStyleConfiguration.Content").
    public struct Content: View {
        let view: AnyView

        init<V: View>(_ view: V) { self.view = AnyView(view) }

        public typealias Body = Never
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
            makeNodes(view.view, inputs, &outputs)
        }
    }
}

/// Sections of rows in rounded cards on the grouped background, scrolling: iOS's form
/// (Apple: "GroupedFormStyle").
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// iOS's default form style: grouped (Apple: "AutomaticFormStyle").
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

/// A form that does not scroll, its controls one under the other (Apple: "ColumnsFormStyle").
/// On the Mac its labels line up in a trailing-aligned column; Easel stacks each row as it
/// is, leading-aligned, and says so once.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Diagnostics.warnOnce("form-columns", "formStyle(.columns): Easel stacks the form's rows leading-aligned; it does not line their labels up in a column.")
        return VStack(alignment: .leading, spacing: 12) { configuration.content }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<FormStyleConfiguration> { AutomaticFormStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var formStyle: AnyControlStyle<FormStyleConfiguration> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the forms in this view look (Apple: "formStyle(_:)").
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}
