import Foundation
import EaselClock

extension View {
    /// Animates the changes made when `value` changes (Apple: "animation(_:value:)").
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: value, equals: { ($0 as? V) == value }))
    }

    /// Animates every change to this view (Apple: "animation(_:)", deprecated in iOS 15): here,
    /// every change made while the view is in the tree.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: 0, equals: { _ in false }))
    }

    /// Applies `animation` to the modifiers `body` adds (Apple: "animation(_:body:)", iOS 17).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }

    /// Changes the transaction of every change that reaches the views below (Apple:
    /// "transaction(_:)"): `$0.animation = nil` keeps them still in an animated change,
    /// `$0.animation = .bouncy` animates their changes, with or without `withAnimation`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ImplicitAnimationModifier(animation: nil, value: nil, equals: { _ in true }, transform: transform))
    }

    /// Changes the transaction of the views below when `value` changes (Apple:
    /// "transaction(value:_:)", iOS 17).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ImplicitAnimationModifier(animation: nil, value: value, equals: { ($0 as? V) == value }, transform: transform))
    }

    /// How the view enters and leaves the tree when an animated change inserts or removes it
    /// (Apple: "transition(_:)"): drawn from the transition's state to its own, and back out
    /// (the default is `.opacity`). A change without animation inserts and removes at once.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(kind: transition.kind))
    }

    /// The iOS 17 form, taking any `Transition` (Apple: "transition(_:)").
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionTraitModifier(kind: TransitionKind(transition)))
    }

    /// Pairs this view with views of the same id in `namespace` (Apple:
    /// "matchedGeometryEffect(id:in:properties:anchor:isSource:)"): when an animated change
    /// removes one and inserts another, the new view comes from the old one's frame and the old
    /// one goes to the new one's, crossfading by their transitions. While a source of the id is
    /// on screen, a view with `isSource: false` takes the source's geometry: it is offered the
    /// source's size and placed so that its `anchor` point lies on the source's (Apple: "the
    /// view's geometry is set from the source"), so a highlight follows the selected item and,
    /// when the selection changes with an animation, slides to it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let match = MatchedGeometry(key: AnyHashable(MatchedGeometry.Key(id: AnyHashable(id), namespace: namespace)), properties: properties,
                                    anchor: anchor, isSource: isSource)
        return modifier(NodeTraitModifier { node in
            if !isSource { MatchedGeometry.followersWereBuilt = true }
            node[MatchedGeometryTrait.self] = match
        })
    }

    /// How the view's content changes when it is replaced (Apple: "contentTransition(_:)").
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}

/// A view's `matchedGeometryEffect`: its id in its namespace, and what of its frame it shares.
struct MatchedGeometry {
    struct Key: Hashable {
        let id: AnyHashable
        let namespace: Namespace.ID
    }
    let key: AnyHashable
    let properties: MatchedGeometryProperties
    var anchor: UnitPoint = .center
    var isSource = true

    /// Whether a view with `isSource: false` was ever built: only then does layout look for
    /// views that follow a source (`PreviewHost.placeMatchedGeometryFollowers`).
    nonisolated(unsafe) static var followersWereBuilt = false

    /// Where a view of frame `own` is drawn, `t` of the way from `own` to `other` in the
    /// properties it matches.
    func frame(_ own: CGRect, towards other: CGRect, _ t: CGFloat) -> CGRect {
        let size = properties.contains(.size)
            ? CGSize(width: own.width + (other.width - own.width) * t, height: own.height + (other.height - own.height) * t) : own.size
        let center = properties.contains(.position)
            ? CGPoint(x: own.midX + (other.midX - own.midX) * t, y: own.midY + (other.midY - own.midY) * t) : CGPoint(x: own.midX, y: own.midY)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

/// What `matchedGeometryEffect` matches (Apple: "MatchedGeometryProperties").
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view's content changes, for text and symbols (Apple: "ContentTransition").
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
    }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// A proxy for the view an `animation(_:body:)` or `phaseAnimator` closure modifies (Apple:
/// "PlaceholderContentView").
public struct PlaceholderContentView<Value>: View {
    private let build: (_ViewInputs, inout _ViewOutputs) -> Void

    init(_ content: Value) where Value: View {
        build = { inputs, outputs in makeNodes(content, inputs, &outputs) }
    }

    /// A placeholder standing for any view (a transition's content, whatever its type).
    init<Content: View>(wrapping content: Content) {
        build = { inputs, outputs in makeNodes(content, inputs, &outputs) }
    }

    public typealias Body = Never
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.build(inputs, &outputs)
    }
}

/// A namespace for `matchedGeometryEffect` ids, one per view (Apple: "Namespace").
@propertyWrapper
public struct Namespace: DynamicProperty, InstallableProperty, Sendable {
    private let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID { box.id ?? ID(value: 0) }

    /// An identity for a namespace (Apple: "Namespace.ID").
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.id = record.slot(slot) { NamespaceStorage() }.id
    }
}

final class NamespaceBox: @unchecked Sendable {
    var id: Namespace.ID?
}

final class NamespaceStorage {
    nonisolated(unsafe) private static var next = 0
    let id: Namespace.ID
    init() {
        NamespaceStorage.next += 1
        id = Namespace.ID(value: NamespaceStorage.next)
    }
}

extension View {
    /// Moves the view through `phases`, one animation each, whenever `trigger` changes, and
    /// back to the first (Apple: "phaseAnimator(_:trigger:content:animation:)", iOS 17). Each
    /// step waits its animation's duration (a spring's settling time).
    public func phaseAnimator<Phase: Equatable, S: Sequence, Content: View, Trigger: Equatable>(
        _ phases: S, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where S.Element == Phase {
        let source = PlaceholderContentView(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(source, $0) }, animation: animation)
    }

    /// Cycles through `phases` for as long as the view is shown (Apple:
    /// "phaseAnimator(_:content:animation:)").
    public func phaseAnimator<Phase: Equatable, S: Sequence, Content: View>(
        _ phases: S,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where S.Element == Phase {
        let source = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { content(source, $0) }, animation: animation)
    }
}

/// A container that animates its content through phases (Apple: "PhaseAnimator", iOS 17):
/// shown in the first phase, then each next phase set with its animation once the previous
/// animation's duration has passed — continuously, or once round whenever `trigger` changes.
/// Easel interpolates what is drawn (frames, offsets, opacity); other values step.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// The trigger's changes, as a count (nil: cycles continuously).
    let trigger: AnyHashable?
    @State private var index = 0
    @State private var lastTrigger: AnyHashable?

    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        self.trigger = AnyHashable(EquatableTrigger(value: trigger))
    }

    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        trigger = nil
    }

    public var body: some View {
        let shown = phases.isEmpty ? nil : phases[Swift.min(Swift.max(index, 0), phases.count - 1)]
        return Group {
            if let shown { content(shown) }
        }
        .task(id: trigger) {
            // The first run of a triggered animator only notes the trigger: it plays on changes.
            if trigger != nil, lastTrigger == nil {
                lastTrigger = trigger
                return
            }
            lastTrigger = trigger
            await play(loops: trigger == nil)
        }
    }

    /// Sets each next phase with its animation, waiting out each animation; once round (back to
    /// the first phase) or for as long as the task runs.
    @MainActor
    private func play(loops: Bool) async {
        guard phases.count > 1 else { return }
        var current = index
        repeat {
            let next = (current + 1) % phases.count
            let stepAnimation = animation(phases[next])
            withAnimation(stepAnimation) { index = next }
            current = next
            let seconds = Swift.max(stepAnimation?.duration ?? 0, 0.05)
            try? await PreviewClock.shared.sleep(seconds: seconds)
            if Task.isCancelled { return }
        } while loops || current != 0
    }
}

/// A trigger value compared by `==` only (`Equatable`, not `Hashable`).
struct EquatableTrigger<T: Equatable>: Hashable {
    let value: T
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}

/// `matchedGeometryEffect(id:in:…)`: the view an animated change moves this one from or to.
enum MatchedGeometryTrait: NodeTraitKey { typealias Value = MatchedGeometry? }
