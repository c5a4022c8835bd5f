import EaselRaster
import XCTest

/// Exact-area coverage: values worked out by hand from the covered fraction of each pixel.
final class CoverageAccumulatorTests: XCTestCase {
    func testRectangleHalfCoveringAColumnGivesHalfCoverage() {
        // x from 2.5 to 6: pixel column 2 is half covered, 3...5 fully, 6 not at all.
        let buffer = render(width: 8, height: 4) { $0.fill(rect(2.5, 0, 3.5, 4), with: .solid(.black)) }
        for y in 0..<4 {
            XCTAssertEqual(buffer.pixel(x: 2, y: y).alpha, 0.5, accuracy: 0.02)
            XCTAssertEqual(buffer.premultipliedPixel(x: 3, y: y), 0xFF00_0000)
            XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: y), 0xFF00_0000)
            XCTAssertEqual(buffer.premultipliedPixel(x: 6, y: y), 0)
            XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: y), 0)
        }
    }

    func testPixelAlignedRectangleHasCrispEdges() {
        let buffer = render(width: 10, height: 10) { $0.fill(rect(2, 3, 5, 4), with: .solid(.white)) }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                XCTAssertEqual(buffer.premultipliedPixel(x: x, y: y), inside ? 0xFFFF_FFFF : 0, "pixel \(x),\(y)")
            }
        }
    }

    func testQuarterCoveredCornerPixel() {
        // A rectangle ending half-way into pixel (4, 4) both ways covers a quarter of it.
        let buffer = render(width: 8, height: 8) { $0.fill(rect(0, 0, 4.5, 4.5), with: .solid(.black)) }
        XCTAssertEqual(buffer.pixel(x: 4, y: 4).alpha, 0.25, accuracy: 0.02)
        XCTAssertEqual(buffer.pixel(x: 4, y: 0).alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(buffer.pixel(x: 0, y: 4).alpha, 0.5, accuracy: 0.02)
    }

    func testDiagonalEdgeCoversHalfOfEachPixelItCrosses() {
        // Triangle below the diagonal y = x: each diagonal pixel is cut in half.
        var path = RasterPath()
        path.moveTo(0, 0); path.lineTo(8, 8); path.lineTo(0, 8); path.close()
        let buffer = render(width: 8, height: 8) { $0.fill(path, with: .solid(.black)) }
        for i in 0..<8 {
            XCTAssertEqual(buffer.pixel(x: i, y: i).alpha, 0.5, accuracy: 0.02)
            if i > 0 { XCTAssertEqual(buffer.premultipliedPixel(x: i - 1, y: i), 0xFF00_0000) }
            if i < 7 { XCTAssertEqual(buffer.premultipliedPixel(x: i + 1, y: i), 0) }
        }
    }

    func testEvenOddLeavesTheCentreOfASelfOverlappingStarEmpty() {
        // A pentagram drawn in one stroke winds twice around its centre.
        var star = RasterPath()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.close()
        let nonZero = render(width: 100, height: 100) { $0.fill(star, with: .solid(.black), rule: .nonZero) }
        let evenOdd = render(width: 100, height: 100) { $0.fill(star, with: .solid(.black), rule: .evenOdd) }
        XCTAssertEqual(nonZero.premultipliedPixel(x: 50, y: 52), 0xFF00_0000)
        XCTAssertEqual(evenOdd.premultipliedPixel(x: 50, y: 52), 0)
        // A star point (winding 1) is filled by both rules.
        XCTAssertEqual(nonZero.premultipliedPixel(x: 50, y: 15), 0xFF00_0000)
        XCTAssertEqual(evenOdd.premultipliedPixel(x: 50, y: 15), 0xFF00_0000)
    }

    func testOppositeWindingSubpathMakesAHoleUnderNonZero() {
        var path = RasterPath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.moveTo(3, 3); path.lineTo(3, 7); path.lineTo(7, 7); path.lineTo(7, 3); path.close()
        let buffer = render(width: 10, height: 10) { $0.fill(path, with: .solid(.black)) }
        XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: 5), 0)
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 5), 0xFF00_0000)
    }

    func testAliasedFillHasOnlyFullOrNoCoverage() {
        var circle = RasterPath()
        circle.addEllipse(in: CGRect(x: 1.3, y: 1.3, width: 17, height: 17))
        let buffer = render(width: 20, height: 20) { $0.fill(circle, with: .solid(.black), antialiased: false) }
        let alphas = Set((0..<400).map { buffer.premultipliedPixel(x: $0 % 20, y: $0 / 20) >> 24 })
        XCTAssertEqual(alphas, [0, 255])
    }

    func testShapeCutByTheBufferEdgesStillFillsTheVisiblePart() {
        // Extends past all four sides; every pixel is inside.
        let buffer = render(width: 6, height: 6) { $0.fill(rect(-10, -10, 30, 30), with: .solid(.black)) }
        for index in 0..<36 { XCTAssertEqual(buffer.pixels[index], 0xFF00_0000) }
    }
}

// Shared helpers for the raster tests.

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> RasterPath {
    var path = RasterPath()
    path.addRect(CGRect(x: x, y: y, width: width, height: height))
    return path
}

func render(width: Int, height: Int, fill: RasterColor = .clear, threads: Int = 2,
            _ build: (inout DrawList) -> Void) -> PixelBuffer {
    var list = DrawList()
    build(&list)
    let buffer = PixelBuffer(width: width, height: height, fill: fill)
    Rasterizer.render(list, into: buffer, threads: threads)
    return buffer
}
