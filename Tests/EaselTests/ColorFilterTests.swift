import XCTest
import SwiftUI
import EaselRaster

/// Colour filters on flat colours, where the result is knowable: each filter's matrix
/// (W3C `feColorMatrix` for saturation, grayscale, hue rotation and luminance-to-alpha; SwiftUI's
/// additive brightness and mid-grey contrast) applied to straight sRGB components.
final class ColorFilterTests: XCTestCase {
    private func colour<V: View>(_ view: V) -> RasterColor {
        PreviewHost(view.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20)).render(scale: 1).pixel(x: 10, y: 10)
    }

    private let red = Color(red: 1, green: 0, blue: 0)

    func testGrayscaleTakesTheLuminance() {
        let grey = colour(red.grayscale(1))
        // W3C luminance weight of red: 0.213.
        XCTAssertEqual(grey.red, 0.213, accuracy: 0.01)
        XCTAssertEqual(grey.green, 0.213, accuracy: 0.01)
        XCTAssertEqual(grey.blue, 0.213, accuracy: 0.01)
        let half = colour(red.grayscale(0.5))
        XCTAssertEqual(half.red, 0.213 + 0.787 * 0.5, accuracy: 0.01)
        XCTAssertEqual(half.green, 0.213 * 0.5, accuracy: 0.01)
    }

    func testInvertBrightnessContrastAndMultiply() {
        let inverted = colour(Color(red: 0.2, green: 0.6, blue: 1).colorInvert())
        XCTAssertEqual(inverted.red, 0.8, accuracy: 0.01)
        XCTAssertEqual(inverted.green, 0.4, accuracy: 0.01)
        XCTAssertEqual(inverted.blue, 0, accuracy: 0.01)
        let brighter = colour(Color(white: 0.2).brightness(0.3))
        XCTAssertEqual(brighter.red, 0.5, accuracy: 0.01)
        let flat = colour(Color(white: 0.8).contrast(0.5))
        XCTAssertEqual(flat.red, 0.65, accuracy: 0.01, "(0.8 − 0.5) × 0.5 + 0.5")
        let multiplied = colour(Color.white.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25)))
        XCTAssertEqual(multiplied.red, 0.5, accuracy: 0.01)
        XCTAssertEqual(multiplied.blue, 0.25, accuracy: 0.01)
    }

    func testHueRotationTurnsRedTowardsGreen() {
        let turned = colour(red.hueRotation(.degrees(120)))
        XCTAssertGreaterThan(turned.green, turned.red)
        XCTAssertGreaterThan(turned.green, turned.blue)
        let whole = colour(red.hueRotation(.degrees(360)))
        XCTAssertEqual(whole.red, 1, accuracy: 0.01)
        XCTAssertEqual(whole.green, 0, accuracy: 0.01)
    }

    /// A filter applies to the view's drawing as a whole, text included, and only inside it.
    func testAFilterCoversItsViewAlone() {
        let host = PreviewHost(HStack(spacing: 0) {
            Color.blue.frame(width: 20, height: 20).grayscale(1)
            Color.blue.frame(width: 20, height: 20)
        }, size: CGSize(width: 40, height: 20))
        let pixels = host.render(scale: 1)
        let filtered = pixels.pixel(x: 10, y: 10), plain = pixels.pixel(x: 30, y: 10)
        XCTAssertEqual(filtered.red, filtered.blue, accuracy: 0.01)
        XCTAssertGreaterThan(plain.blue, 0.9)
        XCTAssertLessThan(plain.red, 0.2)
    }
}
