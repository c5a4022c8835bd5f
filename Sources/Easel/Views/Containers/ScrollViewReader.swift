import Foundation

/// Gives its content a proxy that scrolls to views by their `.id(_:)` (Apple: "ScrollViewReader").
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        makeNodes(view.content(ScrollViewProxy(graph: inputs.graph)), inputs.child(1), &outputs)
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` (Apple: "ScrollViewProxy").
public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    /// Scrolls the scroll view around the view with this id so the view shows: with an anchor,
    /// that point of the view at the same point of the scroll view (`.top`: its top at the
    /// top); without one, by the least that shows it whole. Unknown ids do nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph else { return }
        let wanted = AnyHashable(id)
        var target: ViewNode?
        var targetFrame = CGRect.zero
        graph.forEachNode { if target == nil, $0[ScrollIDTrait.self] == wanted { target = $0 } }
        if let target {
            targetFrame = target.frame
        } else {
            // An element of a lazy `ForEach` that is not built: found by its id, where it would be.
            graph.forEachNode { node in
                guard target == nil, let run = node.layout.lazyRun, let index = run.index(of: wanted) else { return }
                target = node
                targetFrame = run.frame(of: index, in: node)
            }
        }
        guard let target else { return }
        var ancestor = target.parent
        while let node = ancestor, node.layout.scrolling == nil { ancestor = node.parent }
        guard let scrollNode = ancestor, let layout = scrollNode.layout.scrolling else { return }
        layout.state.offset = layout.offset(showing: targetFrame, anchor: anchor, in: scrollNode)
        scrollNode.placeChildrenAgain(in: SafeAreaContext.current)
        scrollNode.placeScrollFollowers(in: SafeAreaContext.current)
    }
}

