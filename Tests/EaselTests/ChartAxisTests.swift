import XCTest
import SwiftUI
@testable import Charts
@testable import Easel

/// Axes as apps customise them, in the idioms of Apple's Swift Charts samples and WWDC22–23
/// sessions: which values, on which side, and what each value draws.
final class ChartAxisTests: XCTestCase {
    struct Steps: Identifiable {
        let day: Date
        let count: Int
        var id: Date { day }
    }

    /// A week from Monday 1 January 2024, at noon UTC (the same weekday in every time zone
    /// a test machine is likely to use).
    static let week: [Steps] = (0..<7).map { index in
        Steps(day: Date(timeIntervalSince1970: 1_704_110_400 + Double(index) * 86_400), count: [4200, 8100, 6500, 12000, 9800, 3000, 7600][index])
    }

    /// A step counter's weekly chart: one bar a day, the days named below, the counts on the
    /// leading side at three values.
    struct WeeklySteps: View {
        var body: some View {
            Chart(ChartAxisTests.week) { entry in
                BarMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 5000, 10000]) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel {
                        if let steps = value.as(Int.self) {
                            Text(steps == 0 ? "0" : "\(steps / 1000)k")
                        }
                    }
                }
            }
            .frame(width: 320, height: 200)
        }
    }

    func testDaysAreLabelledInTheirFormatAndTheCountsOnTheLeadingSide() throws {
        let host = phoneHost(WeeklySteps())
        let texts = host.shownTexts()
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] {
            XCTAssertTrue(texts.contains(day), "\(day) in \(texts)")
        }
        for label in ["0", "5k", "10k"] { XCTAssertTrue(texts.contains(label), "\(label) in \(texts)") }
        XCTAssertFalse(texts.contains("5000"), "the label view replaces the default text")
        XCTAssertFalse(texts.contains("2000"), "only the values given are marked")
        // Leading: the labels end left of the plot, where Monday's label starts.
        let tenK = try XCTUnwrap(host.drawnFrameOfText("10k"))
        let zero = try XCTUnwrap(host.drawnFrameOfText("0"))
        let monday = try XCTUnwrap(host.drawnFrameOfText("Mon"))
        let sunday = try XCTUnwrap(host.drawnFrameOfText("Sun"))
        XCTAssertLessThan(tenK.maxX, monday.minX)
        XCTAssertEqual(zero.maxX, tenK.maxX, accuracy: 0.5, "right-aligned against the plot")
        XCTAssertLessThan(tenK.midY, zero.midY, "10,000 is above 0")
        XCTAssertLessThan(monday.minX, sunday.minX)
        XCTAssertGreaterThan(monday.minY, zero.minY, "day labels are below the plot")
        XCTAssertEqual(texts.filter { $0 == "Mon" }.count, 1, "the next Monday, where the last day ends, is not labelled")
        // Centred: each label in the middle of its day, a day apart.
        let tuesday = try XCTUnwrap(host.drawnFrameOfText("Tue"))
        let day = tuesday.midX - monday.midX
        XCTAssertEqual(sunday.midX - monday.midX, day * 6, accuracy: 0.5)
        XCTAssertEqual(monday.midX - day / 2, tenK.maxX + 4 + ChartAxisGroup.defaultTickLength, accuracy: 0.5,
                       "Monday's day starts where the plot does, after the labels and ticks")
    }

    /// Content that does not read the value, as a fuel log's MPG chart writes it: labels only,
    /// on the leading side, no grid lines.
    func testAxisContentWithoutTheValueMarksEveryValue() throws {
        struct Mileage: View {
            var body: some View {
                Chart(ChartAxisTests.week) { entry in
                    LineMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.count))
                }
                .chartYAxis {
                    AxisMarks(position: .leading) {
                        AxisValueLabel()
                    }
                }
                .chartXAxis {
                    AxisMarks(values: [ChartAxisTests.week[0].day]) {
                        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                    }
                }
                .frame(width: 320, height: 200)
            }
        }
        let host = phoneHost(Mileage())
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Mon"), "\(texts)")
        XCTAssertFalse(texts.contains("Tue"), "only the value given")
        let zero = try XCTUnwrap(host.drawnFrameOfText("0"))
        let monday = try XCTUnwrap(host.drawnFrameOfText("Mon"))
        XCTAssertLessThan(zero.maxX, monday.midX, "the counts on the leading side")
    }

    /// Formats follow the environment's locale, as `Text(_:format:)` does.
    func testFormattedLabelsUseTheEnvironmentsLocale() {
        let host = phoneHost(WeeklySteps().environment(\.locale, Locale(identifier: "fr_FR")))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("lun."), "\(texts)")
        XCTAssertFalse(texts.contains("Mon"))
    }

    /// `.automatic(desiredCount:)` asks for about that many nice values; `.stride(by:)` for
    /// multiples of a step; both on the default (trailing) side with grid lines by default.
    func testAutomaticCountsAndStridesChooseTheValues() throws {
        struct Ratings: View {
            let stride: Bool
            var body: some View {
                Chart {
                    BarMark(x: .value("Genre", "Drama"), y: .value("Films", 80))
                    BarMark(x: .value("Genre", "Comedy"), y: .value("Films", 45))
                }
                .chartYAxis {
                    if stride {
                        AxisMarks(values: .stride(by: 25))
                    } else {
                        AxisMarks(values: .automatic(desiredCount: 3))
                    }
                }
                .frame(width: 300, height: 200)
            }
        }
        let automatic = phoneHost(Ratings(stride: false)).shownTexts()
        XCTAssertEqual(automatic.filter { Int($0) != nil }, ["0", "50"], "\(automatic): nice values of 50 within the 0…80 domain")
        let strided = phoneHost(Ratings(stride: true)).shownTexts()
        XCTAssertEqual(strided.filter { Int($0) != nil }, ["0", "25", "50", "75"], "\(strided): the domain is 0…80, nice ticks of 20 widened to 80")
        XCTAssertTrue(strided.contains("Drama"), "the x axis keeps its default labels")
    }

    /// A styled grid line is drawn in its colour and dash across the plot; an empty axis
    /// content draws nothing and gives the plot the room.
    func testGridLinesTakeTheirStyleAndAnEmptyAxisDrawsNothing() throws {
        struct Temperatures: View {
            var body: some View {
                Chart {
                    LineMark(x: .value("Hour", 0), y: .value("°C", 10))
                    LineMark(x: .value("Hour", 12), y: .value("°C", 20))
                }
                .chartYAxis {
                    AxisMarks(values: [15]) { _ in
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
                    }
                }
                .chartXAxis {}
                .frame(width: 200, height: 100)
            }
        }
        let host = PreviewHost(Temperatures(), size: CGSize(width: 200, height: 100))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.isEmpty, "no labels: \(texts)")
        let pixels = host.render(scale: 1)
        // The domain is 0…20 (nice ticks of 5); 15 is a quarter of the way down the plot,
        // which spans y 4…100 without an x-axis label row.
        let y = Int((4 + 96 * 0.25).rounded(.down))
        var redRow = 0
        for x in 0..<200 {
            let pixel = pixels.pixel(x: x, y: y)
            if pixel.red > 0.9, pixel.green < 0.2, pixel.blue < 0.2 { redRow += 1 }
        }
        XCTAssertGreaterThan(redRow, 150, "a red line across the plot at 15 (row \(y))")
    }

    struct Films: View {
        var padding: CGFloat = 0
        var legend = AnnotationPosition.automatic
        var body: some View {
            Chart {
                BarMark(x: .value("Genre", "Drama"), y: .value("Films", 72)).foregroundStyle(by: .value("Year", "2023"))
                BarMark(x: .value("Genre", "Comedy"), y: .value("Films", 64)).foregroundStyle(by: .value("Year", "2024"))
            }
            .chartXScale(range: .plotDimension(padding: padding))
            .chartYScale(domain: .automatic(includesZero: false))
            .chartLegend(position: legend, spacing: 10)
            .chartPlotStyle { plotArea in
                plotArea.background(Color(red: 1, green: 1, blue: 0)).clipped()
            }
            .frame(width: 300, height: 200)
        }
    }

    /// `.plotDimension(padding:)` keeps the categories that far from the plot's ends; an
    /// automatic domain without zero fits the data; the plot style fills the plot area behind
    /// the marks and clips them to it.
    func testScaleRangesDomainsWithoutZeroAndPlotStyles() throws {
        let plain = phoneHost(Films())
        let padded = phoneHost(Films(padding: 30))
        let drama = try XCTUnwrap(plain.drawnFrameOfText("Drama")), paddedDrama = try XCTUnwrap(padded.drawnFrameOfText("Drama"))
        let comedy = try XCTUnwrap(plain.drawnFrameOfText("Comedy")), paddedComedy = try XCTUnwrap(padded.drawnFrameOfText("Comedy"))
        // Two bands over the plot's width w, then over w − 60: Drama's centre moves from w/4
        // to 30 + (w − 60)/4, 15 points right; Comedy's 15 points left.
        XCTAssertEqual(paddedDrama.midX - drama.midX, 15, accuracy: 0.5)
        XCTAssertEqual(paddedComedy.midX - comedy.midX, -15, accuracy: 0.5)
        let numbers = plain.shownTexts().compactMap { Int($0) }
        XCTAssertFalse(numbers.contains(0), "the domain fits 64…72: \(numbers)")
        XCTAssertTrue(numbers.contains(70), "\(numbers)")
        // The plot area (left of the y labels, above the x labels) is filled yellow.
        let pixels = plain.render(scale: 1)
        // Between the bar (60 % of its band, centred) and the plot's leading edge.
        let x = drama.midX - (comedy.midX - drama.midX) * 0.4
        let inside = pixels.pixel(x: Int(x), y: Int(drama.minY) - 12)
        XCTAssertEqual(inside.red, 1, accuracy: 0.02)
        XCTAssertEqual(inside.blue, 0, accuracy: 0.02, "yellow at \(x), \(drama.minY - 12)")
        // The bars start at zero, below the fitted domain: `.clipped()` cuts them at the
        // plot's bottom edge, 3 points above the labels; inside, they are drawn.
        XCTAssertEqual(pixels.pixel(x: Int(drama.midX), y: Int(drama.minY) - 2).blue, 1, accuracy: 0.02, "white under the plot")
        XCTAssertEqual(pixels.pixel(x: Int(drama.midX), y: Int(drama.minY) - 2).red, 1, accuracy: 0.02, "white under the plot")
        XCTAssertLessThan(pixels.pixel(x: Int(drama.midX), y: Int(drama.minY) - 5).red, 0.1, "the blue bar inside it")
    }

    /// The legend goes where `chartLegend(position:)` puts it, `spacing` from the plot.
    func testTheLegendGoesAboveOrBesideThePlot() throws {
        let below = phoneHost(Films())
        let above = phoneHost(Films(legend: .top))
        let beside = phoneHost(Films(legend: .trailing))
        let drama = try XCTUnwrap(below.drawnFrameOfText("Drama"))
        XCTAssertGreaterThan(try XCTUnwrap(below.frameOfText("2023")).minY, drama.maxY, "below the x labels")
        XCTAssertLessThan(try XCTUnwrap(above.frameOfText("2023")).maxY, try XCTUnwrap(above.drawnFrameOfText("70")).minY, "above the plot")
        let besideFirst = try XCTUnwrap(beside.frameOfText("2023")), besideSecond = try XCTUnwrap(beside.frameOfText("2024"))
        XCTAssertGreaterThan(besideFirst.minX, try XCTUnwrap(beside.drawnFrameOfText("70")).maxX, "right of the y labels")
        XCTAssertGreaterThan(besideSecond.minY, besideFirst.maxY, "one entry under another")
    }
}
