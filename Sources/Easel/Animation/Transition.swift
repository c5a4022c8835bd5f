import Foundation

/// How a view is inserted and removed (Apple: "AnyTransition"). When an animated change
/// inserts or removes a view, the animator draws it between its transition's active state and
/// its own (`Animator`, `TransitionKind`).
public struct AnyTransition: Sendable {
    let kind: TransitionKind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(kind: .asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    public static let scale = AnyTransition(kind: .scale(0, .center))

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(kind: .offset(CGSize(width: x, height: y))) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }
    /// A transition between two states of a modifier (Apple: "modifier(active:identity:)"):
    /// drawn between the drawing effects each state gives the view (`CustomTransitionProbe`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(kind: .custom(CustomTransitionProbe(name: String(describing: E.self)) { phase, inputs in
            CustomTransitionProbe.effects(of: Color.clear.modifier(phase == .identity ? identity : active), inputs)
        }))
    }

    public init<T: Transition>(_ transition: T) { kind = TransitionKind(transition) }
    init(kind: TransitionKind) { self.kind = kind }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(kind, other.kind)) }
    /// The transition with its own animation (Apple: "animation(_:)"); it follows the change's.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// What a transition does to a view `amount` of the way out (1 fully inserted-from or removed-to
/// state, 0 the view as it is), in drawing effects over its frame.
indirect enum TransitionKind: Sendable {
    case identity
    case opacity
    case scale(CGFloat, UnitPoint)
    /// Moved by its own width or height towards the edge (SwiftUI's `move(edge:)`).
    case move(Edge)
    case offset(CGSize)
    /// In from the edge and out towards the opposite one, fading.
    case push(Edge)
    case asymmetric(insertion: TransitionKind, removal: TransitionKind)
    case combined(TransitionKind, TransitionKind)
    /// A transition written as a modifier or a `Transition` of the app's, before its effects
    /// are read (`resolved(_:)`, when its view is built).
    case custom(CustomTransitionProbe)
    /// Its drawing effects shown, on the way in and on the way out; a fade when they cannot be
    /// drawn between.
    case customEffects(name: String, identity: [RenderEffect], inserted: [RenderEffect], removed: [RenderEffect])

    init<T: Transition>(_ transition: T) {
        if let builtIn = (transition as? any BuiltInTransition)?.transitionKind {
            self = builtIn
            return
        }
        self = .custom(CustomTransitionProbe(name: String(describing: T.self)) { phase, inputs in
            CustomTransitionProbe.effects(of: transition.body(content: PlaceholderContentView(wrapping: Color.clear), phase: phase), inputs)
        })
    }

    /// The kind with each custom transition's effects read through `inputs`.
    func resolved(_ inputs: _ViewInputs) -> TransitionKind {
        switch self {
        case .custom(let probe):
            return .customEffects(name: probe.name, identity: probe.effects(.identity, inputs.child(1)) ?? [],
                                  inserted: probe.effects(.willAppear, inputs.child(2)) ?? [],
                                  removed: probe.effects(.didDisappear, inputs.child(3)) ?? [])
        case .asymmetric(let insertion, let removal):
            return .asymmetric(insertion: insertion.resolved(inputs.child(4)), removal: removal.resolved(inputs.child(5)))
        case .combined(let a, let b):
            return .combined(a.resolved(inputs.child(6)), b.resolved(inputs.child(7)))
        default:
            return self
        }
    }

    /// Whether the kind has a custom transition to read.
    var needsResolving: Bool {
        switch self {
        case .custom: return true
        case .asymmetric(let a, let b), .combined(let a, let b): return a.needsResolving || b.needsResolving
        default: return false
        }
    }

    /// The effects at `amount` (0…1) of the way out, for an insertion or a removal.
    func effects(amount: CGFloat, frame: CGRect, removal: Bool) -> [RenderEffect] {
        let t = Swift.min(Swift.max(amount, 0), 1)
        switch self {
        case .identity:
            return []
        case .customEffects(let name, let identity, let inserted, let removed):
            let target = removal ? removed : inserted
            if identity.count == target.count, zip(identity, target).allSatisfy(CustomTransitionProbe.canMix) {
                return zip(identity, target).map { Animator.mix($0, $1, t) }
            }
            Diagnostics.note("transition-\(name)", "The transition \(name) is drawn as a fade: Easel draws custom transitions whose states differ in opacity, offset, scale and rotation, with the same modifiers in each.")
            return [.opacity(Double(1 - t))]
        case .opacity, .custom:
            return [.opacity(Double(1 - t))]
        case .scale(let scale, let anchor):
            let factor = 1 + (scale - 1) * t
            return [.scale(CGSize(width: factor, height: factor), anchor: anchor)]
        case .move(let edge):
            return [.offset(TransitionKind.displacement(towards: edge, of: frame.size, t))]
        case .offset(let offset):
            return [.offset(CGSize(width: offset.width * t, height: offset.height * t))]
        case .push(let edge):
            let towards = removal ? edge.opposite : edge
            return [.offset(TransitionKind.displacement(towards: towards, of: frame.size, t)), .opacity(Double(1 - t))]
        case .asymmetric(let insertion, let removalKind):
            return (removal ? removalKind : insertion).effects(amount: t, frame: frame, removal: removal)
        case .combined(let a, let b):
            return a.effects(amount: t, frame: frame, removal: removal) + b.effects(amount: t, frame: frame, removal: removal)
        }
    }

    static func displacement(towards edge: Edge, of size: CGSize, _ t: CGFloat) -> CGSize {
        switch edge {
        case .leading: return CGSize(width: -size.width * t, height: 0)
        case .trailing: return CGSize(width: size.width * t, height: 0)
        case .top: return CGSize(width: 0, height: -size.height * t)
        case .bottom: return CGSize(width: 0, height: size.height * t)
        }
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

/// The transitions Easel draws itself.
protocol BuiltInTransition {
    var transitionKind: TransitionKind { get }
}

/// The phase of a transition: the view is being inserted, is shown, or is being removed
/// (Apple: "TransitionPhase", iOS 17).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 while appearing, 0 shown, 1 while disappearing (Apple: "value").
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// A transition written as a view modifier of its phase (Apple: "Transition", iOS 17).
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

public struct IdentityTransition: Transition, BuiltInTransition {
    var transitionKind: TransitionKind { .identity }
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct OpacityTransition: Transition, BuiltInTransition {
    var transitionKind: TransitionKind { .opacity }
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}

public struct ScaleTransition: Transition, BuiltInTransition {
    public var scale: Double
    public var anchor: UnitPoint
    var transitionKind: TransitionKind { .scale(CGFloat(scale), anchor) }
    public init(_ scale: Double = 0, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

public struct SlideTransition: Transition, BuiltInTransition {
    var transitionKind: TransitionKind { AnyTransition.slide.kind }
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct MoveTransition: Transition, BuiltInTransition {
    public var edge: Edge
    var transitionKind: TransitionKind { .move(edge) }
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct PushTransition: Transition, BuiltInTransition {
    public var edge: Edge
    var transitionKind: TransitionKind { .push(edge) }
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct OffsetTransition: Transition, BuiltInTransition {
    public var offset: CGSize
    var transitionKind: TransitionKind { .offset(offset) }
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Drawn as a fade with a slight scale (Apple describes it as blurring and scaling, without
/// figures; Easel does not blur it).
public struct BlurReplaceTransition: Transition, BuiltInTransition {
    var transitionKind: TransitionKind { .combined(.opacity, .scale(0.8, .center)) }
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition() }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == BlurReplaceTransition { public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() } }

extension Transition {
    /// This transition with `animation` (Apple: "animation(_:)"); it follows the change's.
    public func animation(_ animation: Animation?) -> some Transition { self }
    /// Both transitions at once (Apple: "combined(with:)").
    public func combined<T: Transition>(with other: T) -> some Transition { _CombinedTransition(first: self, second: other) }
}

/// Two transitions at once (`combined(with:)`).
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition, BuiltInTransition {
    let first: First
    let second: Second
    var transitionKind: TransitionKind { .combined(TransitionKind(first), TransitionKind(second)) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition of the app's own — `AnyTransition.modifier(active:identity:)` or a type
/// conforming to `Transition` — read the way Easel draws animations: its modifier (or its
/// `body(content:phase:)`) is applied to a clear view for each phase, and the drawing effects
/// it gave the view (opacity, offset, scale and rotation effects) are what the transition
/// draws between, from the active phase to the identity one and back out.
final class CustomTransitionProbe: @unchecked Sendable {
    let name: String
    let effects: (TransitionPhase, _ViewInputs) -> [RenderEffect]?

    init(name: String, effects: @escaping (TransitionPhase, _ViewInputs) -> [RenderEffect]?) {
        self.name = name
        self.effects = effects
    }

    /// The effects a view's nodes carry, innermost first (the order a node's own list keeps),
    /// down its chain of single children; nil when it is not one chain.
    static func effects<V: View>(of view: V, _ inputs: _ViewInputs) -> [RenderEffect]? {
        var outputs = _ViewOutputs()
        makeNodes(view, inputs, &outputs)
        guard outputs.nodes.count == 1 else { return nil }
        var chain: [ViewNode] = []
        var current: ViewNode? = outputs.nodes[0]
        while let node = current {
            chain.append(node)
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return chain.reversed().flatMap(\.effects)
    }

    /// Whether the animator can draw between two effects (`Animator.mix`).
    static func canMix(_ a: RenderEffect, _ b: RenderEffect) -> Bool {
        switch (a, b) {
        case (.offset, .offset), (.opacity, .opacity), (.anchored, .anchored): return true
        case (.geometry(let x), .geometry(let y)): return x.mixed(with: y, 0) != nil
        default: return false
        }
    }
}

/// `.transition(_:)`: the view's transition, its custom parts read through the inputs.
struct TransitionTraitModifier: ViewModifier {
    typealias Body = Never
    let kind: TransitionKind

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let kind = modifier.kind.needsResolving ? modifier.kind.resolved(inputs.child(type: CustomTransitionProbe.self)) : modifier.kind
        NodeBuilding.modifyEach(inputs, &outputs, content: content) { $0.transition = kind }
    }
}
