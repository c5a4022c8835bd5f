import Foundation
import EaselRaster

/// A 3 × 3 projective transform of a view's points (Apple: "ProjectionTransform"), in
/// CoreGraphics' row-vector convention: `(x, y, 1)` times the matrix gives `(X, Y, W)`, and
/// the point is `(X / W, Y / W)`.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// The transform of the plane z = 0 seen through a 3-D transform (its x, y and w parts).
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(raster: rhs.raster.concatenating(after: raster))
    }

    public mutating func invert() -> Bool {
        guard let inverse = raster.inverted else { return false }
        self = ProjectionTransform(raster: inverse)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// As the rasterizer's column-vector mapping.
    var raster: ProjectiveTransform {
        ProjectiveTransform([m11, m21, m31, m12, m22, m32, m13, m23, m33].map(Double.init))
    }

    init(raster: ProjectiveTransform) {
        let m = raster.m.map { CGFloat($0) }
        m11 = m[0]; m21 = m[1]; m31 = m[2]
        m12 = m[3]; m22 = m[4]; m32 = m[5]
        m13 = m[6]; m23 = m[7]; m33 = m[8]
    }
}

/// An effect that changes how a view is drawn and hit, never its layout (Apple:
/// "GeometryEffect"): `effectValue(size:)` gives the projection of the view's own points for
/// its size — a shake's offset, a flip's perspective rotation. Drawn as `projectionEffect`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                                  content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void,
                                  outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        content(inputs, &built)
        for node in built.nodes { node.effects.append(.geometry(GeometryEffectBox(modifier))) }
        outputs.nodes.append(contentsOf: built.nodes)
    }

    /// The effect alone, ignoring the view's own (Apple: "ignoredByLayout()").
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that layout ignores (every effect here: layout never sees them).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A `GeometryEffect` with its type forgotten: its projection for a size, and the effect
/// with its animatable data part way to another's of the same type.
struct GeometryEffectBox {
    let value: (CGSize) -> ProjectionTransform
    private let effect: Any
    private let mixing: (Any, CGFloat) -> GeometryEffectBox?
    private let differing: (Any) -> Bool

    init<Effect: GeometryEffect>(_ effect: Effect) {
        self.effect = effect
        value = { effect.effectValue(size: $0) }
        mixing = { other, t in
            guard var mixed = other as? Effect else { return nil }
            let from = effect.animatableData
            var step = mixed.animatableData - from
            step.scale(by: Double(t))
            mixed.animatableData = from + step
            return GeometryEffectBox(mixed)
        }
        differing = { other in (other as? Effect).map { $0.animatableData != effect.animatableData } ?? true }
    }

    /// `t` of the way from this effect to `other` (its own type's data), or nil for another type.
    func mixed(with other: GeometryEffectBox, _ t: CGFloat) -> GeometryEffectBox? { mixing(other.effect, t) }

    /// Whether `other` is of another type or has other animatable data.
    func differs(from other: GeometryEffectBox) -> Bool { differing(other.effect) }
}

extension View {
    /// Draws the view through a projection of its own points (Apple: "projectionEffect(_:)").
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.localProjection { _ in transform }) })
    }
}

extension ProjectiveTransform {
    /// A mapping of a view's own points (origin at its top-left corner) as one of host points,
    /// for the view laid out in `frame`.
    func inHostPoints(of frame: CGRect) -> ProjectiveTransform {
        let toFrame = ProjectiveTransform(EaselRaster.AffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)))
        let fromFrame = ProjectiveTransform(EaselRaster.AffineTransform(translationX: Double(-frame.minX), y: Double(-frame.minY)))
        return toFrame.concatenating(after: self).concatenating(after: fromFrame)
    }
}

/// Core Animation's 4 × 4 transform (Apple: "CATransform3D", QuartzCore, which SwiftUI code
/// reaches through `import SwiftUI`), row-vector convention: a point is a row times the matrix.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D()

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// The rotation by `angle` radians about the axis (x, y, z) (Rodrigues' formula, transposed
/// for row vectors); the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(rows: [[c + t * x * x, t * x * y + s * z, t * x * z - s * y, 0],
                                [t * x * y - s * z, c + t * y * y, t * y * z + s * x, 0],
                                [t * x * z + s * y, t * y * z - s * x, c + t * z * z, 0],
                                [0, 0, 0, 1]])
}

/// `t` after a translation, scale or rotation (Core Animation's order: the new step first).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
