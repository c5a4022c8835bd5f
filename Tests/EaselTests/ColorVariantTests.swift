import XCTest
import SwiftUI
import EaselRaster

/// System colours' increased-contrast and elevated variants (UIKit's dynamic colours, listed
/// in Flutter's Cupertino colours): `\._colorSchemeContrast` as previews set it, and sheets,
/// whose content is elevated.
final class ColorVariantTests: XCTestCase {
    private func colour<V: View>(_ view: V) -> RasterColor {
        PreviewHost(view.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20)).render(scale: 1).pixel(x: 10, y: 10)
    }

    private func bytes(_ colour: RasterColor) -> [Int] {
        [colour.red, colour.green, colour.blue].map { Int(($0 * 255).rounded()) }
    }

    func testIncreasedContrastDeepensTheSystemColours() {
        XCTAssertEqual(bytes(colour(Color.blue)), [0, 122, 255])
        XCTAssertEqual(bytes(colour(Color.blue.environment(\._colorSchemeContrast, .increased))), [0, 64, 221])
        XCTAssertEqual(bytes(colour(Color.blue.environment(\._colorSchemeContrast, .increased).environment(\.colorScheme, .dark))),
                       [64, 156, 255])
        XCTAssertEqual(bytes(colour(Color.red.environment(\.colorSchemeContrast, .increased))), [215, 0, 21])
    }

    func testIncreasedContrastMakesSecondaryTextDarker() {
        // secondaryLabel: 60,60,67 at 0.60, at 0.68 (0xAD) with increased contrast, over white.
        let standard = colour(Rectangle().fill(.secondary))
        let increased = colour(Rectangle().fill(.secondary).environment(\._colorSchemeContrast, .increased))
        XCTAssertEqual(standard.red, 1 - 0.6 * (1 - 60.0 / 255), accuracy: 0.01)
        XCTAssertEqual(increased.red, 1 - (173.0 / 255) * (1 - 60.0 / 255), accuracy: 0.01)
    }

    struct SettingsSheet: View {
        @State private var showsSettings = true
        var body: some View {
            Text("Home")
                .sheet(isPresented: $showsSettings) {
                    Form {
                        Section("Account") {
                            Text("Name").accessibilityIdentifier("row")
                        }
                    }
                }
        }
    }

    func testASheetsFormIsElevatedInDarkMode() throws {
        let host = phoneHost(SettingsSheet().environment(\.colorScheme, .dark))
        let row = try XCTUnwrap(host.frame(of: "row"))
        let pixels = host.render(scale: 1)
        // The grouped background, elevated: #1C1C1E (black at the base level); the row's cell
        // #2C2C2E (#1C1C1E at the base level).
        XCTAssertEqual(bytes(pixels.pixel(x: 5, y: Int(row.maxY) + 40)), [28, 28, 30])
        XCTAssertEqual(bytes(pixels.pixel(x: Int(row.maxX) + 40, y: Int(row.midY))), [44, 44, 46])
        // The same form at the base level.
        let flat = phoneHost(Form { Section("Account") { Text("Name").accessibilityIdentifier("row") } }.environment(\.colorScheme, .dark))
        let flatRow = try XCTUnwrap(flat.frame(of: "row"))
        let flatPixels = flat.render(scale: 1)
        XCTAssertEqual(bytes(flatPixels.pixel(x: 5, y: Int(flatRow.maxY) + 40)), [0, 0, 0])
        XCTAssertEqual(bytes(flatPixels.pixel(x: Int(flatRow.maxX) + 40, y: Int(flatRow.midY))), [28, 28, 30])
    }

    func testLightModeIsTheSameAtEveryLevel() {
        XCTAssertEqual(bytes(colour(Color(.secondarySystemGroupedBackground))), [255, 255, 255])
        XCTAssertEqual(bytes(colour(Color(.systemGroupedBackground))), [242, 242, 247])
    }
}
