import Foundation

/// A preview made by the `#Preview` macro (Apple: DeveloperToolsSupport's "Preview"): a name,
/// traits and the code that makes its view.
///
/// Users write `#Preview("Name", traits: .landscapeLeft) { ContentView() }`; the macro expands
/// to a type conforming to `PreviewRegistry` that returns one of these, and discovery finds that
/// type at run time (`PreviewDiscovery`).
public struct Preview: @unchecked Sendable {
    /// The traits a preview of views takes (Apple: "Preview.ViewTraits").
    public struct ViewTraits: Sendable {}

    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    let body: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    public init(_ name: String? = nil, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// The preview's view inside what its traits wrap around it, the first trait innermost.
    @MainActor
    func makeModifiedView() -> AnyView {
        traits.compactMap(\.modify).reduce(AnyView(body())) { view, modify in modify(view) }
    }

    /// The settings the traits ask for.
    var settings: PreviewSettings {
        var settings = PreviewSettings()
        for trait in traits { trait.apply(&settings) }
        return settings
    }
}

/// A setting of a `#Preview` (Apple: "PreviewTrait"): its orientation or layout.
public struct PreviewTrait<T>: @unchecked Sendable {
    let apply: (inout PreviewSettings) -> Void
    /// What the trait wraps around the preview's view (`.modifier(_:)`), if anything.
    let modify: (@MainActor (AnyView) -> AnyView)?

    init(_ apply: @escaping (inout PreviewSettings) -> Void) {
        self.apply = apply
        modify = nil
    }

    init(modify: @escaping @MainActor (AnyView) -> AnyView) {
        apply = { _ in }
        self.modify = modify
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// Landscape, the home indicator to the right (Easel draws both landscapes alike).
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscape } }
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscape } }
    /// Drawn as portrait: iPhones with Face ID do not turn upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// The view at its ideal size, with no device around it: no insets, no system UI.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The view in a container of this size, with no device insets or system UI.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
}

/// The type a `#Preview` expands to (Apple: "PreviewRegistry"): where the preview is written and
/// how to make it. Discovery finds every conforming type in the program.
public protocol PreviewRegistry {
    /// `Module/File.swift`, as `#fileID` spells it.
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    static func makePreview() throws -> Preview
}

/// How a preview is laid out (Apple: "PreviewLayout"), set with `previewLayout(_:)`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen, with its insets and system UI.
    case device
    /// The view at its ideal size, nothing around it.
    case sizeThatFits
    /// A container of this size, nothing around it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device for `previewDevice(_:)` by Xcode's name ("iPhone 16 Pro") (Apple: "PreviewDevice").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device a preview shows (Apple: "InterfaceOrientation").
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a preview asks of the screen that shows it: set by `#Preview` traits and by the preview
/// modifiers on the preview's root view.
public struct PreviewSettings: Hashable, Sendable {
    public var layout: PreviewLayout = .device
    /// nil: whatever the viewer or the command line chose.
    public var orientation: Device.Orientation?
    /// Xcode's device name from `previewDevice(_:)`, as written.
    public var deviceName: String?
    /// From `preferredColorScheme(_:)` or `environment(\.colorScheme, _)` on the root view.
    public var colorScheme: ColorScheme?
    public var displayName: String?

    public init() {}

    /// The preset `previewDevice(_:)` names, if any; an unknown name warns once.
    public var device: Device? {
        guard let deviceName else { return nil }
        if let device = Device.named(xcodeName: deviceName) { return device }
        Diagnostics.warnOnce("preview-device-\(deviceName)",
                             "previewDevice(\"\(deviceName)\") names no device Easel knows; using the default. Devices: \(Device.all.map(\.name).joined(separator: ", ")).")
        return nil
    }
}

extension Device {
    /// A preset by the name Xcode gives the device ("iPhone 16 Pro", "iPhone SE (3rd generation)",
    /// "iPad Pro 13-inch (M4)"), by Easel's id or name, case-insensitively.
    public static func named(xcodeName name: String) -> Device? {
        if let device = named(name) { return device }
        var key = name.lowercased()
        for (long, short) in [("generation", "gen"), ("-inch", "\""), (" inch", "\"")] {
            key = key.replacingOccurrences(of: long, with: short)
        }
        // "iPad Pro 13" (M4)" → "iPad Pro 13"": the chip in parentheses is not part of Easel's names.
        let withoutChip = key.replacingOccurrences(of: #"\s*\((m\d|a\d+( pro)?)\)"#, with: "", options: .regularExpression)
        return all.first { [key, withoutChip].contains($0.name.lowercased()) }
            ?? all.first { $0.name.lowercased().replacingOccurrences(of: #"\s*\(.*\)"#, with: "", options: .regularExpression) == withoutChip }
    }
}

// MARK: Preview modifiers

/// A modifier that carries a preview setting: the view draws unchanged, the preview reads it.
struct PreviewSettingModifier: ViewModifier {
    typealias Body = Never
    let apply: (inout PreviewSettings) -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        content(inputs, &outputs)
    }
}

extension View {
    /// How the preview lays this view out (Apple: "previewLayout(_:)").
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewSettingModifier { $0.layout = value })
    }

    /// The device the preview shows, by Xcode's name (Apple: "previewDevice(_:)"); nil: the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewSettingModifier { $0.deviceName = value?.rawValue })
    }

    /// The preview's name in `easel list` and the window title (Apple: "previewDisplayName(_:)").
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewSettingModifier { $0.displayName = value })
    }

    /// The orientation of the previewed device (Apple: "previewInterfaceOrientation(_:)").
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewSettingModifier { $0.orientation = value.isLandscape ? .landscape : .portrait })
    }
}

/// A view whose type says something about how it is previewed: preview modifiers and colour
/// schemes on the root of a preview. Read by walking the root's modifiers, outermost last.
protocol PreviewSettingsReadable {
    func readPreviewSettings(_ settings: inout PreviewSettings)
}

extension ModifiedContent: PreviewSettingsReadable {
    func readPreviewSettings(_ settings: inout PreviewSettings) {
        (content as? PreviewSettingsReadable)?.readPreviewSettings(&settings)
        if let setting = modifier as? PreviewSettingModifier {
            setting.apply(&settings)
        } else if let environment = modifier as? EnvironmentModifier {
            // `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)` at the root
            // make the whole preview dark: screen, bars and all.
            var values = EnvironmentValues()
            values.colorScheme = .light
            environment.change(&values)
            var dark = EnvironmentValues()
            dark.colorScheme = .dark
            environment.change(&dark)
            if values.colorScheme == dark.colorScheme { settings.colorScheme = values.colorScheme }
        }
    }
}

extension PreviewSettings {
    /// The settings the root of a preview carries.
    static func read(from view: Any) -> PreviewSettings {
        var settings = PreviewSettings()
        (view as? PreviewSettingsReadable)?.readPreviewSettings(&settings)
        return settings
    }

    /// These settings, then `other`'s where it sets something.
    func merged(with other: PreviewSettings) -> PreviewSettings {
        var result = self
        if other.layout != .device { result.layout = other.layout }
        result.orientation = other.orientation ?? orientation
        result.deviceName = other.deviceName ?? deviceName
        result.colorScheme = other.colorScheme ?? colorScheme
        result.displayName = other.displayName ?? displayName
        return result
    }
}
