import XCTest
@testable import EaselText

/// The rounded design: the system stand-in's outlines with their convex corners filleted.
final class GlyphRoundingTests: XCTestCase {
    /// A 100-unit square, counter-clockwise (y up), with a 40-unit square hole running the other way.
    private let squareWithHole: [GlyphOutline.Element] = [
        .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 100, y: 0)), .line(CGPoint(x: 100, y: 100)),
        .line(CGPoint(x: 0, y: 100)), .close,
        .move(CGPoint(x: 30, y: 30)), .line(CGPoint(x: 30, y: 70)), .line(CGPoint(x: 70, y: 70)),
        .line(CGPoint(x: 70, y: 30)), .close,
    ]

    func testConvexCornersBecomeQuadraticFilletsThroughTheCorner() {
        let rounded = GlyphOutline.rounded(squareWithHole, radius: 10)
        let fillets = rounded.compactMap { element -> (CGPoint, CGPoint)? in
            if case .quadCurve(let to, let control) = element { return (to, control) }
            return nil
        }
        XCTAssertEqual(fillets.count, 4, "the outer square's four corners; the hole's corners are concave")
        XCTAssertEqual(Set(fillets.map { "\($0.1.x),\($0.1.y)" }), ["0.0,0.0", "100.0,0.0", "100.0,100.0", "0.0,100.0"])
        // Each side is cut back by the radius at both ends.
        XCTAssertEqual(rounded.first, .move(CGPoint(x: 10, y: 0)))
        XCTAssertTrue(rounded.contains(.line(CGPoint(x: 90, y: 0))))
        XCTAssertTrue(rounded.contains(.quadCurve(to: CGPoint(x: 100, y: 10), control: CGPoint(x: 100, y: 0))))
        // The hole is as it was.
        XCTAssertTrue(rounded.contains(.line(CGPoint(x: 70, y: 70))))
    }

    func testTheCutIsAtMostHalfOfEitherSide() {
        // A stem 20 units wide: its ends become two fillets meeting in the middle, a round cap.
        let stem: [GlyphOutline.Element] = [
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 20, y: 300)),
            .line(CGPoint(x: 0, y: 300)), .close,
        ]
        let rounded = GlyphOutline.rounded(stem, radius: 50)
        XCTAssertEqual(rounded.first, .move(CGPoint(x: 10, y: 0)))
        XCTAssertTrue(rounded.contains(.quadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))))
        XCTAssertTrue(rounded.contains(.quadCurve(to: CGPoint(x: 10, y: 300), control: CGPoint(x: 20, y: 300))))
    }

    func testSmoothJoinsOfCurvesStay() {
        // A circle of four cubic arcs has no corners.
        let k: CGFloat = 0.5523 * 50
        let circle: [GlyphOutline.Element] = [
            .move(CGPoint(x: 50, y: 0)),
            .curve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 50 + k, y: 0), control2: CGPoint(x: 100, y: 50 - k)),
            .curve(to: CGPoint(x: 50, y: 100), control1: CGPoint(x: 100, y: 50 + k), control2: CGPoint(x: 50 + k, y: 100)),
            .curve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 50 - k, y: 100), control2: CGPoint(x: 0, y: 50 + k)),
            .curve(to: CGPoint(x: 50, y: 0), control1: CGPoint(x: 0, y: 50 - k), control2: CGPoint(x: 50 - k, y: 0)),
            .close,
        ]
        XCTAssertEqual(GlyphOutline.rounded(circle, radius: 10), circle)
    }

    func testTheRoundedDesignKeepsTheSystemFontsMetricsAndRoundsItsInk() throws {
        let library = FontLibrary.shared
        let regular = library.face(for: FontDescriptor(size: 17))
        let rounded = library.face(for: FontDescriptor(size: 17, design: .rounded))
        XCTAssertFalse(regular === rounded)
        XCTAssertEqual(regular.roundingRadius, 0)
        XCTAssertGreaterThan(rounded.roundingRadius, 0)
        XCTAssertEqual(rounded.metrics(size: 17), regular.metrics(size: 17))
        XCTAssertNotNil(rounded.tuning, "set at SF Pro's widths, as the default design")
        // An "l" at 60 px: a plain stem, whose rounded ends lose ink in its four corners only.
        let cache = GlyphCache()
        let glyph = regular.glyph(for: "l")
        XCTAssertEqual(rounded.glyph(for: "l"), glyph)
        let sharp = try XCTUnwrap(cache.mask(face: regular, glyph: glyph, pixelSize: 60, subpixelX: 0))
        let round = try XCTUnwrap(cache.mask(face: rounded, glyph: glyph, pixelSize: 60, subpixelX: 0))
        XCTAssertEqual(round.width, sharp.width, accuracy: 1)
        XCTAssertEqual(round.height, sharp.height, accuracy: 1)
        func ink(_ mask: GlyphMask) -> Int { mask.coverage.reduce(0) { $0 + Int($1) } }
        XCTAssertLessThan(ink(round), ink(sharp))
        XCTAssertGreaterThan(Double(ink(round)), Double(ink(sharp)) * 0.95)
        // The top rows of the stem: a flat end covers them across, a round cap in the middle only.
        func topInk(_ mask: GlyphMask) -> Int { ink(GlyphMask(width: mask.width, height: 2, left: 0, top: 0, coverage: Array(mask.coverage.prefix(2 * mask.width)))) }
        XCTAssertLessThan(Double(topInk(round)), Double(topInk(sharp)) * 0.85, "\(topInk(round)) of \(topInk(sharp))")
        // The middle of the stem is solid in both.
        let middle = (round.height / 2) * round.width + round.width / 2
        XCTAssertEqual(round.coverage[middle], 255)
    }

    func testLargeGlyphsDrawnAsPathsAreRoundedToo() throws {
        let rounded = FontLibrary.shared.face(for: FontDescriptor(size: 17, design: .rounded))
        let outline = try XCTUnwrap(rounded.outline(of: rounded.glyph(for: "l")))
        XCTAssertEqual(outline.elements.filter { if case .quadCurve = $0 { return true } else { return false } }.count, 4)
    }
}
