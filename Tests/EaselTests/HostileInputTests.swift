import XCTest
@testable import Easel
import EaselRaster
import EaselText

/// The failures a hostile user found, one test each: every one of these trapped, hung or
/// swamped memory before its fix. Each checks what happens instead, not just that nothing did.
final class HostileInputTests: XCTestCase {
    private func host<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844)) -> PreviewHost {
        PreviewHost(view, size: size, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    private func allFramesAreFinite(_ host: PreviewHost) -> Bool {
        host.laidOutViews().allSatisfy { view in
            [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy { $0.isFinite }
        }
    }

    func testNonFiniteGeometryIsMadeValidWhereViewsArePlacedSoDrawingAndTapsWork() {
        // -∞ + ∞ made NaN frames, and CGRect.contains traps on them (shape drawing, hit testing).
        let view = VStack {
            Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: .nan).accessibilityIdentifier("circle")
            Text("Tap").padding(.infinity).alignmentGuide(.leading) { _ in .nan }
            Rectangle().accessibilityIdentifier("far").position(x: -.infinity, y: .infinity)
            Color.blue.frame(minWidth: .infinity, maxHeight: -.infinity)
        }
        let host = host(view)
        XCTAssertTrue(allFramesAreFinite(host), host.layoutDump())
        host.tap(at: CGPoint(x: 195, y: 400))
        host.tap(at: CGPoint(x: CGFloat.nan, y: 1e300))
        let buffer = host.render(scale: 1)
        XCTAssertEqual(buffer.width, 390)
        XCTAssertEqual(host.frame(of: "far")?.minX, -ViewNode.geometryLimit)
    }

    func testAFrameBeyondAnyScreenIsDumpedAsANumberNotConvertedToAnInteger() {
        let host = host(Color.green.frame(width: 1e300, height: 10))
        let dump = host.layoutDump()
        // Capped at the geometry limit (a size beyond 10¹⁸ points is not a size), and spelled.
        XCTAssertTrue(dump.contains("1e+18"), dump)
    }

    func testANaNLayoutPriorityNoLongerHangsTheStack() {
        let host = host(HStack {
            Text("A long line of text that must wrap").layoutPriority(.nan)
            Text("Beside it")
        }.frame(width: 200))
        // Before: the grouping of equal priorities never advanced past NaN (NaN ≠ NaN).
        XCTAssertTrue(allFramesAreFinite(host))
        XCTAssertEqual(host.laidOutViews().filter { $0.kind == "TextLeaf" }.count, 2, host.layoutDump())
    }

    func testARoundCappedStrokeWiderThanAnyScreenIsDrawnWithBoundedWork() {
        let host = host(Path { path in
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 100, y: 10))
        }.stroke(Color.blue, style: StrokeStyle(lineWidth: 1e300, lineCap: .round)), size: CGSize(width: 100, height: 100))
        let buffer = host.render(scale: 1)
        // The stroke covers everything: blue, not the white background.
        XCTAssertEqual(buffer.pixel(x: 50, y: 50).blue, 1, accuracy: 0.01)
        XCTAssertLessThan(buffer.pixel(x: 50, y: 50).red, 0.2)
    }

    func testTextFarOffScreenIsSkippedAndTextScaledHugeIsFilledAsOutlines() {
        let far = host(Text("Far away").offset(y: 1e300))
        XCTAssertFalse(far.drawList(scale: 3).commands.contains { if case .masks = $0 { return true } else { return false } })
        // scaleEffect(400) at 3×: 17 pt × 1200 = 20,400-pixel glyphs. Masks would take about
        // 400 MB each; outlines are filled in what is visible.
        let huge = host(Text("Hi").scaleEffect(400), size: CGSize(width: 100, height: 100))
        let commands = huge.drawList(scale: 3).commands
        XCTAssertFalse(commands.contains { if case .masks = $0 { return true } else { return false } })
        XCTAssertGreaterThanOrEqual(commands.filter { if case .fill = $0 { return true } else { return false } }.count, 2)
        let missesBefore = GlyphCache.shared.misses
        _ = huge.render(scale: 3)
        XCTAssertEqual(GlyphCache.shared.misses, missesBefore, "no glyph mask was rendered")
    }

    func testAHostLargerThanAnyBufferRendersTheLargestBufferAllowed() {
        let host = host(Color.red, size: CGSize(width: 1e18, height: 10))
        let buffer = host.render(scale: 2)
        XCTAssertEqual(buffer.width, PixelBuffer.maximumDimension)
        XCTAssertEqual(buffer.height, 20)
        XCTAssertEqual(PreviewHost.pixelSize(of: CGSize(width: 1e300, height: .nan), scale: 3).height, 0)
        XCTAssertEqual(PreviewHost.pixelSize(of: CGSize(width: 1e300, height: 1), scale: 3).width, 1_000_000_000)
    }

    func testAHueThatIsNotANumberIsRedNotATrap() {
        XCTAssertEqual(Color(hue: .nan, saturation: 1, brightness: 1).resolve(in: .light), RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(hue: .infinity, saturation: 1, brightness: 1).resolve(in: .light), RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(hue: 1 / 3, saturation: 1, brightness: 1).resolve(in: .light).green, 1, accuracy: 1e-9)
    }

    func testAHierarchicalForegroundStyleRefersToTheEnclosingOne() {
        // `.foregroundStyle(.secondary)` resolved itself, forever, and overflowed the stack.
        var environment = EnvironmentValues()
        environment.foregroundStyle = AnyShapeStyle(Color.red)
        environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary, inheriting: environment.foregroundStyle)
        guard case .color(let rgba) = HierarchicalShapeStyle.primary.resolvePaint(in: environment) else { return XCTFail() }
        XCTAssertEqual(rgba.alpha, 0.5, accuracy: 1e-9, "the secondary level of red")
        XCTAssertEqual(rgba.red, Color.red.resolve(in: .light).red)
        let host = host(Text("Nested").foregroundStyle(.secondary).foregroundStyle(.tertiary))
        XCTAssertFalse(host.drawList(scale: 1).commands.isEmpty)
    }
}

/// A view whose body contains itself: building stops with a warning instead of running for ever.
final class SelfContainingViewTests: XCTestCase {
    struct Forever: View {
        var body: some View { AnyView(VStack { Forever() }) }
    }

    func testAViewThatContainsItselfStopsWithAWarning() {
        let host = PreviewHost(VStack { Text("Still here").accessibilityIdentifier("text"); Forever() },
                               size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.text(of: "text"), "Still here")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("nested more than 30000 levels") }, "\(Diagnostics.log.suffix(3))")
    }
}
