import XCTest
import SwiftUI
import EaselRaster

/// Blend modes on flat colours, where the W3C formulas give the result: a 50 % grey square
/// blended over a backdrop colour.
final class BlendModeTests: XCTestCase {
    private func blended(_ mode: BlendMode, source: Color, backdrop: Color) -> RasterColor {
        let host = PreviewHost(ZStack {
            backdrop
            source.blendMode(mode)
        }
        .frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
        return host.render(scale: 1).pixel(x: 10, y: 10)
    }

    private let orange = Color(red: 1, green: 0.5, blue: 0)
    private let grey = Color(white: 0.5)

    func testSeparableModes() {
        let multiply = blended(.multiply, source: grey, backdrop: orange)
        XCTAssertEqual(multiply.red, 0.5, accuracy: 0.01)
        XCTAssertEqual(multiply.green, 0.25, accuracy: 0.01)
        let screen = blended(.screen, source: grey, backdrop: orange)
        XCTAssertEqual(screen.green, 0.75, accuracy: 0.01, "0.5 + 0.5 − 0.25")
        let difference = blended(.difference, source: grey, backdrop: orange)
        XCTAssertEqual(difference.red, 0.5, accuracy: 0.01)
        XCTAssertEqual(difference.green, 0, accuracy: 0.01)
        XCTAssertEqual(difference.blue, 0.5, accuracy: 0.01)
        let darken = blended(.darken, source: grey, backdrop: orange)
        XCTAssertEqual(darken.red, 0.5, accuracy: 0.01)
        XCTAssertEqual(darken.blue, 0, accuracy: 0.01)
        let overlay = blended(.overlay, source: grey, backdrop: orange)
        XCTAssertEqual(overlay.red, 1, accuracy: 0.01)
        XCTAssertEqual(overlay.green, 0.5, accuracy: 0.01)
    }

    func testLuminosityAndPlusLighter() {
        // Luminosity: the backdrop's hue and saturation with the source's luminance (0.5).
        let luminosity = blended(.luminosity, source: grey, backdrop: orange)
        XCTAssertEqual(0.3 * luminosity.red + 0.59 * luminosity.green + 0.11 * luminosity.blue, 0.5, accuracy: 0.02)
        XCTAssertGreaterThan(luminosity.red, luminosity.blue, "still orange")
        let plus = blended(.plusLighter, source: grey, backdrop: Color(white: 0.25))
        XCTAssertEqual(plus.red, 0.75, accuracy: 0.01)
    }

    /// `destinationOut` punches the source's shape out of what is under it (a cut-out).
    func testDestinationOutCutsAHole() {
        let host = PreviewHost(ZStack {
            Color.red
            Circle().frame(width: 10, height: 10).blendMode(.destinationOut)
        }
        .compositingGroup()
        .frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
        let pixels = host.render(scale: 1)
        XCTAssertEqual(pixels.pixel(x: 10, y: 10).green, 1, accuracy: 0.01, "the white background shows through")
        XCTAssertGreaterThan(pixels.pixel(x: 1, y: 1).red, 0.9, "red around the hole")
        XCTAssertLessThan(pixels.pixel(x: 1, y: 1).green, 0.3)
    }
}

extension BlendModeTests {
    /// `ShapeStyle.blendMode(_:)`: a fill combines with what is under it as the view modifier does.
    func testAFillsOwnBlendModeCombinesWithWhatIsUnderIt() {
        func fill(_ style: some ShapeStyle) -> RasterColor {
            PreviewHost(ZStack { orange; Circle().fill(style) }.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
                .render(scale: 1).pixel(x: 10, y: 10)
        }
        // multiply: orange × grey = (0.5, 0.25, 0); screen: 1 − (1 − a)(1 − b) = (1, 0.75, 0.5).
        let multiplied = fill(grey.blendMode(.multiply))
        XCTAssertEqual(multiplied.red, 0.5, accuracy: 0.01)
        XCTAssertEqual(multiplied.green, 0.25, accuracy: 0.01)
        let screened = fill(grey.blendMode(.screen))
        XCTAssertEqual(screened.green, 0.75, accuracy: 0.01)
        XCTAssertEqual(screened.blue, 0.5, accuracy: 0.01)
        XCTAssertEqual(fill(grey.blendMode(.normal)).red, 0.5, accuracy: 0.01, "normal: the grey")
        // The blend keeps to the shape: the corner outside the circle is the orange.
        let corner = PreviewHost(ZStack { orange; Circle().fill(grey.blendMode(.multiply)) }.frame(width: 20, height: 20),
                                 size: CGSize(width: 20, height: 20)).render(scale: 1).pixel(x: 0, y: 0)
        XCTAssertEqual(corner.green, 0.5, accuracy: 0.01)
    }
}
