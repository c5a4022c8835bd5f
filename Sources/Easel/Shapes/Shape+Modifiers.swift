import Foundation

/// Shapes derived from shapes (Apple: "trim(from:to:)", "rotation(_:anchor:)",
/// "scale(x:y:anchor:)", "offset(_:)", "transform(_:)", "size(_:)"). Each is still a shape,
/// so it can be filled, stroked and modified again; each takes the proposal as its base does.
extension Shape {
    /// The part of the outline between two fractions of its length (a progress ring).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape rotated about an anchor of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape moved within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { self.offset(CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape's path transformed.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn at a fixed size at the top-leading corner of its frame.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
}

/// Apple: "_TrimmedShape".
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }
}

/// Apple: "RotatedShape".
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(rect, anchor, CGAffineTransform(rotationAngle: angle.radians)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Apple: "ScaledShape".
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(rect, anchor, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Apple: "OffsetShape".
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}

/// Apple: "TransformedShape".
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Apple: "_SizedShape".
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension CGAffineTransform {
    /// `transform` applied about the point at `anchor` of `rect`.
    static func about(_ rect: CGRect, _ anchor: UnitPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
