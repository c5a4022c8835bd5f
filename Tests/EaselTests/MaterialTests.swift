import XCTest
import SwiftUI
import EaselRaster

/// Materials blur what lies behind them and mix it towards their recipe's grey
/// (`Material` in Effects.swift: CoreMaterial's recipes), as backgrounds and as shape fills.
final class MaterialTests: XCTestCase {
    private func centre<V: View>(_ view: V, scale: CGFloat = 1) -> RasterColor {
        PreviewHost(view.frame(width: 60, height: 60), size: CGSize(width: 60, height: 60)).render(scale: scale).pixel(x: 30, y: 30)
    }

    func testUltraThinOverBlackIsTheRecipesGrey() {
        // Light: 0.45 × 0.5 + 0.12 = 0.345; dark: 0.24 × 0.5 = 0.12.
        let light = centre(Color.black.overlay { Rectangle().fill(.ultraThinMaterial) })
        XCTAssertEqual(light.red, 0.345, accuracy: 0.005)
        XCTAssertEqual(light.blue, 0.345, accuracy: 0.005)
        let dark = centre(Color.black.overlay { Rectangle().fill(.ultraThinMaterial) }.environment(\.colorScheme, .dark))
        XCTAssertEqual(dark.red, 0.12, accuracy: 0.005)
    }

    func testEachMaterialIsThickerThanTheLastOverBlack() {
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        let greys = materials.map { material in centre(Color.black.overlay { Rectangle().fill(material) }).red }
        XCTAssertEqual(greys, greys.sorted(), "thicker materials cover black more: \(greys)")
    }

    func testABackgroundMaterialBlursTheStripesBehindIt() {
        // Black and white stripes 4 points wide under a regular material: blurred to one grey.
        let stripes = HStack(spacing: 0) { ForEach(0..<15) { Color(white: $0 % 2 == 0 ? 0 : 1).frame(width: 4) } }
        let covered = PreviewHost(stripes.frame(width: 60, height: 60).overlay { Color.clear.background(.regularMaterial) },
                                  size: CGSize(width: 60, height: 60)).render(scale: 1)
        let values = (20..<40).map { covered.pixel(x: $0, y: 30).red }
        XCTAssertLessThan(values.max()! - values.min()!, 0.03, "the stripes are gone: \(values)")
    }

    func testTextOnAMaterialIsDrawnOverIt() {
        let host = PreviewHost(Text("Hi").font(.largeTitle).foregroundStyle(.red).padding().background(.thinMaterial, in: .capsule),
                               size: CGSize(width: 120, height: 80))
        let pixels = host.render(scale: 1)
        let reds = (0..<120).flatMap { x in (0..<80).map { y in pixels.pixel(x: x, y: y) } }.filter { $0.red > 0.8 && $0.green < 0.3 }
        XCTAssertFalse(reds.isEmpty, "the text is not covered by the material")
    }
}

/// `ShapeStyle.shadow(.inner(…))`: the outside of the shape, moved by the offset and blurred,
/// drawn inside it over the fill.
final class InnerShadowTests: XCTestCase {
    private func render<S: ShapeStyle>(_ style: S) -> (Int, Int) -> RasterColor {
        let pixels = PreviewHost(Rectangle().fill(style).frame(width: 40, height: 40).padding(10), size: CGSize(width: 60, height: 60))
            .render(scale: 1)
        return { pixels.pixel(x: $0 + 10, y: $1 + 10) }
    }

    func testAHardInnerShadowDarkensTheEdgesItIsMovedFrom() {
        let pixel = render(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 4)))
        // Moved 4 right and 4 down: the top and left 4 points are in shadow.
        XCTAssertEqual(pixel(2, 20).red, 0, accuracy: 0.01)
        XCTAssertEqual(pixel(20, 2).red, 0, accuracy: 0.01)
        XCTAssertEqual(pixel(20, 20).red, 1, accuracy: 0.01)
        XCTAssertEqual(pixel(38, 38).red, 1, accuracy: 0.01, "the far edges are lit")
        // Nothing outside the shape: the white screen.
        XCTAssertEqual(pixel(-5, 20).red, 1, accuracy: 0.01)
        XCTAssertEqual(pixel(20, 44).red, 1, accuracy: 0.01)
    }

    func testASoftInnerShadowFadesInwards() {
        let pixel = render(Color.white.shadow(.inner(color: .black, radius: 3)))
        let edge = pixel(0, 20).red, near = pixel(3, 20).red, far = pixel(20, 20).red
        XCTAssertLessThan(edge, near)
        XCTAssertLessThan(near, far)
        XCTAssertEqual(far, 1, accuracy: 0.01)
        // At the very edge half the blurred outside reaches in: about half black.
        XCTAssertEqual(edge, 0.5, accuracy: 0.15)
    }
}
