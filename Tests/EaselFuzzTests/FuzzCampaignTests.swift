import XCTest
@testable import EaselFuzz

/// The fuzzer itself: cases made again from their seed, carried to workers intact, and workers
/// that crash, hang or pass told apart. Workers here are small shell scripts standing in for
/// `easel-fuzz`, so each way of failing happens on purpose.
final class FuzzCampaignTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A worker script: `worker` runs the campaign protocol, `case` runs one case. A script
    /// that hangs `exec`s its sleep, so killing the worker kills the sleep too.
    private func script(_ name: String, _ body: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func campaign(_ executable: URL, count: Int = 3, timeLimit: Double = 10) -> FuzzCampaign {
        FuzzCampaign(seed: 7, count: count, generator: FuzzGenerator(profile: .quick, maximumNodes: 20), executable: executable,
                     timeLimit: timeLimit, memoryLimit: 4096, shrinks: false)
    }

    func testASeedMakesTheSameCaseEveryTime() {
        let generator = FuzzGenerator(profile: .full)
        let first = generator.makeCase(seed: FuzzRandom.treeSeed(campaign: 42, index: 17))
        let again = generator.makeCase(seed: FuzzRandom.treeSeed(campaign: 42, index: 17))
        let other = generator.makeCase(seed: FuzzRandom.treeSeed(campaign: 42, index: 18))
        XCTAssertEqual(first, again)
        XCTAssertNotEqual(first, other)
    }

    func testCasesTravelAsJSONWithTheirNaNsAndInfinities() throws {
        var fuzzCase = FuzzGenerator(profile: .quick).makeCase(seed: 3)
        fuzzCase.width = .nan
        fuzzCase.height = -.infinity
        // The generated insets may hold NaNs of their own, which never compare equal: the NaN
        // that travels is the width's.
        fuzzCase.insets = fuzzCase.insets.map { $0.isNaN ? 0 : $0 }
        fuzzCase.tree = FuzzNode(".frame", [.number(.infinity), .number(-.greatestFiniteMagnitude), .none], children: [FuzzNode("Text", [.text("a\"\\\n")])])
        var decoded = try FuzzCase(json: fuzzCase.json())
        XCTAssertTrue(decoded.width.isNaN)
        decoded.width = 0
        fuzzCase.width = 0
        XCTAssertEqual(decoded, fuzzCase)
    }

    func testAReproductionSpellsHostileValuesAsSwift() {
        let node = FuzzNode(".frame", [.number(.nan), .none, .option(0)], children: [FuzzNode("Text", [.text("Two\nlines")])])
        XCTAssertEqual(FuzzCatalog.source(node), "Text(\"Two\\nlines\")\n.frame(width: .nan, height: nil, alignment: .center)")
    }

    func testEveryCatalogueKindBuildsAndSpellsItself() {
        var random = FuzzRandom(seed: 1)
        for kind in FuzzCatalog.leaves + FuzzCatalog.containers + FuzzCatalog.modifiers {
            let node = FuzzNode(kind.name, kind.generate(&random), children: [FuzzNode("Color", [.option(0)])])
            XCTAssertFalse(FuzzCatalog.source(node).isEmpty, kind.name)
            _ = FuzzCatalog.view(node)
        }
    }

    func testAWorkerThatCrashesIsReportedAtTheCaseItWasRunning() throws {
        // Crashes on case 1, as a Swift trap would (SIGILL), after printing a fatal error.
        let worker = try script("crash", """
            from=$(echo "$@" | sed 's/.*--from \\([0-9]*\\).*/\\1/')
            i=$from
            while [ $i -lt 3 ]; do
              echo "start $i"
              if [ $i -eq 1 ]; then echo "Fatal error: Double value cannot be converted to Int" >&2; kill -ILL $$; fi
              echo "done $i"
              i=$((i + 1))
            done
            """)
        let report = try campaign(worker).run()
        XCTAssertEqual(report.casesRun, 3)
        XCTAssertEqual(report.failures.map(\.index), [1])
        XCTAssertEqual(report.failures.first?.outcome,
                       .crashed(status: "signal 4 SIGILL, a Swift trap", message: "Fatal error: Double value cannot be converted to Int"))
    }

    func testAWorkerThatStopsAnsweringIsAHangAndTheCampaignGoesOn() throws {
        let worker = try script("hang", """
            from=$(echo "$@" | sed 's/.*--from \\([0-9]*\\).*/\\1/')
            i=$from
            while [ $i -lt 3 ]; do
              echo "start $i"
              if [ $i -eq 0 ]; then exec sleep 30; fi
              echo "done $i"
              i=$((i + 1))
            done
            """)
        let started = Date()
        let report = try campaign(worker, timeLimit: 1).run()
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "the hung worker was killed at the time limit")
        XCTAssertEqual(report.failures.map(\.index), [0])
        guard case .hung = report.failures.first?.outcome else { return XCTFail("not a hang: \(report.failures)") }
        XCTAssertEqual(report.casesRun, 3)
    }

    func testOneCaseRunAloneTellsPassCrashAndHangApart() throws {
        let fuzzCase = FuzzGenerator(profile: .quick).makeCase(seed: 1)
        let passing = campaign(try script("pass", "cat > /dev/null\nexit 0\n"))
        XCTAssertEqual(passing.outcome(of: fuzzCase, timeLimit: 5), .passed)
        let crashing = campaign(try script("abort", "cat > /dev/null\necho 'ERROR: AddressSanitizer: heap-use-after-free' >&2\nkill -ABRT $$\n"))
        XCTAssertEqual(crashing.outcome(of: fuzzCase, timeLimit: 5),
                       .crashed(status: "signal 6 SIGABRT", message: "ERROR: AddressSanitizer: heap-use-after-free"))
        let hanging = campaign(try script("sleep", "exec sleep 30\n"))
        guard case .hung = hanging.outcome(of: fuzzCase, timeLimit: 1) else { return XCTFail("not a hang") }
    }

    func testShrinkingOffersOnlySmallerCases() {
        let fuzzCase = FuzzGenerator(profile: .full).makeCase(seed: FuzzRandom.treeSeed(campaign: 5, index: 2))
        let candidates = FuzzShrinker.candidates(of: fuzzCase)
        XCTAssertFalse(candidates.isEmpty)
        for candidate in candidates {
            XCTAssertLessThanOrEqual(candidate.tree.count, fuzzCase.tree.count)
            XCTAssertLessThanOrEqual(candidate.actions.count, fuzzCase.actions.count)
            XCTAssertNotEqual(candidate, fuzzCase)
        }
    }
}
