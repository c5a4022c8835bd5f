import Foundation

/// How a change moves from its old value to its new one over time (Apple: "Animation").
///
/// An animation is a curve from progress 0 to 1 (springs may overshoot), a duration, a delay, a
/// speed and a repeat count. `progress(at:)` evaluates it, so tests and a future animator read
/// the same maths. Curves follow Apple's definitions: timing curves are cubic Béziers from
/// (0, 0) to (1, 1) (Apple: "timingCurve(_:_:_:_:duration:)", the CSS/Core Animation model);
/// springs are damped harmonic oscillators with the iOS 17 parameters (`Spring`).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Curve: Equatable, Sendable {
        case bezier(UnitCurve)
        case spring(Spring)
    }

    var curve: Curve
    /// Seconds for a timing curve; for a spring, its settling duration is the spring's own.
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var speed: Double = 1
    /// How many times it plays; nil forever.
    var repeatCount: Int? = 1
    var autoreverses = false

    init(curve: Curve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration
    }

    // MARK: Timing curves

    /// iOS 17 made springs the default: "withAnimation with no argument now uses a smooth
    /// spring" (WWDC23 "Animate with springs"); `.smooth` is duration 0.5, bounce 0.
    public static let `default` = Animation.smooth

    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    public static func linear(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(.linear), duration: duration)
    }

    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(.easeIn), duration: duration)
    }

    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(.easeOut), duration: duration)
    }

    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(.easeInOut), duration: duration)
    }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation(curve: .bezier(UnitCurve.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y),
                                                  endControlPoint: UnitPoint(x: p2x, y: p2y))),
                  duration: duration)
    }

    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(curve), duration: duration)
    }

    // MARK: Springs

    /// A spring with response 0.5 s and damping 0.825 (Apple: "spring": `spring(response:
    /// dampingFraction:blendDuration:)` with its defaults).
    public static let spring = Animation.spring()
    public static let interactiveSpring = Animation.interactiveSpring()
    public static let smooth = Animation.smooth()
    public static let snappy = Animation.snappy()
    public static let bouncy = Animation.bouncy()

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction))
    }

    /// `spring()` with no arguments keeps its older meaning (response 0.5, damping 0.825): both
    /// forms default every argument, and code written before iOS 17 expects that spring.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce))
    }

    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(curve: .spring(spring), duration: spring.settlingDuration)
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
    }

    /// Apple: "smooth(duration:extraBounce:)": a spring with no bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// Apple: "snappy(duration:extraBounce:)": a spring with a small bounce (0.15).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// Apple: "bouncy(duration:extraBounce:)": a spring with a visible bounce (0.3).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        spring(Spring(mass: 1, stiffness: stiffness, damping: damping))
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        spring(Spring(mass: mass, stiffness: stiffness, damping: damping))
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    // MARK: Changing an animation

    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed = speed > 0 && speed.isFinite ? self.speed * speed : self.speed
        return copy
    }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = Swift.max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    // MARK: Evaluating

    /// Seconds from the start to the end of one play, at the animation's speed, without delay.
    public var playDuration: TimeInterval { duration / speed }

    /// Progress from 0 (old value) to 1 (new value) `time` seconds after the change, delay,
    /// speed and repeats included. Springs may pass 1 on the way.
    public func progress(at time: TimeInterval) -> Double {
        let local = (time - delay) * speed
        guard local > 0 else { return 0 }
        guard duration > 0 else { return 1 }
        var play = local / duration
        if let count = repeatCount, play >= Double(count) {
            // Finished: the view shows the new value (after an even number of autoreversing
            // plays SwiftUI, too, jumps to it).
            return 1
        }
        var reversed = false
        if autoreverses {
            reversed = Int(play) % 2 == 1
        }
        play -= play.rounded(.down)
        let fraction = reversed ? 1 - play : play
        switch curve {
        case .bezier(let curve): return curve.value(at: fraction)
        case .spring(let spring): return spring.value(at: fraction * duration)
        }
    }

    /// Whether the animation has finished `time` seconds after the change.
    public func isFinished(at time: TimeInterval) -> Bool {
        guard let count = repeatCount else { return false }
        return (time - delay) * speed >= duration * Double(count)
    }

    public var description: String {
        switch curve {
        case .bezier(let curve): return "Animation(\(curve), duration: \(duration))"
        case .spring(let spring): return "Animation(spring(response: \(spring.response), dampingRatio: \(spring.dampingRatio)))"
        }
    }
}
