import Foundation
import EaselRaster

/// A drawing-only change to a view: it moves, fades, clips or transforms what is drawn and
/// leaves the layout frame alone (LAYOUT.md rule 13).
enum RenderEffect {
    /// `offset(x:y:)`: moves the drawing.
    case offset(CGSize)
    /// `opacity(_:)`: draws the view as a group at this opacity.
    case opacity(Double)
    /// `clipped()`, `clipShape(_:style:)`: keeps only what falls inside the shape in the frame.
    case clip((CGRect) -> Path, FillStyle)
    /// `transformEffect` and the like: a transform of the drawing, given the frame.
    case transform((CGRect) -> CGAffineTransform)
    /// `scaleEffect`, `rotationEffect`: kept as values, so an animation draws the steps between.
    case anchored(AnchoredTransform)
    /// `shadow`, `blur`, `mask`: the drawing made offscreen and changed as a whole
    /// (`Effects/`).
    case layer(LayerEffectRequest)
    /// `visualEffect`, `scrollTransition`: effects worked out from the laid-out node each
    /// time it is drawn or hit (they follow its frame, and scrolling).
    case geometryDependent((ViewNode) -> [RenderEffect])
    /// A `GeometryEffect` of the app's, kept with its animatable data, so an animation draws it
    /// at the data part way (a shake's `sin` of its progress).
    case geometry(GeometryEffectBox)

    /// Scales about an anchor of the frame.
    static func scale(_ scale: CGSize, anchor: UnitPoint) -> RenderEffect {
        .anchored(AnchoredTransform(scale: scale, radians: 0, anchor: anchor))
    }

    /// Rotates about an anchor of the frame.
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> RenderEffect {
        .anchored(AnchoredTransform(scale: CGSize(width: 1, height: 1), radians: angle.radians, anchor: anchor))
    }

    /// A transform about an anchor of the frame (the anchor stays where it is).
    static func transform(_ transform: CGAffineTransform, about anchor: UnitPoint) -> RenderEffect {
        .transform { frame in
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -x, y: -y)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: x, y: y))
        }
    }

    /// A transform in the view's own coordinates (origin at the frame's top-leading corner).
    /// A projection of the view's own points (origin at its top-left corner) for its size
    /// (`projectionEffect`, `GeometryEffect`): an affine one as a transform, a perspective one
    /// drawn through its mapping.
    static func localProjection(_ make: @escaping (CGSize) -> ProjectionTransform) -> RenderEffect {
        .geometryDependent { node in
            let projection = make(node.frame.size)
            if projection.isAffine { return [.localTransform(projection.affine)] }
            return [.layer(.projection { projection.raster.inHostPoints(of: $0) })]
        }
    }

    static func localTransform(_ transform: CGAffineTransform) -> RenderEffect {
        .transform { frame in
            CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        }
    }
}

/// A scale, then a rotation, about an anchor of the view's frame (`scaleEffect`,
/// `rotationEffect`).
struct AnchoredTransform: Equatable {
    var scale: CGSize
    var radians: Double
    var anchor: UnitPoint

    func transform(in frame: CGRect) -> CGAffineTransform {
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }

    /// `t` of the way from `a` to `b`: scales and angles (not matrices) move evenly, as
    /// SwiftUI animates the effects' values; the anchor is the new one.
    static func mix(_ a: AnchoredTransform, _ b: AnchoredTransform, _ t: CGFloat) -> AnchoredTransform {
        AnchoredTransform(scale: CGSize(width: a.scale.width + (b.scale.width - a.scale.width) * t,
                                        height: a.scale.height + (b.scale.height - a.scale.height) * t),
                          radians: a.radians + (b.radians - a.radians) * Double(t), anchor: b.anchor)
    }
}

extension View {
    /// Moves the drawing of the view; its layout frame does not change (Apple: "offset(_:)").
    public func offset(_ offset: CGSize) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.offset(offset)) })
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Draws the view at an opacity, as one group (Apple: "opacity(_:)").
    public func opacity(_ opacity: Double) -> some View {
        let clamped = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
        return modifier(NodeTraitModifier { $0.effects.append(.opacity(clamped)) })
    }

    /// Clips the drawing to the view's frame (Apple: "clipped(antialiased:)").
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.clip({ Path($0) }, FillStyle(antialiased: antialiased))) })
    }

    /// Clips the drawing to a shape placed in the view's frame (Apple: "clipShape(_:style:)").
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.clip({ shape.path(placedIn: $0) }, style)) })
    }

    /// Clips to a rounded rectangle with circular corners (Apple: "cornerRadius(_:antialiased:)").
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Scales the drawing about an anchor of the frame (Apple: "scaleEffect(_:anchor:)").
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.scale(scale, anchor: anchor)) })
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing about an anchor of the frame (Apple: "rotationEffect(_:anchor:)").
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.rotation(angle, anchor: anchor)) })
    }

    /// Applies a transform to the drawing, in the view's own coordinates (Apple: "transformEffect(_:)").
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(NodeTraitModifier { $0.effects.append(.localTransform(transform)) })
    }

    /// Rotates the drawing about an axis in three dimensions (Apple:
    /// "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)"), projected flat: a card turned
    /// about the y axis narrows by the cosine of the angle. Easel does not draw the perspective
    /// (the near edge larger than the far one) and says so once.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let rotation = PerspectiveRotation(angle: angle.radians, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        // Without depth (no perspective, or a turn within the plane) it is an affine transform.
        let flat = perspective == 0 || !perspective.isFinite || (axis.x == 0 && axis.y == 0)
        let transform = CGAffineTransform(rotation3D: angle.radians, axis: axis)
        return modifier(NodeTraitModifier {
            $0.effects.append(flat ? .transform(transform, about: anchor) : .layer(.projection { rotation.transform(in: $0) }))
        })
    }
}

extension CGAffineTransform {
    /// The rotation by `angle` about `axis` (Rodrigues' formula), seen straight on: the x and y
    /// rows of the 3D rotation matrix, acting on points in the plane z = 0.
    init(rotation3D angle: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let x = Double(axis.x / length), y = Double(axis.y / length), z = Double(axis.z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Row-vector convention (CoreGraphics'): x' = a·x + c·y, y' = b·x + d·y.
        self.init(a: CGFloat(t * x * x + c), b: CGFloat(t * x * y + s * z),
                  c: CGFloat(t * x * y - s * z), d: CGFloat(t * y * y + c), tx: 0, ty: 0)
    }
}
