import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// Shadows, blurs and masks, checked on pixels whose values a Gaussian fixes: half the edge
/// value at an edge, the full value three deviations in, nothing three deviations out.
final class EffectsTests: XCTestCase {
    private func render<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1) -> PixelBuffer {
        PreviewHost(view.frame(width: width, height: height), size: CGSize(width: width, height: height)).render(scale: scale)
    }

    func testABlurSpreadsAnEdgeAsAGaussianDoes() {
        let pixels = render(Color.black.frame(width: 40, height: 40).blur(radius: 4))
        // The square spans 30..<70. Deep inside it stays black, far outside white, and at its
        // edge the blur is half way (each channel ≈ 0.5 of white showing through).
        XCTAssertLessThan(pixels.pixel(x: 50, y: 50).red, 0.03)
        XCTAssertGreaterThan(pixels.pixel(x: 50, y: 84).red, 0.97)
        let edge = (Double(pixels.pixel(x: 50, y: 69).red) + Double(pixels.pixel(x: 50, y: 70).red)) / 2
        XCTAssertEqual(edge, 0.5, accuracy: 0.08)
        // One deviation outside the edge a Gaussian keeps about 16 %.
        XCTAssertEqual(1 - Double(pixels.pixel(x: 50, y: 74).red), 0.16, accuracy: 0.05)
    }

    func testASmallBlurUsesTheGaussianKernelSymmetrically() {
        let pixels = render(Color.black.frame(width: 40, height: 40).blur(radius: 1))
        // σ = 1: the edge pixels meet half way between black and white on every side.
        let left = (Double(pixels.pixel(x: 29, y: 50).red) + Double(pixels.pixel(x: 30, y: 50).red)) / 2
        let top = (Double(pixels.pixel(x: 50, y: 29).red) + Double(pixels.pixel(x: 50, y: 30).red)) / 2
        XCTAssertEqual(left, 0.5, accuracy: 0.05)
        XCTAssertEqual(top, left, accuracy: 0.01)
        XCTAssertGreaterThan(pixels.pixel(x: 50, y: 26).red, 0.97)
    }

    func testAnOpaqueBlurKeepsItsEdgesOpaque() {
        let pixels = render(Color.red.frame(width: 100, height: 100).blur(radius: 6, opaque: true))
        let corner = pixels.pixel(x: 0, y: 0)
        XCTAssertEqual(corner.red, 1, accuracy: 0.01)
        XCTAssertEqual(corner.green, 59.0 / 255, accuracy: 0.01, "system red, not faded towards the white behind")
    }

    func testAShadowFallsUnderTheViewAtItsOffset() {
        let pixels = render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 10, y: 10),
                            width: 100, height: 100)
        // The view is white on white; its hard shadow shows to the lower right only.
        XCTAssertEqual(pixels.pixel(x: 50, y: 50).red, 1, accuracy: 0.01)
        XCTAssertLessThan(pixels.pixel(x: 75, y: 75).red, 0.02)
        XCTAssertGreaterThan(pixels.pixel(x: 25, y: 25).red, 0.99)
        let soft = render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 3, x: 0, y: 20))
        // The shadow's bottom edge is at 70 + 20 = 90: half the shadow there.
        let edge = (Double(soft.pixel(x: 50, y: 89).red) + Double(soft.pixel(x: 50, y: 90).red)) / 2
        XCTAssertEqual(edge, 0.5, accuracy: 0.08)
    }

    func testAShadowScalesWithTheDevice() {
        let at1 = render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 0, y: 10))
        let at3 = render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 0, y: 10), scale: 3)
        XCTAssertLessThan(at1.pixel(x: 50, y: 75).red, 0.02)
        XCTAssertLessThan(at3.pixel(x: 150, y: 225).red, 0.02, "10 points are 30 pixels at 3×")
        XCTAssertGreaterThan(at3.pixel(x: 150, y: 245).red, 0.98)
    }

    func testAMaskKeepsWhatTheMaskDraws() {
        let red = 59.0 / 255 // system red's green channel
        let pixels = render(Color.red.mask { Circle() })
        XCTAssertEqual(pixels.pixel(x: 50, y: 50).green, red, accuracy: 0.01)
        XCTAssertEqual(pixels.pixel(x: 3, y: 3).green, 1, accuracy: 0.01, "the circle's corner shows the background")
        let faded = render(Color.red.mask(Color.black.opacity(0.5)))
        XCTAssertEqual(faded.pixel(x: 50, y: 50).green, (red + 1) / 2, accuracy: 0.02)
        let aligned = render(Color.red.mask(alignment: .topLeading) { Rectangle().frame(width: 20, height: 20) })
        XCTAssertEqual(aligned.pixel(x: 10, y: 10).green, red, accuracy: 0.01)
        XCTAssertEqual(aligned.pixel(x: 30, y: 30).green, 1, accuracy: 0.01)
    }

    func testAMaskTakesNoTaps() {
        var taps = 0
        let host = PreviewHost(Color.red.frame(width: 100, height: 100).onTapGesture { taps += 1 }
            .mask { Circle().onTapGesture {} }, size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(taps, 1)
    }

    func testAShapeStyleDropShadowIsDrawnUnderTheFill() {
        let pixels = render(Rectangle().fill(.white.shadow(.drop(color: .black, radius: 0, x: 0, y: 10))).frame(width: 40, height: 40))
        XCTAssertLessThan(pixels.pixel(x: 50, y: 75).red, 0.02)
        XCTAssertEqual(pixels.pixel(x: 50, y: 50).red, 1, accuracy: 0.01)
    }

    func testEffectsFarOffScreenDrawNothingAndCostNothing() {
        let pixels = render(Color.black.frame(width: 40, height: 40).shadow(radius: 10).offset(x: 100_000, y: 0))
        XCTAssertEqual(pixels.pixel(x: 50, y: 50).red, 1, accuracy: 0.01)
    }
}
