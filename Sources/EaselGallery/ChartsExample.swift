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
}
