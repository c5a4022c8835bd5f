import XCTest
@testable import Easel

/// Animation curves and springs against their published definitions.
final class AnimationCurveTests: XCTestCase {
    func testNamedTimingCurvesMatchCoreAnimationsControlPoints() {
        // ease-in-out is symmetric about (0.5, 0.5).
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.25) + UnitCurve.easeInOut.value(at: 0.75), 1, accuracy: 1e-6)
        // At Bézier parameter 0.5, ease-in (0.42, 0, 1, 1) passes (0.1575 + 0.375 + 0.125, 0.5)
        // = (0.6575, 0.5); ease-out (0, 0, 0.58, 1) passes (0.2175 + 0.125, 0.5) = (0.3425, 0.5).
        XCTAssertEqual(UnitCurve.easeIn.value(at: 0.6575), 0.5, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.easeOut.value(at: 0.3425), 0.5, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3)
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut] {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-9)
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-9)
        }
    }

    func testAnimationProgressHonoursDelaySpeedAndRepeats() {
        let linear = Animation.linear(duration: 2)
        XCTAssertEqual(linear.progress(at: 1), 0.5, accuracy: 1e-9)
        XCTAssertEqual(linear.delay(1).progress(at: 1), 0)
        XCTAssertEqual(linear.delay(1).progress(at: 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(linear.speed(2).progress(at: 0.5), 0.5, accuracy: 1e-9)
        let bouncing = linear.repeatCount(3, autoreverses: true)
        XCTAssertEqual(bouncing.progress(at: 3), 0.5, accuracy: 1e-9, "second play runs backwards")
        XCTAssertEqual(bouncing.progress(at: 2.5), 0.75, accuracy: 1e-9)
        XCTAssertTrue(bouncing.isFinished(at: 6))
        XCTAssertFalse(linear.repeatForever().isFinished(at: 1_000))
        XCTAssertEqual(linear.progress(at: 10), 1)
    }

    func testSpringParametersConvertAsApplePublishesThem() {
        // Apple ("Spring"): bounce 0 is critically damped; positive bounce = 1 - damping ratio.
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0).dampingRatio, 1)
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        // stiffness = (2π / response)², damping = 4π ζ / response, for a unit mass.
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        XCTAssertEqual(spring.stiffness, pow(4 * .pi, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi * 0.825 / 0.5, accuracy: 1e-9)
        let fromPhysics = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        XCTAssertEqual(fromPhysics.response, 0.5, accuracy: 1e-9)
        XCTAssertEqual(fromPhysics.dampingRatio, 0.825, accuracy: 1e-9)
    }

    func testSpringMotionSolvesTheOscillatorEquation() {
        for spring in [Spring(response: 0.5, dampingRatio: 0.5), Spring(response: 0.4, dampingRatio: 1), Spring(response: 0.3, dampingRatio: 1.8)] {
            // m x'' + c x' + k (x - 1) = 0, checked with central differences.
            let h = 1e-4
            for time in stride(from: 0.05, through: 0.8, by: 0.15) {
                let x = spring.value(at: time)
                let velocity = (spring.value(at: time + h) - spring.value(at: time - h)) / (2 * h)
                let acceleration = (spring.value(at: time + h) - 2 * x + spring.value(at: time - h)) / (h * h)
                let residual = spring.mass * acceleration + spring.damping * velocity + spring.stiffness * (x - 1)
                XCTAssertEqual(residual, 0, accuracy: 1e-2 * spring.stiffness, "\(spring) at \(time)")
            }
            XCTAssertEqual(spring.value(at: 0), 0)
            XCTAssertEqual(spring.value(at: 5), 1, accuracy: 1e-3)
        }
        // An under-damped oscillator's first peak overshoots by exp(-ζπ / √(1 - ζ²)).
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let peak = stride(from: 0.0, through: 1, by: 0.0005).map(bouncy.value(at:)).max()!
        XCTAssertEqual(peak, 1 + exp(-0.7 * .pi / (1 - 0.49).squareRoot()), accuracy: 1e-5, "a bouncy spring overshoots")
        XCTAssertLessThanOrEqual(stride(from: 0.0, through: 2, by: 0.001).map(Spring(duration: 0.5, bounce: 0).value(at:)).max()!, 1,
                                 "a critically damped spring never overshoots")
    }

    func testWithAnimationRunsItsBodyAndCompletesWhenTheAnimationEnds() {
        // The completion waits on the preview's clock: the host's time, moved on by `advance`.
        let host = PreviewHost(Text("Clock"), size: CGSize(width: 100, height: 100))
        var ran = false, completed = false
        let result = withAnimation(.linear(duration: 0.3)) { () -> Int in
            ran = true
            return 4
        } completion: {
            completed = true
        }
        XCTAssertEqual(result, 4)
        XCTAssertTrue(ran)
        XCTAssertFalse(completed)
        host.advance(by: 0.29)
        XCTAssertFalse(completed, "the animation is still running")
        host.advance(by: 0.02)
        XCTAssertTrue(completed)
    }
}
