import Foundation

/// Drawing effects worked out from a view's geometry (`visualEffect`) or its place in a scroll
/// view (`scrollTransition`) (Apple: "VisualEffect"). Apps do not conform to it: they chain
/// its modifiers on the `EmptyVisualEffect` they are given.
public protocol VisualEffect: Sendable, Animatable {
    /// The effects, innermost first. Public only because the protocol must name it.
    var _visualEffectSteps: _VisualEffectSteps { get }
}

/// The effects a `VisualEffect` applies, as data so two phases can be interpolated.
public struct _VisualEffectSteps: @unchecked Sendable {
    enum Step {
        case offset(CGSize)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case transform(CGAffineTransform)
        /// A 3D rotation seen straight on, about an anchor.
        case projected(CGAffineTransform, anchor: UnitPoint)
        case opacity(Double)
        case blur(radius: CGFloat, opaque: Bool)
        /// A colour filter (brightness, contrast…).
        case colorFilter(ColorFilter)

        var renderEffect: RenderEffect? {
            switch self {
            case .offset(let offset): return .offset(offset)
            case .scale(let scale, let anchor): return .scale(scale, anchor: anchor)
            case .rotation(let angle, let anchor): return .rotation(angle, anchor: anchor)
            case .transform(let transform): return .localTransform(transform)
            case .projected(let transform, let anchor): return .transform(transform, about: anchor)
            case .opacity(let opacity): return .opacity(Swift.min(Swift.max(opacity, 0), 1))
            case .blur(let radius, let opaque): return radius > 0 ? .layer(.blur(radius: radius, opaque: opaque)) : nil
            case .colorFilter(let filter): return .layer(.colorFilter(filter))
            }
        }

        /// This step moved `fraction` of the way to `other`; nil when they are different kinds.
        func interpolated(to other: Step, _ fraction: Double) -> Step? {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
            func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
            func mix(_ a: CGAffineTransform, _ b: CGAffineTransform) -> CGAffineTransform {
                CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
            }
            switch (self, other) {
            case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
            case (.scale(let a, let anchor), .scale(let b, _)): return .scale(mix(a, b), anchor: anchor)
            case (.rotation(let a, let anchor), .rotation(let b, _)): return .rotation(.radians(Double(mix(CGFloat(a.radians), CGFloat(b.radians)))), anchor: anchor)
            case (.opacity(let a), .opacity(let b)): return .opacity(a + (b - a) * fraction)
            case (.blur(let a, let opaque), .blur(let b, _)): return .blur(radius: mix(a, b), opaque: opaque)
            case (.transform(let a), .transform(let b)): return .transform(mix(a, b))
            case (.projected(let a, let anchor), .projected(let b, _)): return .projected(mix(a, b), anchor: anchor)
            case (.colorFilter(let a), .colorFilter(let b)): return a.interpolated(to: b, fraction).map(Step.colorFilter)
            default: return nil
            }
        }
    }

    var steps: [Step] = []

    var renderEffects: [RenderEffect] { steps.compactMap(\.renderEffect) }

    /// These effects moved `fraction` of the way to `other`, step by step; when the two are made
    /// of different steps, whichever is nearer.
    func interpolated(to other: _VisualEffectSteps, _ fraction: Double) -> _VisualEffectSteps {
        guard steps.count == other.steps.count else { return fraction < 0.5 ? self : other }
        var mixed: [Step] = []
        for (a, b) in zip(steps, other.steps) {
            guard let step = a.interpolated(to: b, fraction) else { return fraction < 0.5 ? self : other }
            mixed.append(step)
        }
        return _VisualEffectSteps(steps: mixed)
    }
}

/// The visual effect that changes nothing, which `visualEffect` and `scrollTransition` hand
/// to their closures (Apple: "EmptyVisualEffect").
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
    public var _visualEffectSteps: _VisualEffectSteps { _VisualEffectSteps() }
}

/// A visual effect with one more step applied. Public only because `some VisualEffect` hides it.
public struct _AppliedVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    let steps: _VisualEffectSteps
    public var _visualEffectSteps: _VisualEffectSteps { steps }
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectSteps.Step) -> _AppliedVisualEffect {
        var steps = _visualEffectSteps
        steps.steps.append(step)
        return _AppliedVisualEffect(steps: steps)
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
    /// Multiplies the view's opacity.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }
    /// Colour filters, as their view modifiers.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.colorFilter(.brightness(amount))) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.colorFilter(.contrast(amount))) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.colorFilter(.saturation(amount))) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.colorFilter(.saturation(1 - amount))) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.colorFilter(.hueRotation(angle))) }
    /// A 3D rotation, seen straight on as the view modifier draws it (without perspective).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.projected(CGAffineTransform(rotation3D: angle.radians, axis: axis), anchor: anchor))
    }
}

extension View {
    /// Applies effects worked out from the view's geometry each time it is laid out and
    /// drawn (Apple: "visualEffect(_:)"): they change the drawing, never the layout.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(NodeTraitModifier { node in
            node.effects.append(.geometryDependent { node in
                effect(EmptyVisualEffect(), GeometryProxy(node: node))._visualEffectSteps.renderEffects
            })
        })
    }
}
