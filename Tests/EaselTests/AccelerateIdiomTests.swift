import XCTest
import SwiftUI
import Accelerate

// Accelerate as image-comparison and metering code uses it: an image to grey with vImage, its
// 8-bit plane to floats, then vDSP's statistics for a similarity score; and a level meter's
// root mean square with the C-style calls.

/// How alike two same-sized images are, the way a handwriting trainer scores a tracing.
private func similarity(_ first: CGImage, _ second: CGImage) throws -> Float {
    func plane(_ image: CGImage) throws -> [Float] {
        guard let rgba = vImage_CGImageFormat(cgImage: image),
              let grey = vImage_CGImageFormat(bitsPerComponent: 8, bitsPerPixel: 8, colorSpace: CGColorSpaceCreateDeviceGray(),
                                              bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue))
        else { throw vImage.Error.invalidImageFormat }
        let source = try vImage_Buffer(cgImage: image, format: rgba)
        var greyBuffer = try vImage_Buffer(width: image.width, height: image.height, bitsPerPixel: grey.bitsPerPixel)
        var floats = try vImage_Buffer(width: image.width, height: image.height, bitsPerPixel: 32)
        defer {
            source.free()
            greyBuffer.free()
            floats.free()
        }
        try vImageConverter.make(sourceFormat: rgba, destinationFormat: grey).convert(source: source, destination: &greyBuffer)
        _ = vImageConvert_Planar8toPlanarF(&greyBuffer, &floats, 1, 0, vImage_Flags(kvImageNoFlags))
        let pointer = floats.data.assumingMemoryBound(to: Float.self)
        return Array(UnsafeBufferPointer(start: pointer, count: image.width * image.height))
    }
    let x = try plane(first), y = try plane(second)
    let meanX = vDSP.mean(x), meanY = vDSP.mean(y)
    let deviationX = vDSP.standardDeviation(x), deviationY = vDSP.standardDeviation(y)
    var product = [Float](repeating: 0, count: x.count)
    let centredX = vDSP.subtract(x, [Float](repeating: meanX, count: x.count))
    let centredY = vDSP.subtract(y, [Float](repeating: meanY, count: y.count))
    vDSP_vmul(centredX, 1, centredY, 1, &product, 1, vDSP_Length(x.count))
    let covariance = vDSP.mean(product)
    let c1: Float = 0.0001, c2: Float = 0.0009
    return ((2 * meanX * meanY + c1) * (2 * covariance + c2))
        / ((meanX * meanX + meanY * meanY + c1) * (deviationX * deviationX + deviationY * deviationY + c2))
}

private struct Stroke: View {
    let offset: CGFloat
    var body: some View {
        Rectangle().fill(.black).frame(width: 8, height: 40).offset(x: offset).frame(width: 64, height: 64).background(.white)
    }
}

final class AccelerateIdiomTests: XCTestCase {
    func testTwoTracingsAreScoredWithVImageAndVDSP() throws {
        // XCTest runs tests on the main thread.
        let images = MainActor.assumeIsolated { [0, 0, 20].map { ImageRenderer(content: Stroke(offset: CGFloat($0))).cgImage } }
        let same = try XCTUnwrap(images[0]), again = try XCTUnwrap(images[1]), moved = try XCTUnwrap(images[2])
        XCTAssertEqual(try similarity(same, again), 1, accuracy: 0.0001)
        let apart = try similarity(same, moved)
        XCTAssertLessThan(apart, 0.5, "strokes in different places")
        XCTAssertGreaterThan(apart, -1)

        // The grey image back, as the app shows it.
        let format = try XCTUnwrap(vImage_CGImageFormat(bitsPerComponent: 8, bitsPerPixel: 8, colorSpace: CGColorSpaceCreateDeviceGray(),
                                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue)))
        let buffer = try vImage_Buffer(cgImage: same, format: format)
        defer { buffer.free() }
        let grey = try buffer.createCGImage(format: format)
        XCTAssertEqual([grey.width, grey.height], [same.width, same.height])
    }

    func testALevelMetersStatistics() {
        let samples: [Float] = [0.5, -0.5, 0.5, -0.5]
        var rms: Float = 0, peak: Float = 0, mean: Float = 0, deviation: Float = 0
        vDSP_rmsqv(samples, 1, &rms, vDSP_Length(samples.count))
        vDSP_maxv(samples, 1, &peak, vDSP_Length(samples.count))
        vDSP_normalize(samples, 1, nil, 1, &mean, &deviation, vDSP_Length(samples.count))
        XCTAssertEqual(rms, 0.5, accuracy: 1e-6)
        XCTAssertEqual(peak, 0.5)
        XCTAssertEqual(mean, 0, accuracy: 1e-6)
        XCTAssertEqual(deviation, 0.5, accuracy: 1e-6)
        XCTAssertEqual(vDSP.sum([1, 2, 3] as [Double]), 6)
        XCTAssertEqual(vDSP.ramp(in: 0.0...1.0, count: 5), [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(vDSP.rootMeanSquare([3, 4] as [Float]), (12.5 as Float).squareRoot(), accuracy: 1e-6)
        var difference = [Float](repeating: 0, count: 2)
        vDSP_vsub([1, 1], 1, [5, 7], 1, &difference, 1, 2)
        XCTAssertEqual(difference, [4, 6], "vDSP_vsub subtracts its first vector from its second")
    }
}
