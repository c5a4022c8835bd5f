import Foundation

/// Scrolling, as a wheel or a drag gives it: the scroll view under the point moves its content.
extension PreviewHost {
    /// Scrolls the innermost scroll view under `point` (host coordinates) that scrolls along
    /// the delta's axis by `delta` points (positive: the content moves up or left, as when
    /// a finger drags up); what it cannot take, at its end, goes to the scroll view around it.
    /// A scroll view with a `scrollTargetBehavior` then comes to rest where it says (a wheel
    /// step turns a page). Returns whether anything moved. `scrollDisabled(true)` scroll views
    /// do not move.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        scroll(by: delta, at: point, settling: true)
    }

    /// Scrolls as `scroll(by:at:)`; a drag in progress (`settling` false) remembers where each
    /// scroll view began, and settles when it ends (`pointerUp`).
    @discardableResult
    func scroll(by delta: CGSize, at point: CGPoint, settling: Bool) -> Bool {
        layoutIfNeeded()
        var remaining = delta
        var moved = false
        for node in scrollNodes(at: point).reversed() {
            guard let layout = node.layout.scrolling, node.environment.isScrollEnabled else { continue }
            let state = layout.state
            var wanted = state.offset
            if layout.axes.contains(.horizontal) { wanted.x += remaining.width }
            if layout.axes.contains(.vertical) { wanted.y += remaining.height }
            let reached = state.clamped(wanted)
            let change = CGSize(width: reached.x - state.offset.x, height: reached.y - state.offset.y)
            guard change != .zero else { continue }
            let start = state.gestureStartOffset ?? state.offset
            state.offset = reached
            state.scrolledByUser = true
            state.lastMoved = graph.animator.now()
            remaining = CGSize(width: remaining.width - change.width, height: remaining.height - change.height)
            if !settling, state.gestureStartOffset == nil {
                state.gestureStartOffset = start
                state.phase = .interacting
            }
            node.placeChildrenAgain(in: safeAreaContext)
            // Settled once placed where the step took it: the targets there are built.
            if settling, layout.settle(node, from: start) { node.placeChildrenAgain(in: safeAreaContext) }
            node.placeScrollFollowers(in: safeAreaContext)
            moved = true
            if remaining == .zero { break }
        }
        return moved
    }

    /// A drag that scrolled ended: the scroll views it moved come to rest where their target
    /// behaviours say.
    func endScrolling(from start: CGPoint) {
        for node in scrollNodes(at: start) {
            guard let layout = node.layout.scrolling, let origin = layout.state.gestureStartOffset else { continue }
            layout.state.gestureStartOffset = nil
            layout.state.phase = .idle
            guard layout.settle(node, from: origin) else { continue }
            node.placeChildrenAgain(in: safeAreaContext)
            node.placeScrollFollowers(in: safeAreaContext)
        }
    }

    /// The pointer moved while held (the window reports drags). Past 10 points from where it
    /// went down — UIKit's touch slop, about — the press is no longer a tap: the scroll view
    /// under the start point follows the pointer, the content moving with it. Returns whether
    /// anything scrolled.
    @discardableResult
    public func pointerMoved(to point: CGPoint) -> Bool {
        guard let start = interaction.dragStart, let last = interaction.dragLast else { return false }
        interaction.dragLast = point
        if moveGestures(to: point) { return true }
        if !interaction.isScrolling {
            guard hypot(point.x - start.x, point.y - start.y) > 10 else { return false }
            interaction.isScrolling = true
            interaction.pressed = nil
            return scroll(by: CGSize(width: start.x - point.x, height: start.y - point.y), at: start, settling: false)
        }
        return scroll(by: CGSize(width: last.x - point.x, height: last.y - point.y), at: start, settling: false)
    }

    /// Drags the content by `translation` from `start`, as a finger would: down and across
    /// in steps, then up. The content moves with the finger (up when `translation.height` < 0).
    public func drag(from start: CGPoint, by translation: CGSize, steps: Int = 10) {
        pointerDown(at: start)
        for step in 1...Swift.max(steps, 1) {
            let fraction = CGFloat(step) / CGFloat(Swift.max(steps, 1))
            pointerMoved(to: CGPoint(x: start.x + translation.width * fraction, y: start.y + translation.height * fraction))
        }
        pointerUp(at: CGPoint(x: start.x + translation.width, y: start.y + translation.height))
    }

    /// How far the scroll view marked `.accessibilityIdentifier(identifier)` (or the first one
    /// inside the marked view) is scrolled; nil when there is none.
    public func scrollOffset(of identifier: String) -> CGPoint? {
        layoutIfNeeded()
        var found: CGPoint?
        graph.forEachNode { node in
            guard found == nil, node[AccessibilityIdentifierTrait.self] == identifier else { return }
            node.forEachNode { inner in
                if found == nil, let layout = inner.layout.scrolling { found = layout.state.offset }
            }
        }
        return found
    }

    /// The scroll views whose frames contain `point`, outermost first.
    private func scrollNodes(at point: CGPoint) -> [ViewNode] {
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.layout.scrolling != nil {
                guard node.frame.contains(point) else { return }
                found.append(node)
            }
            for child in node.children { visit(child) }
        }
        // Under a sheet or alert, only what it shows scrolls.
        visit(graph.rootNode.presentationLayers().last ?? graph.rootNode)
        return found
    }
}

extension ViewNode {
    /// Places the children again in the same frame: after a scroll, only what the offset moves.
    func placeChildrenAgain(in safeArea: SafeAreaContext) {
        layout.placeChildren(of: self, in: frame, proposal: placedProposal, safeArea: placedSafeArea ?? safeArea)
    }

    /// After this scroll view scrolled: the containers around it whose placement follows its
    /// offset (`NodeLayout.followsScrolling`) place their children again.
    func placeScrollFollowers(in safeArea: SafeAreaContext) {
        var ancestor = parent
        while let node = ancestor {
            if node.layout.followsScrolling { node.placeChildrenAgain(in: safeArea) }
            ancestor = node.parent
        }
    }
}
