import Foundation

/// A colour or pattern to fill or stroke a shape with (Apple: "ShapeStyle").
public protocol ShapeStyle {}

/// Shape styles Easel knows how to turn into paint.
protocol ResolvableShapeStyle: ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

/// A shape style resolved for an environment: what the rasterizer is asked to paint with.
/// Geometry is in unit points of the rectangle being painted.
enum ResolvedPaint: Equatable {
    case color(RGBA)
    case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    case ellipticalGradient(stops: [ResolvedStop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)

    static let clear = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))

    var isClear: Bool {
        if case .color(let rgba) = self { return rgba.alpha <= 0 }
        return false
    }

    /// The paint with its opacity multiplied.
    func withOpacity(_ opacity: Double) -> ResolvedPaint {
        func fade(_ stops: [ResolvedStop]) -> [ResolvedStop] {
            stops.map { ResolvedStop(color: RGBA(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha * opacity), location: $0.location) }
        }
        switch self {
        case .color(var rgba): rgba.alpha *= opacity; return .color(rgba)
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1): return .radialGradient(stops: fade(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1): return .angularGradient(stops: fade(stops), center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let f0, let f1):
            return .ellipticalGradient(stops: fade(stops), center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

struct ResolvedStop: Equatable {
    var color: RGBA
    var location: Double
}

extension ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let resolvable = self as? ResolvableShapeStyle { return resolvable.resolvePaint(in: environment) }
        Diagnostics.warnOnce("shape-style-\(Self.self)", "\(Self.self) is not supported as a shape style; drawing with the foreground colour.")
        return .color(Color.primary.resolve(in: environment.colorAppearance))
    }
}

extension Color: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolve(in: environment.colorAppearance)) }
}

/// A type-erased shape style (Apple: "AnyShapeStyle").
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    private let resolver: (EnvironmentValues) -> ResolvedPaint
    /// The style that was erased, for drawing that depends on its kind (shadowed fills).
    let base: ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            resolver = { style.resolvePaint(in: $0) }
            base = style
        }
    }

    /// A style that resolves `style` with the foreground style that was in effect where it
    /// was set: `.foregroundStyle(.secondary)` is the secondary level of the *enclosing*
    /// foreground style, not of itself (which would never resolve).
    init<S: ShapeStyle>(_ style: S, inheriting foreground: AnyShapeStyle?, levels: [AnyShapeStyle] = []) {
        base = style
        resolver = { environment in
            var outer = environment
            outer.foregroundStyle = foreground
            outer.foregroundLevels = levels
            return style.resolvePaint(in: outer)
        }
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { resolver(environment) }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary
/// (Apple: "HierarchicalShapeStyle"). Levels below the first are the label colours of UIKit.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// iOS 16's fifth level (Apple: "quinary").
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The fading of a custom style's levels. The first four follow the label colours' alphas
    /// (1, 0.6, 0.3, 0.18 in IOS-METRICS.md) loosely, as SwiftUI's own custom-style levels
    /// are fainter still; the fifth is a guess (uncertain: not published).
    static let opacities = [1, 0.5, 0.25, 0.18, 0.1]

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if level == 0, let style = environment.foregroundStyle { return style.resolvePaint(in: environment) }
        if level > 0, environment.foregroundLevels.indices.contains(level - 1) {
            // Set by `foregroundStyle(_:_:)`: the level is that style (Apple: "foregroundStyle(_:_:)").
            return environment.foregroundLevels[level - 1].resolvePaint(in: environment)
        }
        if level > 0, let style = environment.foregroundStyle {
            // Lower levels of a custom foreground style are the same paint, fainter (Apple: "secondary").
            return style.resolvePaint(in: environment).withOpacity(Self.opacities[level])
        }
        let colors: [Color] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        return colors[level].resolvePaint(in: environment)
    }
}

/// The foreground style of the environment (Apple: "ForegroundStyle").
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        HierarchicalShapeStyle.primary.resolvePaint(in: environment)
    }
}

/// The background style of the environment: the system background (Apple: "BackgroundStyle").
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Color.systemBackground.resolvePaint(in: environment)
    }
}

/// The tint colour of the environment, the accent colour by default (Apple: "TintShapeStyle").
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        (environment.tint ?? .accentColor).resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
