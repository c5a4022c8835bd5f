import Foundation

/// An angle (Apple: "Angle"). Arithmetic comes from `_VectorMath`, as in SwiftUI:
/// `.degrees(90) * 2`, `angle / 3`, `-angle`, `a + b`.
public struct Angle: Hashable, Comparable, Codable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: _VectorMath {}
extension EdgeInsets: _VectorMath {}

/// Arithmetic for animatable values built from their animatable data (Apple: "_VectorMath",
/// the protocol through which SwiftUI gives `Angle` and `EdgeInsets` their operators).
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }
    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }
    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }
    public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }
}
