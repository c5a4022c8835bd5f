import XCTest
@testable import Easel

/// Keyframes as Apple's "Controlling the timing and movements of your animations" writes them:
/// tracks over the properties of a value, evaluated by a `KeyframeTimeline` and played by
/// `keyframeAnimator`.
final class KeyframeTests: XCTestCase {
    struct AnimationValues {
        var scale = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    func testATimelineMovesEachTrackThroughItsKeyframes() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            KeyframeTrack(\.verticalOffset) {
                MoveKeyframe(10.0)
                LinearKeyframe(30.0, duration: 0.5, timingCurve: .linear)
            }
            KeyframeTrack(\.angle) {
                SpringKeyframe(.degrees(90), duration: 1, spring: .smooth)
            }
        }
        XCTAssertEqual(timeline.duration, 2, "the longest track")
        XCTAssertEqual(timeline.value(time: 0).scale, 1)
        XCTAssertEqual(timeline.value(time: 0.5).scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5).scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0).verticalOffset, 10, "a move keyframe jumps at once")
        XCTAssertEqual(timeline.value(time: 0.25).verticalOffset, 20, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 5).verticalOffset, 30, "after its keyframes a track stays at the last")
        // Along a smooth spring (response 0.5 s) to 90°, reached at the keyframe's end.
        XCTAssertEqual(timeline.value(time: 0.5).angle.degrees, 90 * Spring.smooth.value(at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(timeline.value(time: 1).angle.degrees, 90, accuracy: 1e-9)
        XCTAssertLessThan(timeline.value(time: 0.1).angle.degrees, 45)
        XCTAssertEqual(timeline.value(progress: 0.25).scale, 1.5, accuracy: 1e-9)
    }

    /// Cubic keyframes pass through every keyframe's value, smoothly: half way between two
    /// rising knots the curve is above the straight line when the slope grows into the next.
    func testCubicKeyframesPassThroughTheirValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(40.0, duration: 1)
                CubicKeyframe(40.0, duration: 1)
            }
        }
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 2), 40, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 3), 40, accuracy: 1e-9)
        // From 0 (at rest) to 10, leaving with the slope (40 − 0) / 2 = 20 per second:
        // h01 · 10 + h11 · 20 at t = ½ is 5 − 2.5 = 2.5.
        XCTAssertEqual(timeline.value(time: 0.5), 2.5, accuracy: 1e-9)
    }

    /// A spring keyframe released with a velocity: it leaves at that velocity (the slope over
    /// the first hundredth of a millisecond), overshoots further than from rest, and still arrives.
    func testASpringKeyframeLeavesWithItsStartVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0)
        func timeline(_ velocity: Double?) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack { SpringKeyframe(100.0, duration: 2, spring: spring, startVelocity: velocity) }
            }
        }
        let still = timeline(nil), thrown = timeline(400)
        XCTAssertEqual(still.value(time: 1e-5) / 1e-5, 0, accuracy: 0.5, "from rest")
        XCTAssertEqual(thrown.value(time: 1e-5) / 1e-5, 400, accuracy: 0.5, "at 400 points a second")
        XCTAssertGreaterThan(thrown.value(time: 0.2), still.value(time: 0.2))
        XCTAssertEqual(thrown.value(time: 2), 100, accuracy: 1e-9)
        XCTAssertEqual(thrown.value(time: 1.99), 100, accuracy: 0.01, "settled by the end")
    }

    /// `Spring.value(target:initialVelocity:time:)` and `velocity(…)` solve the spring from
    /// zero: the velocity is the value's slope, and starts at the given velocity.
    func testSpringValueAndVelocityAgree() {
        for spring in [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.4, bounce: 0), Spring(response: 0.6, dampingRatio: 1.4)] {
            XCTAssertEqual(spring.velocity(target: 1.0, initialVelocity: 3.0, time: 0), 3, accuracy: 1e-9)
            XCTAssertEqual(spring.value(target: 1.0, initialVelocity: 3.0, time: 0), 0, accuracy: 1e-9)
            for time in [0.05, 0.2, 0.7] {
                let step = 1e-6
                let slope = (spring.value(target: 1.0, initialVelocity: 3.0, time: time + step)
                    - spring.value(target: 1.0, initialVelocity: 3.0, time: time - step)) / (2 * step)
                XCTAssertEqual(spring.velocity(target: 1.0, initialVelocity: 3.0, time: time), slope, accuracy: 1e-4)
            }
            XCTAssertEqual(spring.value(target: 1.0, time: 5), 1, accuracy: 1e-3)
        }
    }

    /// A triggered animator rests at its initial value, plays when the trigger changes, and
    /// ends at its last keyframes.
    func testATriggeredAnimatorPlaysWhenItsTriggerChanges() throws {
        struct Bouncer: View {
            @State private var bounces = 0
            var body: some View {
                VStack {
                    Button("Bounce") { bounces += 1 }.accessibilityIdentifier("bounce")
                    Color.red
                        .keyframeAnimator(initialValue: AnimationValues(), trigger: bounces) { content, value in
                            content.frame(width: 40 * value.scale, height: 40).accessibilityIdentifier("ball")
                        } keyframes: { _ in
                            KeyframeTrack(\.scale) {
                                LinearKeyframe(3.0, duration: 0.6)
                            }
                        }
                }
            }
        }
        let host = PreviewHost(Bouncer(), size: CGSize(width: 300, height: 300))
        host.advance(by: 0.3)
        XCTAssertEqual(host.frame(of: "ball")?.width, 40, "at rest before the trigger changes")
        host.tap("bounce")
        host.advance(by: 0.3)
        let middle = try XCTUnwrap(host.frame(of: "ball")?.width)
        XCTAssertGreaterThan(middle, 41, "playing")
        XCTAssertLessThan(middle, 118, "not yet at the end")
        host.advance(by: 0.6)
        XCTAssertEqual(host.frame(of: "ball")?.width, 120, "at the last keyframe")
    }
}
