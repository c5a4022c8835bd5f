import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// `ImageRenderer` as Apple's "Creating an image from a view" uses it: render a view at the
/// display's scale, show the `UIImage` with `Image(uiImage:)`, share or save its PNG data.
final class ImageRendererIdiomTests: XCTestCase {
    struct Badge: View {
        var body: some View {
            Text("Gold")
                .font(.headline)
                .padding(12)
                .background(.yellow, in: Capsule())
        }
    }

    struct ExportView: View {
        @Environment(\.displayScale) private var displayScale
        @State private var rendered: Image?

        var body: some View {
            VStack(spacing: 20) {
                Badge()
                if let rendered {
                    rendered.accessibilityIdentifier("rendered")
                    ShareLink(item: rendered, preview: SharePreview("Badge", image: rendered))
                }
                Button("Render") { render() }.accessibilityIdentifier("render")
            }
        }

        @MainActor
        private func render() {
            let renderer = ImageRenderer(content: Badge())
            renderer.scale = displayScale
            if let uiImage = renderer.uiImage {
                rendered = Image(uiImage: uiImage)
            }
        }
    }

    func testAViewRendersToPixelsAndBack() throws {
        let (cgImage, badgeSize) = MainActor.assumeIsolated { () -> (CGImage?, CGSize) in
            let renderer = ImageRenderer(content: Badge())
            renderer.scale = 2
            let host = PreviewHost(Badge(), size: CGSize(width: 393, height: 200))
            return (renderer.cgImage, host.sizeThatFits(CGSize(width: 393, height: 200)))
        }
        let image = try XCTUnwrap(cgImage)
        // The view's ideal size, at 2 pixels a point.
        XCTAssertEqual(Double(image.width), Double(badgeSize.width) * 2, accuracy: 2)
        XCTAssertEqual(Double(image.height), Double(badgeSize.height) * 2, accuracy: 2)
        let uiImage = UIImage(cgImage: image, scale: 2)
        XCTAssertEqual(uiImage.size.width, CGFloat(image.width) / 2)
        // Transparent at the capsule's corner, yellow inside it.
        let raster = image.raster
        XCTAssertEqual(raster.color(x: 0, y: 0).alpha, 0, accuracy: 0.01)
        let inside = raster.color(x: 6, y: raster.height / 2)
        XCTAssertGreaterThan(inside.red, 0.9)
        XCTAssertLessThan(inside.blue, 0.2)
        // PNG data reads back to the same pixels.
        let data = try XCTUnwrap(uiImage.pngData())
        let decoded = try XCTUnwrap(UIImage(data: data)?.cgImage)
        XCTAssertEqual(decoded.width, image.width)
        XCTAssertEqual(decoded.raster.color(x: 6, y: raster.height / 2).red, inside.red, accuracy: 0.01)
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    }

    func testARenderedImageShowsInTheView() throws {
        let host = PreviewHost(ExportView(), size: CGSize(width: 393, height: 400))
        XCTAssertNil(host.frame(of: "rendered"))
        host.tap("render")
        let rendered = try XCTUnwrap(host.frame(of: "rendered"))
        let badge = try XCTUnwrap(host.frameOfText("Gold"))
        // The image is the badge's size (rendered at the host's scale, 1, shown at 1).
        XCTAssertEqual(rendered.width, badge.width + 24, accuracy: 1.5)
        let pixels = host.render(scale: 1)
        let inside = pixels.pixel(x: Int(rendered.minX) + 6, y: Int(rendered.midY))
        XCTAssertGreaterThan(inside.red, 0.9)
        XCTAssertLessThan(inside.blue, 0.2, "the rendered badge's yellow")
    }
}
