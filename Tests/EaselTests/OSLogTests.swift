import XCTest
import OSLog

/// `Logger` as apps declare it (a static per subsystem and category) and its interpolations.
final class OSLogTests: XCTestCase {
    private static let logger = Logger(subsystem: "com.example.Trips", category: "Sync")

    func testMessagesAreWrittenAsOneLineEachWithTheirValues() {
        var lines: [String] = []
        let saved = Logger.output
        Logger.output = { lines.append($0) }
        defer { Logger.output = saved }
        let trips = 3, user = "ada", ratio = 0.4567
        Self.logger.info("Loaded \(trips) trips for \(user, privacy: .private)")
        Self.logger.error("Sync failed at \(ratio, format: .fixed(precision: 2)) of \(255, format: .hex)")
        Logger().debug("plain")
        os_log("legacy %d", log: OSLog(subsystem: "s", category: "c"), type: .fault, 7)
        XCTAssertEqual(lines, [
            "[com.example.Trips:Sync] info: Loaded 3 trips for ada",
            "[com.example.Trips:Sync] error: Sync failed at 0.46 of ff",
            "debug: plain",
            "[s:c] fault: legacy 7",
        ])
    }
}
