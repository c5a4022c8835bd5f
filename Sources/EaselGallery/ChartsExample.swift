import Easel
import Charts
import Foundation

/// Easel's own example of Swift Charts, in the idiom of Apple's "Creating a chart using Swift
/// Charts": stacked bars coloured by a category, a line over days with points, a rule.
enum ChartsExample {
    struct ToyShape: Identifiable {
        var color: String
        var type: String
        var count: Double
        var id = UUID()
    }

    static let stacked: [ToyShape] = [
        .init(color: "Green", type: "Cube", count: 2), .init(color: "Green", type: "Sphere", count: 0),
        .init(color: "Green", type: "Pyramid", count: 1), .init(color: "Purple", type: "Cube", count: 1),
        .init(color: "Purple", type: "Sphere", count: 1), .init(color: "Purple", type: "Pyramid", count: 1),
        .init(color: "Pink", type: "Cube", count: 1), .init(color: "Pink", type: "Sphere", count: 2),
        .init(color: "Pink", type: "Pyramid", count: 0), .init(color: "Yellow", type: "Cube", count: 1),
        .init(color: "Yellow", type: "Sphere", count: 1), .init(color: "Yellow", type: "Pyramid", count: 2),
    ]

    struct Steps: Identifiable {
        let day: Date
        let count: Int
        var id: Date { day }
    }

    static let steps: [Steps] = (0..<7).map { day in
        Steps(day: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400), count: [4200, 6100, 5300, 8800, 7600, 3900, 9400][day])
    }

    struct Example: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 24) {
                Text("Toys by shape").font(.headline)
                Chart {
                    ForEach(stacked) { shape in
                        BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                            .foregroundStyle(by: .value("Shape Color", shape.color))
                    }
                }
                .chartForegroundStyleScale(["Green": .green, "Purple": .purple, "Pink": .pink, "Yellow": .yellow])
                .frame(height: 220)

                Text("Steps this week").font(.headline)
                Chart(steps) { entry in
                    LineMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
                        .interpolationMethod(.catmullRom)
                    PointMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
                    RuleMark(y: .value("Goal", 6000))
                        .foregroundStyle(.orange)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                .frame(height: 200)
            }
            .padding()
        }
    }

    struct Share: Identifiable {
        let category: String
        let amount: Double
        var id: String { category }
    }

    static let spending: [Share] = [
        .init(category: "Rent", amount: 1200), .init(category: "Food", amount: 450),
        .init(category: "Travel", amount: 300), .init(category: "Other", amount: 150),
    ]

    /// Axes as apps customise them (days named and centred, counts on the leading side in
    /// thousands, a tinted plot area) over an area chart, and a donut with its legend beside it.
    struct MoreExample: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 24) {
                Text("Daily steps").font(.headline)
                Chart(steps) { entry in
                    AreaMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
                        .foregroundStyle(.teal.opacity(0.3))
                        .interpolationMethod(.monotone)
                    LineMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
                        .foregroundStyle(.teal)
                        .interpolationMethod(.monotone)
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
                        AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                    }
                }
                .chartYAxis {
                    AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel {
                            if let count = value.as(Int.self) { Text(count == 0 ? "0" : "\(count / 1000)k") }
                        }
                    }
                }
                .chartPlotStyle { plotArea in
                    plotArea.background(Color.teal.opacity(0.06))
                }
                .frame(height: 200)

                Text("Spending").font(.headline)
                Chart(spending) { share in
                    SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("Category", share.category))
                        .cornerRadius(4)
                }
                .chartLegend(position: .trailing, alignment: .center, spacing: 16)
                .frame(height: 180)
            }
            .padding()
        }
    }
}
