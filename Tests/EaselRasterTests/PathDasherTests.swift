import EaselRaster
import XCTest

final class PathDasherTests: XCTestCase {
    /// The coverage of row 5's pixels 0..<20 when a horizontal line is dashed.
    private func dashedRow(_ dash: [CGFloat], phase: CGFloat = 0) -> [UInt32] {
        var line = RasterPath()
        line.moveTo(0, 5.5); line.lineTo(20, 5.5)
        let buffer = render(width: 20, height: 10) {
            $0.stroke(line, style: RasterStrokeStyle(lineWidth: 1, dash: dash, dashPhase: phase), with: .solid(.black))
        }
        return (0..<20).map { buffer.premultipliedPixel(x: $0, y: 5) >> 24 }
    }

    func testDashesAndGapsAlternate() {
        let on: [UInt32] = [255, 255, 255], off: [UInt32] = [0, 0]
        XCTAssertEqual(dashedRow([3, 2]), on + off + on + off + on + off + on + off)
    }

    func testPhaseShiftsThePattern() {
        // Starting 1 into [3, 2]: 2 on, 2 off, then the full pattern.
        XCTAssertEqual(Array(dashedRow([3, 2], phase: 1).prefix(9)), [255, 255, 0, 0, 255, 255, 255, 0, 0])
    }

    func testOddPatternIsRepeatedTwice() {
        // [2] means 2 on, 2 off.
        XCTAssertEqual(Array(dashedRow([2]).prefix(8)), [255, 255, 0, 0, 255, 255, 0, 0])
    }

    func testInvalidPatternDrawsSolidLine() {
        RasterDiagnostics.reset { _ in }
        defer { RasterDiagnostics.reset() }
        XCTAssertEqual(dashedRow([-1, 2]), Array(repeating: 255, count: 20))
        XCTAssertTrue(RasterDiagnostics.reportedKinds.contains(.invalidStrokeParameter))
    }
}
