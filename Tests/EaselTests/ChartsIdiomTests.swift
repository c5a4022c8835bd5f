import XCTest
import SwiftUI
@testable import Charts
@testable import Easel

/// Charts as Apple's "Creating a chart using Swift Charts" and WWDC22's "Hello Swift Charts"
/// write them: marks from data, coloured by category, with axes and scales.
final class ChartsIdiomTests: XCTestCase {
    struct Sale: Identifiable {
        let month: String
        let amount: Double
        let city: String
        var id: String { month + city }
    }

    static let sales = [
        Sale(month: "Jan", amount: 20, city: "Cupertino"), Sale(month: "Feb", amount: 35, city: "Cupertino"),
        Sale(month: "Mar", amount: 50, city: "Cupertino"), Sale(month: "Jan", amount: 10, city: "Paris"),
        Sale(month: "Feb", amount: 15, city: "Paris"), Sale(month: "Mar", amount: 5, city: "Paris"),
    ]

    func testNiceTicksFollowHeckbert() {
        let (ticks, domain) = ChartModel.niceTicks([0, 55], domain: nil)
        XCTAssertEqual(ticks, [0, 20, 40, 60])
        XCTAssertEqual(domain, 0...60)
        XCTAssertEqual(ChartModel.niceTicks([0, 5], domain: nil).ticks, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(ChartModel.niceTicks([0, 10], domain: 0...100).ticks.last, 100, "a domain set with chartYScale is kept")
    }

    func testStackedBarsReachTheirSumsAndTheLegendNamesTheCategories() throws {
        struct SalesChart: View {
            var body: some View {
                Chart(ChartsIdiomTests.sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                        .foregroundStyle(by: .value("City", sale.city))
                }
                .frame(width: 300, height: 200)
            }
        }
        let host = phoneHost(SalesChart())
        let texts = host.shownTexts()
        for label in ["Jan", "Feb", "Mar", "Cupertino", "Paris", "0", "20", "40", "60"] {
            XCTAssertTrue(texts.contains(label), "\(label) in \(texts)")
        }
        // March: 50 + 5 = 55, on a 0…60 axis.
        let bars = host.laidOutViews().filter { $0.kind.contains("RoundedRectangle") || $0.kind.contains("Shape") }
        XCTAssertGreaterThanOrEqual(bars.count, 6)
    }

    func testLinesPointsRulesAndAreasCompileWithDatesAndSeries() throws {
        struct Reading: Identifiable {
            let day: Date
            let value: Int
            let sensor: String
            var id: String { "\(day)\(sensor)" }
        }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let readings = (0..<5).flatMap { day in
            ["A", "B"].map { Reading(day: start.addingTimeInterval(Double(day) * 86_400), value: day * 3 + ($0 == "A" ? 1 : 4), sensor: $0) }
        }
        struct Readings: View {
            let readings: [Reading]
            var body: some View {
                Chart {
                    ForEach(readings) { reading in
                        LineMark(x: .value("Day", reading.day, unit: .day), y: .value("Value", reading.value))
                            .foregroundStyle(by: .value("Sensor", reading.sensor))
                            .symbol(by: .value("Sensor", reading.sensor))
                        AreaMark(x: .value("Day", reading.day, unit: .day), y: .value("Value", reading.value))
                            .opacity(0.1)
                    }
                    RuleMark(y: .value("Limit", 10))
                        .annotation(position: .top) { Text("Limit") }
                }
                .chartYScale(domain: 0...20)
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { value in
                        AxisGridLine()
                        AxisValueLabel(format: .dateTime.weekday())
                    }
                }
                .chartLegend(.visible)
                .frame(height: 240)
            }
        }
        let host = phoneHost(Readings(readings: readings))
        XCTAssertTrue(host.shownTexts().contains("Limit"))
        XCTAssertTrue(host.shownTexts().contains("20"), "the y domain set with chartYScale")
        XCTAssertTrue(host.shownTexts().contains("A") && host.shownTexts().contains("B"), "a legend of the sensors")
    }

    /// A chart that switches its marks on a picked metric, with an `if let` inside an
    /// `if`/`else if`, as workout trackers write it: every branch draws its own marks.
    func testMarksInsideNestedConditionsAndOptionalBindings() throws {
        struct Session: Identifiable {
            let id: Int
            let weights: [Double]
            let reps: Int
        }
        struct ProgressChart: View {
            let metric: String
            let sessions = [Session(id: 1, weights: [40, 50], reps: 24), Session(id: 2, weights: [], reps: 30),
                            Session(id: 3, weights: [55, 60], reps: 20)]
            var body: some View {
                Chart {
                    ForEach(sessions) { session in
                        if metric == "Weight" {
                            if let top = session.weights.max() {
                                LineMark(x: .value("Session", "S\(session.id)"), y: .value("Top weight", top))
                                    .interpolationMethod(.catmullRom)
                            }
                        } else if metric == "Reps" {
                            let reps = session.reps
                            BarMark(x: .value("Session", "S\(session.id)"), y: .value("Reps", reps))
                        } else {
                            PointMark(x: .value("Session", "S\(session.id)"), y: .value("Sessions", 1))
                        }
                    }
                }
                .frame(width: 300, height: 200)
            }
        }
        let weights = phoneHost(ProgressChart(metric: "Weight")).shownTexts()
        XCTAssertTrue(weights.contains("S1") && weights.contains("S3"), "\(weights)")
        XCTAssertFalse(weights.contains("S2"), "the session without weights has no mark: \(weights)")
        let reps = phoneHost(ProgressChart(metric: "Reps")).shownTexts()
        XCTAssertTrue(reps.contains("S2") && reps.contains("30"), "\(reps)")
    }

    /// A one-dimensional bar (`BarMark(x:)` alone): the categories stack into one bar whose
    /// axis reaches their sum.
    func testOneDimensionalBarsStackToTheirSum() throws {
        struct Share: Identifiable { let id = UUID(); let category: String; let amount: Double }
        let data = [Share(category: "Legacies", amount: 12), Share(category: "Donations", amount: 30),
                    Share(category: "Events", amount: 8)]
        let chart = Chart(data) {
            BarMark(x: .value("Amount", $0.amount))
                .foregroundStyle(by: .value("Category", $0.category))
        }
        .frame(height: 100)
        .padding()
        let host = PreviewHost(chart, size: CGSize(width: 390, height: 200))
        let labels = host.shownTexts()
        XCTAssertTrue(labels.contains("50"), "the axis reaches the sum, 50: \(labels)")
        XCTAssertFalse(labels.contains("60"))
        let pixels = host.render(scale: 1)
        var orange = 0
        for y in 0..<200 {
            for x in 0..<390 {
                let p = pixels.pixel(x: x, y: y)
                if p.red > 0.9, p.green > 0.5, p.green < 0.7, p.blue < 0.2 { orange += 1 }
            }
        }
        // The events' segment: 8 of 50 of the plot's width, the bar's height, and a legend dot.
        XCTAssertGreaterThan(orange, 500, "the last category's segment ends the bar")
    }

    func testHorizontalBarsAndPies() throws {
        struct Breakdown: View {
            var body: some View {
                VStack {
                    Chart(ChartsIdiomTests.sales.filter { $0.city == "Paris" }) { sale in
                        BarMark(x: .value("Sales", sale.amount), y: .value("Month", sale.month))
                    }
                    .frame(height: 120)
                    Chart(ChartsIdiomTests.sales.filter { $0.city == "Cupertino" }) { sale in
                        SectorMark(angle: .value("Sales", sale.amount), innerRadius: .ratio(0.6))
                            .foregroundStyle(by: .value("Month", sale.month))
                    }
                    .chartLegend(.hidden)
                    .frame(height: 160)
                }
            }
        }
        let host = phoneHost(Breakdown())
        XCTAssertTrue(host.shownTexts().contains("Feb"), "months label the y axis of horizontal bars")
        XCTAssertFalse(host.shownTexts().contains("Cupertino"))
    }
}
