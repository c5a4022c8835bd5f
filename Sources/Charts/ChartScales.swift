import Foundation
@_spi(Frameworks) import Easel

/// The values a scale spans (Apple: "ScaleDomain"): a closed range of numbers or dates, an
/// array of categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    var _scaleDomain: _ScaleDomainValue { get }
}

/// What a `ScaleDomain` asks for. Public only because `ScaleDomain` must name it.
public enum _ScaleDomainValue {
    case range(ClosedRange<Double>)
    case categories([String])
    case automatic(includesZero: Bool?)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _scaleDomain: _ScaleDomainValue {
        guard let low = lowerBound._plotted.number, let high = upperBound._plotted.number else {
            return .categories([lowerBound._plotted.label, upperBound._plotted.label])
        }
        return .range(low...high)
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _scaleDomain: _ScaleDomainValue { .categories(map { $0._plotted.label }) }
}

/// The scale's own domain, fitted to the data (Apple: "AutomaticScaleDomain").
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    public var _scaleDomain: _ScaleDomainValue { .automatic(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    /// `includesZero: false` fits a numeric axis to the data instead of starting it at zero.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

/// The positions a scale maps its domain onto (Apple: "ScaleRange", "PositionScaleRange").
public protocol ScaleRange {}
public protocol PositionScaleRange: ScaleRange {
    /// The start and end of the range along an axis of `length` points.
    func _positions(length: CGFloat) -> (start: CGFloat, end: CGFloat)
}

/// The plot's width or height, less padding at either end (Apple: "PlotDimensionScaleRange").
public struct PlotDimensionScaleRange: PositionScaleRange {
    let startPadding: CGFloat
    let endPadding: CGFloat
    public func _positions(length: CGFloat) -> (start: CGFloat, end: CGFloat) { (startPadding, length - endPadding) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension ClosedRange: ScaleRange, PositionScaleRange where Bound == CGFloat {
    public func _positions(length: CGFloat) -> (start: CGFloat, end: CGFloat) { (lowerBound, upperBound) }
}

/// How a scale maps values (Apple: "ScaleType"). Easel's scales are linear (categories in
/// equal bands); another type is noted once and drawn linear.
public struct ScaleType: Hashable, Sendable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }

    func noteIfUnsupported() {
        guard ![ScaleType.linear, .date, .category].contains(self) else { return }
        Diagnostics.note("charts-scale-\(name)", "Charts in Easel draw linear scales: a \(name) scale is drawn linear.")
    }
}

/// A scale's settings for one axis, from `chartXScale`/`chartYScale`.
struct ChartScaleSettings {
    var domain: ClosedRange<Double>?
    var categories: [String]?
    var includesZero: Bool?
    var range: (any PositionScaleRange)?

    mutating func apply(_ domain: (any ScaleDomain)?, _ range: (any PositionScaleRange)?, _ type: ScaleType?) {
        type?.noteIfUnsupported()
        if let range { self.range = range }
        switch domain?._scaleDomain {
        case .range(let values)?: self.domain = values
        case .categories(let names)?: categories = names
        case .automatic(let zero)?: includesZero = zero
        case nil: break
        }
    }
}

extension View {
    /// Configures the x scale: its domain, the positions it spans and its type (Apple:
    /// "chartXScale(domain:range:type:)").
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { $0.x.apply(domain, range, type) }
    }

    /// Apple: "chartXScale(domain:type:)".
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartSetting { $0.x.apply(domain, nil, type) }
    }

    /// Apple: "chartXScale(range:type:)".
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { $0.x.apply(nil, range, type) }
    }

    /// Apple: "chartXScale(type:)".
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartSetting { $0.x.apply(nil, nil, type) }
    }

    /// Configures the y scale (Apple: "chartYScale(domain:range:type:)").
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { $0.y.apply(domain, range, type) }
    }

    /// Apple: "chartYScale(domain:type:)".
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartSetting { $0.y.apply(domain, nil, type) }
    }

    /// Apple: "chartYScale(range:type:)".
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { $0.y.apply(nil, range, type) }
    }

    /// Apple: "chartYScale(type:)".
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartSetting { $0.y.apply(nil, nil, type) }
    }
}
