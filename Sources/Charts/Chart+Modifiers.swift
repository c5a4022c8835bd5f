import Foundation
import Easel

/// The plot area `chartPlotStyle` styles (Apple: "ChartPlotContent"): the grid lines and the
/// marks in the plot's frame; a background the style adds goes behind them, `.clipped()`
/// clips the marks to the plot.
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}

extension View {
    func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
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

    /// Where the legend goes (Apple: "chartLegend(position:alignment:spacing:)"): below the
    /// plot (`.automatic`, `.bottom`), above it (`.top`), beside it (`.leading`, `.trailing`,
    /// its entries one under another) or over it (`.overlay`), aligned and spaced as asked.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
        }
    }

    /// A legend of the caller's (Apple: "chartLegend(position:alignment:spacing:content:)").
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartSetting {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
            $0.legendContent = legend
        }
    }

    /// Colours of the style categories (Apple: "chartForegroundStyleScale(_:)").
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View {
        let pairs = mapping.map { ($0.key, $0.value) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// The styles the style categories take, in order of appearance, repeating when there are
    /// more categories (Apple: "chartForegroundStyleScale(range:type:)"), such as gradients.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chartSetting { $0.styleRange = styles }
    }

    /// Apple: "chartForegroundStyleScale(domain:range:)".
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], range: [Color]) -> some View {
        let pairs = zip(domain, range).map { ($0._plotted.label, $1) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Styles the plot area (Apple: "chartPlotStyle(content:)"): `plotArea.background(…)`,
    /// `.border(…)`, `.clipped()`. A `frame` the style sets does not resize the plot.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }

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
    /// The plot area's frame (Apple: "plotFrame", iOS 17); nil, as the overlay is not drawn.
    public var plotFrame: Anchor<CGRect>? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}
