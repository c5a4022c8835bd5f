import XCTest
@testable import EaselText

final class FontLibraryTests: XCTestCase {
    func testSystemFontPicksTheBundledInterOfTheNearestWeight() {
        let library = FontLibrary.shared
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 700)).path, TestFonts.path("Inter-Bold.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 100)).path, TestFonts.path("Inter-Thin.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 900)).path, TestFonts.path("Inter-Black.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 640)).path, TestFonts.path("Inter-SemiBold.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 660)).path, TestFonts.path("Inter-Bold.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(italic: true)).path, TestFonts.path("Inter-Italic.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 700, italic: true)).path,
                       TestFonts.path("Inter-BoldItalic.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(family: "SF Pro")).path, TestFonts.path("Inter-Regular.otf"))
        XCTAssertEqual(library.face(for: FontDescriptor(family: "Inter", weight: 700)).path,
                       TestFonts.path("Inter-Bold.otf"), "Font.custom(\"Inter\") uses the bundled files")
    }

    func testEveryBundledInterFileOpens() {
        for weight in stride(from: 100, through: 900, by: 100) {
            for italic in [false, true] {
                let face = FontLibrary.shared.face(for: FontDescriptor(weight: weight, italic: italic))
                XCTAssertEqual(face.familyName, "Inter", "weight \(weight) italic \(italic)")
                XCTAssertTrue(face.path.hasPrefix(TestFonts.directory.path))
            }
        }
    }

    func testSameDescriptorGivesTheSameFaceAtAnySize() {
        let library = FontLibrary.shared
        XCTAssertTrue(library.face(for: FontDescriptor(size: 12)) === library.face(for: FontDescriptor(size: 40)))
    }

    /// `.monospaced` is the bundled JetBrains Mono (for SF Mono), `.serif` the bundled Noto
    /// Serif (for New York), at the nearest of Regular, Medium, SemiBold and Bold.
    func testMonospacedAndSerifDesignsUseTheirBundledFaces() {
        let library = FontLibrary.shared
        XCTAssertEqual(library.face(for: FontDescriptor(design: .monospaced)).path, TestFonts.path("JetBrainsMono-Regular.ttf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 600, design: .monospaced)).path, TestFonts.path("JetBrainsMono-SemiBold.ttf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 900, italic: true, design: .monospaced)).path,
                       TestFonts.path("JetBrainsMono-BoldItalic.ttf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 300, design: .serif)).path, TestFonts.path("NotoSerif-Regular.ttf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 500, italic: true, design: .serif)).path, TestFonts.path("NotoSerif-MediumItalic.ttf"))
        XCTAssertEqual(library.face(for: FontDescriptor(weight: 700, design: .serif)).familyName, "Noto Serif")
        for weight in [400, 500, 600, 700] {
            for italic in [false, true] {
                for design in [FontDesign.monospaced, .serif] {
                    XCTAssertTrue(library.face(for: FontDescriptor(weight: weight, italic: italic, design: design)).path
                        .hasPrefix(TestFonts.directory.path), "\(design) \(weight) \(italic)")
                }
            }
        }
    }

    /// Every character of the monospaced design is 0.6 em wide, and `->` stays two characters
    /// (SF Mono has no programming ligatures; JetBrains Mono's are turned off).
    func testMonospacedTextIsSetInEqualColumnsWithoutLigatures() {
        let font = FontDescriptor(size: 20, design: .monospaced)
        for string in ["iiiiiiii", "MMMMMMMM", "01234567", "a->b!=c;"] {
            let shaped = ShapedText(string: string, font: font, library: FontLibrary.shared)
            XCTAssertEqual(shaped.advance * 20, 8 * 0.6 * 20, accuracy: 0.01, string)
        }
        let face = FontLibrary.shared.face(for: font)
        func glyphs(_ string: String) -> [UInt32] {
            face.harfBuzz.shape(Array(string.unicodeScalars.map(\.value)), range: 0..<string.unicodeScalars.count,
                                features: face.features).ids.map { UInt32($0) }
        }
        XCTAssertEqual(glyphs("->"), glyphs("-") + glyphs(">"), "a hyphen and a greater-than sign, not an arrow ligature")
        XCTAssertEqual(glyphs("!="), glyphs("!") + glyphs("="))
    }

    func testMissingFamilyWarnsAndStillGivesAFace() {
        let face = FontLibrary.shared.face(for: FontDescriptor(family: "No Such Family Xyzzy"))
        XCTAssertTrue(TextWarnings.shared.hasWarned(key: "family:No Such Family Xyzzy"))
        // SwiftUI draws a custom font the app does not ship (a design system's "Roboto") in the
        // system font, at the weight asked for: here the bundled stand-in for SF Pro.
        XCTAssertEqual(face.familyName, "Inter")
        XCTAssertNotNil(face.tuning, "set as SF Pro")
        let bold = FontLibrary.shared.face(for: FontDescriptor(family: "Roboto Xyzzy", weight: 700))
        XCTAssertEqual(bold.path, FontLibrary.shared.face(for: FontDescriptor(weight: 700)).path)
    }

    func testMissingBundledFontWarnsAndFallsBackToFontconfigSans() {
        let missing = URL(fileURLWithPath: "/nonexistent-easel-assets")
        let library = FontLibrary(assetsDirectory: missing)
        let face = library.face(for: FontDescriptor())
        XCTAssertFalse(face.path.hasPrefix(missing.path))
        XCTAssertTrue(TextWarnings.shared.hasWarned(key: "bundled:/nonexistent-easel-assets/fonts/Inter-Regular.otf"))
        XCTAssertGreaterThan(library.metrics(for: FontDescriptor(size: 17)).lineHeight, 0)
    }

    func testInterFileNames() {
        XCTAssertEqual(FontLibrary.interFileName(weight: 400, italic: false), "Inter-Regular.otf")
        XCTAssertEqual(FontLibrary.interFileName(weight: 400, italic: true), "Inter-Italic.otf")
        XCTAssertEqual(FontLibrary.interFileName(weight: 250, italic: false), "Inter-Light.otf")
        XCTAssertEqual(FontLibrary.interFileName(weight: 800, italic: true), "Inter-ExtraBoldItalic.otf")
    }
}
