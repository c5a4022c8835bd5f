import Foundation

/// A function from 0…1 to 0…1: a timing curve (Apple: "UnitCurve", iOS 17).
///
/// The named curves are Core Animation's (`CAMediaTimingFunction`'s documented control points:
/// ease-in 0.42,0 / 1,1; ease-out 0,0 / 0.58,1; ease-in-out 0.42,0 / 0.58,1), which SwiftUI's
/// `.easeIn`… use.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    let p1: UnitPoint
    let p2: UnitPoint

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(p1: startControlPoint, p2: endControlPoint)
    }

    public static let linear = UnitCurve(p1: UnitPoint(x: 0, y: 0), p2: UnitPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve(p1: UnitPoint(x: 0.42, y: 0), p2: UnitPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve(p1: UnitPoint(x: 0, y: 0), p2: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve(p1: UnitPoint(x: 0.42, y: 0), p2: UnitPoint(x: 0.58, y: 1))

    /// The curve's output for `progress` (its input time, 0…1): solves x(t) = progress for the
    /// Bézier parameter t by Newton's method with a bisection fallback, then returns y(t).
    public func value(at progress: Double) -> Double {
        let x = Swift.min(Swift.max(progress, 0), 1)
        if p1.x == p1.y && p2.x == p2.y { return x }
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            // B(t) with P0 = 0 and P3 = 1.
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
        }
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, Double(p1.x), Double(p2.x)) - x
            if abs(error) < 1e-7 { return bezier(t, Double(p1.y), Double(p2.y)) }
            let derivative = slope(t, Double(p1.x), Double(p2.x))
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = bezier(t, Double(p1.x), Double(p2.x))
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezier(t, Double(p1.y), Double(p2.y))
    }

    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: return "bezier(\(p1.x), \(p1.y), \(p2.x), \(p2.y))"
        }
    }
}
