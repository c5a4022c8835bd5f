import Foundation
import Easel

/// A plot area a chart modifier may style (Apple: "ChartPlotContent").
public struct ChartPlotContent: View {
    public typealias Body = Never
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {}
}

extension View {
    private func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// The marks of the x axis: where its values are, and the grid lines, ticks and labels
    /// drawn at each (Apple: "chartXAxis(content:)").
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = AxisSpec.specs(of: content())
        return chartSetting { $0.xAxis = specs }
    }

    /// The marks of the y axis (Apple: "chartYAxis(content:)").
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = AxisSpec.specs(of: content())
        return chartSetting { $0.yAxis = specs }
    }

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
