import EaselRaster
import XCTest

final class PNGCodecTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.removeItem(at: folder)
    }

    func testRoundTripKeepsOpaqueAndTranslucentPixels() throws {
        let buffer = PixelBuffer(width: 3, height: 2)
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0x8040_2010, 0, 0x0101_0101, 0xFFFF_FFFF]
        for (index, pixel) in pixels.enumerated() { buffer.pixels[index] = pixel }
        let url = folder.appendingPathComponent("round.png")
        try buffer.writePNG(to: url)
        let image = try RasterImage.readPNG(from: url)
        XCTAssertEqual(image.width, 3)
        XCTAssertEqual(image.height, 2)
        // Un-premultiplying and premultiplying again is exact for these values.
        XCTAssertEqual(image.pixels, pixels)
    }

    func testOpaqueRoundTripIsExact() throws {
        let buffer = PixelBuffer(width: 16, height: 16)
        for index in 0..<256 { buffer.pixels[index] = 0xFF00_0000 | UInt32(index) << 16 | UInt32(255 - index) }
        let url = folder.appendingPathComponent("opaque.png")
        try buffer.writePNG(to: url)
        XCTAssertEqual(try RasterImage.readPNG(from: url).pixels, buffer.pixelArray)
    }

    /// A large image is compressed in strips, one per thread, joined into one zlib stream: it
    /// reads back exactly (libpng checks every chunk's CRC and zlib the stream's Adler-32), for
    /// any number of strips, in both colour types.
    func testImagesCompressedInStripsReadBackExactly() throws {
        for (width, height, opaque) in [(700, 900, true), (600, 700, false)] {
            let buffer = PixelBuffer(width: width, height: height)
            var generator = SplitMix(seed: UInt64(width))
            for index in 0..<(width * height) {
                // Smooth rows with noise: compressible, so matches cross the strips' seams.
                let noise = UInt32(truncatingIfNeeded: generator.next() % 7)
                let value = UInt32((index / width) & 0xF7) &+ noise  // at most 253
                buffer.pixels[index] = 0xFF00_0000 | value << 16 | value << 8 | (255 - value)
            }
            // One transparent pixel makes the image RGBA (0 and 255 alphas round-trip exactly).
            if !opaque { buffer.pixels[width * height / 2] = 0 }
            let single = buffer.pngData(threads: 1), striped = buffer.pngData(threads: 3)
            XCTAssertNotEqual(single, striped, "three strips make a different (but equivalent) stream")
            for (name, data) in [("single", single), ("striped", striped)] {
                let url = folder.appendingPathComponent("\(name)-\(opaque).png")
                try data.write(to: url)
                XCTAssertEqual(try RasterImage.readPNG(from: url).pixels, buffer.pixelArray, "\(name), opaque: \(opaque)")
            }
            XCTAssertLessThan(Double(striped.count), Double(single.count) * 1.01, "the seams cost almost nothing")
        }
    }

    func testTextChunksAreWritten() throws {
        let url = folder.appendingPathComponent("text.png")
        try PixelBuffer(width: 1, height: 1).writePNG(to: url, text: [(key: "Title", value: "Hello"),
                                                                       (key: "Device", value: "iphone-16")])
        let bytes = try Data(contentsOf: url)
        // A tEXt chunk holds keyword, NUL, text.
        XCTAssertNotNil(bytes.range(of: Data("tEXtTitle\u{0}Hello".utf8)))
        XCTAssertNotNil(bytes.range(of: Data("tEXtDevice\u{0}iphone-16".utf8)))
    }

    func testUnwritableFolderThrowsAClearError() throws {
        // Root ignores permission bits, so as root use a folder no one can create files in.
        let unwritable: URL
        if isPermissionEnforced() {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            unwritable = folder
        } else {
            unwritable = URL(fileURLWithPath: "/proc/self")
        }
        let url = unwritable.appendingPathComponent("out.png")
        XCTAssertThrowsError(try PixelBuffer(width: 2, height: 2).writePNG(to: url)) { error in
            XCTAssertTrue("\(error)".contains(url.path), "\(error)")
            XCTAssertTrue("\(error)".contains("writable"), "\(error)")
        }
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: unwritable.path).contains { $0.hasSuffix(".tmp") })
    }

    func testFailedRenameLeavesNoTemporaryFile() throws {
        // The temporary file can be written, but it cannot replace a non-empty folder.
        let target = folder.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try PixelBuffer(width: 2, height: 2).writePNG(to: target)) { error in
            XCTAssertTrue("\(error)".contains(target.path), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taken.png"])
    }

    func testMissingFolderThrowsAClearError() {
        let url = folder.appendingPathComponent("no/such/folder/out.png")
        XCTAssertThrowsError(try PixelBuffer(width: 2, height: 2).writePNG(to: url)) { error in
            XCTAssertEqual((error as? PNGError).map { if case .cannotWrite = $0 { return true } else { return false } }, true)
            XCTAssertTrue("\(error)".contains("no/such/folder/out.png"))
        }
    }

    func testReadingANonPNGThrows() throws {
        let url = folder.appendingPathComponent("fake.png")
        try Data("not a png".utf8).write(to: url)
        XCTAssertThrowsError(try RasterImage.readPNG(from: url)) { error in
            guard case .invalidPNG = error as? PNGError else { return XCTFail("unexpected \(error)") }
        }
    }

    /// Root ignores permission bits; probe whether this process does too.
    private func isPermissionEnforced() -> Bool {
        let probe = folder.appendingPathComponent("probe")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: probe.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: probe.path)
            try? FileManager.default.removeItem(at: probe)
        }
        return !FileManager.default.createFile(atPath: probe.appendingPathComponent("x").path, contents: Data())
    }
}

/// A PNG cannot hold no pixels: writing an empty buffer throws instead of libpng aborting.
final class PNGEmptyImageTests: XCTestCase {
    func testAnEmptyBufferIsRefusedWithAnErrorNamingThePath() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-empty-\(UUID().uuidString).png")
        XCTAssertThrowsError(try PixelBuffer(width: 0, height: 3).writePNG(to: url, text: [])) { error in
            XCTAssertTrue("\(error)".contains(url.path), "\(error)")
            XCTAssertTrue("\(error)".contains("holds no pixel"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}
