import XCTest
import SwiftUI
@testable import Easel

/// `AsyncImage` as apps use it for remote pictures, loading local files here (the tests run
/// without network): the plain form with its grey placeholder, `content:placeholder:` with a
/// spinner, the phase form's failure, and `scale:`.
final class AsyncImageTests: XCTestCase {
    /// A 20 × 10 pixel PNG in a temporary folder.
    private func pictureURL() throws -> URL {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        let data = try XCTUnwrap(renderer.uiImage?.pngData())
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("async-\(UUID().uuidString).png")
        try data.write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private struct Avatar: View {
        let url: URL?
        var body: some View {
            VStack {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView().accessibilityIdentifier("spinner")
                }
                .frame(width: 80, height: 80)
                .accessibilityIdentifier("avatar")
            }
        }
    }

    private struct Cover: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image.accessibilityIdentifier("cover")
                case .failure:
                    Text("Couldn't load the cover").accessibilityIdentifier("failed")
                @unknown default:
                    EmptyView()
                }
            }
        }
    }

    func testThePlainFormShowsAGreyPlaceholderThenTheImage() throws {
        let url = try pictureURL()
        let host = PreviewHost(VStack { AsyncImage(url: url).accessibilityIdentifier("photo") }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.frame(of: "photo")?.size, CGSize(width: 200, height: 200), "the placeholder fills what is offered")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.frame(of: "photo")?.size, CGSize(width: 20, height: 10), "the image at its own size")

        let halved = PreviewHost(AsyncImage(url: url, scale: 2).accessibilityIdentifier("photo"), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(halved.settle())
        XCTAssertEqual(halved.frame(of: "photo")?.size, CGSize(width: 10, height: 5), "two pixels a point")
    }

    func testContentAndPlaceholder() throws {
        let host = PreviewHost(Avatar(url: try pictureURL()), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.frame(of: "spinner"), "a spinner while it loads")
        XCTAssertTrue(host.settle())
        XCTAssertNil(host.frame(of: "spinner"))
        let image = host.render(scale: 1)
        let middle = image.pixel(x: 100, y: 100)
        XCTAssertGreaterThan(middle.red, 0.9, "the red picture, fitted into 80 × 80")
        XCTAssertLessThan(middle.green, 0.3)
    }

    func testAFailedLoadShowsTheFailurePhase() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        let host = PreviewHost(Cover(url: missing), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "failed"), "Couldn't load the cover")

        let noURL = PreviewHost(Cover(url: nil), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(noURL.settle())
        XCTAssertNotNil(noURL.frame(of: "failed"), "no URL is a failure too")

        let notAnImage = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString).png")
        try Data("hello".utf8).write(to: notAnImage)
        defer { try? FileManager.default.removeItem(at: notAnImage) }
        let text = PreviewHost(Cover(url: notAnImage), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(text.settle())
        XCTAssertNotNil(text.frame(of: "failed"))
    }

    func testTheSuccessPhaseShowsTheImage() throws {
        let host = PreviewHost(Cover(url: try pictureURL()), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.frame(of: "cover")?.size, CGSize(width: 20, height: 10))
    }
}
