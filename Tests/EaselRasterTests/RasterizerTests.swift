import EaselRaster
import XCTest

/// Compositing, clips, layers, images, masks and bad input, end to end.
final class RasterizerTests: XCTestCase {
    let halfRed = RasterColor(red: 1, green: 0, blue: 0, alpha: 0.5)

    func testSourceOverOnStoredValues() {
        // 50 % red over opaque white: alpha 0.5 is stored as 128, which leaves 127/255 of the
        // white: red 128 + 127 = 255, green and blue 127.
        let buffer = render(width: 2, height: 2, fill: .white) { $0.fill(rect(0, 0, 2, 2), with: .solid(halfRed)) }
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0xFFFF_7F7F)
    }

    func testOpacityGroupFadesOverlappingSquaresAsOne() {
        func squares(_ list: inout DrawList, opacity: Double) {
            list.fill(rect(0, 0, 6, 6), with: .solid(RasterColor(red: 1, green: 0, blue: 0, alpha: opacity)))
            list.fill(rect(3, 0, 6, 6), with: .solid(RasterColor(red: 1, green: 0, blue: 0, alpha: opacity)))
        }
        let grouped = render(width: 10, height: 6) {
            $0.append(.beginLayer(opacity: 0.5))
            squares(&$0, opacity: 1)
            $0.append(.endLayer)
        }
        let separate = render(width: 10, height: 6) { squares(&$0, opacity: 0.5) }
        // In the group the overlap (x 3..<6) is as transparent as the rest: alpha 128.
        XCTAssertEqual(grouped.premultipliedPixel(x: 4, y: 2), 0x8080_0000)
        XCTAssertEqual(grouped.premultipliedPixel(x: 1, y: 2), 0x8080_0000)
        // Without it the overlap compounds: 128 + 128·127/255 = 192 (0.75 in 8 bits).
        XCTAssertEqual(separate.premultipliedPixel(x: 4, y: 2) >> 24, 192)
        XCTAssertEqual(separate.premultipliedPixel(x: 1, y: 2) >> 24, 128)
    }

    func testClipLimitsDrawingAndPopRestoresIt() {
        let buffer = render(width: 10, height: 10) {
            $0.append(.pushClip(rect(2, 2, 4, 4), .nonZero, transform: .identity))
            $0.fill(rect(0, 0, 10, 10), with: .solid(.black))
            $0.append(.popClip)
            $0.fill(rect(8, 8, 2, 2), with: .solid(.white))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 3, y: 3), 0xFF00_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 3), 0)
        XCTAssertEqual(buffer.premultipliedPixel(x: 6, y: 3), 0)
        XCTAssertEqual(buffer.premultipliedPixel(x: 9, y: 9), 0xFFFF_FFFF)
    }

    func testAntialiasedClipEdgeScalesCoverage() {
        let buffer = render(width: 10, height: 4) {
            $0.append(.pushClip(rect(0, 0, 4.5, 4), .nonZero, transform: .identity))
            $0.fill(rect(0, 0, 10, 4), with: .solid(.black))
            $0.append(.popClip)
        }
        XCTAssertEqual(buffer.pixel(x: 4, y: 1).alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: 1), 0)
    }

    func testNestedClipsIntersect() {
        var circle = RasterPath()
        circle.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let buffer = render(width: 20, height: 20) {
            $0.append(.pushClip(circle, .nonZero, transform: .identity))
            $0.append(.pushClip(rect(10, 0, 10, 20), .nonZero, transform: .identity))
            $0.fill(rect(0, 0, 20, 20), with: .solid(.black))
            $0.append(.popClip)
            $0.append(.popClip)
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 15, y: 10), 0xFF00_0000)  // in both
        XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: 10), 0)              // circle only
        XCTAssertEqual(buffer.premultipliedPixel(x: 19, y: 0), 0)              // rectangle only
    }

    func testImageDrawnOneToOneCopiesPixels() {
        let image = RasterImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])
        let buffer = render(width: 4, height: 4) {
            $0.append(.image(image, destination: CGRect(x: 1, y: 1, width: 2, height: 2), opacity: 1, transform: .identity))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 1), 0xFFFF_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 2, y: 1), 0xFF00_FF00)
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 2), 0xFF00_00FF)
        XCTAssertEqual(buffer.premultipliedPixel(x: 2, y: 2), 0x8080_8080)
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0)
    }

    func testImageStretchedIsBilinearlyInterpolated() {
        // Black and white pixels stretched to 4 wide: sample positions −0.25, 0.25, 0.75, 1.25
        // give 0, 0.25, 0.75, 1 of the way to white.
        let image = RasterImage(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF])
        let buffer = render(width: 4, height: 1) {
            $0.append(.image(image, destination: CGRect(x: 0, y: 0, width: 4, height: 1), opacity: 1, transform: .identity))
        }
        let greys = (0..<4).map { buffer.premultipliedPixel(x: $0, y: 0) & 0xFF }
        XCTAssertEqual(greys, [0, 64, 191, 255])
    }

    func testImageOpacity() {
        let image = RasterImage(width: 1, height: 1, pixels: [0xFFFF_FFFF])
        let buffer = render(width: 1, height: 1) {
            $0.append(.image(image, destination: CGRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5, transform: .identity))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0x8080_8080)
    }

    func testCoverageMasksPaintThroughTheirValues() {
        let mask = CoverageMask(width: 3, height: 1, pixels: [255, 128, 0])
        let buffer = render(width: 5, height: 3) {
            $0.append(.masks([PlacedMask(mask: mask, x: 1, y: 1)], .solid(.black), transform: .identity))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 1), 0xFF00_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 2, y: 1), 0x8000_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 3, y: 1), 0)
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 0), 0)
    }

    func testResultDoesNotDependOnThreadCount() {
        var list = DrawList()
        for index in 0..<20 {
            var circle = RasterPath()
            circle.addEllipse(in: CGRect(x: Double(index) * 3.3, y: Double(index) * 2.1, width: 30, height: 25))
            list.fill(circle, with: .solid(RasterColor(red: Double(index) / 20, green: 0.5, blue: 0.2, alpha: 0.6)))
        }
        let one = PixelBuffer(width: 97, height: 71), three = PixelBuffer(width: 97, height: 71)
        Rasterizer.render(list, into: one, threads: 1)
        Rasterizer.render(list, into: three, threads: 3)
        XCTAssertEqual(one.pixelArray, three.pixelArray)
    }

    /// Clearing band by band gives what filling the buffer first gives, for any thread count,
    /// and an empty list still clears.
    func testClearingToABackgroundMatchesAFilledBuffer() {
        let white = RasterColor(red: 1, green: 1, blue: 1, alpha: 1)
        var list = DrawList()
        var square = RasterPath()
        square.addRect(CGRect(x: 10.5, y: 5, width: 40, height: 50))
        list.fill(square, with: .solid(halfRed))
        let filled = PixelBuffer(width: 64, height: 64, fill: white)
        Rasterizer.render(list, into: filled, threads: 1)
        for threads in [1, 2, 5] {
            let cleared = PixelBuffer(uninitializedWidth: 64, height: 64)
            Rasterizer.render(list, into: cleared, threads: threads, clearingTo: white)
            XCTAssertEqual(cleared.pixelArray, filled.pixelArray, "\(threads) threads")
        }
        let empty = PixelBuffer(uninitializedWidth: 8, height: 8)
        Rasterizer.render(DrawList(), into: empty, clearingTo: white)
        XCTAssertTrue(empty.pixelArray.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    func testNonFiniteHugeAndEmptyInputDrawOnlyWhatIsValid() {
        RasterDiagnostics.reset { _ in }
        defer { RasterDiagnostics.reset() }
        var nanPath = RasterPath()
        nanPath.moveTo(.nan, 0); nanPath.lineTo(5, .infinity); nanPath.lineTo(3, 3)
        var huge = RasterPath()
        huge.moveTo(-1e9, -1e9); huge.lineTo(1e9, -1e9); huge.lineTo(1e9, 1e9); huge.close()
        var many = RasterPath()
        many.moveTo(0, 0)
        for index in 0..<1_000_000 { many.lineTo(CGFloat(index % 7), CGFloat(index % 5) + 100) }
        let buffer = render(width: 10, height: 10) {
            $0.fill(nanPath, with: .solid(.white))
            $0.fill(rect(4, 4, 0, 0), with: .solid(.white))
            $0.stroke(rect(4, 4, 0, 0), style: RasterStrokeStyle(lineWidth: 0), with: .solid(.white))
            $0.fill(many, with: .solid(.white))  // all below the buffer
            $0.fill(huge, with: .solid(.black), transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            $0.fill(huge, with: .solid(.black))
        }
        // The huge triangle's diagonal y = x splits the buffer: above it black, below clear.
        XCTAssertEqual(buffer.premultipliedPixel(x: 8, y: 1), 0xFF00_0000)
        XCTAssertEqual(buffer.premultipliedPixel(x: 1, y: 8), 0)
        XCTAssertTrue(RasterDiagnostics.reportedKinds.contains(.nonFiniteGeometry))
    }

    func testHugeStrokeFinishes() {
        var line = RasterPath()
        line.moveTo(-1e9, 5); line.lineTo(1e9, 5)
        let buffer = render(width: 10, height: 10) {
            $0.stroke(line, style: RasterStrokeStyle(lineWidth: 2, dash: [0.5, 0.5]), with: .solid(.black))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: 4) >> 24, 255)
        XCTAssertEqual(buffer.premultipliedPixel(x: 5, y: 7), 0)
    }

    func testUnbalancedCommandsAreRepairedWithWarnings() {
        RasterDiagnostics.reset { _ in }
        defer { RasterDiagnostics.reset() }
        let buffer = render(width: 4, height: 4) {
            $0.append(.popClip)
            $0.append(.endLayer)
            $0.append(.beginLayer(opacity: 0.5))
            $0.fill(rect(0, 0, 4, 4), with: .solid(.black))
        }
        XCTAssertEqual(buffer.premultipliedPixel(x: 0, y: 0), 0x8000_0000)
        XCTAssertTrue(RasterDiagnostics.reportedKinds.isSuperset(of: [.unbalancedClip, .unbalancedLayer]))
    }
}
