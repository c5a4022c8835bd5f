import Foundation
import EaselClock

/// Plays animated changes: the views move, resize and fade from where they were drawn to
/// where the new layout puts them.
///
/// 1. When a change is made with an animation (`withAnimation`, a binding's `animation(_:)`,
///    `.animation(_:value:)` whose value changed), the drawn tree is recorded before the
///    change is built: each view's frame, offset and opacity (`PresentationSnapshot`).
/// 2. After the new tree is laid out, old and new are paired view by view, as SwiftUI pairs
///    views by identity, and each view's animation is worked out from the root down: the
///    change's, or another that `.animation(_:value:)` or `.transaction` sets for the views
///    they wrap (`AnimationPairing`).
/// 3. Each frame is drawn at `progress(at:)` of the animation: a paired view's frame, offset
///    and opacity are interpolated between old and new; a view that is new comes in by its
///    `.transition` (`.opacity` by default), from the transition's state to its own. A view
///    that was removed is drawn on as it was, going out by its transition, until the
///    animation ends (before its parent's other children: the views that stay are on top).
///
/// Only drawing is animated: layout, hit testing and `frame(of:)` see the final state, as
/// taps on an animating view hit its destination in SwiftUI too.
final class Animator {
    struct Track {
        /// Weak: a change during the animation may rebuild the view; its new node is then
        /// drawn where it is laid out.
        weak var node: ViewNode?
        let from: CGRect
        let to: CGRect
        /// Offsets and opacities of the node's effects, old and new, when they pair up.
        let fromEffects: [RenderEffect]?
        /// A shape's paints (a text's runs'), old and new, when one of them changed.
        var paints: (from: [ResolvedPaint?], to: [ResolvedPaint?])? = nil
        /// A shape whose animatable data changed (a trim, a corner radius, a custom shape's
        /// `animatableData`): the old and the new shape.
        var shapes: (from: any Shape, to: any Shape)? = nil
        /// A view that was not there before: it moves with the view around it, and the first
        /// view of an inserted subtree comes in by its transition.
        let isInserted: Bool
        let transition: TransitionKind?
        /// Which of the animator's `animations` draws it.
        let animation: Int
        /// An inserted view matched with a removed one: that view's frame, which it comes from.
        var matchedFrom: (frame: CGRect, match: MatchedGeometry)? = nil
    }

    /// A view the change removed: drawn on inside `host` (the new node of its old parent),
    /// going out by its transition.
    struct Removal {
        let node: ViewNode
        weak var host: ViewNode?
        let transition: TransitionKind
        /// Which of the animator's `animations` draws it.
        let animation: Int
        /// A removed view matched with an inserted one: that view's frame, which it goes to.
        var matchedTo: (frame: CGRect, match: MatchedGeometry)? = nil
    }

    private(set) var tracks: [Track] = []
    private(set) var removals: [Removal] = []
    /// The tree the animation started from, kept while it plays: removed views are drawn from
    /// it (their ancestors stay alive with it).
    private var origin: PresentationSnapshot?
    /// While drawing a frame: the removed views to draw inside each node, by its identity.
    private(set) var ghosts: [ObjectIdentifier: [ViewNode]] = [:]
    /// The animations the views play, each once (views under `.animation(_:value:)` or
    /// `.transaction` may play another than the change's); empty when none plays.
    private(set) var animations: [Animation] = []
    private(set) var startTime: TimeInterval = 0
    /// The last frame drawn was between states: one more frame shows where the animation ended.
    private(set) var drewInBetween = false
    /// Records whose animatable data is on its way (`AnimatedData`).
    var dataRecords: [ViewRecord] = []
    /// The clock animations read; the host's, so that tests can set the time.
    var now: () -> TimeInterval = { PreviewClock.shared.now() }

    var isAnimating: Bool {
        guard !animations.isEmpty else { return false }
        let elapsed = now() - startTime
        return animations.contains { !$0.isFinished(at: elapsed) }
    }

    /// Whether anything animated is under way: drawn views between states, or views' data.
    var isPlaying: Bool { isAnimating || isPlayingData }

    /// Starts animating from `snapshot` (the tree as it was drawn) to the laid-out `root`: the
    /// change's `transaction` (its animation nil for a change made without one) as the
    /// `.animation(_:value:)` entries whose keys `changed` and the `.transaction` transforms on
    /// the way change it.
    func start(_ transaction: Transaction, changed: Set<UInt64> = [], from snapshot: PresentationSnapshot, to root: ViewNode) {
        var pairing = AnimationPairing(changed: changed)
        pairing.pair(snapshot, root, in: transaction)
        // A node the rebuild kept elsewhere in the tree (a row that moved) is drawn there.
        pairing.keepRemovals { !Animator.isAttached($0.node, under: root) }
        pairing.matchGeometry()
        guard !pairing.tracks.isEmpty || !pairing.removals.isEmpty else { return }
        tracks = pairing.tracks
        removals = pairing.removals
        animations = pairing.animations
        origin = removals.isEmpty ? nil : snapshot
        startTime = now()
    }

    func finish() {
        tracks = []
        removals = []
        origin = nil
        animations = []
    }

    /// Draws with every animated view at its presentation state, then puts the final state back.
    func withPresentation<Result>(_ body: () -> Result) -> Result {
        guard isAnimating else {
            if !animations.isEmpty { finish() }
            drewInBetween = false
            return body()
        }
        drewInBetween = true
        let elapsed = now() - startTime
        // An animation that ended draws its views at their new state while the others play.
        let progresses = animations.map { $0.isFinished(at: elapsed) ? 1 : CGFloat($0.progress(at: elapsed)) }
        var saved: [(ViewNode, CGRect, [RenderEffect])] = []
        var colored: [ViewNode] = [], shaped: [ViewNode] = []
        saved.reserveCapacity(tracks.count)
        // How far each animated view is from its laid-out place, so that views inserted inside
        // it move with it (tracks are in tree order: parents first).
        var shifts: [ObjectIdentifier: CGSize] = [:]
        func shift(of node: ViewNode) -> CGSize {
            var ancestor = node.parent
            while let current = ancestor {
                if let found = shifts[ObjectIdentifier(current)] { return found }
                ancestor = current.parent
            }
            return .zero
        }
        for track in tracks {
            guard let node = track.node else { continue }
            let progress = progresses[track.animation]
            saved.append((node, node.frame, node.effects))
            if track.isInserted {
                let moved = shift(of: node)
                shifts[ObjectIdentifier(node)] = moved
                node.setPresentationFrame(node.frame.offsetBy(dx: moved.width, dy: moved.height))
                if let transition = track.transition {
                    node.effects += transition.effects(amount: 1 - progress, frame: node.frame, removal: false)
                }
                if let matched = track.matchedFrom {
                    node.effects.append(Animator.reframing(node.frame, to: matched.match.frame(matched.frame, towards: node.frame, progress)))
                }
                continue
            }
            let presented = Animator.mix(track.from, track.to, progress)
            // A view that was empty before (a stack whose only child is being inserted) has
            // no place of its own to carry what comes into it.
            if track.from.width > 0 && track.from.height > 0 {
                shifts[ObjectIdentifier(node)] = CGSize(width: presented.minX - track.to.minX, height: presented.minY - track.to.minY)
            }
            node.setPresentationFrame(presented)
            if let old = track.fromEffects {
                node.effects = zip(old, node.effects).map { Animator.mix($0, $1, progress) }
            }
            if let shapes = track.shapes {
                shaped.append(node)
                node.presentedShape = Animator.mixShapes(shapes.from, shapes.to, progress)
            }
            if let paints = track.paints {
                colored.append(node)
                node.presentedPaints = zip(paints.from, paints.to).map { from, to in
                    guard let from, let to else { return nil }
                    return Animator.mix(from, to, progress)
                }
            }
        }
        var ghosts: [ObjectIdentifier: [ViewNode]] = [:]
        for removal in removals {
            guard let host = removal.host else { continue }
            let progress = progresses[removal.animation]
            saved.append((removal.node, removal.node.frame, removal.node.effects))
            removal.node.effects += removal.transition.effects(amount: progress, frame: removal.node.frame, removal: true)
            if let matched = removal.matchedTo {
                let frame = removal.node.frame
                removal.node.effects.append(Animator.reframing(frame, to: matched.match.frame(frame, towards: matched.frame, progress)))
            }
            ghosts[ObjectIdentifier(host), default: []].append(removal.node)
        }
        self.ghosts = ghosts
        defer {
            for node in colored { node.presentedPaints = nil }
            for node in shaped { node.presentedShape = nil }
            self.ghosts = [:]
            for (node, frame, effects) in saved.reversed() {
                node.setPresentationFrame(frame)
                node.effects = effects
            }
        }
        return body()
    }

    /// The tree as it is drawn now (mid-animation: at its presentation state).
    func snapshot(_ root: ViewNode) -> PresentationSnapshot {
        withPresentation { PresentationSnapshot(root) }
    }

    // MARK: Pairing

    /// Whether `node` is drawn in the tree under `root`: each node from it up among the
    /// children its parent draws, up to `root` (the parents are alive: the snapshot being
    /// paired holds the old tree).
    private static func isAttached(_ node: ViewNode, under root: ViewNode) -> Bool {
        var current = node
        while let parent = current.parent {
            guard parent.layout.visibleChildren(of: parent).contains(where: { $0 === current }) else { return false }
            current = parent
        }
        return current === root
    }

    /// Pairs inserted and removed views that share a `matchedGeometryEffect` id: the inserted
    /// one comes from the removed one's frame, which goes to the inserted one's.
    static func matchGeometry(_ tracks: inout [Track], _ removals: inout [Removal]) {
        guard !removals.isEmpty else { return }
        var removed: [AnyHashable: Int] = [:]
        for (index, removal) in removals.enumerated() {
            if let match = matchedGeometry(of: removal.node) { removed[match.key] = index }
        }
        guard !removed.isEmpty else { return }
        for index in tracks.indices where tracks[index].isInserted && tracks[index].transition != nil {
            guard let node = tracks[index].node, let match = matchedGeometry(of: node),
                  let removalIndex = removed.removeValue(forKey: match.key) else { continue }
            tracks[index].matchedFrom = (removals[removalIndex].node.frame, match)
            removals[removalIndex].matchedTo = (node.frame, match)
        }
    }

    /// A transform that draws what is laid out in `frame` in `target` instead.
    static func reframing(_ frame: CGRect, to target: CGRect) -> RenderEffect {
        let sx = frame.width > 0 ? target.width / frame.width : 1, sy = frame.height > 0 ? target.height / frame.height : 1
        let transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        return .transform { _ in transform }
    }

    /// The `matchedGeometryEffect` on a view or on the views it wraps.
    static func matchedGeometry(of node: ViewNode) -> MatchedGeometry? {
        firstWrapped(node) { $0[MatchedGeometryTrait.self] }
    }

    /// A trait of a view or of the views it wraps (a modifier's node around the view it
    /// modifies: each with one child), the outermost first.
    private static func firstWrapped<T>(_ node: ViewNode, _ trait: (ViewNode) -> T?) -> T? {
        var current: ViewNode? = node
        while let each = current {
            if let found = trait(each) { return found }
            let children = each.layout.visibleChildren(of: each)
            current = children.count == 1 ? children[0] : nil
        }
        return nil
    }

    /// The transition of a view that comes or goes: the first `.transition` on it or on the
    /// views it wraps (a modifier's node around the view it modifies), else `.opacity`.
    static func transition(of node: ViewNode) -> TransitionKind {
        firstWrapped(node) { $0.transition } ?? .opacity
    }

    /// A shape's or a text's old and new paints (a shape's paints, a text's runs), when it has
    /// as many as before and one of them changed.
    static func pairedPaints(_ old: [ResolvedPaint?]?, _ new: ViewNode) -> (from: [ResolvedPaint?], to: [ResolvedPaint?])? {
        guard let old, let colors = animatablePaints(of: new) else { return nil }
        guard colors.count == old.count, zip(old, colors).contains(where: { $0 != nil && $1 != nil && $0 != $1 }) else { return nil }
        return (old, colors)
    }

    /// What an animation can draw a view's colours between: a shape's paints, a text's runs.
    static func animatablePaints(of node: ViewNode) -> [ResolvedPaint?]? {
        if let shape = node.layout.shapeLeaf { return shape.animatablePaints(node) }
        return node.layout.textLeaf?.animatablePaints
    }

    /// A shape's old and new selves, when they are of one type and their animatable data differ.
    static func pairedShapes(_ old: (any Shape)?, _ new: ViewNode) -> (from: any Shape, to: any Shape)? {
        guard let old, let shape = new.layout.shapeLeaf?.shape, dataDiffers(old, shape) else { return nil }
        return (old, shape)
    }

    private static func dataDiffers<S: Shape>(_ a: S, _ b: any Shape) -> Bool {
        guard let b = b as? S else { return false }
        return a.animatableData != b.animatableData
    }

    /// The shape `b` with its animatable data `t` of the way from `a`'s.
    static func mixShapes<S: Shape>(_ a: S, _ b: any Shape, _ t: CGFloat) -> any Shape {
        guard var mixed = b as? S else { return b }
        let from = a.animatableData
        mixed.animatableData = from + (mixed.animatableData - from).scaled(by: Double(t))
        return mixed
    }

    /// The old effects when they pair with the new one for one (same kinds), and differ.
    static func pairedEffects(_ old: [RenderEffect], _ new: [RenderEffect]) -> [RenderEffect]? {
        guard old.count == new.count, !old.isEmpty else { return nil }
        var differs = false
        for (a, b) in zip(old, new) {
            switch (a, b) {
            case (.offset(let x), .offset(let y)): differs = differs || x != y
            case (.opacity(let x), .opacity(let y)): differs = differs || x != y
            case (.anchored(let x), .anchored(let y)): differs = differs || x != y
            case (.geometry(let x), .geometry(let y)): differs = differs || x.differs(from: y)
            case (.clip, .clip), (.transform, .transform): break
            default: return nil
            }
        }
        return differs ? old : nil
    }

    // MARK: Interpolation

    static func mix(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: Swift.max(0, a.width + (b.width - a.width) * t), height: Swift.max(0, a.height + (b.height - a.height) * t))
    }

    /// A colour `t` of the way from `a` to `b`, through linear light (the components SwiftUI's
    /// `Color.Resolved` keeps; straight alpha).
    static func mix(_ a: RGBA, _ b: RGBA, _ t: CGFloat) -> RGBA {
        let x = a.sRGBToLinear(), y = b.sRGBToLinear(), f = Double(t)
        return RGBA(red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                    blue: x.blue + (y.blue - x.blue) * f, alpha: x.alpha + (y.alpha - x.alpha) * f).linearToSRGB()
    }

    /// A paint `t` of the way from `a` to `b`: colours through linear light; gradients of one
    /// kind with as many stops stop by stop (colours, locations) with their geometry; a colour
    /// and a linear gradient as the gradient with the colour in every stop at the start.
    /// Others change at once, as values that cannot be drawn between do.
    static func mix(_ a: ResolvedPaint, _ b: ResolvedPaint, _ t: CGFloat) -> ResolvedPaint {
        func stops(_ x: [ResolvedStop], _ y: [ResolvedStop]) -> [ResolvedStop]? {
            guard x.count == y.count else { return nil }
            return zip(x, y).map { ResolvedStop(color: mix($0.color, $1.color, t), location: $0.location + ($1.location - $0.location) * Double(t)) }
        }
        func point(_ x: UnitPoint, _ y: UnitPoint) -> UnitPoint { UnitPoint(x: x.x + (y.x - x.x) * t, y: x.y + (y.y - x.y) * t) }
        func number(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        /// A colour as the stops of a gradient, to draw between them.
        func flat(_ color: RGBA, like other: [ResolvedStop]) -> [ResolvedStop] { other.map { ResolvedStop(color: color, location: $0.location) } }
        switch (a, b) {
        case (.color(let x), .color(let y)):
            return .color(mix(x, y, t))
        case (.linearGradient(let x, let s0, let e0), .linearGradient(let y, let s1, let e1)):
            guard let mixed = stops(x, y) else { break }
            return .linearGradient(stops: mixed, start: point(s0, s1), end: point(e0, e1))
        case (.radialGradient(let x, let c0, let a0, let b0), .radialGradient(let y, let c1, let a1, let b1)):
            guard let mixed = stops(x, y) else { break }
            return .radialGradient(stops: mixed, center: point(c0, c1), startRadius: number(a0, a1), endRadius: number(b0, b1))
        case (.angularGradient(let x, let c0, let a0, let b0), .angularGradient(let y, let c1, let a1, let b1)):
            guard let mixed = stops(x, y) else { break }
            return .angularGradient(stops: mixed, center: point(c0, c1), startAngle: a0 + (a1 - a0) * Double(t), endAngle: b0 + (b1 - b0) * Double(t))
        case (.ellipticalGradient(let x, let c0, let a0, let b0), .ellipticalGradient(let y, let c1, let a1, let b1)):
            guard let mixed = stops(x, y) else { break }
            return .ellipticalGradient(stops: mixed, center: point(c0, c1), startRadiusFraction: number(a0, a1), endRadiusFraction: number(b0, b1))
        case (.color(let x), .linearGradient(let y, let start, let end)):
            return mix(.linearGradient(stops: flat(x, like: y), start: start, end: end), b, t)
        case (.linearGradient(let x, let start, let end), .color(let y)):
            return mix(a, .linearGradient(stops: flat(y, like: x), start: start, end: end), t)
        default:
            break
        }
        return b
    }

    static func mix(_ a: RenderEffect, _ b: RenderEffect, _ t: CGFloat) -> RenderEffect {
        switch (a, b) {
        case (.offset(let x), .offset(let y)):
            return .offset(CGSize(width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t))
        case (.opacity(let x), .opacity(let y)):
            return .opacity(Swift.min(Swift.max(x + (y - x) * Double(t), 0), 1))
        case (.anchored(let x), .anchored(let y)):
            return .anchored(.mix(x, y, t))
        case (.geometry(let x), .geometry(let y)):
            return .geometry(x.mixed(with: y, t) ?? y)
        default:
            return b
        }
    }
}

/// The clock animations are drawn at: the preview's (`PreviewClock`: the machine's in the
/// window, the host's headless), run at `speed` (slow animations in the viewer), or a time set
/// by hand (`PreviewHost.animationTime`).
final class AnimationClock {
    var manualTime: TimeInterval?
    /// Animation seconds per machine second; changing it keeps the clock continuous, so an
    /// animation under way slows down or speeds up from where it is rather than jumping.
    var speed: Double = 1 {
        didSet {
            guard speed != oldValue else { return }
            let machine = uptime()
            anchor = (machine, anchor.time + (machine - anchor.uptime) * oldValue)
        }
    }
    /// The preview's clock (a test's stand-in).
    var uptime: () -> TimeInterval = { PreviewClock.shared.now() }
    /// A machine time and the animation time it stood for when the speed last changed.
    private var anchor: (uptime: TimeInterval, time: TimeInterval) = (0, 0)

    func now() -> TimeInterval {
        manualTime ?? anchor.time + (uptime() - anchor.uptime) * speed
    }
}

/// The drawn tree at one moment: what an animation starts from.
struct PresentationSnapshot {
    /// The node itself, kept alive while an animation may draw it after its removal.
    let node: ViewNode
    let kind: ObjectIdentifier
    let frame: CGRect
    let effects: [RenderEffect]
    /// A shape's (a text's) paints as drawn (`Animator.animatablePaints(of:)`).
    let paints: [ResolvedPaint?]?
    /// A shape as drawn (mid-animation, with its data part way).
    let shape: (any Shape)?
    let children: [PresentationSnapshot]

    init(_ node: ViewNode) {
        self.node = node
        kind = ObjectIdentifier(type(of: node.layout))
        frame = node.frame
        effects = node.effects
        if let leaf = node.layout.shapeLeaf {
            paints = node.presentedPaints ?? leaf.animatablePaints(node)
            shape = node.presentedShape ?? leaf.shape
        } else {
            paints = node.presentedPaints ?? node.layout.textLeaf?.animatablePaints
            shape = nil
        }
        children = node.layout.visibleChildren(of: node).map(PresentationSnapshot.init)
    }
}
