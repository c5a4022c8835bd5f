import XCTest
@testable import EaselTool

/// A body edit's compile jobs read from the driver's printed plan (`swiftc … -### -disable-batch-mode`),
/// so that a live preview runs the frontend without the driver (`DirectRebuild`).
final class FrontendPlanTests: XCTestCase {
    func testCommandLinesSplitAsAShellSplitsThem() {
        XCTAssertEqual(FrontendPlan.words(of: "/usr/bin/swift-frontend -frontend -c a.swift"),
                       ["/usr/bin/swift-frontend", "-frontend", "-c", "a.swift"])
        XCTAssertEqual(FrontendPlan.words(of: "swiftc '/tmp/My App/View.swift' -D 'A=it'\\''s'  -o \"out dir/x.o\""),
                       ["swiftc", "/tmp/My App/View.swift", "-D", "A=it's", "-o", "out dir/x.o"])
        XCTAssertEqual(FrontendPlan.words(of: "a '' b"), ["a", "", "b"], "an empty argument stays one")
        XCTAssertNil(FrontendPlan.words(of: "a 'unfinished"))
    }

    /// The jobs of a module of two files, as the Swift 6 driver prints them.
    func testThePrintedPlanGivesEachFileItsJobAndTheModuleItsInterfaceJob() throws {
        let printed = """
            /opt/swift/usr/bin/swift-frontend -frontend -emit-module /p/A.swift '/p/B C.swift' -emit-module-path /b/M.swiftmodule -module-name M
            /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /p/A.swift '/p/B C.swift' -o /b/A.swift.o -module-name M
            /opt/swift/usr/bin/swift-frontend -frontend -c /p/A.swift -primary-file '/p/B C.swift' -o '/b/B C.swift.o' -module-name M
            /opt/swift/usr/bin/swift-frontend -modulewrap /b/M.swiftmodule -o /b/M.swiftmodule.o
            """
        let plan = try XCTUnwrap(FrontendPlan(printed: printed))
        XCTAssertEqual(Set(plan.compiles.keys), ["/p/A.swift", "/p/B C.swift"])
        XCTAssertEqual(plan.compiles["/p/B C.swift"]?.suffix(4), ["-o", "/b/B C.swift.o", "-module-name", "M"])
        XCTAssertEqual(plan.emitModule[2], "-emit-module")
        XCTAssertEqual(plan.wrap?.last, "/b/M.swiftmodule.o")
    }

    /// What the direct path cannot run: batched jobs (several primary files) and response files
    /// (the driver's temporary file is gone by then). The driver is used instead.
    func testBatchedJobsAndResponseFilesAreRefused() {
        XCTAssertNil(FrontendPlan(printed: """
            /s/swift-frontend -frontend -emit-module /p/A.swift /p/B.swift
            /s/swift-frontend -frontend -c -primary-file /p/A.swift -primary-file /p/B.swift -o /b/A.o -o /b/B.o
            """))
        XCTAssertNil(FrontendPlan(printed: """
            /s/swift-frontend -frontend -emit-module @/tmp/TemporaryDirectory.x/arguments.resp
            /s/swift-frontend -frontend -c -primary-file /p/A.swift @/tmp/TemporaryDirectory.x/arguments.resp
            """))
        XCTAssertNil(FrontendPlan(printed: "warning: nothing to do"))
    }
}
