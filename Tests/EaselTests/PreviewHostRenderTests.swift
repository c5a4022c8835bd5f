import XCTest
import EaselRaster
@testable import Easel

/// The host draws what layout placed: colours at the frames' pixels, the system background
/// elsewhere, at any scale.
final class PreviewHostRenderTests: XCTestCase {
    private func twoSquares() -> PreviewHost {
        // LAYOUT.md worked example 3: red at (46, 75), blue at (104, 75), both 50 × 50.
        PreviewHost(HStack {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50)
        }.frame(width: 150, height: 150), size: CGSize(width: 200, height: 200))
    }

    private func assertColor(_ buffer: PixelBuffer, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), file: StaticString = #filePath, line: UInt = #line) {
        let pixel = buffer.pixel(x: x, y: y)
        let actual = (Int((pixel.red * 255).rounded()), Int((pixel.green * 255).rounded()), Int((pixel.blue * 255).rounded()))
        XCTAssertTrue(abs(actual.0 - expected.0) <= 1 && abs(actual.1 - expected.1) <= 1 && abs(actual.2 - expected.2) <= 1,
                      "pixel (\(x), \(y)) is \(actual), expected \(expected)", file: file, line: line)
    }

    func testColoursLandOnTheirFramesAtScaleOne() {
        let buffer = twoSquares().render(scale: 1)
        XCTAssertEqual(buffer.width, 200)
        assertColor(buffer, 46, 75, (255, 59, 48))     // red's top-left pixel
        assertColor(buffer, 95, 124, (255, 59, 48))    // red's bottom-right pixel
        assertColor(buffer, 100, 100, (255, 255, 255)) // the 8-point gap: system background
        assertColor(buffer, 104, 75, (0, 122, 255))    // blue's top-left pixel
        assertColor(buffer, 45, 75, (255, 255, 255))   // just left of red
    }

    func testScaleMultipliesPixels() {
        let buffer = twoSquares().render(scale: 3)
        XCTAssertEqual(buffer.width, 600)
        assertColor(buffer, 46 * 3, 75 * 3, (255, 59, 48))
        assertColor(buffer, 46 * 3 - 1, 75 * 3, (255, 255, 255))
        assertColor(buffer, 104 * 3, 75 * 3, (0, 122, 255))
    }

    func testDarkModeUsesDarkBackgroundAndColours() {
        let host = twoSquares()
        host.colorScheme = .dark
        let buffer = host.render(scale: 1)
        assertColor(buffer, 10, 10, (0, 0, 0))
        assertColor(buffer, 50, 80, (255, 69, 58))     // systemRed, dark variant
    }

    func testOffsetMovesDrawingButNotTheFrame() {
        let host = PreviewHost(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square").offset(x: 30),
                               size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "square"), CGRect(x: 40, y: 40, width: 20, height: 20))
        let buffer = host.render(scale: 1)
        assertColor(buffer, 45, 50, (255, 255, 255))
        assertColor(buffer, 75, 50, (255, 59, 48))
    }

    func testDrawListRecordsBackgroundBeforePrimaryAndOverlayAfter() {
        let host = PreviewHost(Color.green.frame(width: 10, height: 10)
            .background(Color.red).overlay(Color.blue.frame(width: 4, height: 4)), size: CGSize(width: 50, height: 50))
        let paints = host.drawList(scale: 1).commands.compactMap { command -> RasterPaint? in
            if case .fill(_, let paint, _, _, _) = command { return paint }
            return nil
        }
        XCTAssertEqual(paints, [.solid(RGBA(255, 59, 48).raster), .solid(RGBA(52, 199, 89).raster), .solid(RGBA(0, 122, 255).raster)])
    }

    func testUnwritablePathThrowsAndLeavesNothing() {
        let host = twoSquares()
        let url = URL(fileURLWithPath: "/proc/easel-cannot-write-here/shot.png")
        XCTAssertThrowsError(try host.writePNG(to: url))
    }
}
