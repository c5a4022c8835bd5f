import Foundation

/// How a disclosure group looks (Apple: "DisclosureGroupStyle", iOS 16): its label, whether it
/// is expanded (a binding the style can toggle) and its content.
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` draws (Apple: "DisclosureGroupStyleConfiguration").
public struct DisclosureGroupStyleConfiguration {
    public let label: ControlLabel
    public let content: ControlLabel
    @Binding public var isExpanded: Bool
}

/// iOS's disclosure group: the label and an accent-coloured chevron that turns, the content
/// below when expanded (Apple: "AutomaticDisclosureGroupStyle", `.automatic`).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button(action: { configuration.isExpanded.toggle() }) {
                HStack {
                    configuration.label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(Color.accentColor)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<DisclosureGroupStyleConfiguration> { AutomaticDisclosureGroupStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyControlStyle<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the disclosure groups in the view (Apple: "disclosureGroupStyle(_:)").
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyControlStyle { style.makeBody(configuration: $0) })
    }
}
