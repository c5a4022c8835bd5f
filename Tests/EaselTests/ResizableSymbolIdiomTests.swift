import XCTest
import SwiftUI
@testable import Easel
import EaselRaster

/// Symbols sized by their frame, as profile headers, empty states and icon grids write them:
/// `.resizable()` with `.frame`, `.aspectRatio(contentMode: .fit)` or `.scaledToFit()`. iOS
/// scales the symbol's content to the frame; a symbol's own size by the font is what it is
/// without `.resizable()`.
final class ResizableSymbolIdiomTests: XCTestCase {
    struct ProfileHeader: View {
        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .frame(width: 100, height: 100)
                    .foregroundStyle(.black)
                    .accessibilityIdentifier("avatar")
                Text("Ada Lovelace").font(.title2)
            }
        }
    }

    struct EmptyState: View {
        var body: some View {
            VStack {
                Image(systemName: "tray")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 64)
                    .foregroundStyle(.black)
                    .accessibilityIdentifier("tray")
                Text("No messages").foregroundStyle(.secondary)
            }
        }
    }

    struct IconRow: View {
        var body: some View {
            HStack(spacing: 20) {
                Image(systemName: "star.fill").accessibilityIdentifier("plain")
                Image(systemName: "star.fill").resizable().scaledToFit().frame(height: 40).accessibilityIdentifier("scaled")
            }
            .foregroundStyle(.black)
        }
    }

    /// The ink's bounding box inside `frame`, in points at scale 1.
    private func inkBox(_ pixels: PixelBuffer, in frame: CGRect) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, Int(frame.minY) - 2)..<min(pixels.height, Int(frame.maxY) + 2) {
            for x in max(0, Int(frame.minX) - 2)..<min(pixels.width, Int(frame.maxX) + 2) where pixels.pixel(x: x, y: y).red < 0.5 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testAResizableSymbolFillsItsFrame() throws {
        let host = phoneHost(ProfileHeader())
        let frame = try XCTUnwrap(host.frame(of: "avatar"))
        XCTAssertEqual(frame.size, CGSize(width: 100, height: 100))
        let ink = try XCTUnwrap(inkBox(host.render(scale: 1), in: frame))
        XCTAssertEqual(ink.width, 100, accuracy: 2, "the circle is as wide as the frame")
        XCTAssertEqual(ink.height, 100, accuracy: 2)
        XCTAssertEqual(ink.midX, frame.midX, accuracy: 1)
        XCTAssertEqual(ink.midY, frame.midY, accuracy: 1)
    }

    func testAResizableSymbolFitsItsAspectRatioAndCentresInAnotherOne() throws {
        let host = phoneHost(EmptyState())
        let frame = try XCTUnwrap(host.frame(of: "tray"))
        XCTAssertEqual(frame.width, 64, accuracy: 0.01)
        XCTAssertGreaterThan(frame.height, 20, "the height follows the tray's aspect ratio")
        XCTAssertLessThan(frame.height, 64)
        let ink = try XCTUnwrap(inkBox(host.render(scale: 1), in: frame))
        XCTAssertEqual(ink.width, 64, accuracy: 2)
        XCTAssertEqual(ink.height, frame.height, accuracy: 2)
    }

    func testOnlyTheResizableSymbolGrows() throws {
        let host = phoneHost(IconRow())
        let plain = try XCTUnwrap(host.frame(of: "plain"))
        let scaled = try XCTUnwrap(host.frame(of: "scaled"))
        XCTAssertLessThan(plain.height, 24, "a symbol's own size, by the body font")
        XCTAssertEqual(scaled.height, 40, accuracy: 0.01)
        let pixels = host.render(scale: 1)
        let plainInk = try XCTUnwrap(inkBox(pixels, in: plain)), scaledInk = try XCTUnwrap(inkBox(pixels, in: scaled))
        XCTAssertEqual(scaledInk.height, 40, accuracy: 2)
        XCTAssertEqual(scaledInk.width / scaledInk.height, plainInk.width / plainInk.height, accuracy: 0.1, "the star keeps its shape")
    }
}
