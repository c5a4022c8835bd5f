import Foundation

/// Scrolling, as a wheel or a drag gives it: the scroll view under the point moves its content.
extension PreviewHost {
    /// Scrolls the innermost scroll view under `point` (host coordinates) that scrolls along
    /// the delta's axis by `delta` points (positive: the content moves up or left, as when
    /// a finger drags up); what it cannot take, at its end, goes to the scroll view around it.
    /// Returns whether anything moved. `scrollDisabled(true)` scroll views do not move.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        layoutIfNeeded()
        var remaining = delta
        var moved = false
        for node in scrollNodes(at: point).reversed() {
            guard let layout = node.layout as? ScrollLayout, node.environment.isScrollEnabled else { continue }
            let state = layout.state
            var wanted = state.offset
            if layout.axes.contains(.horizontal) { wanted.x += remaining.width }
            if layout.axes.contains(.vertical) { wanted.y += remaining.height }
            let reached = state.clamped(wanted)
            let change = CGSize(width: reached.x - state.offset.x, height: reached.y - state.offset.y)
            guard change != .zero else { continue }
            state.offset = reached
            remaining = CGSize(width: remaining.width - change.width, height: remaining.height - change.height)
            node.placeChildrenAgain(in: safeAreaContext)
            moved = true
            if remaining == .zero { break }
        }
        return moved
    }

    /// How far the scroll view marked `.accessibilityIdentifier(identifier)` (or the first one
    /// inside the marked view) is scrolled; nil when there is none.
    public func scrollOffset(of identifier: String) -> CGPoint? {
        layoutIfNeeded()
        var found: CGPoint?
        graph.forEachNode { node in
            guard found == nil, node.identifier == identifier else { return }
            node.forEachNode { inner in
                if found == nil, let layout = inner.layout as? ScrollLayout { found = layout.state.offset }
            }
        }
        return found
    }

    /// The scroll views whose frames contain `point`, outermost first.
    private func scrollNodes(at point: CGPoint) -> [ViewNode] {
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.layout is ScrollLayout {
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
        layout.placeChildren(of: self, in: frame, proposal: placedProposal, safeArea: safeArea)
    }
}
