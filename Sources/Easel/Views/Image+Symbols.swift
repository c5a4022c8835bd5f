import Foundation
import EaselText

extension Image {
    /// A symbol drawn at a value from 0 to 1, for symbols whose layers fill in with it (Apple:
    /// "init(systemName:variableValue:)", iOS 16: `wifi`, `speaker.wave.3`). The stand-in glyphs
    /// have no variable layers: the symbol is drawn whole (said once).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        if variableValue != nil { Image.noteVariableValue() }
    }

    /// An image of the asset catalog at a variable value (Apple: "init(_:variableValue:bundle:)"):
    /// drawn whole, as for symbols.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        if variableValue != nil { Image.noteVariableValue() }
    }

    private static func noteVariableValue() {
        Diagnostics.warnOnce("symbol-variable-value", "Image(systemName:variableValue:): Easel's stand-in symbols have no variable layers; the symbol is drawn whole, whatever the value.")
    }

    /// The size of a symbol relative to its font (Apple: "Image.Scale").
    ///
    /// Factors: Apple's SF Symbols guide describes small and large as scaled "relative to the
    /// cap height"; SF Symbols 4's exported templates place the three scales at 0.783, 1 and
    /// 1.29 of medium, the figures used here.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: CGFloat {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How a symbol's layers are coloured (Apple: "SymbolRenderingMode"). The stand-ins have two
/// layers where SF Symbols' have a container (`person.circle.fill`: the circle and the person):
/// `.palette` draws the icon in the first foreground style and the container in the second,
/// `.hierarchical` the container in the foreground's secondary level. `.multicolor` draws in
/// the foreground style (said once): the stand-ins have no colours of their own.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// Whether the mode colours a symbol's layers apart.
    var drawsLayers: Bool { self == .palette || self == .hierarchical }
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol (Apple: "SymbolVariants"): `.fill`, `.circle`, `.circle.fill`,
/// `.slash` … Applied to a name as SF Symbols composes them (slash, then the enclosing shape,
/// then fill: `mic.slash.circle.fill`), when the catalog has the composed name; otherwise
/// the plain symbol is shown, as SwiftUI does.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFilled: true)
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let slash = SymbolVariants(isSlashed: true)

    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    public var circle: SymbolVariants { var copy = self; copy.shape = .circle; return copy }
    public var square: SymbolVariants { var copy = self; copy.shape = .square; return copy }
    public var rectangle: SymbolVariants { var copy = self; copy.shape = .rectangle; return copy }
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Apple: "contains(_:)".
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with these variants, if the catalog knows that name; else `name`.
    func apply(to name: String) -> String {
        guard self != .none else { return name }
        var composed = name
        if isSlashed && !composed.contains(".slash") { composed += ".slash" }
        if let shape, !composed.contains("." + shape.rawValue) { composed += "." + shape.rawValue }
        if isFilled && !composed.hasSuffix(".fill") { composed += ".fill" }
        return SymbolCatalog.codepoint(named: composed) != nil ? composed : name
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// Apple: "imageScale".
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// Apple: "symbolVariants".
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// Apple: "symbolRenderingMode".
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Symbols below are drawn smaller or larger than their font (Apple: "imageScale(_:)").
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Symbols below take a variant (Apple: "symbolVariant(_:)"): `.symbolVariant(.fill)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentModifier { values in
            var combined = values.symbolVariants
            if let shape = variant.shape { combined.shape = shape }
            combined.isFilled = combined.isFilled || variant.isFilled
            combined.isSlashed = combined.isSlashed || variant.isSlashed
            if variant == .none { combined = .none }
            values.symbolVariants = combined
        })
    }

    /// Apple: "symbolRenderingMode(_:)"; see `SymbolRenderingMode` for what each mode draws.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        if mode == .multicolor {
            Diagnostics.warnOnce("symbol-rendering-multicolor",
                "symbolRenderingMode(.multicolor): symbols are drawn in the foreground style (the stand-in symbols have no colours of their own)")
        }
        return environment(\.symbolRenderingMode, mode)
    }
}
