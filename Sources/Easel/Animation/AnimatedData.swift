import Foundation

/// Views and modifiers of your own that are `Animatable` (an `AnimatableModifier`, a
/// `ViewModifier & Animatable`, a `View & Animatable`): while a change to their
/// `animatableData` is animated, their `body` is evaluated again at every frame with the data
/// part way between the old value and the new, as SwiftUI does (Apple, "Animatable": "SwiftUI
/// … interpolates the animatable data … and calls the view's body"). A counter that counts up,
/// a modifier that shakes by its data, a `.frame(width:)` inside such a body: all see the
/// in-between values, so layout follows too.
///
/// 1. The first evaluation remembers the data. A later one whose data differs starts a run
///    from the value shown now (mid-run, the in-between value) to the new one.
/// 2. The change's animation is `withAnimation`'s, known while the body is evaluated; an
///    `.animation(_:value:)` is only known once the new tree is built (`PreviewHost`), so the
///    body first shows the old value and the run starts, or jumps to the new value, then.
/// 3. While a run plays, the animator marks the record dirty at every frame (`tick`), which
///    evaluates the body again at the animator's time; the last evaluation is at the new value.
enum AnimatedData {
    /// `owner` with its animatable data as it should be shown now; `owner` itself when it is
    /// not animatable or has no data to animate.
    static func presented<Owner>(_ owner: Owner, record: ViewRecord?) -> Owner {
        guard mayAnimate(Owner.self), let record, let graph = record.graph,
              let animatable = owner as? any Animatable else { return owner }
        return present(animatable, record: record, graph: graph) as? Owner ?? owner
    }

    /// Whether values of `type` may have data to animate (a cached dynamic check, as every
    /// composite view asks).
    static func mayAnimate<Owner>(_ type: Owner.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = animatableTypes[key] { return known }
        let answer = (type as? any Animatable.Type).map { hasData($0) } ?? false
        animatableTypes[key] = answer
        return answer
    }

    nonisolated(unsafe) private static var animatableTypes: [ObjectIdentifier: Bool] = [:]

    private static func hasData<A: Animatable>(_ type: A.Type) -> Bool {
        A.AnimatableData.self != EmptyAnimatableData.self
    }

    private static func present<A: Animatable>(_ value: A, record: ViewRecord, graph: ViewGraph) -> A {
        let target = value.animatableData
        let animator = graph.animator
        let now = animator.now()
        guard let run = record.animatedData as? AnimatedDataRun<A.AnimatableData> else {
            record.animatedData = AnimatedDataRun(target)
            return value
        }
        if target != run.target {
            run.retarget(to: target, at: now)
            if let animation = graph.pendingAnimation {
                run.begin(animation, at: now)
            } else if graph.hasImplicitAnimations {
                run.awaitsAnimation = true
            }
            if run.awaitsAnimation || run.animation != nil { animator.playData(of: record) }
        }
        run.lastShown = now
        var shown = value
        shown.animatableData = run.value(at: now)
        return shown
    }
}

/// What the animator asks of a record's run, whatever its data type.
protocol AnimatedDataPlaying: AnyObject {
    /// Waiting for the change's animation to be known (`.animation(_:value:)`).
    var awaitsAnimation: Bool { get }
    /// Whether the last evaluation showed the new value.
    var showsTarget: Bool { get }
    /// When the body was last evaluated, on the animator's clock.
    var lastShown: TimeInterval { get }
    /// The change turned out animated (starts at `time`) or not (nil: jumps to the new value).
    func resolve(_ animation: Animation?, at time: TimeInterval)
}

/// One record's animatable data: the value it goes from, the value it goes to, and how.
final class AnimatedDataRun<Data: VectorArithmetic>: AnimatedDataPlaying {
    private(set) var from: Data
    private(set) var target: Data
    private(set) var animation: Animation?
    private var start: TimeInterval = 0
    var awaitsAnimation = false
    var lastShown: TimeInterval = 0

    init(_ value: Data) {
        from = value
        target = value
    }

    /// The value at `time`: the old one while the animation is not known yet, then the
    /// animation's progress between old and new (springs may pass the new value).
    func value(at time: TimeInterval) -> Data {
        if awaitsAnimation { return from }
        guard let animation else { return target }
        if animation.isFinished(at: time - start) { return target }
        let progress = animation.progress(at: time - start)
        return from + (target - from).scaled(by: progress)
    }

    /// Goes on from the value shown at `time` towards `newTarget`, at once until an animation begins.
    func retarget(to newTarget: Data, at time: TimeInterval) {
        from = value(at: time)
        target = newTarget
        animation = nil
        awaitsAnimation = false
    }

    func begin(_ animation: Animation, at time: TimeInterval) {
        self.animation = animation
        start = time
        awaitsAnimation = false
    }

    func resolve(_ animation: Animation?, at time: TimeInterval) {
        guard awaitsAnimation else { return }
        awaitsAnimation = false
        if let animation { begin(animation, at: time) }
    }

    var showsTarget: Bool {
        guard !awaitsAnimation else { return false }
        guard let animation else { return true }
        return animation.isFinished(at: lastShown - start)
    }
}

extension Animator {
    /// Plays the record's animatable data: its body is evaluated again at each frame.
    func playData(of record: ViewRecord) {
        if !dataRecords.contains(where: { $0 === record }) { dataRecords.append(record) }
    }

    /// Whether a record's animatable data is still on its way.
    var isPlayingData: Bool {
        dataRecords.contains { record in
            record.isAlive && (record.animatedData as? AnimatedDataPlaying).map { !$0.showsTarget } == true
        }
    }

    /// The change's animation is known (`PreviewHost`, after building): runs that waited for
    /// it start, or show the new value at once when the change was not animated.
    func resolveData(_ animation: Animation?, in graph: ViewGraph) {
        for record in dataRecords {
            guard let run = record.animatedData as? AnimatedDataPlaying, run.awaitsAnimation else { continue }
            run.resolve(animation, at: now())
            if animation == nil { graph.markDirty(record) }
        }
    }

    /// Before a frame: the records whose data is on its way are evaluated again at the
    /// animator's time; those that showed their new value are done.
    func tickData(in graph: ViewGraph) {
        guard !dataRecords.isEmpty else { return }
        let time = now()
        dataRecords.removeAll { record in
            guard record.isAlive, let run = record.animatedData as? AnimatedDataPlaying else { return true }
            if run.awaitsAnimation { return false }
            if run.showsTarget { return true }
            if run.lastShown != time { graph.markDirty(record) }
            return false
        }
    }
}
