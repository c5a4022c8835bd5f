import Foundation

/// The size classes of the space a view has (Apple: "UserInterfaceSizeClass").
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Whether the person asked for increased contrast (Apple: "ColorSchemeContrast").
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}

/// Where the scene is in its life (Apple: "ScenePhase"). A preview is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// Whether the person asked for bolder text (Apple: "LegibilityWeight").
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Why a view shows placeholder content (Apple: "RedactionReasons").
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Whether a list is being edited (Apple: "EditMode").
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

/// The text size the person chose (Apple: "DynamicTypeSize"), smallest first.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Opens a URL (Apple: "OpenURLAction"). A preview opens nothing: the URL is printed, and
/// the handler reports `.discarded` unless a view installed its own with
/// `environment(\.openURL, OpenURLAction { … })`.
public struct OpenURLAction {
    /// What the handler did with the URL (Apple: "OpenURLAction.Result").
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    private let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        completion(result.name == "handled")
    }

    static let preview = OpenURLAction { url in
        print("Easel: the view asked to open \(url); a preview opens no other app.")
        return .discarded
    }
}

/// Opens a window of the app (Apple: "OpenWindowAction"). A preview has one window: the call
/// is reported once and does nothing.
public struct OpenWindowAction {
    public func callAsFunction(id: String) { unsupported() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { unsupported() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { unsupported() }
    private func unsupported() {
        Diagnostics.warnOnce("open-window", "openWindow: a preview shows one window; opening another does nothing.")
    }
}

/// Closes a window of the app (Apple: "DismissWindowAction"). Does nothing in a preview.
public struct DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct ElevatedKey: EnvironmentKey { static let defaultValue = false }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction.preview }
private struct AccessibilityFlagsKey: EnvironmentKey { static let defaultValue = AccessibilityFlags() }

/// The accessibility settings a person can turn on; all off in a preview unless set with
/// `environment(\.accessibilityReduceMotion, true)` and the like.
struct AccessibilityFlags {
    var reduceMotion = false
    var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var showButtonShapes = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
    var dimFlashingLights = false
    var playAnimatedImages = true
    var largeContentViewerEnabled = false
}

extension EnvironmentValues {
    /// Compact on an iPhone in both orientations but a Plus or Max in landscape; regular on an
    /// iPad (Apple's Human Interface Guidelines, "Layout", the size classes table). Set by the
    /// host from its device (`PreviewHost.sizeClasses`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Regular in portrait, compact on an iPhone in landscape, regular on an iPad.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The settable spelling previews use: `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { colorSchemeContrast }
        set { colorSchemeContrast = newValue }
    }

    /// Whether the view is in an elevated presentation (a sheet or popover: UIKit's
    /// `userInterfaceLevel == .elevated`), where dark backgrounds are lighter.
    var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set { self[ElevatedKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The locale views format with: en_US in a preview unless set, so snapshots do not depend
    /// on the machine's language.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The width of one pixel in points: 1 / `displayScale`.
    public var pixelLength: CGFloat { 1 / Swift.max(displayScale, 1) }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }

    private var accessibilityFlags: AccessibilityFlags {
        get { self[AccessibilityFlagsKey.self] }
        set { self[AccessibilityFlagsKey.self] = newValue }
    }

    public var accessibilityReduceMotion: Bool {
        get { accessibilityFlags.reduceMotion }
        set { accessibilityFlags.reduceMotion = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { accessibilityFlags.reduceTransparency }
        set { accessibilityFlags.reduceTransparency = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { accessibilityFlags.differentiateWithoutColor }
        set { accessibilityFlags.differentiateWithoutColor = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { accessibilityFlags.invertColors }
        set { accessibilityFlags.invertColors = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { accessibilityFlags.showButtonShapes }
        set { accessibilityFlags.showButtonShapes = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { accessibilityFlags.voiceOverEnabled }
        set { accessibilityFlags.voiceOverEnabled = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { accessibilityFlags.switchControlEnabled }
        set { accessibilityFlags.switchControlEnabled = newValue }
    }
    public var accessibilityDimFlashingLights: Bool {
        get { accessibilityFlags.dimFlashingLights }
        set { accessibilityFlags.dimFlashingLights = newValue }
    }
    public var accessibilityPlayAnimatedImages: Bool {
        get { accessibilityFlags.playAnimatedImages }
        set { accessibilityFlags.playAnimatedImages = newValue }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { accessibilityFlags.largeContentViewerEnabled }
        set { accessibilityFlags.largeContentViewerEnabled = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of the view (Apple: "dynamicTypeSize(_:)").
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size within `range` (Apple: "dynamicTypeSize(_:)" with a range).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { values in
            let size = values.dynamicTypeSize
            let all = DynamicTypeSize.allCases
            if !range.contains(size), let nearest = all.filter({ range.contains($0) }).min(by: {
                abs(all.firstIndex(of: $0)! - all.firstIndex(of: size)!) < abs(all.firstIndex(of: $1)! - all.firstIndex(of: size)!)
            }) {
                values.dynamicTypeSize = nearest
            }
        })
    }

    /// Marks the view's content as placeholder content (Apple: "redacted(reason:)"): text is
    /// drawn as placeholder bars (`.placeholder`; `.privacy` over `privacySensitive()` text);
    /// images and shapes are drawn as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows the view's content even inside a redacted view (Apple: "unredacted()").
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
