import XCTest
import EaselRaster
@testable import Easel

/// Views an animated change inserts or removes, drawn by their transitions at chosen moments,
/// as apps write them: `if show { … .transition(.move(edge: .bottom)) }` toggled in
/// `withAnimation`.
final class TransitionTests: XCTestCase {
    final class Clock {
        var time: TimeInterval = 100
    }

    struct Toggler<Shown: View>: View {
        @State var isShown: Bool
        let shown: () -> Shown
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                    .accessibilityIdentifier("toggle")
                ZStack {
                    if isShown { shown() }
                }
                .frame(width: 200, height: 200)
            }
        }
    }

    private func host<V: View>(_ view: V, clock: Clock) -> PreviewHost {
        let host = PreviewHost(view, size: CGSize(width: 300, height: 400))
        host.graph.animator.now = { clock.time }
        return host
    }

    /// The red square as drawn: its bounding box of strongly red pixels, and its redness at
    /// the middle of that box (1 opaque, 0.5 at half opacity over white).
    private func square(_ host: PreviewHost) -> (box: CGRect, opacity: Double)? {
        let pixels = host.render(scale: 1)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x: x, y: y)
                guard pixel.red > 0.9, pixel.green < 0.95, pixel.red - pixel.green > 0.2 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let middle = pixels.pixel(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), Double(1 - middle.green))
    }

    private static func red() -> some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
    }

    func testAMoveBringsTheViewInFromBelowByItsHeight() throws {
        let clock = Clock()
        let host = host(Toggler(isShown: false) { TransitionTests.red().transition(.move(edge: .bottom)) }, clock: clock)
        XCTAssertNil(square(host))
        host.tap("toggle")
        let start = try XCTUnwrap(square(host)?.box)
        clock.time += 0.5
        let half = try XCTUnwrap(square(host)?.box)
        clock.time += 0.6
        let end = try XCTUnwrap(square(host)?.box)
        XCTAssertEqual(start.minY - end.minY, 40, "at the start, a height below")
        XCTAssertEqual(half.minY - end.minY, 20, "half way")
        XCTAssertEqual(start.minX, end.minX)
        XCTAssertFalse(host.isAnimating)
    }

    func testARemovedViewFadesOutWhereItWasThenIsGone() throws {
        let clock = Clock()
        let host = host(Toggler(isShown: true) { TransitionTests.red() }, clock: clock)
        let shown = try XCTUnwrap(square(host))
        XCTAssertEqual(shown.opacity, 1, accuracy: 0.02)
        host.tap("toggle")
        clock.time += 0.5
        let fading = try XCTUnwrap(square(host), "still drawn half way through the default opacity transition")
        XCTAssertEqual(fading.box, shown.box)
        XCTAssertEqual(fading.opacity, 0.5, accuracy: 0.02)
        clock.time += 0.6
        XCTAssertNil(square(host), "gone once the animation ends")
    }

    func testASlideGoesOutTowardsTheTrailingEdgeAndScaleShrinksTheViewAboutItsCentre() throws {
        let clock = Clock()
        let sliding = host(Toggler(isShown: true) { TransitionTests.red().transition(.slide) }, clock: clock)
        let shown = try XCTUnwrap(square(sliding)?.box)
        sliding.tap("toggle")
        clock.time += 0.25
        XCTAssertEqual(try XCTUnwrap(square(sliding)?.box).minX - shown.minX, 10, "a quarter of its width to the right")

        let scaling = host(Toggler(isShown: false) { TransitionTests.red().transition(.scale) }, clock: clock)
        scaling.tap("toggle")
        clock.time += 0.5
        let half = try XCTUnwrap(square(scaling)?.box)
        XCTAssertEqual(half.width, 20, accuracy: 1, "half its size half way in")
        XCTAssertEqual(half.midX, shown.midX, accuracy: 1, "about its centre")
    }

    /// `asymmetric` picks by direction; `combined` adds both; `push` comes in from its edge
    /// fading in; a transition of the app's own that blurs (which Easel cannot draw between) is
    /// drawn as a fade.
    func testAsymmetricCombinedPushAndCustomTransitions() throws {
        let clock = Clock()
        let asymmetric = AnyTransition.asymmetric(insertion: .offset(x: 0, y: -100), removal: .opacity)
        let entering = host(Toggler(isShown: false) { TransitionTests.red().transition(asymmetric.combined(with: .opacity)) }, clock: clock)
        entering.tap("toggle")
        clock.time += 0.5
        let half = try XCTUnwrap(square(entering))
        clock.time += 1
        let end = try XCTUnwrap(square(entering))
        XCTAssertEqual(end.box.minY - half.box.minY, 50, "half of the 100-point offset")
        XCTAssertEqual(half.opacity, 0.5, accuracy: 0.02, "and half faded in")

        let pushing = host(Toggler(isShown: false) { TransitionTests.red().transition(.push(from: .leading)) }, clock: clock)
        pushing.tap("toggle")
        clock.time += 0.5
        let pushed = try XCTUnwrap(square(pushing))
        clock.time += 1
        XCTAssertEqual(try XCTUnwrap(square(pushing)).box.minX - pushed.box.minX, 20, "half its width from the leading side")
        XCTAssertEqual(pushed.opacity, 0.5, accuracy: 0.02)

        struct Blur: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View { content.blur(radius: phase.isIdentity ? 0 : 10) }
        }
        let custom = host(Toggler(isShown: false) { TransitionTests.red().transition(Blur()) }, clock: clock)
        custom.tap("toggle")
        clock.time += 0.25
        XCTAssertEqual(try XCTUnwrap(square(custom)).opacity, 0.25, accuracy: 0.02)
    }

    /// A selection pill shared with `matchedGeometryEffect`: the one under the new tab comes
    /// from the old tab while the old one goes there, so half way it is under the middle tab.
    func testAMatchedPillMovesFromTheOldTabToTheNew() throws {
        struct Tabs: View {
            @Namespace private var pill
            @State private var selected = 0
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Button { withAnimation(.linear(duration: 1)) { selected = index } } label: {
                            Text("T\(index)").frame(width: 80, height: 40)
                        }
                        .background {
                            if selected == index {
                                Capsule().fill(Color(red: 1, green: 0, blue: 0)).matchedGeometryEffect(id: "pill", in: pill)
                            }
                        }
                        .accessibilityIdentifier("tab-\(index)")
                    }
                }
            }
        }
        let clock = Clock()
        let host = host(Tabs(), clock: clock)
        let tabs = try (0..<3).map { try XCTUnwrap(host.frame(of: "tab-\($0)")) }
        func isRed(_ tab: Int, _ pixels: PixelBuffer) -> Bool {
            let pixel = pixels.pixel(x: Int(tabs[tab].minX + 10), y: Int(tabs[tab].midY))
            return pixel.red > 0.9 && pixel.green < 0.35
        }
        var pixels = host.render(scale: 1)
        XCTAssertTrue(isRed(0, pixels))
        XCTAssertFalse(isRed(1, pixels))
        host.tap("tab-2")
        clock.time += 0.5
        pixels = host.render(scale: 1)
        XCTAssertTrue(isRed(1, pixels), "half way: under the middle tab")
        XCTAssertFalse(isRed(0, pixels))
        XCTAssertFalse(isRed(2, pixels))
        clock.time += 0.6
        pixels = host.render(scale: 1)
        XCTAssertTrue(isRed(2, pixels))
        XCTAssertFalse(isRed(1, pixels))
    }

    /// Transitions of the app's own, as apps write them: a modifier's active and identity
    /// states (`AnyTransition.modifier`), and a `Transition` of its phase; each is drawn
    /// between the opacity, scale and offset its states give the view.
    func testCustomTransitionsAreDrawnBetweenTheirStates() throws {
        struct FadeScale: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View {
                content.opacity(amount).scaleEffect(0.5 + amount / 2)
            }
        }
        let clock = Clock()
        let popping = AnyTransition.modifier(active: FadeScale(amount: 0), identity: FadeScale(amount: 1))
        let popped = host(Toggler(isShown: false) { TransitionTests.red().transition(popping) }, clock: clock)
        popped.tap("toggle")
        clock.time += 0.5
        let half = try XCTUnwrap(square(popped))
        XCTAssertEqual(half.opacity, 0.5, accuracy: 0.03, "half faded in")
        XCTAssertEqual(half.box.width, 30, accuracy: 1, "at 0.75 of its 40 points")
        clock.time += 1
        let end = try XCTUnwrap(square(popped))
        XCTAssertEqual(end.box.width, 40, accuracy: 0.5)
        XCTAssertEqual(end.opacity, 1, accuracy: 0.02)

        struct Rise: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.offset(y: phase == .willAppear ? 100 : 0).opacity(phase == .didDisappear ? 0 : 1)
            }
        }
        let rising = host(Toggler(isShown: false) { TransitionTests.red().transition(Rise()) }, clock: clock)
        rising.tap("toggle")
        clock.time += 0.5
        let risen = try XCTUnwrap(square(rising))
        XCTAssertEqual(risen.opacity, 1, accuracy: 0.02, "it comes in opaque")
        clock.time += 1
        let settled = try XCTUnwrap(square(rising))
        XCTAssertEqual(risen.box.minY - settled.box.minY, 50, accuracy: 0.5, "half of the 100 points below")
        rising.tap("toggle")
        clock.time += 0.5
        let leaving = try XCTUnwrap(square(rising))
        XCTAssertEqual(leaving.box.minY, settled.box.minY, accuracy: 0.5, "it goes out where it is")
        XCTAssertEqual(leaving.opacity, 0.5, accuracy: 0.03, "fading")
    }

    /// A highlight that follows the selected item with `isSource: false`, as custom segmented
    /// controls write it: it takes the selected tab's frame, and when the selection changes
    /// with an animation it slides there.
    func testAFollowerTakesItsSourcesFrameAndSlidesWithIt() throws {
        struct Segments: View {
            @Namespace private var segments
            @State private var selected = 0
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Capsule().fill(Color(red: 1, green: 0, blue: 0))
                        .matchedGeometryEffect(id: selected, in: segments, isSource: false)
                        .accessibilityIdentifier("highlight")
                    HStack(spacing: 0) {
                        ForEach(0..<3, id: \.self) { index in
                            Text("S\(index)").frame(width: 100, height: 40)
                                .matchedGeometryEffect(id: index, in: segments)
                                .contentShape(Rectangle())
                                .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                                .accessibilityIdentifier("segment-\(index)")
                        }
                    }
                }
            }
        }
        let clock = Clock()
        let host = host(Segments(), clock: clock)
        let segments = try (0..<3).map { try XCTUnwrap(host.frame(of: "segment-\($0)")) }
        XCTAssertEqual(host.frame(of: "highlight"), segments[0], "the follower lies on its source")
        host.tap("segment-2")
        XCTAssertEqual(host.frame(of: "highlight"), segments[2])
        func isRed(_ x: CGFloat, _ pixels: PixelBuffer) -> Bool {
            let pixel = pixels.pixel(x: Int(x), y: Int(segments[0].midY))
            return pixel.red > 0.9 && pixel.green < 0.35
        }
        clock.time += 0.5
        let half = host.render(scale: 1)
        XCTAssertTrue(isRed(segments[1].midX, half), "half way: over the middle segment")
        XCTAssertFalse(isRed(segments[0].minX + 25, half))
        XCTAssertFalse(isRed(segments[2].maxX - 25, half))
        clock.time += 0.6
        let end = host.render(scale: 1)
        XCTAssertTrue(isRed(segments[2].midX, end))
        XCTAssertFalse(isRed(segments[1].midX, end))
    }

    /// Animated changes that remove whole subtrees (a lazy list, a navigation stack, nested
    /// conditionals), started again before the last one ends, are drawn without trouble: the
    /// removed views are drawn from the old tree while it lives.
    func testInterruptedRemovalsOfWholeSubtreesDrawSafely() throws {
        struct Screens: View {
            @State var step = 0
            var body: some View {
                VStack {
                    Button("Next") { withAnimation(.easeInOut(duration: 1)) { step += 1 } }.accessibilityIdentifier("next")
                    if step % 3 == 0 {
                        ScrollView {
                            LazyVStack {
                                ForEach(0..<50, id: \.self) { row in Text("Row \(row)").transition(.slide) }
                            }
                        }
                        .transition(.move(edge: .leading))
                    } else if step % 3 == 1 {
                        NavigationStack {
                            List { ForEach(0..<5, id: \.self) { Text("Item \($0)") } }
                                .navigationTitle("Items")
                        }
                        .transition(.scale.combined(with: .opacity))
                    } else {
                        HStack {
                            ForEach(0..<step % 5, id: \.self) { index in
                                Circle().fill(Color.red).frame(width: 20, height: 20).transition(.push(from: .top))
                            }
                        }
                    }
                }
            }
        }
        let clock = Clock()
        let host = host(Screens(), clock: clock)
        for _ in 0..<9 {
            host.tap("next")
            for _ in 0..<3 {
                clock.time += 0.2
                let pixels = host.render(scale: 1)
                XCTAssertEqual(pixels.width, 300)
            }
        }
        clock.time += 2
        XCTAssertFalse(host.isAnimating)
        _ = host.render(scale: 1)
    }

    /// Rows of a `ForEach` are paired by their ids: deleting the middle row fades it out where
    /// it was while the row after it moves up into its place.
    func testADeletedRowFadesOutAndTheNextMovesUp() throws {
        struct Rows: View {
            @State var names = ["a", "b", "c"]
            var body: some View {
                VStack(spacing: 0) {
                    Button("Remove") { withAnimation(.linear(duration: 1)) { _ = names.remove(at: 1) } }
                        .accessibilityIdentifier("remove")
                    VStack(spacing: 0) {
                        ForEach(names, id: \.self) { name in
                            Color(red: name == "a" ? 1 : 0, green: name == "b" ? 1 : 0, blue: name == "c" ? 1 : 0)
                                .frame(width: 40, height: 40).accessibilityIdentifier(name)
                        }
                    }
                    .frame(height: 120, alignment: .top)
                }
            }
        }
        let clock = Clock()
        let host = host(Rows(), clock: clock)
        let b = try XCTUnwrap(host.frame(of: "b"))
        host.tap("remove")
        clock.time += 0.5
        let c = try XCTUnwrap(host.frame(of: "c"))
        XCTAssertEqual(c.minY, b.minY, "laid out in b's place at once")
        let pixels = host.render(scale: 1)
        // c is drawn half way up: from 40 below its new place to it.
        let middle = pixels.pixel(x: Int(c.midX), y: Int(c.minY + 30))
        XCTAssertEqual(middle.blue, 1, accuracy: 0.02, "c half way up")
        XCTAssertEqual(middle.green, 0, accuracy: 0.02)
        // Above it, b fades out where it was, at half opacity over white, under c.
        let fading = pixels.pixel(x: Int(c.midX), y: Int(c.minY + 5))
        XCTAssertEqual(fading.green, 1, accuracy: 0.02)
        XCTAssertEqual(fading.red, 0.5, accuracy: 0.03, "b at half opacity")
    }

    /// A banner an `if` inserts above content comes in by its transition where it goes, while
    /// the content below moves down to make room: the two are different views, paired by their
    /// places in the body, not one taking over the other's frame.
    func testAViewAnIfInsertsComesInWhileTheViewAfterItMovesDown() throws {
        struct Banner: View {
            @State var showsBanner = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { showsBanner.toggle() } }
                        .accessibilityIdentifier("toggle")
                    if showsBanner {
                        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).accessibilityIdentifier("banner")
                    }
                    Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).accessibilityIdentifier("content")
                    Spacer()
                }
            }
        }
        let clock = Clock()
        let host = host(Banner(), clock: clock)
        let before = try XCTUnwrap(host.frame(of: "content"))
        host.tap("toggle")
        clock.time += 0.5
        let banner = try XCTUnwrap(host.frame(of: "banner"))
        let after = try XCTUnwrap(host.frame(of: "content"))
        XCTAssertEqual(after.minY - before.minY, 40)
        let pixels = host.render(scale: 1)
        // The content is drawn half way down, opaque blue.
        let content = pixels.pixel(x: Int(after.midX), y: Int(before.minY + 25))
        XCTAssertEqual(content.blue, 1, accuracy: 0.02)
        XCTAssertEqual(content.red, 0, accuracy: 0.02, "the content moves as itself, not turning red")
        // The banner fades in where it is laid out, above the moving content.
        let fading = pixels.pixel(x: Int(banner.midX), y: Int(banner.minY + 5))
        XCTAssertEqual(fading.red, 1, accuracy: 0.02)
        XCTAssertEqual(fading.green, 0.5, accuracy: 0.03, "the banner at half opacity")
    }

    /// The two branches of an `if`/`else` are two views: toggled with an animation one fades
    /// out as the other fades in, where one view whose colour changes turns from one colour to
    /// the other through linear light.
    func testTheBranchesOfAnIfElseCrossfadeWhereOneViewChangesColour() throws {
        struct Branches: View {
            let usesBranches: Bool
            @State var isOn = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                        .accessibilityIdentifier("toggle")
                    if usesBranches {
                        if isOn {
                            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).accessibilityIdentifier("lamp")
                        } else {
                            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).accessibilityIdentifier("lamp")
                        }
                    } else {
                        Color(red: isOn ? 0 : 1, green: 0, blue: isOn ? 1 : 0).frame(width: 40, height: 40).accessibilityIdentifier("lamp")
                    }
                }
            }
        }
        func middle(usesBranches: Bool) throws -> RasterColor {
            let clock = Clock()
            let host = host(Branches(usesBranches: usesBranches), clock: clock)
            host.tap("toggle")
            clock.time += 0.5
            let lamp = try XCTUnwrap(host.frame(of: "lamp"))
            return host.render(scale: 1).pixel(x: Int(lamp.midX), y: Int(lamp.midY))
        }
        // Blue at half opacity over red at half opacity over white: (0.5, 0.25, 0.75).
        let crossfade = try middle(usesBranches: true)
        XCTAssertEqual(crossfade.red, 0.5, accuracy: 0.03)
        XCTAssertEqual(crossfade.green, 0.25, accuracy: 0.03)
        XCTAssertEqual(crossfade.blue, 0.75, accuracy: 0.03)
        // Half way from red to blue through linear light: 0.735 of each in sRGB, no green.
        let morph = try middle(usesBranches: false)
        XCTAssertEqual(morph.red, 0.735, accuracy: 0.02)
        XCTAssertEqual(morph.green, 0, accuracy: 0.02)
        XCTAssertEqual(morph.blue, 0.735, accuracy: 0.02)
    }
}
