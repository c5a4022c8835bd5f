import XCTest
@testable import EaselRaster

/// The quad-at-a-time sweep against an independent reference: each pixel's coverage measured
/// by point sampling (`RasterPath.contains`, 8 × 8 samples per pixel, so within 1/8 of
/// the exact area), on buffers whose widths are not multiples of four, with shapes cut by the
/// buffer's sides and by clip rectangles, so quads straddle every kind of boundary.
final class CoverageSweepTests: XCTestCase {
    private func polygon(_ points: [(Double, Double)]) -> RasterPath {
        var path = RasterPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.moveTo(point.0, point.1) } else { path.lineTo(point.0, point.1) }
        }
        path.close()
        return path
    }

    /// The sampled alpha of every pixel of `path` within `clip` (whole pixels).
    private func reference(_ path: RasterPath, width: Int, height: Int, evenOdd: Bool,
                           clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> [Double] {
        let samples = 8
        var alphas = [Double](repeating: 0, count: width * height)
        for y in max(clip.minY, 0)..<min(clip.maxY, height) {
            for x in max(clip.minX, 0)..<min(clip.maxX, width) {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let point = CGPoint(x: Double(x) + (Double(sx) + 0.5) / Double(samples),
                                            y: Double(y) + (Double(sy) + 0.5) / Double(samples))
                        if path.contains(point, evenOdd: evenOdd) { inside += 1 }
                    }
                }
                alphas[y * width + x] = Double(inside) / Double(samples * samples)
            }
        }
        return alphas
    }

    private func assertMatchesReference(_ path: RasterPath, evenOdd: Bool = false,
                                        clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil,
                                        line: UInt = #line) {
        let width = 37, height = 23
        let buffer = render(width: width, height: height, threads: 1) { list in
            if let clip {
                list.append(.pushClip(rect(CGFloat(clip.minX), CGFloat(clip.minY), CGFloat(clip.maxX - clip.minX),
                                           CGFloat(clip.maxY - clip.minY)), .nonZero, transform: .identity))
            }
            list.fill(path, with: .solid(.black), rule: evenOdd ? .evenOdd : .nonZero)
            if clip != nil { list.append(.popClip) }
        }
        let expected = reference(path, width: width, height: height, evenOdd: evenOdd,
                                 clip: clip ?? (0, 0, width, height))
        var worst = 0.0, worstPixel = (0, 0), total = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let error = abs(Double(buffer.premultipliedPixel(x: x, y: y) >> 24) / 255 - expected[y * width + x])
                total += error
                if error > worst { (worst, worstPixel) = (error, (x, y)) }
            }
        }
        XCTAssertLessThanOrEqual(worst, 1.0 / 8 + 0.01, "worst pixel \(worstPixel)", line: line)
        XCTAssertLessThan(total / Double(width * height), 0.01, "mean error", line: line)
    }

    func testTrianglesMatchSampledCoverage() {
        assertMatchesReference(polygon([(3.3, 1.2), (30.7, 8.9), (9.1, 21.6)]))
        // Thin slivers: many rows whose edges fall in one quad or in neighbouring quads.
        assertMatchesReference(polygon([(1.5, 0.5), (35.2, 2.7), (2.9, 5.1)]))
        assertMatchesReference(polygon([(17.25, 0.0), (18.75, 23.0), (17.9, 23.0)]))
    }

    func testShapesCutByTheBufferSidesMatchSampledCoverage() {
        // Past the left and right sides: coverage flows from the left border and runs on to
        // the last column.
        assertMatchesReference(polygon([(-20, 3.5), (60, 1.25), (50, 19.75), (-5, 22.5)]))
        assertMatchesReference(polygon([(20.5, -4), (45, 11.3), (20.5, 30)]))
    }

    func testClipRectanglesCutQuadsMatchSampledCoverage() {
        let diamond = polygon([(18.4, -2), (40, 11.5), (18.4, 25), (-3, 11.5)])
        assertMatchesReference(diamond, clip: (5, 3, 30, 20))
        assertMatchesReference(diamond, clip: (6, 2, 7, 21))    // One column.
        assertMatchesReference(diamond, clip: (13, 0, 35, 23))  // Starts mid-quad, ends near the side.
    }

    func testConcaveStarAndEvenOddHoleMatchSampledCoverage() {
        // A five-point star outline (concave, edges never crossing: where edges cross inside a
        // pixel, accumulated area is not the covered area, for this method as for font-rs).
        var points: [(Double, Double)] = []
        for k in 0..<10 {
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
            let radius = k % 2 == 0 ? 1.0 : 0.45
            points.append((18.3 + 15 * radius * cos(angle), 12.1 + 11 * radius * sin(angle)))
        }
        assertMatchesReference(polygon(points))
        // Two rings wound the same way: even-odd leaves the inner one empty, non-zero fills it.
        var rings = polygon([(2.2, 1.7), (34.6, 1.7), (34.6, 21.3), (2.2, 21.3)])
        rings.moveTo(9.5, 6.25); rings.lineTo(27.75, 6.25); rings.lineTo(27.75, 16.5); rings.lineTo(9.5, 16.5); rings.close()
        assertMatchesReference(rings, evenOdd: true)
        assertMatchesReference(rings, evenOdd: false)
    }

    /// The four-lane coverage rules give what their one-lane forms give, sums of either sign,
    /// past 1 and on rounding ties included.
    func testFourLaneCoverageMatchesOneLane() {
        var generator = SplitMix(seed: 7)
        var sums: [Float] = [0, 0.5 / 255, 1.5 / 255, 0.5, -0.5, 1, -1, 1.0001, 2.5, -3.75, 127.5 / 255, 1e-7]
        for _ in 0..<400 { sums.append(Float(Int64(bitPattern: generator.next()) % 8000) / 1000) }
        func check<Rule: CoverageRule>(_ rule: Rule.Type) {
            for start in Swift.stride(from: 0, to: sums.count - 3, by: 4) {
                let lanes = SIMD4(sums[start], sums[start + 1], sums[start + 2], sums[start + 3])
                let expected = SIMD4(Rule.coverage(lanes[0]), Rule.coverage(lanes[1]),
                                     Rule.coverage(lanes[2]), Rule.coverage(lanes[3]))
                XCTAssertEqual(Rule.coverages(lanes), expected, "\(Rule.self) at \(lanes)")
            }
        }
        check(NonZeroCoverage.self)
        check(EvenOddCoverage.self)
        check(AliasedNonZeroCoverage.self)
        check(AliasedEvenOddCoverage.self)
        XCTAssertEqual(NonZeroCoverage.coverage(0.5), 128)  // 127.5 rounds to the even 128.
        XCTAssertEqual(NonZeroCoverage.coverage(-2), 255)
        XCTAssertEqual(EvenOddCoverage.coverage(2), 0)
        XCTAssertEqual(EvenOddCoverage.coverage(-1.25), 191)  // 0.75 × 255 = 191.25.
    }
}
