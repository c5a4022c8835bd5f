import XCTest
@testable import Easel

/// Keyframe animation as Apple's "Controlling the timing and movements of your animations"
/// writes it: the code compiles, the view rests at its initial value, and a tap plays it.
final class KeyframeIdiomTests: XCTestCase {
    struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalTranslation = 0.0
        var angle = Angle.zero
    }

    struct Reaction: View {
        @State private var runPlan = 0
        var body: some View {
            Text("Hi")
                .font(.largeTitle)
                .keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        SpringKeyframe(1.0, duration: 0.25, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        MoveKeyframe(1.0)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1, timingCurve: .easeInOut)
                        SpringKeyframe(-40, duration: 0.25, spring: .smooth)
                    }
                }
                .onTapGesture { runPlan += 1 }
                .accessibilityIdentifier("reaction")
        }
    }

    /// The top of the drawn text: the first row with a dark pixel.
    private func textTop(_ host: PreviewHost) -> Int? {
        let pixels = host.render(scale: 1)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels.pixel(x: x, y: y).red < 0.5 { return y }
        }
        return nil
    }

    func testAKeyframeAnimationRestsThenPlaysOnATap() throws {
        let host = PreviewHost(Reaction(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.text(of: "reaction"), "Hi")
        let frame = try XCTUnwrap(host.frame(of: "reaction"))
        XCTAssertEqual(frame.midX, 100, accuracy: 0.5, "at rest: no offset or scale moves it")
        let rest = try XCTUnwrap(textTop(host))
        host.advance(by: 0.2)
        XCTAssertEqual(textTop(host), rest, "a triggered animator waits for its trigger")
        host.tap("reaction")
        // Past the jump (0.35 s) and before the end (1.16 s), with room for a busy machine.
        host.advance(by: 0.6)
        let jumping = try XCTUnwrap(textTop(host))
        XCTAssertLessThan(jumping, rest - 20, "the reaction jumps up and grows")
        // Well past the end (1.16 s after the tap): a loaded machine may start the timeline a
        // frame late, and the rest state stays.
        host.advance(by: 2.4)
        // At the end: upright and at scale 1, 40 points up (the last translation keyframe).
        XCTAssertEqual(Double(try XCTUnwrap(textTop(host))), Double(rest - 40), accuracy: 1)
    }
}
