import EaselRaster
import XCTest

final class RasterColorTests: XCTestCase {
    func testBufferStoresPremultipliedArgb() {
        let buffer = PixelBuffer(width: 1, height: 1, fill: RasterColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        // 0.5·255 = 127.5 rounds to 128; green 0.25·255 = 63.75 rounds to 64.
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0x8080_4000)
        XCTAssertEqual(buffer.withUnsafeBytes { Array($0) }, [0x00, 0x40, 0x80, 0x80])  // B, G, R, A in memory
        let color = buffer.pixel(x: 0, y: 0)
        XCTAssertEqual(color.red, 1, accuracy: 0.01)
        XCTAssertEqual(color.green, 0.5, accuracy: 0.01)
        XCTAssertEqual(color.alpha, 0.5, accuracy: 0.01)
    }

    func testOutOfRangeComponentsAreClampedWithOneWarning() {
        var messages: [String] = []
        RasterDiagnostics.reset { messages.append($0) }
        defer { RasterDiagnostics.reset() }
        let buffer = PixelBuffer(width: 1, height: 1, fill: RasterColor(red: 2, green: -1, blue: .nan, alpha: 1))
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0xFFFF_0000)
        _ = PixelBuffer(width: 1, height: 1, fill: RasterColor(red: 3, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("clamped"))
    }
}
