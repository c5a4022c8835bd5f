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

    func testMonospacedDesignUsesFontconfigMonospace() {
        let face = FontLibrary.shared.face(for: FontDescriptor(design: .monospaced))
        XCTAssertNotEqual(face.familyName, "Inter")
        let i = FontLibrary.shared.face(for: FontDescriptor(design: .monospaced)).harfBuzz
            .shape(Array("iM".unicodeScalars.map(\.value)), range: 0..<2, features: [])
        XCTAssertEqual(i.advances[0], i.advances[1], "a monospace face gives i and M the same advance")
    }

    func testMissingFamilyWarnsAndStillGivesAFace() {
        let face = FontLibrary.shared.face(for: FontDescriptor(family: "No Such Family Xyzzy"))
        XCTAssertFalse(face.familyName.isEmpty)
        XCTAssertTrue(TextWarnings.shared.hasWarned(key: "family:No Such Family Xyzzy"))
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
