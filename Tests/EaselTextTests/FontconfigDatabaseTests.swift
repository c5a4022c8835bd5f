import XCTest
@testable import EaselText

/// An app's own fonts (files in its bundle, listed under `UIAppFonts` on iOS) are found by
/// family name and by PostScript name, as `Font.custom` names them.
final class FontconfigDatabaseTests: XCTestCase {
    func testTheAppsBundledFontsAreFoundByFamilyAndPostScriptName() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        // Inter under a file name of the app's own, in the bundle's Fonts folder.
        try FileManager.default.copyItem(at: TestFonts.directory.appendingPathComponent("Inter-Bold.otf"),
                                         to: bundle.appendingPathComponent("Fonts/BrandBold.otf"))
        let withoutApp = FontconfigDatabase(appFontFolders: [])
        let withApp = FontconfigDatabase(appFontFolders: FontconfigDatabase.appBundleFontFolders(bundle: bundle))
        let family = try XCTUnwrap(withApp.match(family: "Inter", weight: 700, italic: false))
        XCTAssertTrue(family.isExact)
        XCTAssertEqual(family.location.path, bundle.appendingPathComponent("Fonts/BrandBold.otf").path)
        let postScript = try XCTUnwrap(withApp.match(family: "Inter-Bold", weight: 400, italic: false))
        XCTAssertTrue(postScript.isExact)
        XCTAssertEqual(postScript.location.path, family.location.path)
        // Without the app's folder, fontconfig only has a stand-in (Inter is not installed here).
        if let installed = withoutApp.match(family: "Inter-Bold", weight: 400, italic: false) {
            XCTAssertNotEqual(installed.location.path, family.location.path)
        }
    }
}
