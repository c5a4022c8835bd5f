import XCTest
@testable import Easel
import SwiftUI
import EaselRaster

/// Asset catalogs as Xcode writes them (`AssetFixtures/Sample.xcassets`): every component form,
/// appearances, namespaces, image scales and dark variants, and what a missing name does.
final class AssetCatalogTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("AssetFixtures/Sample.xcassets")

    override class func setUp() {
        AssetCatalogs.register(folder)
    }

    private func assertColor(_ color: RGBA?, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("no colour", file: file, line: line) }
        for (value, expected) in [(color.red, red), (color.green, green), (color.blue, blue), (color.alpha, alpha)] {
            XCTAssertEqual(value, expected, accuracy: 0.002, "\(color)", file: file, line: line)
        }
    }

    func testColourSetsInEveryComponentForm() {
        let catalog = AssetCatalog(folder: Self.folder)
        XCTAssertEqual(catalog.colorNames, ["Brand/Primary", "Eight Bit", "Float", "Gray", "Nested", "P3"])
        XCTAssertEqual(catalog.imageNames, ["Badge", "Broken", "Close", "Logo", "Photo", "Sparkle", "Vector"])
        assertColor(catalog.color(named: "Float")?.light, 0.2, 0.4, 0.6, 0.5)
        assertColor(catalog.color(named: "Float")?.dark, 0.2, 0.4, 0.6, 0.5)
        // 8-bit integers for light, hexadecimal for dark; the high-contrast variant is not the default.
        assertColor(catalog.color(named: "Eight Bit")?.light, 1, 0, 0.2)
        assertColor(catalog.color(named: "Eight Bit")?.dark, 0.2, 0.4, 1)
        assertColor(catalog.color(named: "Gray")?.light, 0.25, 0.25, 0.25)
        // Display P3's red lies outside sRGB: clamped to sRGB's red.
        assertColor(catalog.color(named: "P3")?.light, 1, 0, 0)
        assertColor(catalog.color(named: "Brand/Primary")?.light, 0, 1, 0)
        XCTAssertNil(catalog.color(named: "Primary"), "a namespaced set is named with its folder")
    }

    /// The app's accent colour set tints controls and `Color.accentColor`, light and dark, as
    /// Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` makes it on iOS; without one,
    /// the system blue.
    func testTheAccentColourSetTintsControls() {
        defer { AssetCatalogs.accentColorName = "AccentColor" }
        XCTAssertNil(AssetCatalogs.accentColor, "the fixture catalog has no AccentColor set")
        assertColor(Color.accentColor.resolve(in: .light), 0, 122.0 / 255, 1)
        AssetCatalogs.accentColorName = "Eight Bit"
        assertColor(Color.accentColor.resolve(in: .light), 1, 0, 0.2)
        assertColor(Color.accentColor.resolve(in: .dark), 0.2, 0.4, 1)
        let host = PreviewHost(Button("Buy") {}.font(.largeTitle).padding(10), size: CGSize(width: 120, height: 80))
        let image = host.render(scale: 1)
        let ink = (0..<image.width).flatMap { x in (0..<image.height).map { y in image.pixel(x: x, y: y) } }
        XCTAssertTrue(ink.contains { $0.red > 0.9 && $0.green < 0.15 && $0.blue > 0.1 && $0.blue < 0.3 }, "the button in the accent colour")
        XCTAssertFalse(ink.contains { $0.blue > 0.9 && $0.red < 0.2 }, "no system blue")
        AssetCatalogs.accentColorName = nil
        assertColor(Color.accentColor.resolve(in: .light), 0, 122.0 / 255, 1)
    }

    func testColorByNameFollowsTheColourScheme() {
        let color = Color("Eight Bit")
        assertColor(color.resolve(in: .light), 1, 0, 0.2)
        assertColor(color.resolve(in: .dark), 0.2, 0.4, 1)
        assertColor(Color(ColorResource(name: "Float", bundle: .main)).resolve(in: .light), 0.2, 0.4, 0.6, 0.5)
    }

    func testAMissingColourIsMagentaAndSaysWhereItLooked() {
        let color = Color("No Such Colour")
        assertColor(color.resolve(in: .light), 1, 0, 1)
        XCTAssertTrue(AssetCatalogs.searchedPlaces(bundlePath: nil).contains("Sample.xcassets"))
    }

    func testImageSetsPickTheSharpestFileAndTheDarkVariant() throws {
        let catalog = AssetCatalog(folder: Self.folder)
        let light = try XCTUnwrap(catalog.imageFile(named: "Badge", dark: false))
        XCTAssertEqual(light.url.lastPathComponent, "badge@3x.png")
        XCTAssertEqual(light.scale, 3)
        XCTAssertEqual(catalog.imageFile(named: "Badge", dark: true)?.url.lastPathComponent, "badge-dark@3x.png")
        // Drawn: 30 pixels at 3x is 10 points, red in light mode and blue in dark mode.
        for (scheme, expected) in [(ColorScheme.light, (1.0, 0.0)), (.dark, (0.0, 1.0))] {
            let host = PreviewHost(Image("Badge").accessibilityIdentifier("badge"), size: CGSize(width: 40, height: 40), colorScheme: scheme)
            XCTAssertEqual(host.frame(of: "badge")?.size, CGSize(width: 10, height: 10))
            let pixel = host.render(scale: 1).pixel(x: 20, y: 20)
            XCTAssertEqual(pixel.red, expected.0, accuracy: 0.01)
            XCTAssertEqual(pixel.blue, expected.1, accuracy: 0.01)
        }
    }

    func testJPEGImageSetsAreDecoded() throws {
        // 30 × 30 pixels at 3x: 10 points, the JPEG's green (within its compression's error).
        let host = PreviewHost(Image("Photo").accessibilityIdentifier("photo"), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(host.frame(of: "photo")?.size, CGSize(width: 10, height: 10))
        let pixel = host.render(scale: 1).pixel(x: 20, y: 20)
        XCTAssertEqual(pixel.red, 0, accuracy: 0.03)
        XCTAssertEqual(pixel.green, 200 / 255, accuracy: 0.03)
    }

    /// An SVG image set (a designer's exported icon, `preserves-vector-representation`) is
    /// drawn at its width and height in points, at 3 pixels a point; one with only a viewBox
    /// takes the viewBox's size; `UIImage(named:)` reads it too.
    func testSVGImageSetsAreDrawnAtTheirSize() throws {
        let host = PreviewHost(Image("Close").accessibilityIdentifier("close"), size: CGSize(width: 40, height: 40))
        let frame = try XCTUnwrap(host.frame(of: "close"))
        XCTAssertEqual(frame.size, CGSize(width: 24, height: 24))
        let pixels = host.render(scale: 3)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RasterColor { pixels.pixel(x: Int((frame.minX + x) * 3), y: Int((frame.minY + y) * 3)) }
        XCTAssertLessThan(pixel(12, 12).red, 0.2, "the cross's strokes meet in the middle")
        XCTAssertEqual(pixel(2, 12).red, 1, accuracy: 0.01, "nothing drawn off the strokes")
        XCTAssertGreaterThan(pixel(1, 1).red, 0.9, "the red corner square")
        XCTAssertLessThan(pixel(1, 1).green, 0.1)

        let wide = PreviewHost(Image("Sparkle").accessibilityIdentifier("sparkle"), size: CGSize(width: 60, height: 40))
        XCTAssertEqual(wide.frame(of: "sparkle")?.size, CGSize(width: 40, height: 20), "the viewBox's size")
        let image = try XCTUnwrap(UIImage(named: "Close"))
        XCTAssertEqual(image.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(image.scale, 3)
    }

    /// A PDF image set (the vector format Xcode's asset catalogs took first) is its first page,
    /// at the page's size in points, on a clear background.
    func testPDFImageSetsAreDrawnAtTheirPageSize() throws {
        let host = PreviewHost(Image("Logo").accessibilityIdentifier("logo"), size: CGSize(width: 40, height: 40))
        let frame = try XCTUnwrap(host.frame(of: "logo"))
        XCTAssertEqual(frame.size, CGSize(width: 20, height: 10))
        let pixels = host.render(scale: 3)
        let left = pixels.pixel(x: Int((frame.minX + 5) * 3), y: Int(frame.midY * 3))
        XCTAssertEqual(left.green, 0.8, accuracy: 0.02, "the page's green square")
        XCTAssertEqual(left.red, 0, accuracy: 0.02)
        let right = pixels.pixel(x: Int((frame.minX + 15) * 3), y: Int(frame.midY * 3))
        XCTAssertEqual(right.red, 1, accuracy: 0.01, "the rest of the page is clear: the white behind shows")
        XCTAssertEqual(UIImage(named: "Logo")?.size, CGSize(width: 20, height: 10))
    }

    func testBrokenVectorAndMissingImagesShowAPlaceholder() {
        for name in ["Broken", "Vector", "No Such Image"] {
            let host = PreviewHost(Image(name).accessibilityIdentifier("image"), size: CGSize(width: 40, height: 40))
            // 24 points square, centred: a grey box crossed through.
            XCTAssertEqual(host.frame(of: "image"), CGRect(x: 8, y: 8, width: 24, height: 24), name)
            let pixels = host.render(scale: 1)
            XCTAssertLessThan(pixels.pixel(x: 14, y: 20).red, 0.98, "\(name): the box is drawn")
            XCTAssertEqual(pixels.pixel(x: 2, y: 2).red, 1, accuracy: 0.01, "\(name): nothing outside it")
        }
    }
}
