import Foundation
import Easel

/// A chart of marks (Apple: "Chart"), drawn as Swift Charts draws it by default: the plot with
/// horizontal grid lines and the y-axis labels on its trailing side, x-axis labels below, and
/// a legend below that when marks are coloured by a category.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @Environment(\.locale) private var locale

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        var marks: [ChartMark] = []
        content._collect(&marks)
        var model = ChartModel(marks: marks, settings: settings)
        model.locale = locale
        let plot = GeometryReader { proxy in ChartPlot(model: model, size: proxy.size) }
        let showsLegend = !settings.legendHidden && (settings.legendContent != nil || model.showsLegend)
        let spacing = settings.legendSpacing ?? 8
        let alignment = settings.legendAlignment
        return Group {
            if !showsLegend {
                plot
            } else {
                switch settings.legendPosition {
                case .top:
                    VStack(alignment: alignment?.horizontal ?? .leading, spacing: spacing) { legend(model, vertical: false); plot }
                case .leading:
                    HStack(alignment: alignment?.vertical ?? .center, spacing: spacing) { legend(model, vertical: true); plot }
                case .trailing:
                    HStack(alignment: alignment?.vertical ?? .center, spacing: spacing) { plot; legend(model, vertical: true) }
                case .overlay:
                    plot.overlay(alignment: alignment ?? .topLeading) { legend(model, vertical: false).padding(spacing) }
                default:
                    VStack(alignment: alignment?.horizontal ?? .leading, spacing: spacing) { plot; legend(model, vertical: false) }
                }
            }
        }
    }

    /// The legend: the caller's, or a dot and the name of each style category, in a row (one
    /// under another beside the plot).
    @ViewBuilder
    private func legend(_ model: ChartModel, vertical: Bool) -> some View {
        if let content = settings.legendContent {
            content
        } else {
            let entries = ForEach(Array(model.styleCategories.enumerated()), id: \.offset) { index, name in
                HStack(spacing: 4) {
                    Circle().fill(model.shapeStyle(forCategory: name)).frame(width: 8, height: 8)
                    Text(name).font(.caption).foregroundStyle(Color.secondary)
                }
            }
            if vertical {
                VStack(alignment: .leading, spacing: 4) { entries }.fixedSize()
            } else {
                HStack(spacing: 12) { entries }
            }
        }
    }
}

extension Chart {
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(_unchecked: data, id: id, content: content)
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(_unchecked: data, id: \.id, content: content)
    }
}

/// What the chart modifiers set, read by the chart below them.
struct ChartSettings {
    /// The scales from `chartXScale`/`chartYScale` (`ChartScales.swift`).
    var x = ChartScaleSettings()
    var y = ChartScaleSettings()
    var legendHidden = false
    var xAxisHidden = false
    var yAxisHidden = false
    /// The axes' marks from `chartXAxis { … }` / `chartYAxis { … }`; nil: the default axis.
    var xAxis: [AxisSpec]?
    var yAxis: [AxisSpec]?
    var styleScale: [(String, Color)] = []
    /// `chartForegroundStyleScale(range:)`: the styles categories take in order.
    var styleRange: [AnyShapeStyle] = []
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var legendPosition = AnnotationPosition.automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
}

private struct ChartSettingsKey: EnvironmentKey {
    static let defaultValue = ChartSettings()
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}
