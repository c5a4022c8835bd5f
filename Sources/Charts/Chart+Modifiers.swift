import Foundation
import Easel

/// Axis content: the marks, grid lines, ticks and labels of an axis (Apple: "AxisContent").
/// Charts here draw their default axis whatever the content says; `.hidden` hides it.
public protocol AxisContent {}

/// Builds axis content (Apple: "AxisContentBuilder").
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any AxisContent...) -> AxisMarks { AxisMarks() }
    public static func buildOptional(_ content: (any AxisContent)?) -> AxisMarks { AxisMarks() }
    public static func buildEither(first: any AxisContent) -> AxisMarks { AxisMarks() }
    public static func buildEither(second: any AxisContent) -> AxisMarks { AxisMarks() }
}

/// Builds the marks of an axis (Apple: "AxisMarkBuilder").
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<C: AxisMark>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any AxisMark...) -> _AxisMarkList { _AxisMarkList() }
    public static func buildOptional(_ content: (any AxisMark)?) -> _AxisMarkList { _AxisMarkList() }
    public static func buildEither(first: any AxisMark) -> _AxisMarkList { _AxisMarkList() }
    public static func buildEither(second: any AxisMark) -> _AxisMarkList { _AxisMarkList() }
}

/// One kind of mark on an axis (Apple: "AxisMark").
public protocol AxisMark {}
public struct _AxisMarkList: AxisMark {}

/// The value an axis mark is drawn for (Apple: "AxisValue").
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: PlottedValue
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number): return (number as? P) ?? (Int(number) as? P)
        case .date(let date): return date as? P
        case .category(let name): return name as? P
        }
    }
}

/// Where axis values are (Apple: "AxisMarkValues").
public struct AxisMarkValues {
    public static let automatic = AxisMarkValues()
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .init() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .init() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { .init() }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil) -> AxisMarkValues { .init() }
    public init() {}
    public init<P: Plottable>(_ values: [P]) {}
}

/// Apple: "AxisMarkPosition".
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// Apple: "AxisMarkPreset".
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The marks of an axis (Apple: "AxisMarks").
public struct AxisMarks: AxisContent {
    public init() {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
    public init<P: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                 values: [P], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {}
}

public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}

public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}

public struct AxisValueLabel: AxisMark {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) {}
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ label: S) {}
    public func font(_ font: Font?) -> AxisValueLabel { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}

/// Apple: "AxisValueLabelCollisionResolution".
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    public static func truncate(maximumLength: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .init() }
}

/// Apple: "AxisValueLabelOrientation".
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// A plot area a chart modifier may style (Apple: "ChartPlotContent").
public struct ChartPlotContent: View {
    public typealias Body = Never
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {}
}

extension View {
    private func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Apple: "chartXAxis(content:)". The default axis is drawn.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    /// Apple: "chartYAxis(content:)". The default axis is drawn.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }

    /// Shows or hides the x axis (Apple: "chartXAxis(_:)").
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxisHidden = visibility == .hidden }
    }

    /// Shows or hides the y axis (Apple: "chartYAxis(_:)").
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxisHidden = visibility == .hidden }
    }

    /// Shows or hides the legend (Apple: "chartLegend(_:)").
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legendHidden = visibility == .hidden }
    }

    /// Apple: "chartLegend(position:alignment:spacing:)". The legend stays below the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }

    /// Sets the numeric domain of the x axis (Apple: "chartXScale(domain:type:)").
    public func chartXScale<T: Plottable & Comparable>(domain: ClosedRange<T>) -> some View {
        let range = domain.lowerBound._plotted.number.flatMap { low in domain.upperBound._plotted.number.map { low...$0 } }
        return chartSetting { $0.xDomain = range }
    }

    /// Sets the numeric domain of the y axis (Apple: "chartYScale(domain:type:)").
    public func chartYScale<T: Plottable & Comparable>(domain: ClosedRange<T>) -> some View {
        let range = domain.lowerBound._plotted.number.flatMap { low in domain.upperBound._plotted.number.map { low...$0 } }
        return chartSetting { $0.yDomain = range }
    }

    /// Sets the categories of the x axis, in order (Apple: "chartXScale(domain:)" with an array).
    public func chartXScale<T: Plottable>(domain: [T]) -> some View {
        let names = domain.map { $0._plotted.label }
        return chartSetting { $0.xCategories = names }
    }

    public func chartYScale<T: Plottable>(domain: [T]) -> some View {
        let names = domain.map { $0._plotted.label }
        return chartSetting { $0.yCategories = names }
    }

    /// Apple: "chartXScale(range:)" and friends; the plot keeps its own range.
    public func chartXScale(range: ClosedRange<CGFloat>) -> some View { self }
    public func chartYScale(range: ClosedRange<CGFloat>) -> some View { self }

    /// Colours of the style categories (Apple: "chartForegroundStyleScale(_:)").
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View {
        let pairs = mapping.map { ($0.key, $0.value) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Apple: "chartForegroundStyleScale(domain:range:)".
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], range: [Color]) -> some View {
        let pairs = zip(domain, range).map { ($0._plotted.label, $1) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Apple: "chartPlotStyle(content:)". The plot is drawn as it is.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }

    /// Apple: "chartXAxisLabel(_:position:alignment:spacing:)".
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }

    /// Apple: "chartScrollableAxes(_:)" (iOS 17); the chart shows all its data.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// What `chartOverlay` and `chartBackground` receive (Apple: "ChartProxy"); not drawn here.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}
