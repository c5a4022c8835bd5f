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
        return VStack(alignment: .leading, spacing: 8) {
            GeometryReader { proxy in
                ChartPlot(model: model, size: proxy.size)
            }
            if model.showsLegend {
                HStack(spacing: 12) {
                    ForEach(Array(model.styleCategories.enumerated()), id: \.offset) { index, name in
                        HStack(spacing: 4) {
                            Circle().fill(model.color(forCategory: name)).frame(width: 8, height: 8)
                            Text(name).font(.caption).foregroundStyle(Color.secondary)
                        }
                    }
                }
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
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var xCategories: [String]?
    var yCategories: [String]?
    var legendHidden = false
    var xAxisHidden = false
    var yAxisHidden = false
    /// The axes' marks from `chartXAxis { … }` / `chartYAxis { … }`; nil: the default axis.
    var xAxis: [AxisSpec]?
    var yAxis: [AxisSpec]?
    var styleScale: [(String, Color)] = []
    var plotBackground: AnyView?
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
