import XCTest
import EaselRaster

/// The comparison `easel test` and the snapshot-testing strategies use, checked against
/// swift-snapshot-testing's rules and against published colour-difference values.
final class ImageComparisonTests: XCTestCase {
    private func image(_ width: Int, _ height: Int, _ pixel: UInt32) -> RasterImage {
        RasterImage(width: width, height: height, pixels: Array(repeating: pixel, count: width * height))
    }

    /// `image` with its first `count` pixels replaced by `pixel`.
    private func image(_ base: RasterImage, changing count: Int, to pixel: UInt32) -> RasterImage {
        var pixels = base.pixels
        for index in 0..<count { pixels[index] = pixel }
        return RasterImage(width: base.width, height: base.height, pixels: pixels)
    }

    func testLabValuesOfKnownSRGBColours() {
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 under D65 (Bruce Lindbloom's calculator);
        // white is L* 100 with no colour.
        let red = ImageComparison.lab(0xffff_0000)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.02)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.05)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.05)
        let white = ImageComparison.lab(0xffff_ffff)
        XCTAssertEqual(white.l, 100, accuracy: 0.01)
        XCTAssertEqual(white.a, 0, accuracy: 0.01)
        XCTAssertEqual(white.b, 0, accuracy: 0.01)
    }

    func testDeltaE1994MatchesThePublishedExample() {
        // python-colormath's CIE 1994 accuracy case: (0.9, 16.3, -2.22) against (0.7, 14.2, -1.80) is 1.249.
        XCTAssertEqual(ImageComparison.deltaE1994((0.9, 16.3, -2.22), (0.7, 14.2, -1.80)), 1.249, accuracy: 0.001)
        // Black against white is the whole scale.
        XCTAssertEqual(ImageComparison.deltaE1994(0xff00_0000, 0xffff_ffff), 100, accuracy: 0.01)
        XCTAssertEqual(ImageComparison.deltaE1994(0xff12_3456, 0xff12_3456), 0)
    }

    func testIdenticalImagesMatchAndDifferentSizesNever() {
        let grey = image(10, 10, 0xff80_8080)
        XCTAssertTrue(ImageComparison.compare(reference: grey, new: grey).matches)
        let wider = image(11, 10, 0xff80_8080)
        let outcome = ImageComparison.compare(reference: grey, new: wider, precision: 0, perceptualPrecision: 0)
        XCTAssertEqual(outcome.failure, "Newly-taken snapshot@11×10 px does not match reference@10×10 px.")
        XCTAssertFalse(ImageComparison.compare(reference: grey, new: image(0, 0, 0)).matches)
    }

    func testPrecisionCountsDifferingComponentsAsTheLibraryDoes() {
        let grey = image(10, 10, 0xff80_8080)
        // Ten pixels with all three colour components changed: 30 of 400 components differ.
        let changed = image(grey, changing: 10, to: 0xff90_9090)
        XCTAssertEqual(ImageComparison.compare(reference: grey, new: changed).failure, "Newly-taken snapshot does not match reference.")
        XCTAssertTrue(ImageComparison.compare(reference: grey, new: changed, precision: 0.92).matches)
        let strict = ImageComparison.compare(reference: grey, new: changed, precision: 0.93)
        XCTAssertEqual(strict.failure, "Actual image precision 0.925 is less than required 0.93")
        XCTAssertEqual(strict.differingPixels, 10)
    }

    func testPerceptualPrecisionForgivesWhatTheEyeCannotTell() {
        let grey = image(10, 10, 0xff80_8080)
        // One step of grey is far below ΔE 1 (about 0.4); a step of 16 is not (about 6.5).
        let faint = image(grey, changing: 100, to: 0xff81_8181)
        XCTAssertLessThan(ImageComparison.deltaE1994(0xff80_8080, 0xff81_8181), 1)
        XCTAssertTrue(ImageComparison.compare(reference: grey, new: faint, perceptualPrecision: 0.99).matches)
        XCTAssertFalse(ImageComparison.compare(reference: grey, new: faint).matches)
        let visible = image(grey, changing: 5, to: 0xff90_9090)
        let outcome = ImageComparison.compare(reference: grey, new: visible, precision: 0.98, perceptualPrecision: 0.98)
        XCTAssertNotNil(outcome.failure)
        XCTAssertTrue(outcome.failure!.hasPrefix("The percentage of pixels that match 0.95 is less than required 0.98"), outcome.failure!)
        XCTAssertTrue(ImageComparison.compare(reference: grey, new: visible, precision: 0.95, perceptualPrecision: 0.98).matches)
    }

    func testTheDifferenceImageShowsWhereAndStretchesToWhite() {
        let grey = image(4, 1, 0xff80_8080)
        let changed = RasterImage(width: 4, height: 1, pixels: [0xff80_8080, 0xff84_8080, 0xff88_8080, 0xff80_8080])
        let difference = ImageComparison.difference(reference: grey, new: changed)
        XCTAssertEqual(difference.pixels, [0xff00_0000, 0xff80_8080, 0xffff_ffff, 0xff00_0000])
        // Another size: as large as both.
        XCTAssertEqual(ImageComparison.difference(reference: grey, new: image(2, 3, 0xff80_8080)).width, 4)
        XCTAssertEqual(ImageComparison.difference(reference: grey, new: image(2, 3, 0xff80_8080)).height, 3)
    }
}
