import EaselRaster
import XCTest

final class RasterPathTests: XCTestCase {
    func testRectangleRunsClockwiseFromTopLeft() {
        var path = RasterPath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.elements, [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 2)),
                                       .line(CGPoint(x: 4, y: 6)), .line(CGPoint(x: 1, y: 6)), .close])
    }

    func testLineWithoutMoveStartsASubpath() {
        var path = RasterPath()
        path.addLine(to: CGPoint(x: 3, y: 4))
        XCTAssertEqual(path.elements, [.move(CGPoint(x: 3, y: 4)), .line(CGPoint(x: 3, y: 4))])
    }

    func testBoundsAreTightAroundCurves() {
        // The control point at y = 10 pulls the quadratic only half-way: its peak is y = 5.
        var path = RasterPath()
        path.moveTo(0, 0)
        path.quadTo(5, 10, 10, 0)
        XCTAssertEqual(path.bounds.minY, 0)
        XCTAssertEqual(path.bounds.maxY, 5, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.width, 10)

        var circle = RasterPath()
        circle.addEllipse(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(circle.bounds.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(circle.bounds.maxY, 60, accuracy: 1e-9)
    }

    func testEmptyPathHasNullBounds() {
        XCTAssertTrue(RasterPath().bounds.isNull)
    }

    func testTransformedAndAddPathMapEveryPoint() {
        let square = rect(0, 0, 1, 1)
        let moved = square.transformed(by: AffineTransform(translationX: 5, y: 6))
        XCTAssertEqual(moved.bounds, CGRect(x: 5, y: 6, width: 1, height: 1))
        var combined = RasterPath()
        combined.addPath(square, transform: AffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(combined.bounds, CGRect(x: 0, y: 0, width: 2, height: 3))
    }

    func testArcFollowsCoreGraphicsDirection() {
        // clockwise: false increases the angle: from 0 to π/2 passes through (cos 45°, sin 45°)·r
        // and ends below the centre (y down).
        var arc = RasterPath()
        arc.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .cubic(_, _, let end) = arc.elements.last else { return XCTFail("expected a cubic") }
        XCTAssertEqual(end.x, 0, accuracy: 1e-9)
        XCTAssertEqual(end.y, 10, accuracy: 1e-9)
        XCTAssertEqual(arc.bounds.maxX, 10, accuracy: 1e-9)
        // clockwise: true goes the long way round, through the top.
        var long = RasterPath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(long.bounds.minY, -10, accuracy: 1e-3)
        XCTAssertEqual(long.bounds.minX, -10, accuracy: 1e-3)
    }

    func testCircularRoundedRectClampsItsCorners() {
        var path = RasterPath()
        path.addRoundedRect(CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)
        // Corners clamp to 10 × 5: the straight top edge runs from x 10 to 10 (a capsule-like end).
        guard case .move(let start) = path.elements.first else { return XCTFail("expected a move") }
        XCTAssertEqual(start, CGPoint(x: 10, y: 0))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testContinuousCornerStartsFurtherOutThanCircular() {
        // Figma smoothing 0.6: the corner curve begins 1.6 r from the corner.
        var continuous = RasterPath()
        continuous.addRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 10, cornerHeight: 10,
                                  style: .continuous)
        guard case .move(let start) = continuous.elements.first else { return XCTFail("expected a move") }
        XCTAssertEqual(start.x, 84, accuracy: 1e-9)
        XCTAssertEqual(start.y, 0, accuracy: 1e-9)
        XCTAssertEqual(continuous.bounds.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(continuous.bounds.maxY, 100, accuracy: 1e-9)
        // The smoothing starts bending 1.6 r from the corner instead of r, so just before the
        // circular corner's tangent point (y = 9.5 on the left edge) the continuous outline has
        // already pulled inwards, while 17 px down both edges are still straight.
        let continuousCoverage = render(width: 100, height: 100) { $0.fill(continuous, with: .solid(.black)) }
        var circular = RasterPath()
        circular.addRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 10, cornerHeight: 10)
        let circularCoverage = render(width: 100, height: 100) { $0.fill(circular, with: .solid(.black)) }
        XCTAssertGreaterThan(circularCoverage.premultipliedPixel(x: 0, y: 9) >> 24,
                             continuousCoverage.premultipliedPixel(x: 0, y: 9) >> 24 + 10)
        XCTAssertEqual(continuousCoverage.premultipliedPixel(x: 0, y: 17), 0xFF00_0000)
        XCTAssertEqual(continuousCoverage.premultipliedPixel(x: 50, y: 0), 0xFF00_0000)
    }

    func testCapsuleUsesHalfTheShorterSide() {
        var capsule = RasterPath()
        capsule.addCapsule(in: CGRect(x: 0, y: 0, width: 40, height: 10))
        guard case .move(let start) = capsule.elements.first else { return XCTFail("expected a move") }
        XCTAssertEqual(start, CGPoint(x: 5, y: 0))
    }
}
