import XCTest
import SwiftUI
import EaselRaster

/// iOS 18's `MeshGradient` as tutorials use it: a 3 × 3 grid filling the screen behind text.
final class MeshGradientTests: XCTestCase {
    struct Aurora: View {
        var body: some View {
            MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.8, 0.2], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [
                .red, .purple, .indigo,
                .orange, .white, .blue,
                .yellow, .green, .mint,
            ])
            .ignoresSafeArea()
            .overlay { Text("Aurora").font(.largeTitle.bold()) }
        }
    }

    func testTheCornersTakeTheirColoursAndTheMiddleBlends() {
        let host = PreviewHost(Aurora(), size: CGSize(width: 300, height: 300))
        let pixels = host.render(scale: 1)
        // Corners: red, indigo, yellow, mint (sampled just inside).
        let topLeft = pixels.pixel(x: 2, y: 2), bottomLeft = pixels.pixel(x: 2, y: 297)
        XCTAssertGreaterThan(topLeft.red, 0.85)
        XCTAssertLessThan(topLeft.green, 0.3)
        XCTAssertGreaterThan(bottomLeft.red, 0.85)
        XCTAssertGreaterThan(bottomLeft.green, 0.75, "yellow")
        // The moved middle point (0.8, 0.2) is white: near it the mesh is light.
        let nearWhite = pixels.pixel(x: 240, y: 60)
        XCTAssertGreaterThan(nearWhite.red + nearWhite.green + nearWhite.blue, 2.4)
        // Left middle (0, 0.5) is orange.
        let orange = pixels.pixel(x: 2, y: 150)
        XCTAssertGreaterThan(orange.red, 0.9)
        XCTAssertGreaterThan(orange.green, 0.4)
        XCTAssertLessThan(orange.blue, 0.3)
        XCTAssertTrue(host.shownTexts().contains("Aurora"))
    }

    func testABadGridSaysSoAndDrawsNothing() {
        Diagnostics.reset()
        let host = PreviewHost(MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [.red, .blue]),
                               size: CGSize(width: 100, height: 100))
        let pixel = host.render(scale: 1).pixel(x: 50, y: 50)
        XCTAssertEqual(pixel.red, 1, accuracy: 0.01, "the white background")
        XCTAssertEqual(pixel.blue, 1, accuracy: 0.01)
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("MeshGradient") })
    }
}

extension MeshGradientTests {
    /// A mesh as a shape's fill: drawn in full over the shape's frame, kept inside its path.
    func testAMeshFillsAShapeInFull() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.red, .blue, .red, .blue])
        let pixels = PreviewHost(Circle().fill(mesh).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100)).render(scale: 1)
        let left = pixels.pixel(x: 4, y: 50), right = pixels.pixel(x: 96, y: 50)
        XCTAssertGreaterThan(left.red, 0.8)
        XCTAssertLessThan(left.blue, 0.3)
        XCTAssertGreaterThan(right.blue, 0.8, "left to right, which a gradient through the rows could not draw")
        XCTAssertLessThan(right.red, 0.3)
        let corner = pixels.pixel(x: 2, y: 2)
        XCTAssertEqual(corner.red + corner.green + corner.blue, 3, accuracy: 0.05, "outside the circle: the white screen")
    }
}
