import XCTest
@testable import EaselText

final class SymbolCatalogTests: XCTestCase {
    private let body = FontDescriptor(size: 17)

    func testSeedSymbolsResolveToMaterialGlyphs() throws {
        for name in ["star.fill", "arrow.right.square", "mic.circle"] {
            let symbol = try XCTUnwrap(SymbolCatalog.glyph(named: name, font: body), name)
            XCTAssertNotEqual(symbol.glyph, 0, name)
            XCTAssertEqual(symbol.face.familyName, "Material Icons")
        }
        XCTAssertEqual(SymbolCatalog.materialName(for: "star.fill"), "star")
        XCTAssertEqual(SymbolCatalog.materialName(for: "star"), "star_border")
    }

    func testUnknownNameIsNil() {
        XCTAssertNil(SymbolCatalog.glyph(named: "no.such.symbol", font: body))
        XCTAssertNil(SymbolCatalog.codepoint(named: "no.such.symbol"))
    }

    /// Every code point in the table is the glyph the font's own ligature gives the Material
    /// name: shaping "star" with Material Icons yields the icon (the font's `rlig` feature).
    func testEveryCodePointMatchesTheFontsLigatureForItsName() throws {
        XCTAssertGreaterThanOrEqual(SymbolCatalog.names.count, 60)
        let face = try XCTUnwrap(FontLibrary.shared.symbolFace)
        for name in SymbolCatalog.names {
            let material = try XCTUnwrap(SymbolCatalog.materialName(for: name))
            let codepoint = try XCTUnwrap(SymbolCatalog.codepoint(named: name))
            let byCodepoint = face.glyph(for: Unicode.Scalar(codepoint)!)
            let scalars = material.unicodeScalars.map(\.value)
            let byLigature = face.harfBuzz.shape(scalars, range: 0..<scalars.count, features: [])
            XCTAssertNotEqual(byCodepoint, 0, name)
            XCTAssertEqual(byLigature.ids, [byCodepoint], "\(name) → \(material)")
        }
    }

    /// `mic.circle` (the seed's symbol) is a ring with a microphone inside, as in SF Symbols;
    /// the inner icon's code point is the one its Material name shapes to. Filled containers
    /// cut their icon out; square containers are rounded squares.
    func testContainerSymbolsDrawTheirIconInsideTheContainer() throws {
        let face = try XCTUnwrap(FontLibrary.shared.symbolFace)
        let symbol = try XCTUnwrap(SymbolCatalog.glyph(named: "mic.circle", font: body))
        XCTAssertEqual(symbol.materialName, "radio_button_unchecked")
        let inner = try XCTUnwrap(symbol.innerGlyph)
        let micByLigature = face.harfBuzz.shape("mic".unicodeScalars.map(\.value), range: 0..<3, features: [])
        XCTAssertEqual(micByLigature.ids, [inner])
        XCTAssertEqual(symbol.innerScale, SymbolCatalog.circledContentScale)
        XCTAssertFalse(symbol.knocksOut)
        XCTAssertNil(try XCTUnwrap(SymbolCatalog.glyph(named: "star.fill", font: body)).innerGlyph)
        let filled = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.circle.fill", font: body))
        XCTAssertEqual(filled.materialName, "lens")
        XCTAssertTrue(filled.knocksOut)
        let square = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.square.fill", font: body))
        XCTAssertEqual(square.outerScale, 1.5)
        for kind in [SymbolCatalog.Container.circle, .circleFill, .square, .squareFill] {
            let scalars = kind.glyph.material.unicodeScalars.map(\.value)
            XCTAssertEqual(face.harfBuzz.shape(scalars, range: 0..<scalars.count, features: []).ids,
                           [face.glyph(for: Unicode.Scalar(kind.glyph.codepoint)!)], kind.rawValue)
        }
    }

    /// The table is a data file under `assets/`: every line of it is an entry (none is dropped
    /// by a typo), comments are skipped.
    func testTheTableFileIsReadWhole() throws {
        let file = AssetLocator.assetsDirectory().appendingPathComponent(SymbolCatalog.tablePath)
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertEqual(SymbolCatalog.names.count, lines.count)
        let parsed = SymbolCatalog.parse("# a comment\nstar star_border E83A -\nbroken line\nheart.circle favorite E87D circle\n")
        XCTAssertEqual(parsed.count, 2)
        XCTAssertEqual(parsed["heart.circle"]?.container, .circle)
        XCTAssertEqual(parsed["star"]?.codepoint, 0xE83A)
    }

    /// The catalog covers the names real screens use most (counted in public SwiftUI code).
    func testCommonNamesAreKnown() {
        XCTAssertGreaterThanOrEqual(SymbolCatalog.names.count, 1000)
        for name in ["info.circle", "trash", "doc.on.doc", "arrow.clockwise", "xmark.circle", "gearshape",
                     "exclamationmark.triangle", "chevron.right", "plus", "magnifyingglass", "house.fill",
                     "person.crop.circle", "bell.slash", "square.and.arrow.up", "checkmark.circle.fill"] {
            XCTAssertNotNil(SymbolCatalog.codepoint(named: name), name)
        }
    }

    func testSizeFollowsTheCapHeightRule() throws {
        let symbol = try XCTUnwrap(SymbolCatalog.glyph(named: "star.fill", font: body))
        let capHeight = FontLibrary.shared.metrics(for: body).capHeight
        let em = capHeight * 1.42 * 24 / 20
        XCTAssertEqual(symbol.size, em, accuracy: 1e-9)
        XCTAssertLessThan(symbol.advance, em * 0.9, "as wide as the ink, without Material's margins")
        XCTAssertEqual(symbol.ascent + symbol.descent, em, accuracy: 1e-9)
        XCTAssertEqual((symbol.ascent - symbol.descent) / 2, capHeight / 2, accuracy: 1e-9,
                       "centred on the middle of the cap height")
        XCTAssertEqual(symbol.glyphOffset.y, symbol.descent, accuracy: 1e-9,
                       "the icon's baseline is the bottom of its box")
    }

    /// SF Symbols' frames are as wide as their ink (`SymbolCatalog`, step 4): on an iPhone
    /// simulator `checkmark.circle.fill` beside body text takes 17 pt (swift-snapshot-testing's
    /// `testSwiftUIView_iOS` reference: the circle's ink starts at the padding and the text 8 pt
    /// after 17 pt), a chevron is narrow, and the drawn ink starts at the frame's leading edge.
    func testFrameIsAsWideAsTheInk() throws {
        let circle = try XCTUnwrap(SymbolCatalog.glyph(named: "checkmark.circle.fill", font: body))
        XCTAssertEqual(circle.advance, 17, accuracy: 0.15)
        let chevron = try XCTUnwrap(SymbolCatalog.glyph(named: "chevron.right", font: body))
        XCTAssertLessThan(chevron.advance, 10)
        for symbol in [circle, chevron] {
            let outline = try XCTUnwrap(symbol.face.outline(of: symbol.glyph))
            let ink = try XCTUnwrap(outline.horizontalInk)
            let left = Double(symbol.glyphOffset.x) + ((1 - Double(symbol.outerScale)) / 2 + ink.lowerBound * Double(symbol.outerScale)) * Double(symbol.size)
            XCTAssertEqual(left, 0, accuracy: 1e-9, symbol.name)
        }
    }

    /// A curve's extreme counts, not its control point: a quadratic bulging to x = 50 from
    /// control 100, and a cubic whose controls reach -30 and 130 but whose curve stays within.
    func testHorizontalInkFollowsCurvesNotControlPoints() throws {
        let quad = GlyphOutline(elements: [.move(CGPoint(x: 0, y: 0)), .quadCurve(to: CGPoint(x: 0, y: 100), control: CGPoint(x: 100, y: 50)), .close],
                                unitsPerEm: 100)
        let quadInk = try XCTUnwrap(quad.horizontalInk)
        XCTAssertEqual(quadInk.lowerBound, 0, accuracy: 1e-12)
        XCTAssertEqual(quadInk.upperBound, 0.5, accuracy: 1e-12)
        let cubic = GlyphOutline(elements: [.move(CGPoint(x: 0, y: 0)),
                                            .curve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: -30, y: 50), control2: CGPoint(x: 130, y: 50))],
                                 unitsPerEm: 100)
        let cubicInk = try XCTUnwrap(cubic.horizontalInk)
        XCTAssertGreaterThan(cubicInk.lowerBound, -0.1)
        XCTAssertLessThan(cubicInk.lowerBound, 0)
        XCTAssertLessThan(cubicInk.upperBound, 1.1)
        XCTAssertNil(GlyphOutline(elements: [], unitsPerEm: 100).horizontalInk)
    }

    func testSymbolScalesWithFontSize() throws {
        let small = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.fill", font: body))
        let large = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.fill", font: body.withSize(34)))
        XCTAssertEqual(large.size, small.size * 2, accuracy: 1e-9)
        XCTAssertEqual(large.advance, small.advance * 2, accuracy: 1e-9)
        XCTAssertEqual(large.ascent, small.ascent * 2, accuracy: 1e-9)
    }
}
