import EaselRaster
import XCTest

final class GradientShaderTests: XCTestCase {
    let red = RasterColor(red: 1, green: 0, blue: 0)
    let blue = RasterColor(red: 0, green: 0, blue: 1)

    func testLinearGradientEndpointsEqualTheirStopColours() {
        // Start and end on the centres of pixels 0 and 9.
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let buffer = render(width: 10, height: 1) {
            $0.fill(rect(0, 0, 10, 1), with: .linearGradient(stops: stops, start: CGPoint(x: 0.5, y: 0),
                                                             end: CGPoint(x: 9.5, y: 0)))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0xFFFF_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 9, y: 0), 0xFF00_00FF)
        // Half-way lies between pixels 4 and 5: both are near 50 % red.
        let middle = buffer.pixel(x: 4, y: 0)
        XCTAssertEqual(middle.red, 5.0 / 9.0, accuracy: 0.01)
        XCTAssertEqual(middle.blue, 4.0 / 9.0, accuracy: 0.01)
    }

    func testGradientInterpolatesStraightAlphaThenPremultiplies() {
        // Opaque red to transparent blue: half-way is (0.5, 0, 0.5) at alpha 0.5 — SwiftUI's
        // default, not the premultiplied mix (which would have no blue).
        let stops = [GradientStop(color: red, location: 0),
                     GradientStop(color: RasterColor(red: 0, green: 0, blue: 1, alpha: 0), location: 1)]
        let buffer = render(width: 3, height: 1) {
            $0.fill(rect(0, 0, 3, 1), with: .linearGradient(stops: stops, start: CGPoint(x: 0.5, y: 0),
                                                            end: CGPoint(x: 2.5, y: 0)))
        }
        let middle = buffer.pixel(x: 1, y: 0)
        XCTAssertEqual(middle.alpha, 0.5, accuracy: 0.01)
        XCTAssertEqual(middle.red, 0.5, accuracy: 0.02)
        XCTAssertEqual(middle.blue, 0.5, accuracy: 0.02)
    }

    func testGradientGeometryFollowsTheTransform() {
        // Gradient from x 0 to 10 in user space, drawn at 2×: device pixel 19 is the end colour.
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let buffer = render(width: 24, height: 2) {
            $0.fill(rect(0, 0, 12, 1), with: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 10, y: 0)),
                    transform: AffineTransform(scaleX: 2, y: 2))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 20, y: 0), 0xFF00_00FF)
        XCTAssertEqual(buffer.pixel(x: 10, y: 0).red, 0.5, accuracy: 0.03)
    }

    func testRadialGradientRunsFromStartToEndRadius() {
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let buffer = render(width: 21, height: 21) {
            $0.fill(rect(0, 0, 21, 21), with: .radialGradient(stops: stops, center: CGPoint(x: 10.5, y: 10.5),
                                                              startRadius: 0, endRadius: 10))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 10, y: 10), 0xFFFF_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0xFF00_00FF)
        XCTAssertEqual(buffer.pixel(x: 15, y: 10).red, 0.5, accuracy: 0.03)
    }

    func testAngularGradientGoesClockwiseFromTheStartAngle() {
        // A full turn from 0 (pointing right): below the centre is a quarter turn on, so 25 %.
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let buffer = render(width: 41, height: 41) {
            $0.fill(rect(0, 0, 41, 41), with: .angularGradient(stops: stops, center: CGPoint(x: 20.5, y: 20.5),
                                                               startAngle: 0, endAngle: 2 * .pi))
        }
        XCTAssertEqual(buffer.pixel(x: 20, y: 38).blue, 0.25, accuracy: 0.02)
        XCTAssertEqual(buffer.pixel(x: 2, y: 20).blue, 0.5, accuracy: 0.02)
        XCTAssertEqual(buffer.pixel(x: 20, y: 2).blue, 0.75, accuracy: 0.02)
    }

    func testAngularGradientFillsTheGapWithTheNearerEndColour() {
        // A half-turn sweep from 0 to π: the upper half is the gap; just above the right-hand
        // start it shows the first colour, just above the left-hand end the last colour.
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let buffer = render(width: 41, height: 41) {
            $0.fill(rect(0, 0, 41, 41), with: .angularGradient(stops: stops, center: CGPoint(x: 20.5, y: 20.5),
                                                               startAngle: 0, endAngle: .pi))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 38, y: 15), 0xFFFF_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 2, y: 15), 0xFF00_00FF)
    }

    func testGradientWithoutStopsDrawsNothingAndWarns() {
        RasterDiagnostics.reset { _ in }
        defer { RasterDiagnostics.reset() }
        let buffer = render(width: 4, height: 4) {
            $0.fill(rect(0, 0, 4, 4), with: .linearGradient(stops: [], start: .zero, end: CGPoint(x: 4, y: 0)))
        }
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0 })
        XCTAssertTrue(RasterDiagnostics.reportedKinds.contains(.invalidGradient))
    }
}
