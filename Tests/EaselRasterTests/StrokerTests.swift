import EaselRaster
import XCTest

final class StrokerTests: XCTestCase {
    func testOnePointStrokeAtTwoXIsExactlyTwoPixelsWide() {
        // SwiftUI's `.strokeBorder(lineWidth: 1)` on a 10×10 rect: the line runs 0.5 pt inside.
        var path = RasterPath()
        path.addRect(CGRect(x: 0.5, y: 0.5, width: 9, height: 9))
        let buffer = render(width: 20, height: 20) {
            $0.stroke(path, style: RasterStrokeStyle(lineWidth: 1), with: .solid(.black),
                      transform: AffineTransform(scaleX: 2, y: 2))
        }
        let row = (0..<20).map { buffer.premultipliedPixel(x: $0, y: 10) >> 24 }
        XCTAssertEqual(row, [255, 255] + Array(repeating: 0, count: 16) + [255, 255])
        let column = (0..<20).map { buffer.premultipliedPixel(x: 10, y: $0) >> 24 }
        XCTAssertEqual(column, [255, 255] + Array(repeating: 0, count: 16) + [255, 255])
    }

    func testButtSquareAndRoundCaps() {
        var line = RasterPath()
        line.moveTo(4, 10); line.lineTo(16, 10)
        func rendered(_ cap: RasterStrokeStyle.LineCap) -> PixelBuffer {
            render(width: 20, height: 20) {
                $0.stroke(line, style: RasterStrokeStyle(lineWidth: 4, lineCap: cap), with: .solid(.black))
            }
        }
        let butt = rendered(.butt), square = rendered(.square), round = rendered(.round)
        // Butt: stops at x = 4; square: extends 2 px; round: a half-disc of radius 2.
        XCTAssertEqual(butt.premultipliedPixel(x: 3, y: 10), 0)
        XCTAssertEqual(butt.premultipliedPixel(x: 4, y: 10), 0xFF00_0000)
        XCTAssertEqual(square.premultipliedPixel(x: 2, y: 8), 0xFF00_0000)
        XCTAssertEqual(square.premultipliedPixel(x: 1, y: 10), 0)
        XCTAssertGreaterThan(round.premultipliedPixel(x: 2, y: 10) >> 24, 200)
        XCTAssertLessThan(round.premultipliedPixel(x: 2, y: 8) >> 24, 128)  // the disc's corner is empty
    }

    func testMiterJoinIsCutToBevelBeyondTheLimit() {
        // A 90° corner has miter ratio √2: kept with limit 10, bevelled with limit 1.
        var corner = RasterPath()
        corner.moveTo(4, 16); corner.lineTo(4, 4); corner.lineTo(16, 4)
        func rendered(_ limit: CGFloat) -> PixelBuffer {
            render(width: 20, height: 20) {
                $0.stroke(corner, style: RasterStrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: limit),
                          with: .solid(.black))
            }
        }
        XCTAssertEqual(rendered(10).premultipliedPixel(x: 2, y: 2), 0xFF00_0000)
        XCTAssertEqual(rendered(1).premultipliedPixel(x: 2, y: 2), 0)
    }

    func testRoundJoinCornerPixelIsPartlyCovered() {
        var corner = RasterPath()
        corner.moveTo(4, 16); corner.lineTo(4, 4); corner.lineTo(16, 4)
        let buffer = render(width: 20, height: 20) {
            $0.stroke(corner, style: RasterStrokeStyle(lineWidth: 4, lineJoin: .round), with: .solid(.black))
        }
        // Pixel (2, 2) spans radii 1.4…2.8 from the corner at (4, 4): the disc of radius 2
        // covers part of it.
        let alpha = buffer.premultipliedPixel(x: 2, y: 2) >> 24
        XCTAssertGreaterThan(alpha, 20)
        XCTAssertLessThan(alpha, 200)
    }

    func testNegativeWidthDrawsNothingAndWarnsOnce() {
        var messages: [String] = []
        RasterDiagnostics.reset { messages.append($0) }
        defer { RasterDiagnostics.reset() }
        let buffer = render(width: 10, height: 10) {
            $0.stroke(rect(2, 2, 5, 5), style: RasterStrokeStyle(lineWidth: -3), with: .solid(.black))
            $0.stroke(rect(2, 2, 5, 5), style: RasterStrokeStyle(lineWidth: -1), with: .solid(.black))
        }
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0 })
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(RasterDiagnostics.reportedKinds.contains(.negativeStrokeWidth))
    }

    func testZeroLengthSubpathWithRoundCapsDrawsADot() {
        var dot = RasterPath()
        dot.moveTo(10, 10); dot.lineTo(10, 10)
        let buffer = render(width: 20, height: 20) {
            $0.stroke(dot, style: RasterStrokeStyle(lineWidth: 6, lineCap: .round), with: .solid(.black))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 10, y: 10), 0xFF00_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 10, y: 14), 0)
    }
}
