import Foundation

/// How a toggle looks and behaves (Apple: "ToggleStyle").
// Isolated to the main actor, `@preconcurrency`, as SwiftUI's (iOS 18 SDK): a style's `makeBody` calls views' modifiers.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` makes a toggle from (Apple: "ToggleStyleConfiguration").
public struct ToggleStyleConfiguration {
    public typealias Label = ControlLabel
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public var isMixed: Bool
}

/// iOS's switch: the label leading, the switch trailing, the row as wide as offered
/// (Apple: "SwitchToggleStyle", `.switch`).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) { self.tint = tint }
    var tint: Color?

    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow(label: configuration.label, control: SwitchTrack(isOn: configuration.$isOn, tint: tint))
    }
}

/// The switch itself: a capsule track with a round white thumb at the end that is on.
struct SwitchTrack: View {
    @Binding var isOn: Bool
    var tint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let inset = (ControlLook.switchTrack.height - ControlLook.switchThumb) / 2
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (tint ?? environmentTint ?? ControlLook.switchOn) : ControlLook.switchOff)
            Circle().fill(Color.white)
                .frame(width: ControlLook.switchThumb, height: ControlLook.switchThumb)
                .padding(inset)
        }
        .frame(width: ControlLook.switchTrack.width, height: ControlLook.switchTrack.height)
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Rectangle())
        .onTapGesture { isOn.toggle() }
    }
}

/// A button that shows whether it is on by its fill (Apple: "ButtonToggleStyle", `.button`).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        // `.bordered` while off, `.borderedProminent` while on, as iOS draws button toggles.
        let isOn = configuration.isOn
        return Button { configuration.isOn.toggle() } label: { configuration.label }
            .modifier(EnvironmentModifier {
                $0.buttonStyle = isOn ? .borderedProminent : .bordered
                $0.customButtonStyle = nil
            })
    }
}

/// iOS's default: the switch (Apple: "DefaultToggleStyle", `.automatic`).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyControlStyle<ToggleStyleConfiguration> { DefaultToggleStyle().makeBody(configuration: $0) }
}

extension EnvironmentValues {
    var toggleStyle: AnyControlStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in the view (Apple: "toggleStyle(_:)").
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = AnyControlStyle<ToggleStyleConfiguration> { style.makeBody(configuration: $0) }
        return environment(\.toggleStyle, erased)
    }
}
