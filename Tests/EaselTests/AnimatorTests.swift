import XCTest
import EaselRaster
@testable import Easel

/// Animated changes drawn between their old and new states, at chosen times (the animator's
/// clock is set by the test).
final class AnimatorTests: XCTestCase {
    /// A host whose animation clock the test moves.
    final class Clock {
        var time: TimeInterval = 100
    }

    private func host<V: View>(_ view: V, clock: Clock) -> PreviewHost {
        let host = PreviewHost(view, size: CGSize(width: 400, height: 400))
        host.graph.animator.now = { clock.time }
        return host
    }

    /// The drawn frame of the red square: where the first blue pixel row and column are.
    private func squareOrigin(_ host: PreviewHost) -> CGPoint? {
        let pixels = host.render(scale: 1)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x: x, y: y)
                if pixel.red > 0.9 && pixel.green < 0.4 && pixel.blue < 0.4 { return CGPoint(x: x, y: y) }
            }
        }
        return nil
    }

    struct Mover: View {
        @State var isRight = false
        var body: some View {
            VStack {
                Button("Move") { withAnimation(.linear(duration: 1)) { isRight.toggle() } }
                    .accessibilityIdentifier("move")
                Color.red.frame(width: 40, height: 40)
                    .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
                    .accessibilityIdentifier("square")
            }
        }
    }

    func testWithAnimationMovesTheViewAlongItsCurve() throws {
        let clock = Clock()
        let host = host(Mover(), clock: clock)
        XCTAssertEqual(squareOrigin(host)?.x, 0)
        host.tap("move")
        // Layout is final at once; drawing follows the curve.
        XCTAssertEqual(host.frame(of: "square")?.maxX, 400)
        XCTAssertTrue(host.isAnimating)
        XCTAssertEqual(squareOrigin(host)?.x, 0, "at 0 s the square is where it was")
        clock.time += 0.5
        XCTAssertEqual(squareOrigin(host)?.x, 180, "half way along a linear 1 s animation: 360 × 0.5")
        clock.time += 0.25
        XCTAssertEqual(squareOrigin(host)?.x, 270)
        clock.time += 0.5
        XCTAssertEqual(squareOrigin(host)?.x, 360, "finished")
        XCTAssertFalse(host.isAnimating)
    }

    /// Slow animations (the viewer's Ctrl+T): a tenth of the speed plays the same curve over ten
    /// machine seconds, and going back to full speed carries on from where the square is.
    func testSlowAnimationsPlayTheCurveAtATenthOfTheSpeedAndChangePaceWhereTheyAre() throws {
        let machine = Clock()
        let host = PreviewHost(Mover(), size: CGSize(width: 400, height: 400))
        host.animationClock.uptime = { machine.time }
        host.animationSpeed = 0.1
        host.tap("move")
        machine.time += 5
        XCTAssertEqual(squareOrigin(host)?.x, 180, "five machine seconds at a tenth of the speed: half way")
        host.animationSpeed = 1
        XCTAssertEqual(squareOrigin(host)?.x, 180, "changing the pace does not move the square")
        machine.time += 0.25
        XCTAssertEqual(squareOrigin(host)?.x, 270, "then a quarter second of full speed: three quarters")
        machine.time += 0.3
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(squareOrigin(host)?.x, 360)
        host.animationSpeed = -.infinity
        XCTAssertEqual(host.animationSpeed, 1, "a speed that is not above zero is full speed")
    }

    /// Scale and rotation effects animate their values: half way from 1 to 2 the square is
    /// drawn at 1.5 times its size; half way from 0° to 90° it stands at 45°.
    func testScaleAndRotationEffectsMoveThroughTheirValues() throws {
        struct Grower: View {
            @State var isOn = false
            var body: some View {
                VStack(spacing: 40) {
                    Button("Go") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }.accessibilityIdentifier("go")
                    Color.red.frame(width: 40, height: 40).scaleEffect(isOn ? 2 : 1).rotationEffect(.degrees(isOn ? 90 : 0))
                }
            }
        }
        let clock = Clock()
        let host = host(Grower(), clock: clock)
        func redWidth() -> Int {
            let pixels = host.render(scale: 1)
            var minX = Int.max, maxX = -1
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let pixel = pixels.pixel(x: x, y: y)
                    if pixel.red > 0.9 && pixel.green < 0.5 { minX = min(minX, x); maxX = max(maxX, x) }
                }
            }
            return maxX - minX + 1
        }
        XCTAssertEqual(redWidth(), 40)
        host.tap("go")
        clock.time += 0.5
        // A 60-point square (1.5 × 40) turned 45°: its diagonal, 60 × √2 ≈ 84.9, across.
        XCTAssertEqual(Double(redWidth()), 60 * 2.0.squareRoot(), accuracy: 2)
        clock.time += 0.6
        XCTAssertEqual(redWidth(), 80, "at the end: twice the size, a quarter turn")
    }

    /// A fill's colour animates through linear light: half way from red to blue is
    /// (0.5, 0, 0.5) linear, 0.735 of each in sRGB; `foregroundStyle` colours do the same.
    func testColoursAnimateThroughLinearLight() throws {
        struct Light: View {
            @State var isOn = false
            var body: some View {
                VStack {
                    Button("Switch") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }.accessibilityIdentifier("switch")
                    Circle().fill(isOn ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                        .frame(width: 40, height: 40).accessibilityIdentifier("lamp")
                    Rectangle().foregroundStyle(isOn ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                        .frame(width: 40, height: 40).accessibilityIdentifier("panel")
                }
            }
        }
        try assertTurnsFromRedToBlue(Light(), tapping: "switch", ["lamp", "panel"], accuracy: 0.01, checksGreen: true)
    }

    /// Taps `button` of `view`, then checks the middle pixel of each named view half way
    /// through the one-second change from red to blue (0.735 of red and blue, through linear
    /// light) and, for the first, blue once it ended.
    private func assertTurnsFromRedToBlue<V: View>(_ view: V, tapping button: String, _ names: [String], accuracy: Double,
                                                   checksGreen: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        let clock = Clock()
        let host = host(view, clock: clock)
        host.tap(button)
        clock.time += 0.5
        let pixels = host.render(scale: 1)
        for name in names {
            let frame = try XCTUnwrap(host.frame(of: name), file: file, line: line)
            let middle = pixels.pixel(x: Int(frame.midX), y: Int(frame.midY))
            XCTAssertEqual(middle.red, 0.735, accuracy: accuracy, name, file: file, line: line)
            if checksGreen { XCTAssertEqual(middle.green, 0, accuracy: accuracy, name, file: file, line: line) }
            XCTAssertEqual(middle.blue, 0.735, accuracy: accuracy, name, file: file, line: line)
        }
        clock.time += 0.6
        let end = host.render(scale: 1)
        let first = try XCTUnwrap(host.frame(of: names[0]), file: file, line: line)
        XCTAssertEqual(end.pixel(x: Int(first.midX), y: Int(first.midY)).blue, 1, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(end.pixel(x: Int(first.midX), y: Int(first.midY)).red, 0, accuracy: 0.01, file: file, line: line)
    }

    /// A text's colour animates as a fill's does: a selected tab's label turning from grey to
    /// blue (`foregroundStyle`, `foregroundColor`) is drawn part way at half time.
    func testTextColoursAnimate() throws {
        struct Tab: View {
            @State var isSelected = false
            var body: some View {
                VStack {
                    Button("Select") { withAnimation(.linear(duration: 1)) { isSelected.toggle() } }.accessibilityIdentifier("select")
                    Text("███").font(.system(size: 40))
                        .foregroundStyle(isSelected ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                        .accessibilityIdentifier("label")
                    Text("███").font(.system(size: 40))
                        .foregroundColor(isSelected ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                        .accessibilityIdentifier("legacy")
                }
            }
        }
        try assertTurnsFromRedToBlue(Tab(), tapping: "select", ["label", "legacy"], accuracy: 0.02)
    }

    /// A gradient's stops animate as colours do (a background that turns from a warm to a cool
    /// gradient), and a colour turning into a gradient spreads into it.
    func testGradientsAnimateStopByStop() throws {
        struct Sky: View {
            @State var isNight = false
            var body: some View {
                VStack {
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { isNight.toggle() } }.accessibilityIdentifier("toggle")
                    Rectangle()
                        .fill(LinearGradient(colors: isNight ? [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1)]
                                                             : [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)],
                                             startPoint: .top, endPoint: .bottom))
                        .frame(width: 60, height: 60).accessibilityIdentifier("sky")
                    Rectangle()
                        .fill(isNight ? AnyShapeStyle(LinearGradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1)],
                                                                     startPoint: .top, endPoint: .bottom))
                                      : AnyShapeStyle(Color(red: 1, green: 0, blue: 0)))
                        .frame(width: 60, height: 60).accessibilityIdentifier("sea")
                }
            }
        }
        try assertTurnsFromRedToBlue(Sky(), tapping: "toggle", ["sky", "sea"], accuracy: 0.02)
    }

    /// A progress ring's trim animates through its fraction, and a shape of the app's own
    /// through its `animatableData`.
    func testTrimsAndCustomShapesAnimateTheirData() throws {
        struct Meter: Shape {
            var level: Double
            var animatableData: Double {
                get { level }
                set { level = newValue }
            }
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: rect.minX, y: rect.maxY - rect.height * level, width: rect.width, height: rect.height * level))
            }
        }
        struct Progress: View {
            @State var progress = 0.25
            var body: some View {
                VStack(spacing: 20) {
                    Button("Advance") { progress = 0.75 }.accessibilityIdentifier("advance")
                    Circle().trim(from: 0, to: progress)
                        .stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10)
                        .frame(width: 100, height: 100).accessibilityIdentifier("ring")
                    Meter(level: progress).fill(Color(red: 1, green: 0, blue: 0))
                        .frame(width: 20, height: 100).accessibilityIdentifier("meter")
                }
                .animation(.linear(duration: 1), value: progress)
            }
        }
        let clock = Clock()
        let host = host(Progress(), clock: clock)
        let ring = try XCTUnwrap(host.frame(of: "ring")), meter = try XCTUnwrap(host.frame(of: "meter"))
        // Points on the ring's stroke (radius 95/2 from its centre), at 135° and 225° clockwise
        // from three o'clock, where the circle's path starts.
        func ringIsRed(at degrees: Double, _ pixels: PixelBuffer) -> Bool {
            let radians = degrees * .pi / 180, radius = 47.5
            let pixel = pixels.pixel(x: Int(ring.midX + radius * cos(radians)), y: Int(ring.midY + radius * sin(radians)))
            return pixel.red > 0.9 && pixel.green < 0.2
        }
        func meterIsRed(atLevel level: Double, _ pixels: PixelBuffer) -> Bool {
            let pixel = pixels.pixel(x: Int(meter.midX), y: Int(meter.maxY - 100 * level))
            return pixel.red > 0.9 && pixel.green < 0.2
        }
        var pixels = host.render(scale: 1)
        XCTAssertFalse(ringIsRed(at: 135, pixels), "a quarter of the ring: to six o'clock")
        host.tap("advance")
        clock.time += 0.5
        pixels = host.render(scale: 1)
        XCTAssertTrue(ringIsRed(at: 135, pixels), "half way, the trim is at one half")
        XCTAssertFalse(ringIsRed(at: 225, pixels))
        XCTAssertTrue(meterIsRed(atLevel: 0.45, pixels), "the meter at 0.5")
        XCTAssertFalse(meterIsRed(atLevel: 0.55, pixels))
        clock.time += 0.6
        pixels = host.render(scale: 1)
        XCTAssertTrue(ringIsRed(at: 225, pixels))
        XCTAssertTrue(meterIsRed(atLevel: 0.7, pixels))
    }

    struct Fader: View {
        @State var isShown = false
        var body: some View {
            VStack {
                Button("Show") { isShown.toggle() }.accessibilityIdentifier("show")
                Color.red.frame(width: 40, height: 40).opacity(isShown ? 1 : 0).accessibilityIdentifier("faded")
            }
            .animation(.easeInOut(duration: 2), value: isShown)
        }
    }

    func testImplicitAnimationFadesWhenItsValueChanges() throws {
        let clock = Clock()
        let host = host(Fader(), clock: clock)
        XCTAssertNil(squareOrigin(host), "hidden")
        host.tap("show")
        XCTAssertTrue(host.isAnimating)
        clock.time += 1
        let square = try XCTUnwrap(host.frame(of: "faded"))
        let half = host.render(scale: 1).pixel(x: Int(square.midX), y: Int(square.midY))
        // Half way through ease-in-out, the square is at half opacity over white: systemRed's
        // green channel, 59/255, is half way to white there (0.62).
        XCTAssertEqual(half.green, (59.0 / 255 + 1) / 2, accuracy: 0.02)
        clock.time += 2
        XCTAssertFalse(host.isAnimating)
    }

    func testAChangeWithoutAnimationIsDrawnAtOnce() throws {
        struct Plain: View {
            @State var isRight = false
            var body: some View {
                VStack {
                    Button("Move") { isRight.toggle() }.accessibilityIdentifier("move")
                    Color.red.frame(width: 40, height: 40).frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
                }
            }
        }
        let clock = Clock()
        let host = host(Plain(), clock: clock)
        host.tap("move")
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(squareOrigin(host)?.x, 360)
    }

    struct MoverWithCounter: View {
        @State var isRight = false
        @State var count = 0
        var body: some View {
            VStack {
                Button("Move") { withAnimation(.linear(duration: 1)) { isRight.toggle() } }.accessibilityIdentifier("move")
                Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
                Color.red.frame(width: 40, height: 40)
                    .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
            }
        }
    }

    func testAPlainChangeDuringAnAnimationDrawsTheRebuiltViewsWhereTheyAre() throws {
        let clock = Clock()
        let host = host(MoverWithCounter(), clock: clock)
        host.tap("move")
        clock.time += 0.5
        XCTAssertEqual(squareOrigin(host)?.x, 180)
        // The counter's change builds the body again: the animated nodes are replaced.
        host.tap("count")
        XCTAssertEqual(squareOrigin(host)?.x, 360, "the new square is drawn where it is laid out")
        clock.time += 1
        XCTAssertFalse(host.isAnimating)
    }
}
