import XCTest
import SwiftUI
import CoreImage
import Vision
import EaselRaster

// Core Image and Vision as photo apps write them: the "Instafilter" idiom (a UIImage through a
// built-in filter and a context back to a UIImage), rotating a photo by its orientation, and a
// subject-lifting helper that asks Vision for a mask (a preview finds no subject).

/// A 2×1 image: a mid-grey pixel and an opaque red one.
private func sample() -> UIImage {
    let grey: UInt32 = 0xFF80_8080, red: UInt32 = 0xFFFF_0000
    let png = PixelBuffer(uninitializedWidth: 2, height: 1)
    png.pixels[0] = grey
    png.pixels[1] = red
    return UIImage(data: png.pngData())!
}

private final class FilterModel {
    let context = CIContext()
    var intensity: Float = 1

    func apply(to image: UIImage) -> UIImage? {
        guard let input = CIImage(image: image) else { return nil }
        let filter = CIFilter.sepiaTone()
        filter.inputImage = input
        filter.intensity = intensity
        guard let output = filter.outputImage,
              let cgImage = context.createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
}

private struct SubjectLifter {
    let context = CIContext()

    func lift(_ image: CIImage) -> CIImage? {
        let request = VNGenerateForegroundInstanceMaskRequest()
        let handler = VNImageRequestHandler(ciImage: image, options: [:])
        do { try handler.perform([request]) } catch { return nil }
        guard let result = request.results?.first else { return nil }
        guard let mask = try? result.generateMaskedImage(ofInstances: result.allInstances, from: handler, croppedToInstancesExtent: true) else {
            return nil
        }
        return CIImage(cvPixelBuffer: mask)
    }
}

final class CoreImageIdiomTests: XCTestCase {
    private func colour(_ image: UIImage, x: Int) throws -> RasterColor {
        let data = try XCTUnwrap(image.pngData())
        let raster = try RasterImage.decode(data)
        return raster.color(x: x, y: 0)
    }

    func testASepiaFilterTintsGreyWarmAndKeepsTheSize() throws {
        let model = FilterModel()
        let filtered = try XCTUnwrap(model.apply(to: sample()))
        XCTAssertEqual(filtered.size, CGSize(width: 2, height: 1))
        let grey = try colour(filtered, x: 0)
        XCTAssertGreaterThan(grey.red, grey.green, "sepia: red over green")
        XCTAssertGreaterThan(grey.green, grey.blue, "green over blue")
        model.intensity = 0
        let unchanged = try colour(XCTUnwrap(model.apply(to: sample())), x: 0)
        XCTAssertEqual(unchanged.red, unchanged.blue, accuracy: 0.01, "no intensity, no tint")
    }

    func testNamedFiltersAndTheColourControls() throws {
        XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
        let input = try XCTUnwrap(CIImage(image: sample()))
        let noir = try XCTUnwrap(CIFilter(name: "CIPhotoEffectNoir"))
        noir.setValue(input, forKey: kCIInputImageKey)
        let grey = try XCTUnwrap(noir.outputImage)
        let context = CIContext(options: nil)
        let redAsGrey = try colour(UIImage(cgImage: XCTUnwrap(context.createCGImage(grey, from: grey.extent))), x: 1)
        XCTAssertEqual(redAsGrey.red, redAsGrey.green, accuracy: 0.01, "noir: no colour left")
        // A filter Easel does not apply passes its input through.
        let blurred = input.applyingGaussianBlur(sigma: 4)
        XCTAssertEqual(blurred.extent, input.extent)
    }

    func testOrientationTurnsAndCroppingCuts() throws {
        let input = try XCTUnwrap(CIImage(image: sample()))
        XCTAssertEqual(input.extent, CGRect(x: 0, y: 0, width: 2, height: 1))
        let turned = input.oriented(.right)
        XCTAssertEqual(turned.extent.size, CGSize(width: 1, height: 2))
        let context = CIContext()
        let upright = UIImage(cgImage: try XCTUnwrap(context.createCGImage(turned.oriented(.left), from: turned.oriented(.left).extent)))
        XCTAssertEqual(try colour(upright, x: 1).red, 1, accuracy: 0.01, "turned right then left: as it was")
        let red = try XCTUnwrap(context.createCGImage(input, from: CGRect(x: 1, y: 0, width: 1, height: 1)))
        XCTAssertEqual(red.width, 1)
        XCTAssertNil(context.createCGImage(input, from: CGRect(x: 5, y: 5, width: 1, height: 1)), "nothing there")
    }

    func testVisionRunsAndFindsNoSubjectOrText() throws {
        let image = try XCTUnwrap(CIImage(image: sample()))
        XCTAssertNil(SubjectLifter().lift(image))
        var finished = false
        let request = VNRecognizeTextRequest { request, error in
            let observations = request.results as? [VNRecognizedTextObservation]
            XCTAssertEqual(observations?.count, 0)
            XCTAssertNil(error)
            finished = true
        }
        request.recognitionLevel = .accurate
        try VNImageRequestHandler(cgImage: XCTUnwrap(sample().cgImage), options: [:]).perform([request])
        XCTAssertTrue(finished)
    }
}
