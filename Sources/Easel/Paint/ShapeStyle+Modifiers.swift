import Foundation

// Styles derived from styles, and the semantic styles of iOS (Apple: "ShapeStyle",
// "Instance Methods" and "Type Properties").

extension ShapeStyle {
    /// The style at an opacity (Apple: "opacity(_:)").
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }

    /// The style with a shadow under what it fills (Apple: "shadow(_:)", whose result type
    /// apps name: `extension ShapeStyle where Self == _ShadowShapeStyle<Material>`).
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(style: self, shadowStyle: style) }

    /// The style drawn with a blend mode (Apple: "blendMode(_:)"): a shape filled or stroked
    /// with it combines with what is under it as the view modifier `blendMode` does.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: AnyShapeStyle(self), mode: mode) }

    /// The levels of a style (Apple: "secondary", "tertiary", "quaternary", "quinary", iOS 17):
    /// the style fainter, or for `.fill` the next system fill.
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 4) }
}

/// A style with a blend mode: its paint, drawn through a blend group (`ShapeLeafLayout`).
struct _BlendModeShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let mode: BlendMode
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
}

struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvePaint(in: environment).withOpacity(opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1)
    }
}

/// A style with levels of its own (the system fills).
protocol LeveledShapeStyle: ShapeStyle {
    func resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint
}

struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let leveled = base as? LeveledShapeStyle { return leveled.resolvePaint(level: level, in: environment) }
        return base.resolvePaint(in: environment).withOpacity(HierarchicalShapeStyle.opacities[level])
    }
}

/// A drop or inner shadow of a shape style (Apple: "ShadowStyle").
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style whose fills cast shadows (Apple: "_ShadowShapeStyle"); the shape leaf draws them
/// (see `ShapeLeafLayout`). A shadow of a shadowed style adds to its shadows.
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, ShadowedShapeStyle {
    let base: AnyShapeStyle
    let shadows: [ShadowStyle]

    init(style: Style, shadowStyle: ShadowStyle) {
        if let inner = style as? ShadowedShapeStyle {
            base = inner.base
            shadows = inner.shadows + [shadowStyle]
        } else {
            base = AnyShapeStyle(style)
            shadows = [shadowStyle]
        }
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
}

/// A style that casts shadows: the paint under them and the shadows, in order.
protocol ShadowedShapeStyle {
    var base: AnyShapeStyle { get }
    var shadows: [ShadowStyle] { get }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with a shadow (Apple: "shadow(_:)" on `ShapeStyle`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> { _ShadowShapeStyle(style: ForegroundStyle(), shadowStyle: style) }

    /// The foreground style at an opacity (Apple: "opacity(_:)" type method):
    /// `.background(.opacity(0.1))` is a faint wash of the foreground colour.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity) }

    /// The foreground style drawn with a blend mode (Apple: "blendMode(_:)" type method).
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: AnyShapeStyle(ForegroundStyle()), mode: mode) }
}

/// The fill colours of controls and cells (Apple: "FillShapeStyle"): `systemFill` and its
/// secondary, tertiary and quaternary levels.
public struct FillShapeStyle: LeveledShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { resolvePaint(level: 0, in: environment) }
    func resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        let fills: [Color] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        if level < fills.count { return fills[level].resolvePaint(in: environment) }
        return Color.quaternarySystemFill.resolvePaint(in: environment).withOpacity(0.5)
    }
}

/// A semantic colour as a style (Apple: "SeparatorShapeStyle", "PlaceholderTextShapeStyle",
/// "LinkShapeStyle", "SelectionShapeStyle", "WindowBackgroundShapeStyle").
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { Color.separator.resolvePaint(in: environment) }
}

public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { Color.placeholderText.resolvePaint(in: environment) }
}

public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { Color.link.resolvePaint(in: environment) }
}

public struct SelectionShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { TintShapeStyle().resolvePaint(in: environment) }
}

public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { Color.systemBackground.resolvePaint(in: environment) }
}

extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
