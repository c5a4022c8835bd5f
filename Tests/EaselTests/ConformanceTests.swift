import XCTest
@testable import Easel

/// Runs every conformance case and compares each marked view's frame with the expected one.
final class ConformanceTests: XCTestCase {
    static let allCases: [LayoutCase] = workedExampleCases + stackCases + frameCases + paddingCases
        + zStackCases + layeringCases + alignmentCases + safeAreaCases + miscellaneousCases

    func testEveryCase() {
        XCTAssertGreaterThanOrEqual(Self.allCases.count, 70, "the suite must keep at least 70 cases")
        var failures = 0
        for testCase in Self.allCases {
            let host = testCase.makeHost()
            for (identifier, expected) in testCase.expected.sorted(by: { $0.key < $1.key }) {
                guard let actual = host.frame(of: identifier) else {
                    XCTFail("\(testCase.name): no view marked \"\(identifier)\"")
                    failures += 1
                    continue
                }
                if !actual.isClose(to: expected) {
                    failures += 1
                    XCTFail("""
                        \(testCase.name) [\(testCase.source)]: "\(identifier)" is \(PreviewHost.format(actual)), \
                        expected \(PreviewHost.format(expected))
                        \(host.layoutDump())
                        """)
                }
            }
        }
        print("Conformance: \(Self.allCases.count) cases, \(failures) mismatched frames")
    }
}

extension CGRect {
    func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
