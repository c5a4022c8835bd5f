import Foundation

/// How a picker presents its options (Apple: "PickerStyle"). SwiftUI's picker styles have no
/// public requirements: only the built-in ones exist, named by their static members.
public protocol PickerStyle {}

/// Which built-in picker style (`BuiltInStyle`).
enum PickerStyleKind: Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .inline } }
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .wheel } }
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .navigationLink } }
public struct PalettePickerStyle: PickerStyle, BuiltInStyle { public init() {}; var kind: PickerStyleKind { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in the view (Apple: "pickerStyle(_:)").
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, BuiltInStyles.kind(of: style, protocol: "PickerStyle", fallback: .automatic))
    }
}
