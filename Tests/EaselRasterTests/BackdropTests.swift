import EaselRaster
import XCTest

/// Materials' backdrops (`DrawCommand.backdrop`, `Rasterizer+Backdrop.swift`): what was drawn
/// before, blurred, saturated and mixed towards the recipe's grey, inside the path and clips.
final class BackdropTests: XCTestCase {
    /// The light ultra-thin recipe (CoreMaterial's `platformContentUltraThinLight`).
    let ultraThin = Backdrop(sigma: 6, saturation: 1.1, luminanceAmount: 0.5, luminanceStops: [0.45, 0.55, 0.65, 0.68], brightness: 0.12,
                             fallback: RasterColor(red: 0, green: 1, blue: 0))

    private func grey(_ pixel: UInt32) -> [UInt32] { [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF] }

    func testTheRecipeOverBlackIsItsPublishedGrey() {
        // Over black the blur and saturation leave black: the plate's first stop, half of it,
        // plus the brightness: 0.45 × 0.5 + 0.12 = 0.345 → 88 (the recipe's check: 88.7).
        let buffer = render(width: 40, height: 40, fill: .black) {
            $0.append(.backdrop(rect(0, 0, 40, 40), .nonZero, ultraThin, transform: .identity))
        }
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 20, y: 20)), [88, 88, 88])
    }

    func testOverWhiteThePlateReadsItsLastStop() {
        // Luminance 1: stop 0.68; 1 × 0.5 + 0.68 × 0.5 + 0.12 = 0.96 → 245.
        let buffer = render(width: 40, height: 40, fill: .white) {
            $0.append(.backdrop(rect(0, 0, 40, 40), .nonZero, ultraThin, transform: .identity))
        }
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 5, y: 30)), [245, 245, 245])
    }

    func testItBlursWhatWasDrawnBeforeItAndNothingAfter() {
        let blurOnly = Backdrop(sigma: 4)
        let buffer = render(width: 60, height: 20, fill: .white) {
            $0.fill(rect(0, 0, 30, 20), with: .solid(.black))
            $0.append(.backdrop(rect(10, 0, 40, 20), .nonZero, blurOnly, transform: .identity))
            $0.fill(rect(56, 0, 4, 20), with: .solid(.black))
        }
        // At the black/white edge (x 30) the blur is half grey; far from it, unchanged.
        XCTAssertEqual(Double(grey(buffer.premultipliedPixel(x: 30, y: 10))[0]), 128, accuracy: 20)
        XCTAssertLessThan(grey(buffer.premultipliedPixel(x: 27, y: 10))[0], 128)
        XCTAssertGreaterThan(grey(buffer.premultipliedPixel(x: 27, y: 10))[0], 0, "black near the edge is lightened")
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 12, y: 10)), [0, 0, 0])
        // Outside the path: as drawn.
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 52, y: 10)), [255, 255, 255])
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 8, y: 10)), [0, 0, 0])
        // Drawn after it: not blurred.
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 57, y: 10)), [0, 0, 0])
    }

    func testSaturationMovesColoursAwayFromGrey() {
        let muted = RasterColor(red: 0.6, green: 0.4, blue: 0.4)
        let buffer = render(width: 20, height: 20, fill: muted) {
            $0.append(.backdrop(rect(0, 0, 20, 20), .nonZero, Backdrop(sigma: 2, saturation: 2), transform: .identity))
        }
        // W3C saturate(2): red' = (0.213 + 1.574)·0.6 + (0.715 − 1.43)·0.4 + (0.072 − 0.144)·0.4 = 0.7574 → 193.
        let pixel = grey(buffer.premultipliedPixel(x: 10, y: 10))
        XCTAssertEqual(Double(pixel[0]), 193, accuracy: 1)
        XCTAssertLessThan(pixel[1], 102)
    }

    func testClipsOpenAtTheBackdropLimitIt() {
        let buffer = render(width: 40, height: 20, fill: .black) {
            $0.append(.pushClip(rect(0, 0, 20, 20), .nonZero, transform: .identity))
            $0.append(.backdrop(rect(0, 0, 40, 20), .nonZero, ultraThin, transform: .identity))
            $0.fill(rect(0, 0, 4, 4), with: .solid(.white))
            $0.append(.popClip)
            $0.fill(rect(36, 16, 4, 4), with: .solid(.white))
        }
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 10, y: 10)), [88, 88, 88])
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 30, y: 10)), [0, 0, 0], "outside the clip")
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 2, y: 2)), [255, 255, 255], "drawn after, in the clip")
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 38, y: 18)), [255, 255, 255], "drawn after the clip was popped")
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 6, y: 6)), [88, 88, 88], "the clip still held after the backdrop")
    }

    func testInsideAnOpacityGroupItIsItsFallbackColour() {
        let buffer = render(width: 20, height: 20, fill: .black) {
            $0.append(.beginLayer(opacity: 0.5))
            $0.append(.backdrop(rect(0, 0, 20, 20), .nonZero, ultraThin, transform: .identity))
            $0.append(.endLayer)
        }
        XCTAssertEqual(grey(buffer.premultipliedPixel(x: 10, y: 10)), [0, 128, 0])
    }

    func testAShadowAroundItLeavesItTheFrame() {
        var content = DrawList()
        content.append(.backdrop(rect(10, 10, 20, 20), .nonZero, ultraThin, transform: .identity))
        let buffer = render(width: 40, height: 40, fill: .black) {
            $0.append(.effect(content, .shadow(color: RasterColor(red: 1, green: 0, blue: 0), sigma: 2, offsetX: 0, offsetY: 0)))
        }
        // The shadow (of the fallback's shape) lies under the material, which blurs the frame
        // with the shadow in it, as a backdrop sees the layers under it: reddish, not the
        // fallback's green and not the plain 88 grey over black.
        let centre = grey(buffer.premultipliedPixel(x: 20, y: 20))
        XCTAssertGreaterThan(centre[0], 150)
        XCTAssertLessThan(centre[1], 120)
        XCTAssertGreaterThan(grey(buffer.premultipliedPixel(x: 9, y: 20))[0], 0, "its shadow around it")
    }

    func testTheResultDoesNotDependOnThreadCount() {
        func draw(_ threads: Int) -> PixelBuffer {
            render(width: 64, height: 64, fill: .white, threads: threads) {
                $0.fill(rect(0, 0, 64, 20), with: .solid(RasterColor(red: 0.2, green: 0.4, blue: 0.9)))
                $0.append(.backdrop(rect(8, 8, 48, 48), .nonZero, ultraThin, transform: .identity))
            }
        }
        let one = draw(1), four = draw(4)
        withExtendedLifetime((one, four)) { XCTAssertEqual(Array(one.pixels), Array(four.pixels)) }
    }
}
