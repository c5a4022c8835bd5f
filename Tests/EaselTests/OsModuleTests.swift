import XCTest
import os

/// `import os` (the spelling of older code) gives the same `Logger`.
final class OsModuleTests: XCTestCase {
    func testImportOsGivesLogger() {
        var lines: [String] = []
        let saved = Logger.output
        Logger.output = { lines.append($0) }
        defer { Logger.output = saved }
        Logger(subsystem: "app", category: "ui").notice("shown \(true)")
        XCTAssertEqual(lines, ["[app:ui] default: shown true"])
    }
}
