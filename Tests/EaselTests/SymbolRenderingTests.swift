import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// Symbols drawn in layers: `.palette` and `.hierarchical` rendering colour the container and
/// the icon of `…circle.fill` symbols apart, as SF Symbols do; `foregroundStyle(_:_:)` sets the
/// levels that `.secondary` resolves to.
final class SymbolRenderingTests: XCTestCase {
    /// Counts the pixels of a rendered view that are close to a colour.
    private func count(_ image: PixelBuffer, near color: RasterColor, tolerance: Double = 0.12) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if abs(p.red - color.red) < tolerance, abs(p.green - color.green) < tolerance, abs(p.blue - color.blue) < tolerance {
                    total += 1
                }
            }
        }
        return total
    }

    private func render<V: View>(_ view: V) -> PixelBuffer {
        PreviewHost(view.frame(width: 80, height: 80).background(Color.black), size: CGSize(width: 80, height: 80)).render(scale: 1)
    }

    private let white = RasterColor(red: 1, green: 1, blue: 1)
    private let black = RasterColor(red: 0, green: 0, blue: 0)

    func testPaletteDrawsTheIconOverTheContainerInItsOwnColour() {
        // As apps draw a completed task: a white checkmark on a green disc.
        let palette = render(Image(systemName: "checkmark.circle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .green)
            .font(.system(size: 50)))
        let monochrome = render(Image(systemName: "checkmark.circle.fill")
            .foregroundStyle(.green)
            .font(.system(size: 50)))
        let green = RasterColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
        XCTAssertGreaterThan(count(palette, near: green), 1000, "the disc is green")
        XCTAssertGreaterThan(count(palette, near: white), 40, "the checkmark is white")
        XCTAssertGreaterThan(count(monochrome, near: green), 1000)
        XCTAssertEqual(count(monochrome, near: white), 0, "monochrome cuts the checkmark out: the black shows through")
        // The disc is the same size either way.
        XCTAssertEqual(Double(count(palette, near: green) + count(palette, near: white)),
                       Double(count(monochrome, near: green)) + 150, accuracy: 400)
    }

    func testHierarchicalDrawsTheContainerFainter() {
        let image = render(Image(systemName: "person.circle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.white)
            .font(.system(size: 50)))
        // White over black: the person at full strength, the disc at the secondary level's half.
        XCTAssertGreaterThan(count(image, near: white, tolerance: 0.05), 80, "the person")
        XCTAssertGreaterThan(count(image, near: RasterColor(red: 0.5, green: 0.5, blue: 0.5), tolerance: 0.1), 600, "the disc")
    }

    func testASymbolWithoutAContainerIsOneLayer() {
        let image = render(Image(systemName: "heart.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .red)
            .font(.system(size: 50)))
        XCTAssertGreaterThan(count(image, near: white), 600)
        XCTAssertEqual(count(image, near: RasterColor(red: 1, green: 59 / 255, blue: 48 / 255)), 0, "no second layer to colour")
    }

    func testSecondaryResolvesToTheSecondStyle() {
        struct Row: View {
            var body: some View {
                VStack {
                    Text("Title")
                    Text("Subtitle").foregroundStyle(.secondary)
                }
                .font(.system(size: 30, weight: .bold))
                .foregroundStyle(.white, .yellow)
            }
        }
        let image = render(Row())
        let yellow = RasterColor(red: 1, green: 204 / 255, blue: 0)
        XCTAssertGreaterThan(count(image, near: yellow), 40, "the subtitle is the second style")
        XCTAssertGreaterThan(count(image, near: white), 40, "the title the first")

        // A single style after them starts the levels again from itself.
        let single = render(VStack { Text("Subtitle").foregroundStyle(.secondary) }
            .font(.system(size: 30, weight: .bold))
            .foregroundStyle(.white)
            .foregroundStyle(.white, .yellow))
        XCTAssertEqual(count(single, near: yellow), 0)
    }
}
