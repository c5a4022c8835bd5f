import Foundation

/// The views a scroll view scrolls to: by id (`scrollTo`, `scrollPosition`), and its scroll
/// targets (the children of `scrollTargetLayout()`) for target behaviours and positions.
extension ScrollLayout {
    /// The scroll target views inside the scroll view (not inside scroll views nested in it),
    /// in order, with their ids: the children of the `scrollTargetLayout()` containers (a lazy
    /// `ForEach`'s elements built now).
    func targetViews(in node: ViewNode) -> [(id: AnyHashable?, frame: CGRect)] {
        var found: [(id: AnyHashable?, frame: CGRect)] = []
        func add(_ child: ViewNode) {
            if let run = child.layout.lazyRun {
                for element in run.builtElements {
                    let frame = element.nodes.reduce(CGRect.null) { $0.union($1.frame) }
                    if !frame.isNull { found.append((element.id, frame)) }
                }
            } else {
                found.append((child[ScrollIDTrait.self], child.frame))
            }
        }
        func visit(_ current: ViewNode) {
            // The outermost target layout's children: layouts nested in them are not looked into.
            if current[ScrollTargetRoleTrait.self] == .layout { return current.children.forEach(add) }
            for child in current.children where child.layout.scrolling == nil { visit(child) }
        }
        node.children.forEach(visit)
        return found
    }

    /// Where the view with this id inside the scroll view is, or would be if it is a lazy
    /// element not built (host coordinates).
    func frame(ofViewWithID id: AnyHashable, in node: ViewNode) -> CGRect? {
        var frame: CGRect?
        node.forEachNode { if frame == nil, $0 !== node, $0[ScrollIDTrait.self] == id { frame = $0.frame } }
        if frame == nil {
            node.forEachNode { inner in
                guard frame == nil, let run = inner.layout.lazyRun, let index = run.index(of: id) else { return }
                frame = run.frame(of: index, in: inner)
            }
        }
        return frame
    }

    /// The offset that shows `frame` (host coordinates, as placed now): with an anchor, that
    /// point of it at the same point of the visible part; without, scrolled the least that
    /// shows it whole.
    func offset(showing frame: CGRect, anchor: UnitPoint?, in node: ViewNode) -> CGPoint {
        let viewport = node.frame.inset(by: state.contentInsets)
        var offset = state.offset
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            let viewStart = frame.origin[axis], viewLength = frame.size[axis]
            let portStart = viewport.origin[axis], portLength = viewport.size[axis]
            var delta: CGFloat = 0
            if let anchor {
                let fraction = axis == .horizontal ? anchor.x : anchor.y
                delta = (viewStart + viewLength * fraction) - (portStart + portLength * fraction)
            } else if viewStart < portStart {
                delta = viewStart - portStart
            } else if viewStart + viewLength > portStart + portLength {
                delta = Swift.min(viewStart - portStart, viewStart + viewLength - portStart - portLength)
            }
            offset[axis] += delta
        }
        return state.clamped(offset)
    }

    /// A target set from outside (`scrollPosition`) is scrolled to once the content is placed.
    /// Returns whether the offset changed, so the content is placed again.
    func bringPendingTargetIntoSight(_ node: ViewNode) -> Bool {
        guard let pending = state.pendingTarget else { return false }
        state.pendingTarget = nil
        let before = state.offset
        switch pending {
        case .view(let id, let anchor):
            guard let frame = frame(ofViewWithID: id, in: node) else { return false }
            state.offset = offset(showing: frame, anchor: anchor, in: node)
        case .point(let x, let y):
            if let x { state.offset.x = x }
            if let y { state.offset.y = y }
            state.offset = state.clamped(state.offset)
        case .edge(let edge):
            let maximum = state.maximumOffset
            switch edge {
            case .top: state.offset.y = 0
            case .bottom: state.offset.y = maximum.y
            case .leading: state.offset.x = 0
            case .trailing: state.offset.x = maximum.x
            }
        }
        return state.offset != before
    }

    /// The id of the scroll target at the anchor of the visible part (nil: the first one that
    /// shows), for `scrollPosition(id:)`.
    func positionID(in node: ViewNode, anchor: UnitPoint?) -> AnyHashable? {
        let viewport = node.frame.inset(by: state.contentInsets)
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let fraction = anchor.map { axis == .horizontal ? $0.x : $0.y } ?? 0
        let point = viewport.origin[axis] + viewport.size[axis] * fraction
        let targets = targetViews(in: node).filter { $0.id != nil }
        let past = targets.filter { $0.frame.origin[axis] + $0.frame.size[axis] > point + 0.5 }
        let containing = past.first { $0.frame.origin[axis] <= point }
        return (containing ?? past.first)?.id ?? nil
    }

    /// After a drag or a wheel step that began at `start`, the target behaviour chooses where
    /// the scroll view comes to rest. Returns whether the offset changed.
    func settle(_ node: ViewNode, from start: CGPoint) -> Bool {
        guard let behavior = configuration.targetBehavior else { return false }
        let container = state.containerSize
        let contentOrigin = node.children.first?.frame.origin ?? node.frame.origin
        var offsets: [Axis: [CGFloat]] = [:]
        let frames = targetViews(in: node).map(\.frame)
        for axis in [Axis.horizontal, .vertical] {
            offsets[axis] = frames.map { $0.origin[axis] - contentOrigin[axis] }.sorted()
        }
        // A wheel step or a drag, over a tenth of a second (the context's doc).
        let seconds: CGFloat = 0.1
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: start, size: container)),
            velocity: CGVector(dx: (state.offset.x - start.x) / seconds, dy: (state.offset.y - start.y) / seconds),
            contentSize: state.contentSize, containerSize: container, axes: axes,
            environment: node.environment, targetOffsets: offsets)
        var target = ScrollTarget(rect: CGRect(origin: state.offset, size: container))
        behavior.update(&target, context)
        var resting = target.rect.origin
        if let anchor = target.anchor {
            resting.x += (target.rect.width - container.width) * anchor.x
            resting.y += (target.rect.height - container.height) * anchor.y
        }
        let before = state.offset
        state.offset = state.clamped(resting)
        return state.offset != before
    }
}

/// Where a scroll view is asked to go from outside.
enum PendingScrollTarget {
    case view(AnyHashable, anchor: UnitPoint?)
    case point(x: CGFloat?, y: CGFloat?)
    case edge(Edge)
}
