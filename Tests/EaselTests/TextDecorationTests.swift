import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// Underline and strikethrough patterns and colours, and `AttributedString` backgrounds, as
/// apps use them: a dashed red underline under a misspelling, a highlighted search match.
final class TextDecorationTests: XCTestCase {
    private let red = RasterColor(red: 1, green: 59 / 255, blue: 48 / 255)
    private let yellow = RasterColor(red: 1, green: 204 / 255, blue: 0)

    private func isNear(_ p: RasterColor, _ c: RasterColor, _ tolerance: Double = 0.1) -> Bool {
        abs(p.red - c.red) < tolerance && abs(p.green - c.green) < tolerance && abs(p.blue - c.blue) < tolerance
    }

    /// The rows of the image that have pixels of `color`, and on the fullest such row the
    /// number of separate stretches of it.
    private func stretches(of color: RasterColor, in image: PixelBuffer) -> (rows: Int, stretches: Int, pixels: Int) {
        var best = (count: 0, stretches: 0), rows = 0
        for y in 0..<image.height {
            var count = 0, stretches = 0, inside = false
            for x in 0..<image.width {
                let hit = isNear(image.pixel(x: x, y: y), color)
                if hit { count += 1; if !inside { stretches += 1 } }
                inside = hit
            }
            if count > 0 { rows += 1 }
            if count > best.count { best = (count, stretches) }
        }
        return (rows, best.stretches, best.count)
    }

    private func render<V: View>(_ view: V) -> PixelBuffer {
        PreviewHost(view.padding(10).fixedSize(), size: CGSize(width: 300, height: 60)).render(scale: 2)
    }

    func testPatternedUnderlinesAreDashedInTheirOwnColour() {
        let solid = stretches(of: red, in: render(Text("Recieve the parcel").underline(color: .red)))
        XCTAssertGreaterThan(solid.pixels, 200, "a red underline under black text")
        XCTAssertEqual(solid.stretches, 1)
        let dashed = stretches(of: red, in: render(Text("Recieve the parcel").underline(pattern: .dash, color: .red)))
        XCTAssertGreaterThan(dashed.stretches, 10, "dashes")
        XCTAssertLessThan(dashed.pixels, solid.pixels * 3 / 4)
        let dotted = stretches(of: red, in: render(Text("Recieve the parcel").underline(pattern: .dot, color: .red)))
        XCTAssertGreaterThan(dotted.stretches, dashed.stretches, "dots are closer than dashes")
        // Without a colour the line is the text's.
        let plain = stretches(of: red, in: render(Text("Recieve").foregroundStyle(.red).strikethrough(pattern: .dashDot)))
        XCTAssertGreaterThan(plain.stretches, 1)
    }

    func testAttributedStringBackgroundHighlightsItsRun() throws {
        struct SearchResult: View {
            var line: AttributedString {
                var string = AttributedString("Fresh pears and plums")
                if let range = string.range(of: "pears") {
                    string[range].backgroundColor = .yellow
                }
                return string
            }
            var body: some View { Text(line) }
        }
        let image = render(SearchResult())
        let highlight = stretches(of: yellow, in: image)
        XCTAssertEqual(highlight.stretches, 1, "one highlighted word")
        // The highlight is the line box's height (17 pt body text: about 20 pt, at 2×) and the
        // word's width, with the black glyphs drawn over it.
        XCTAssertGreaterThan(highlight.rows, 36)
        XCTAssertLessThan(highlight.rows, 44)
        XCTAssertGreaterThan(highlight.pixels, 50)
        XCTAssertLessThan(highlight.pixels, 100)
    }
}
