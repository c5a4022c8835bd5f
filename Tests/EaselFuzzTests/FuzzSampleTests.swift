import XCTest

/// The fixed-seed sample `make test` runs: 1,000 random trees through Easel's public API, each
/// laid out, rendered, tapped and typed into, in `easel-fuzz` worker processes that are watched
/// for crashes, hangs (20 s per tree, in this debug build) and runaway memory. A failure prints
/// the case's seed and index and a minimal Swift reproduction. `make fuzz` runs longer campaigns.
final class FuzzSampleTests: XCTestCase {
    func testAThousandRandomTreesRunWithoutACrashHangOrRunawayMemory() throws {
        let executable = try Self.fuzzExecutable()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--seed", "20261123", "--count", "1000", "--profile", "quick", "--time-limit", "20",
                             "--memory-limit", "2048"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("easel-fuzz: 1000 cases, 0 failures"), text)
    }

    /// `easel-fuzz` in the build folder that holds the running test bundle.
    static func fuzzExecutable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("easel-fuzz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw XCTSkip("easel-fuzz was not built beside the tests; build with `swift build --build-tests`")
    }
}
