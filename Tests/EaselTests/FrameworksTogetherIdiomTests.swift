import XCTest
import SwiftUI
import SwiftData
import Charts
import MapKit
import EaselOSLog

@Model
final class FTRun {
    var date: Date
    var kilometres: Double
    var latitude: Double
    var longitude: Double

    init(date: Date, kilometres: Double, latitude: Double, longitude: Double) {
        self.date = date
        self.kilometres = kilometres
        self.latitude = latitude
        self.longitude = longitude
    }

    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

/// One screen that uses them all, as a running app's summary would: runs from a SwiftData
/// container with sample data built for the preview, a bar chart of them, a map of where they
/// started, and a logger — it compiles and renders each part.
final class FrameworksTogetherIdiomTests: XCTestCase {
    static let logger = Logger(subsystem: "com.example.Runs", category: "summary")

    struct RunsSummary: View {
        @Query(sort: \FTRun.date) private var runs: [FTRun]

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(runs.count) runs").font(.headline).accessibilityIdentifier("count")
                Chart(runs) { run in
                    BarMark(x: .value("Day", run.date, unit: .day), y: .value("Distance", run.kilometres))
                }
                .frame(height: 160)
                Map {
                    ForEach(runs) { run in
                        Marker("\(run.kilometres, specifier: "%.1f") km", coordinate: run.coordinate)
                    }
                }
                .frame(height: 220)
            }
            .padding()
            .onAppear { FrameworksTogetherIdiomTests.logger.info("Summary of \(runs.count) runs") }
        }
    }

    @MainActor
    static func previewContainer() -> ModelContainer {
        let container = try! ModelContainer(for: FTRun.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for day in 0..<3 {
            container.mainContext.insert(FTRun(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400),
                                               kilometres: 5 + Double(day), latitude: 51.5 + Double(day) / 100, longitude: -0.12))
        }
        return container
    }

    func testAPreviewWithDataAChartAMapAndALogger() throws {
        let container = MainActor.assumeIsolated { Self.previewContainer() }
        let host = PreviewHost(RunsSummary().modelContainer(container), size: CGSize(width: 393, height: 600))
        XCTAssertEqual(host.text(of: "count"), "3 runs")
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("5.0 km") && texts.contains("7.0 km"), "markers for each run")
        XCTAssertTrue(texts.contains("Map · MapKit stand-in"))
        XCTAssertEqual(OSLogOutput.lines.last, "info com.example.Runs/summary: Summary of 3 runs")
        // The chart draws its bars: the default blue somewhere in the chart's band.
        let pixels = host.render(scale: 1)
        let chartBand = (60..<220).flatMap { y in stride(from: 20, to: 380, by: 4).map { pixels.pixel(x: $0, y: y) } }
        XCTAssertTrue(chartBand.contains { $0.blue > 0.8 && $0.red < 0.3 })
    }
}
