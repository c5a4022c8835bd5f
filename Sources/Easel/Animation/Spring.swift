import Foundation

/// A damped spring (Apple: "Spring", iOS 17): a unit mass pulled from 0 towards 1.
///
/// The parameters convert as Apple documents them (WWDC23 "Animate with springs"; "Spring"):
/// `response` (= `duration`) is the period of the undamped spring, so stiffness is
/// (2π / response)²; `dampingRatio` = 1 − `bounce` for bounces from 0 to 1, and
/// 1 / (1 + `bounce`) for negative bounces (over-damped). Damping is 4π·dampingRatio·mass /
/// response.
public struct Spring: Hashable, Sendable {
    public let response: Double
    public let dampingRatio: Double
    public let mass: Double

    public init(response: Double = 0.5, dampingRatio: Double = 1) {
        self.response = Swift.max(response, 0.0001)
        self.dampingRatio = Swift.max(dampingRatio, 0)
        mass = 1
    }

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let ratio = bounce >= 0 ? 1 - Swift.min(bounce, 1) : 1 / (1 + Swift.max(bounce, -0.99))
        self.init(response: duration, dampingRatio: ratio)
    }

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Swift.max(mass, 0.0001), stiffness = Swift.max(stiffness, 0.0001)
        self.mass = mass
        response = 2 * .pi * (mass / stiffness).squareRoot()
        let ratio = Swift.max(damping, 0) / (2 * (stiffness * mass).squareRoot())
        dampingRatio = allowOverDamping ? ratio : Swift.min(ratio, 1)
    }

    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    public var stiffness: Double { pow(2 * .pi / response, 2) * mass }
    public var damping: Double { 4 * .pi * dampingRatio * mass / response }

    /// Seconds until the motion stays within 0.1 % of the target (SwiftUI's springs end when
    /// they are imperceptibly close; Apple gives no threshold, 0.001 is this choice).
    public var settlingDuration: TimeInterval {
        var time = 0.0
        var last = 0.0
        while time < 60 {
            if abs(1 - value(at: time)) > 0.001 { last = time }
            time += 1.0 / 240
            if time - last > 0.5 { break }
        }
        return last + 1.0 / 240
    }

    /// Position at `time` seconds, from 0 at rest towards 1: the closed-form solution of
    /// m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0, x'(0) = 0.
    public func value(at time: TimeInterval) -> Double {
        guard time > 0 else { return 0 }
        let omega = 2 * .pi / response            // undamped angular frequency
        let zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + (zeta * omega / damped) * sin(damped * time))
        } else if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            // x = 1 + A e^{r1 t} + B e^{r2 t}, A + B = -1, r1 A + r2 B = 0.
            let a = r2 / (r1 - r2), b = -r1 / (r1 - r2)
            return 1 + a * exp(r1 * time) + b * exp(r2 * time)
        }
    }
}

extension Spring {
    /// The free response to a unit velocity: g with g(0) = 0, g'(0) = 1 (and g' itself), so
    /// that a spring starting at rest offset y₀ with velocity v₀ is y₀·(g' + 2ζω·g) + v₀·g.
    func velocityResponse(at time: TimeInterval) -> (value: Double, derivative: Double) {
        guard time > 0 else { return (0, 1) }
        let omega = 2 * .pi / response, zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return (envelope * sin(damped * time) / damped,
                    envelope * (cos(damped * time) - zeta * omega / damped * sin(damped * time)))
        } else if zeta == 1 {
            let envelope = exp(-omega * time)
            return (time * envelope, envelope * (1 - omega * time))
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            return ((exp(r1 * time) - exp(r2 * time)) / (r1 - r2), (r1 * exp(r1 * time) - r2 * exp(r2 * time)) / (r1 - r2))
        }
    }

    /// The value of a spring released at zero towards `target` with `initialVelocity`, `time`
    /// seconds later (Apple: "value(target:initialVelocity:time:)").
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        target.scaled(by: value(at: time)) + initialVelocity.scaled(by: velocityResponse(at: time).value)
    }

    /// Its velocity then (Apple: "velocity(target:initialVelocity:time:)"): the step's ω²·g and
    /// the released velocity's g'.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let omega = 2 * .pi / response
        let response = velocityResponse(at: time)
        return target.scaled(by: omega * omega * response.value) + initialVelocity.scaled(by: response.derivative)
    }

    /// The springs of `Animation.smooth`, `.snappy` and `.bouncy` (Apple: "Spring.smooth"…):
    /// half a second, with no, a little (0.15) and more (0.3) bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
