import XCTest
import SwiftUI
@testable import Charts
@testable import Easel
import EaselRaster

/// iOS 18's function plots as Apple's `LinePlot` documentation and "Swift Charts: Vectorized
/// and function plots" (WWDC24) write them, vectorized plots of a whole collection, and a
/// foreground style scale given as a range of colours or gradients.
final class ChartFunctionPlotIdiomTests: XCTestCase {
    struct SineChart: View {
        var body: some View {
            Chart {
                LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
                    .foregroundStyle(Color(red: 1, green: 0, blue: 0))
                    .lineStyle(StrokeStyle(lineWidth: 4))
            }
            .chartXScale(domain: 0...(2 * Double.pi))
            .chartYScale(domain: -1...1)
            .frame(width: 300, height: 200)
        }
    }

    /// Apple's example of a function undefined at a point.
    static let reciprocal = LinePlot(x: "x", y: "y", domain: -5...5) { x in
        guard x != 0 else { return .nan }
        return 1 / x
    }

    struct Reading: Identifiable {
        let id: Int
        let hour: Double
        let low: Double
        let high: Double
    }

    static let readings = (0..<6).map { Reading(id: $0, hour: Double($0), low: Double($0), high: Double($0) + 2) }

    /// The marks a chart's content makes, after sampling, as the chart draws them.
    private func drawnMarks<C: ChartContent>(_ content: C, xDomain: ClosedRange<Double>? = nil) -> [ChartMark] {
        var marks: [ChartMark] = []
        content._collect(&marks)
        var settings = ChartSettings()
        settings.x.domain = xDomain
        return ChartModel(marks: marks, settings: settings).marks
    }

    func testAFunctionIsSampledAcrossTheScalesDomain() throws {
        let marks = drawnMarks(LinePlot(x: "x", y: "y") { $0 * $0 }, xDomain: -2...2)
        XCTAssertEqual(marks.count, ChartFunction.sampleCount + 1)
        XCTAssertTrue(marks.allSatisfy { $0.kind == .line })
        XCTAssertEqual(marks.first?.x?.number, -2)
        XCTAssertEqual(marks.last?.x?.number, 2)
        XCTAssertEqual(marks.last?.y?.number, 4)
        let middle = try XCTUnwrap(marks.first { abs(($0.x?.number ?? 9) - 0) < 1e-9 })
        XCTAssertEqual(middle.y?.number, 0)
        // Its own domain wins over the scale's.
        let own = drawnMarks(LinePlot(x: "x", y: "y", domain: 0...1) { $0 }, xDomain: -2...2)
        XCTAssertEqual(own.first?.x?.number, 0)
        XCTAssertEqual(own.last?.x?.number, 1)
    }

    func testUndefinedValuesBreakTheLine() {
        let sampled = drawnMarks(Self.reciprocal)
        XCTAssertFalse(sampled.contains { $0.x?.number == 0 }, "x = 0 returned NaN and was left out")
        XCTAssertEqual(Set(sampled.compactMap(\.series)).count, 2, "one line each side of zero")
    }

    func testTheSineLineIsDrawnAboveTheAxisThenBelowIt() throws {
        let host = PreviewHost(SineChart(), size: CGSize(width: 300, height: 200))
        let pixels = host.render(scale: 1)
        var redAbove = 0, redBelow = 0, redLeft = 0, redRight = 0
        let zero = try XCTUnwrap(host.drawnFrameOfText("0")).midY
        for y in 0..<200 {
            for x in 0..<300 {
                let p = pixels.pixel(x: x, y: y)
                guard p.red > 0.8, p.green < 0.3, p.blue < 0.3 else { continue }
                if CGFloat(y) < zero { redAbove += 1 } else { redBelow += 1 }
                if x < 120 { redLeft += CGFloat(y) < zero ? 1 : -1 } else if x > 150, x < 260 { redRight += CGFloat(y) > zero ? 1 : -1 }
            }
        }
        XCTAssertGreaterThan(redAbove, 200)
        XCTAssertGreaterThan(redBelow, 200)
        XCTAssertGreaterThan(redLeft, 100, "sin is positive on the first half")
        XCTAssertGreaterThan(redRight, 100, "and negative on the second")
    }

    func testAreaPlotsFillUnderAFunctionAndBetweenTwo() throws {
        let under = drawnMarks(AreaPlot(x: "x", y: "y", domain: 0...1) { _ in 0.5 })
        XCTAssertTrue(under.allSatisfy { $0.kind == .area && $0.y?.number == 0.5 && $0.y2 == nil })
        let between = drawnMarks(AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...1) { x in (yStart: x, yEnd: x + 1) })
        XCTAssertEqual(between.last?.y?.number, 2)
        XCTAssertEqual(between.last?.y2?.number, 1)

        // A band from 0.25 to 0.75 leaves the plot empty below and above it.
        let chart = Chart {
            AreaPlot(x: "x", yStart: "low", yEnd: "high") { _ in (yStart: 0.25, yEnd: 0.75) }
                .foregroundStyle(Color(red: 0, green: 0, blue: 1))
        }
        .chartXScale(domain: 0...1)
        .chartYScale(domain: 0...1)
        .frame(width: 300, height: 200)
        let host = PreviewHost(chart, size: CGSize(width: 300, height: 200))
        let top = try XCTUnwrap(host.drawnFrameOfText("1")).midY, bottom = try XCTUnwrap(host.drawnFrameOfText("0")).midY
        let pixels = host.render(scale: 1)
        var blueRows: [Int] = []
        for y in 0..<200 where (20..<200).contains(where: { x in
            let p = pixels.pixel(x: x, y: y)
            return p.blue > 0.8 && p.red < 0.2 && p.green < 0.2
        }) { blueRows.append(y) }
        let first = try XCTUnwrap(blueRows.first), last = try XCTUnwrap(blueRows.last)
        XCTAssertEqual(CGFloat(first), top + (bottom - top) * 0.25, accuracy: 3)
        XCTAssertEqual(CGFloat(last), top + (bottom - top) * 0.75, accuracy: 3)
    }

    func testVectorizedPlotsMakeAMarkPerElement() {
        let line = drawnMarks(LinePlot(Self.readings, x: .value("Hour", \.hour), y: .value("High", \.high)))
        XCTAssertEqual(line.map { $0.y?.number }, [2, 3, 4, 5, 6, 7])
        let band = drawnMarks(AreaPlot(Self.readings, x: .value("Hour", \.hour), yStart: .value("Low", \.low), yEnd: .value("High", \.high)))
        XCTAssertEqual(band.map { $0.y2?.number }, [0, 1, 2, 3, 4, 5])
        struct Stock { let day: Int; let price: Double; let symbol: String }
        let stocks = [Stock(day: 1, price: 10, symbol: "A"), Stock(day: 2, price: 12, symbol: "A"), Stock(day: 1, price: 5, symbol: "B")]
        let series = drawnMarks(LinePlot(stocks, x: .value("Day", \.day), y: .value("Price", \.price), series: .value("Asset", \.symbol))
            .foregroundStyle(by: .value("Asset", "all")))
        XCTAssertEqual(series.map(\.series), ["A", "A", "B"])
    }

    func testAStyleRangeColoursTheCategoriesInOrder() throws {
        struct Sale: Identifiable { let id: Int; let city: String; let amount: Double }
        let sales = [Sale(id: 0, city: "Paris", amount: 10), Sale(id: 1, city: "Oslo", amount: 10)]
        let magenta = Color(red: 1, green: 0, blue: 1), teal = Color(red: 0, green: 0.5, blue: 0.5)
        let chart = Chart(sales) { sale in
            BarMark(x: .value("City", sale.city), y: .value("Sales", sale.amount))
                .foregroundStyle(by: .value("City", sale.city))
        }
        .chartForegroundStyleScale(range: [magenta, teal])
        .frame(width: 300, height: 200)
        let host = PreviewHost(chart, size: CGSize(width: 300, height: 200))
        let paris = try XCTUnwrap(host.drawnFrameOfText("Paris")), oslo = try XCTUnwrap(host.drawnFrameOfText("Oslo"))
        let pixels = host.render(scale: 1)
        func count(_ match: (RasterColor) -> Bool, column: CGFloat) -> Int {
            (0..<200).filter { match(pixels.pixel(x: Int(column), y: $0)) }.count
        }
        let isMagenta = { (p: RasterColor) in p.red > 0.9 && p.green < 0.1 && p.blue > 0.9 }
        let isTeal = { (p: RasterColor) in p.red < 0.1 && abs(p.green - 0.5) < 0.1 && abs(p.blue - 0.5) < 0.1 }
        XCTAssertGreaterThan(count(isMagenta, column: paris.midX), 50, "the first category takes the first style")
        XCTAssertGreaterThan(count(isTeal, column: oslo.midX), 50)
        XCTAssertEqual(count(isMagenta, column: oslo.midX), 0)
    }

    func testAGradientRangeFillsTheBarsWithTheGradient() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10))
                .foregroundStyle(by: .value("Kind", "Walk"))
        }
        .chartForegroundStyleScale(range: [LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0)],
                                                         startPoint: .bottom, endPoint: .top)])
        .chartLegend(.hidden)
        .frame(width: 300, height: 200)
        let host = PreviewHost(chart, size: CGSize(width: 300, height: 200))
        let column = Int(try XCTUnwrap(host.drawnFrameOfText("Mon")).midX)
        let pixels = host.render(scale: 1)
        let bar = (0..<200).map { pixels.pixel(x: column, y: $0) }.filter { $0.red > 0.9 && $0.blue < 0.1 }
        XCTAssertGreaterThan(bar.count, 50)
        let greens = bar.map(\.green)
        XCTAssertGreaterThan(greens.first ?? 0, 0.8, "yellow at the top")
        XCTAssertLessThan(greens.last ?? 1, 0.2, "red at the bottom")
    }
}
