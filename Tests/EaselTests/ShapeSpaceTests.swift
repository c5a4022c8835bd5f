import XCTest
import SwiftUI
import EaselRaster

// Shapes in their own space: SwiftUI asks `path(in:)` for the shape's bounds with origin zero
// and draws the path in the view's frame, so shapes written from `0` and `rect.width`, as
// tutorials write clock hands, badges and waves, sit where their view is.

/// A right triangle written from the origin, as the "Drawing paths and shapes" tutorial's
/// badge and most app shapes are.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: 0))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

/// A clock hand from the centre up, from `rect.width / 2`: the other common spelling.
private struct Hand: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.width / 2, y: rect.height / 2))
            path.addLine(to: CGPoint(x: rect.width / 2, y: 0))
        }
    }
}

final class ShapeSpaceTests: XCTestCase {
    private func isRed(_ color: RasterColor) -> Bool { color.red > 0.9 && color.green < 0.3 && color.blue < 0.3 }

    func testACustomShapeIsDrawnInItsViewsFrame() {
        let host = PreviewHost(Wedge().fill(Color.red).frame(width: 100, height: 100).position(x: 250, y: 250),
                               size: CGSize(width: 400, height: 400))
        let image = host.render(scale: 1)
        XCTAssertTrue(isRed(image.pixel(x: 210, y: 210)), "inside the wedge, at the view's top-left")
        XCTAssertFalse(isRed(image.pixel(x: 290, y: 290)), "outside the wedge's diagonal")
        XCTAssertFalse(isRed(image.pixel(x: 20, y: 20)), "nothing at the screen's top-left")
    }

    func testAStrokedShapeInAStackIsDrawnWhereTheStackPutsIt() {
        struct Clock: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 200)
                    Hand().stroke(Color.red, lineWidth: 6).frame(width: 100, height: 100)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        let host = PreviewHost(Clock(), size: CGSize(width: 300, height: 400))
        let image = host.render(scale: 1)
        // The hand runs from the frame's centre (150, 250) up to its top edge (150, 200).
        XCTAssertTrue(isRed(image.pixel(x: 150, y: 225)))
        XCTAssertFalse(isRed(image.pixel(x: 50, y: 25)), "not from the screen's origin")
    }

    func testAPathViewDrawsInItsOwnSpace() {
        struct Chart: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.clear.frame(width: 150)
                    Path { path in
                        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                    }
                    .fill(Color.red)
                    .frame(width: 100, height: 100)
                }
            }
        }
        let host = PreviewHost(Chart(), size: CGSize(width: 250, height: 100))
        let image = host.render(scale: 1)
        XCTAssertTrue(isRed(image.pixel(x: 170, y: 20)), "the path's rect at the Path view's top-left")
        XCTAssertFalse(isRed(image.pixel(x: 20, y: 20)))
    }

    func testAPathInAGeometryReaderUsesTheReadersSpace() {
        struct Sparkline: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    GeometryReader { proxy in
                        Path { path in
                            path.move(to: CGPoint(x: 0, y: proxy.size.height / 2))
                            path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height / 2))
                        }
                        .stroke(Color.red, lineWidth: 4)
                    }
                    .frame(height: 100)
                }
            }
        }
        let host = PreviewHost(Sparkline(), size: CGSize(width: 200, height: 200))
        let image = host.render(scale: 1)
        XCTAssertTrue(isRed(image.pixel(x: 100, y: 150)), "the line at the middle of the reader")
        XCTAssertFalse(isRed(image.pixel(x: 100, y: 50)))
    }

    func testClipAndContentShapesArePlacedInTheViewsFrame() {
        struct Badge: View {
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Color.red
                        .frame(width: 100, height: 100)
                        .clipShape(Wedge())
                        .contentShape(Wedge())
                        .onTapGesture { taps += 1 }
                    Text("Taps: \(taps)")
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = PreviewHost(Badge(), size: CGSize(width: 100, height: 260))
        let image = host.render(scale: 1)
        XCTAssertTrue(isRed(image.pixel(x: 10, y: 110)), "the clipped wedge's corner at the view's top-left")
        XCTAssertFalse(isRed(image.pixel(x: 90, y: 190)), "clipped away below the diagonal")
        host.tap(at: CGPoint(x: 90, y: 190))
        XCTAssertTrue(host.shownTexts().contains("Taps: 0"), "outside the content shape")
        host.tap(at: CGPoint(x: 10, y: 110))
        XCTAssertTrue(host.shownTexts().contains("Taps: 1"), "inside it")
    }

    /// `stroke(lineWidth:)` and `stroke(style:)` return shapes (Apple: "Returns a new shape that
    /// is a stroked copy of self"), so a clock's ticks and rings are written as shapes.
    func testAStrokedCopyIsAShapeThatCanBeFilledAndRotated() {
        struct Dial: View {
            var body: some View {
                ZStack {
                    Circle().stroke(lineWidth: 10).fill(Color.red)
                    Rectangle().stroke(style: StrokeStyle(lineWidth: 4, dash: [4, 4]))
                        .rotation(.degrees(45))
                        .scale(0.5)
                        .foregroundStyle(Color.blue)
                }
                .frame(width: 100, height: 100)
            }
        }
        let host = PreviewHost(Dial(), size: CGSize(width: 100, height: 100))
        let image = host.render(scale: 1)
        XCTAssertTrue(isRed(image.pixel(x: 50, y: 3)), "the ring, filled red")
        XCTAssertFalse(isRed(image.pixel(x: 50, y: 25)), "inside the ring: not filled")
        XCTAssertFalse(isRed(image.pixel(x: 3, y: 3)), "outside the ring")
    }
}
