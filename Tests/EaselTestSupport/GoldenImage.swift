import EaselRaster
import Foundation
import XCTest

/// Compares `buffer` with the golden image `Goldens/<name>.png` beside the calling test file.
///
/// 1. Each channel of each pixel (un-premultiplied RGBA, as stored in the PNG) may differ by
///    at most `tolerance`; sizes must match exactly.
/// 2. On a mismatch the actual image and a difference image (differing pixels in red over a
///    faded copy of the golden) are written to `<package root>/.build/golden-failures/`, and
///    the failure message gives their paths and the number of differing pixels.
/// 3. With `EASEL_RECORD_GOLDENS=1` in the environment the golden is (re)written from `buffer`
///    and the test fails anyway, so a recording run can never be mistaken for a passing one.
/// 4. A missing golden fails with the command that records it.
/// (The recording switch and failure artefacts follow tiny-skia's `tests/images` and
/// swift-argument-parser's snapshot helpers.)
public func assertMatchesGolden(_ buffer: PixelBuffer, named name: String, tolerance: UInt8 = 2,
                                file: StaticString = #filePath, line: UInt = #line) {
    let testFile = URL(fileURLWithPath: "\(file)")
    let goldenFolder = testFile.deletingLastPathComponent().appendingPathComponent("Goldens")
    let goldenURL = goldenFolder.appendingPathComponent("\(name).png")
    // Step 3.
    if ProcessInfo.processInfo.environment["EASEL_RECORD_GOLDENS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try buffer.writePNG(to: goldenURL, text: [(key: "Source", value: "\(testFile.lastPathComponent) \(name)")])
            XCTFail("Recorded golden \(goldenURL.path). Recording always fails; run again without "
                    + "EASEL_RECORD_GOLDENS=1 to compare against it.", file: file, line: line)
        } catch {
            XCTFail("Could not record golden \(name): \(error)", file: file, line: line)
        }
        return
    }
    // Step 4.
    guard FileManager.default.fileExists(atPath: goldenURL.path) else {
        XCTFail("No golden image \(goldenURL.path). Look at the output, then record it with "
                + "`EASEL_RECORD_GOLDENS=1 swift test --filter <the test>` and check the PNG in.",
                file: file, line: line)
        return
    }
    let golden: RasterImage
    do {
        golden = try RasterImage.readPNG(from: goldenURL)
    } catch {
        XCTFail("Could not read golden \(name): \(error)", file: file, line: line)
        return
    }
    // Step 1.
    let comparison = GoldenComparison(actual: buffer, golden: golden, tolerance: tolerance)
    guard !comparison.matches else { return }
    // Step 2.
    let failureFolder = packageRoot(of: testFile).appendingPathComponent(".build/golden-failures")
    let actualURL = failureFolder.appendingPathComponent("\(name).actual.png")
    let diffURL = failureFolder.appendingPathComponent("\(name).diff.png")
    var written = ""
    do {
        try FileManager.default.createDirectory(at: failureFolder, withIntermediateDirectories: true)
        try buffer.writePNG(to: actualURL)
        if let diff = comparison.differenceImage {
            try diff.writePNG(to: diffURL)
            written = "\n  actual: \(actualURL.path)\n  diff:   \(diffURL.path)"
        } else {
            written = "\n  actual: \(actualURL.path)"
        }
        print("Golden mismatch for \(name):\(written)")
    } catch {
        written = "\n  (could not write the failure images: \(error))"
    }
    XCTFail("Image differs from golden \(name): \(comparison.summary)\(written)", file: file, line: line)
}

/// The folder holding Package.swift above `file`, or the file's folder if there is none.
func packageRoot(of file: URL) -> URL {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return file.deletingLastPathComponent()
}
