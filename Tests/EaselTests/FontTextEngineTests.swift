import XCTest
@testable import Easel
import EaselRaster

/// Text drawn with real fonts (Inter through FreeType and HarfBuzz) lands where layout says its
/// baseline is: checked in pixels, as a person would check a screenshot.
final class FontTextEngineTests: XCTestCase {
    /// The lowest row of `image` (scale 3) with ink inside `frame` (points): dark pixels on white.
    private func lowestInkRow(_ image: PixelBuffer, in frame: CGRect, scale: CGFloat = 3) -> Int? {
        let minX = Int((frame.minX * scale).rounded(.down)), maxX = Int((frame.maxX * scale).rounded(.up))
        let minY = Int((frame.minY * scale).rounded(.down)), maxY = Int((frame.maxY * scale).rounded(.up))
        var lowest: Int?
        for y in minY..<min(maxY, image.height) {
            for x in minX..<min(maxX, image.width) where image.pixel(x: x, y: y).red < 0.5 {
                lowest = y
                break
            }
        }
        return lowest
    }

    /// The seed's "Aligning views within a stack": with `.firstTextBaseline`, a caption and a
    /// title "H" (no descender) end their ink on the same pixel row, at 3×.
    func testCaptionAndTitleInkEndOnTheSameRowWhenBaselinesAlign() throws {
        let host = PreviewHost(HStack(alignment: .firstTextBaseline) {
            Text("H").font(.caption).accessibilityIdentifier("caption")
            Text("H").font(.title).accessibilityIdentifier("title")
        }, size: CGSize(width: 200, height: 100))
        let image = host.render(scale: 3)
        let caption = try XCTUnwrap(host.frame(of: "caption")), title = try XCTUnwrap(host.frame(of: "title"))
        XCTAssertGreaterThan(title.height, caption.height + 10, "the title is much taller")
        let captionInk = try XCTUnwrap(lowestInkRow(image, in: caption))
        let titleInk = try XCTUnwrap(lowestInkRow(image, in: title))
        XCTAssertEqual(captionInk, titleInk)
        // And that row is the baseline layout computed (the last row above it, in pixels).
        let views = host.laidOutViews()
        let baseline = try XCTUnwrap(views.first { $0.identifier == "title" }.flatMap { view in view.firstBaseline.map { view.frame.minY + $0 } })
        XCTAssertEqual(Double(titleInk), Double(baseline * 3) - 1, accuracy: 1)
    }
}
