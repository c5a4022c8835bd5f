// `import WidgetKit` on Linux: widgets as an app's shared files and its widget extension write
// them — timeline entries and providers, `Widget`s and their configurations, bundles,
// `WidgetCenter` — and widget previews. A preview has no Home Screen: `#Preview(as:)` and
// `previewContext(WidgetPreviewContext(family:))` draw the widget at its family's size, as
// Xcode's canvas does; `WidgetCenter` reloads only the widget previews on screen, and says so
// once. On Apple's platforms `Widget`, `WidgetConfiguration` and `WidgetBundle` are SwiftUI's;
// they live here beside the rest of WidgetKit. Spellings: Apple's WidgetKit reference.
@_exported import Foundation
// Widgets are SwiftUI views: WidgetKit brings SwiftUI, as Apple's does.
@_exported import SwiftUI
@_spi(Frameworks) import Easel

/// What WidgetKit says once a run about what a preview does not do.
enum WidgetStandIn {
    static func sayNoHomeScreen() {
        Diagnostics.note("widgetkit-home-screen", "WidgetKit: a preview has no Home Screen; WidgetCenter reloads only the widget previews it shows, and getCurrentConfigurations finds no widgets.")
    }

    static func sayNotAnApp(_ type: Any.Type) {
        Diagnostics.note("widgetkit-main-\(type)", "WidgetKit: \(type) is a widget extension's entry point; a preview runs no extension. Preview its widgets with #Preview(as:) { … } timeline: { … }.")
    }
}

/// A widget's size and shape (Apple: "WidgetFamily"): the Home Screen's system sizes and the
/// Lock Screen's accessories.
public enum WidgetFamily: Int, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible, Hashable, Sendable {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    /// iPad only.
    case systemExtraLarge = 3
    case accessoryCircular = 4
    case accessoryRectangular = 5
    case accessoryInline = 6

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    public var debugDescription: String { "WidgetFamily.\(description)" }

    /// Whether the family is one of the Lock Screen's accessories, drawn without a container.
    var isAccessory: Bool { rawValue >= WidgetFamily.accessoryCircular.rawValue }
}

extension WidgetFamily {
    /// The widget's size in points on a screen of `screen` points (portrait), from the table
    /// of widget sizes in Apple's Human Interface Guidelines ("Widgets", iOS dimensions). A
    /// screen between rows takes the row below it. The extra-large family is iPad's only: it is
    /// drawn as two large widgets side by side with the grid's gap between them.
    func size(onScreen screen: CGSize) -> CGSize {
        let width = Swift.min(screen.width, screen.height)
        let height = Swift.max(screen.width, screen.height)
        let row = WidgetFamily.sizeTable.last { width >= $0.screen.width && height >= $0.screen.height } ?? WidgetFamily.sizeTable[0]
        switch self {
        case .systemSmall: return CGSize(width: row.small, height: row.small)
        case .systemMedium: return CGSize(width: row.wide, height: row.small)
        case .systemLarge: return CGSize(width: row.wide, height: row.tall)
        case .systemExtraLarge: return CGSize(width: row.wide * 2 + (row.wide - 2 * row.small), height: row.tall)
        case .accessoryCircular: return CGSize(width: row.circular, height: row.circular)
        case .accessoryRectangular: return CGSize(width: row.rectangular, height: row.circular)
        case .accessoryInline: return CGSize(width: row.inline, height: 26)
        }
    }

    /// One row of the HIG's table: a screen size (points, portrait), and the small widget's
    /// side, the medium and large widgets' width, the large widget's height, and the Lock
    /// Screen accessories' sizes.
    private struct SizeRow {
        let screen: CGSize
        let small: CGFloat, wide: CGFloat, tall: CGFloat
        let circular: CGFloat, rectangular: CGFloat, inline: CGFloat
    }

    private static let sizeTable: [SizeRow] = [
        SizeRow(screen: CGSize(width: 320, height: 568), small: 141, wide: 292, tall: 311, circular: 62, rectangular: 134, inline: 200),
        SizeRow(screen: CGSize(width: 375, height: 667), small: 148, wide: 321, tall: 324, circular: 68, rectangular: 148, inline: 221),
        SizeRow(screen: CGSize(width: 375, height: 812), small: 155, wide: 329, tall: 345, circular: 68, rectangular: 155, inline: 225),
        SizeRow(screen: CGSize(width: 390, height: 844), small: 158, wide: 338, tall: 354, circular: 72, rectangular: 160, inline: 234),
        SizeRow(screen: CGSize(width: 414, height: 896), small: 169, wide: 360, tall: 379, circular: 76, rectangular: 172, inline: 248),
        SizeRow(screen: CGSize(width: 428, height: 926), small: 170, wide: 364, tall: 382, circular: 76, rectangular: 172, inline: 257),
    ]

    /// The margins WidgetKit keeps around a widget's content (iOS 17: 16 points on iPhone for
    /// the system families; none for accessories), unless `contentMarginsDisabled()`.
    var defaultContentMargins: EdgeInsets {
        isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }

    /// The corner radius of a Home Screen widget (iPhone's, about 22 points); accessories are
    /// drawn unclipped.
    var cornerRadius: CGFloat { isAccessory ? 0 : 22 }
}

/// How a widget is drawn (Apple: "WidgetRenderingMode"): in full colour on the Home Screen, in
/// an accent or vibrant tint on the Lock Screen and in StandBy.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

/// Where a widget may appear (Apple: "WidgetLocation"), for `disfavoredLocations(_:for:)`.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The family of the widget the view is drawn in (Apple: "widgetFamily"); outside a widget
    /// preview, `.systemSmall`, as WidgetKit's default.
    public internal(set) var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Apple: "widgetRenderingMode". A preview draws widgets in full colour.
    public internal(set) var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Apple: "showsWidgetContainerBackground". True: a preview draws the Home Screen's container.
    public internal(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins WidgetKit keeps around the widget's content (Apple: "widgetContentMargins").
    public internal(set) var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

// MARK: View modifiers of widgets

extension View {
    /// The URL the app opens with when the widget is tapped (Apple: "widgetURL(_:)"). In a
    /// preview a tap on the view asks the environment's `openURL` for it, as the system opens
    /// the app with it; `Link`s inside take their own taps first.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(WidgetURLModifier(url: url))
    }

    /// Marks the view as part of the accent group in the accented rendering mode (Apple:
    /// "widgetAccentable(_:)"); a preview draws in full colour, so the view is unchanged.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// Marks content that an interactive widget replaces while its intent runs (Apple:
    /// "invalidatableContent(_:)"); a preview runs intents at once, so the view is unchanged.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// A label for a Lock Screen accessory (Apple: "widgetLabel(_:)"): drawn under the view.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(label) }
    }

    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        widgetLabel { Text(labelKey) }
    }

    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        VStack(spacing: 2) {
            self
            label().font(.caption2)
        }
    }

    /// A background for a container, drawn by `content` (Apple:
    /// "containerBackground(for:alignment:content:)"). In a widget preview a `.widget`
    /// background fills the whole widget, margins included, as WidgetKit draws it; elsewhere it
    /// is drawn behind the view, extending under the safe area, as `containerBackground(_:for:)`.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(ContainerBackgroundModifier(placement: container, alignment: alignment, background: content()))
    }
}

/// `containerBackground(for:alignment:content:)`: handed to the widget container as a
/// preference inside a widget preview, drawn behind the view anywhere else.
private struct ContainerBackgroundModifier<Background: View>: ViewModifier {
    let placement: ContainerBackgroundPlacement
    let alignment: Alignment
    let background: Background
    @Environment(\.isInWidgetContainer) private var isInWidgetContainer

    func body(content: Content) -> some View {
        if isInWidgetContainer && placement == .widget {
            content.preference(key: WidgetContainerBackgroundKey.self,
                               value: WidgetContainerBackground(alignment: alignment, view: AnyView(background)))
        } else {
            content.background(alignment: alignment) { background.ignoresSafeArea() }
        }
    }
}

/// The background a widget's content asked for, which the widget container draws full size.
struct WidgetContainerBackground {
    let alignment: Alignment
    let view: AnyView
}

/// The widget's container background: the outermost one set wins, as the first in tree order.
struct WidgetContainerBackgroundKey: PreferenceKey {
    static let defaultValue: WidgetContainerBackground? = nil
    static func reduce(value: inout WidgetContainerBackground?, nextValue: () -> WidgetContainerBackground?) {
        if value == nil { value = nextValue() }
    }
}

private struct IsInWidgetContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is drawn inside a widget preview's container.
    var isInWidgetContainer: Bool {
        get { self[IsInWidgetContainerKey.self] }
        set { self[IsInWidgetContainerKey.self] = newValue }
    }
}

/// `widgetURL(_:)`: a tap anywhere on the view opens its URL.
private struct WidgetURLModifier: ViewModifier {
    let url: URL?
    @Environment(\.openURL) private var openURL

    func body(content: Content) -> some View {
        if let url {
            content
                .contentShape(Rectangle())
                .onTapGesture { openURL(url) }
        } else {
            content
        }
    }
}

/// The translucent backdrop of a Lock Screen accessory (Apple: "AccessoryWidgetBackground"): a
/// circle for the circular family, a rounded rectangle for the others.
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        if family == .accessoryCircular {
            Circle().fill(Color.primary.opacity(0.15))
        } else {
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.primary.opacity(0.15))
        }
    }
}
