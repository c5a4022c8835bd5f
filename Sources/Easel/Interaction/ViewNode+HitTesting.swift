import Foundation

/// Finding the view under a point, front to back.
///
/// 1. A node with `allowsHitTesting(false)`, or drawn at opacity 0, is skipped with its subtree.
/// 2. The point is moved into the node's own space by undoing its drawing effects, outermost
///    first: `offset`, `scaleEffect`, `rotationEffect` and `transformEffect` move where a view
///    is hit as they move where it is drawn. Clipping does not limit hit testing (Ole Begemann,
///    "clipped() doesn't affect hit testing"): a clipped view still takes taps outside its clip.
/// 3. With a `contentShape`, a point outside the shape misses the whole subtree; so does a point
///    outside a scroll view.
/// 4. Children are tried front to back (reverse drawing order: `zIndex`, overlays before their
///    primary view, backgrounds after it); the first hit wins.
/// 5. Otherwise the node is hit if its content shape contains the point, or if it draws there
///    itself (`NodeLayout.hitTestsItself`).
extension ViewNode {
    /// The frontmost node under `point` (host coordinates, points), and the point in that
    /// node's own space; nil when nothing there takes part in hit testing.
    func hitTest(_ point: CGPoint) -> (node: ViewNode, point: CGPoint)? {
        StackGuard.run { hitTestWithoutGuard(point) }
    }

    private func hitTestWithoutGuard(_ point: CGPoint) -> (node: ViewNode, point: CGPoint)? {
        // Step 1.
        if interaction?.allowsHitTesting == false { return nil }
        // Step 2.
        guard let local = pointUndoingEffects(effects, point) else { return nil }
        // Step 3 (and a scroll view's frame, for what has scrolled out of sight).
        if layout.limitsHitTestingToFrame, !frame.contains(local) { return nil }
        let shape = interaction?.contentShape
        if let shape, !shape.path(frame).contains(local, eoFill: shape.eoFill) { return nil }
        // Step 4.
        for child in layout.childrenInDrawingOrder(of: self).reversed() {
            if let hit = child.hitTestWithoutGuard(local) { return hit }
        }
        if let (child, moved) = layout.redirectedHit(in: self, at: local), let hit = child.hitTestWithoutGuard(moved) { return hit }
        // Step 5.
        if shape != nil || layout.hitTestsItself(self, at: local) { return (self, local) }
        return nil
    }
}

extension CGAffineTransform {
    /// Zero when the transform flattens the plane (a scale of 0) and cannot be undone.
    var determinant: CGFloat { a * d - b * c }
}

extension ViewNode {
    /// The point in the coordinates the node lays out in, before its drawing effects moved
    /// it; nil when an effect hides the node from hits (zero opacity, a flat transform).
    fileprivate func pointUndoingEffects(_ effects: [RenderEffect], _ point: CGPoint) -> CGPoint? {
        var local = point
        for effect in effects.reversed() {
            switch effect {
            case .offset(let offset):
                local = CGPoint(x: local.x - offset.width, y: local.y - offset.height)
            case .transform(let make):
                let transform = make(frame)
                guard transform.determinant != 0 else { return nil }
                local = local.applying(transform.inverted())
            case .anchored(let anchored):
                let transform = anchored.transform(in: frame)
                guard transform.determinant != 0 else { return nil }
                local = local.applying(transform.inverted())
            case .opacity(let opacity):
                if opacity <= 0 { return nil }
            case .geometryDependent(let make):
                guard let inner = pointUndoingEffects(make(self), local) else { return nil }
                local = inner
            case .geometry(let effect):
                guard let inner = pointUndoingEffects([.localProjection(effect.value)], local) else { return nil }
                local = inner
            case .layer(.projection(let make)):
                // Where the pointer is, before the perspective moved it.
                guard let inverse = make(frame).inverted,
                      let undone = inverse.apply(Double(local.x), Double(local.y)) else { return nil }
                local = CGPoint(x: undone.x, y: undone.y)
            case .clip, .layer:
                break
            }
        }
        return local
    }
}
