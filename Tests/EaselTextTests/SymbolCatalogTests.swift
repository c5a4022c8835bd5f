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
        XCTAssertEqual(symbol.advance, em, accuracy: 1e-9, "Material icons are one em wide")
        XCTAssertEqual(symbol.ascent + symbol.descent, em, accuracy: 1e-9)
        XCTAssertEqual((symbol.ascent - symbol.descent) / 2, capHeight / 2, accuracy: 1e-9,
                       "centred on the middle of the cap height")
        XCTAssertEqual(symbol.glyphOffset.y, symbol.descent, accuracy: 1e-9,
                       "the icon's baseline is the bottom of its box")
    }

    func testSymbolScalesWithFontSize() throws {
        let small = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.fill", font: body))
        let large = try XCTUnwrap(SymbolCatalog.glyph(named: "heart.fill", font: body.withSize(34)))
        XCTAssertEqual(large.size, small.size * 2, accuracy: 1e-9)
        XCTAssertEqual(large.advance, small.advance * 2, accuracy: 1e-9)
        XCTAssertEqual(large.ascent, small.ascent * 2, accuracy: 1e-9)
    }
}
