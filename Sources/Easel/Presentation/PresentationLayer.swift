import Foundation

/// A view with something presented over the whole screen (a sheet, an alert): the view, then
/// the presentation, laid out in the host's bounds whatever the view's own frame is, and drawn
/// after everything else (`RenderContext` defers it). While it is up, taps go to it alone.
final class PresentationHostLayout: NodeLayout {
    /// Whether the last child is a presentation (otherwise there is only the content).
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        if isPresenting { Self.presentingCount += 1 }
    }

    deinit {
        if isPresenting { Self.presentingCount -= 1 }
    }

    /// How many presentations are up in the process (views are built on one thread at a time):
    /// while none is, drawing and hit testing skip looking for them in the tree.
    nonisolated(unsafe) static var presentingCount = 0

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children.first?.place(at: bounds.origin, proposal: proposal, in: safeArea)
        if let layer = presentation(of: node) {
            layer.place(at: safeArea.hostBounds.origin, proposal: ProposedViewSize(safeArea.hostBounds.size), in: safeArea)
        }
    }

    override var readsSafeArea: Bool { isPresenting }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? .standard }
    override var guideSource: GuideSource { .firstChild }

    /// The presentation is drawn by the render context after the whole tree.
    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        node.children.first.map { [$0] } ?? []
    }

    func presentation(of node: ViewNode) -> ViewNode? { isPresenting && node.children.count > 1 ? node.children.last : nil }
}

extension ViewNode {
    /// The presentations up in the visible tree, outermost first (drawn in this order, the last
    /// on top).
    func presentationLayers() -> [ViewNode] {
        guard PresentationHostLayout.presentingCount > 0 else { return [] }
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if let host = node.layout as? PresentationHostLayout, let layer = host.presentation(of: node) {
                node.children.first.map(visit)
                found.append(layer)
                visit(layer)
                return
            }
            for child in node.layout.visibleChildren(of: node) { visit(child) }
        }
        visit(self)
        return found
    }
}

/// Builds a presenting view: its content, and the presentation when there is one.
struct PresentingModifier<Presented: View>: ViewModifier {
    typealias Body = Never
    let presented: Presented?
    /// The dismiss action the presentation's content gets in `\.dismiss`.
    let dismiss: () -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                           content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        var inner = _ViewOutputs()
        content(inputs.child(1), &inner)
        var children = inner.nodes
        let contentNode = children.count == 1 ? children[0] : ViewGraph.makeRootContainer(children, environment: inputs.environment)
        children = [contentNode]
        if let presented = modifier.presented {
            var layerInputs = inputs.child(2)
            layerInputs.environment.dismiss = DismissAction(modifier.dismiss)
            layerInputs.environment.isPresented = true
            layerInputs.environment.listContext = nil
            var layer = _ViewOutputs()
            makeNodes(presented, layerInputs, &layer)
            children += layer.nodes.prefix(1)
        }
        let node = ViewNode(PresentationHostLayout(isPresenting: children.count > 1), children: children, environment: inputs.environment)
        node.inheritTraits(from: contentNode)
        outputs.append(node)
    }
}

/// Dismisses the presentation a view is in (Apple: "DismissAction"): `dismiss()`.
public struct DismissAction {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the sheet or pushed screen the view is in (Apple: "dismiss").
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation (Apple: "isPresented").
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// The iOS 13 way to dismiss a presentation (Apple: "PresentationMode", deprecated for
/// `dismiss`): `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    let dismissAction: DismissAction
    /// Whether the view is presented (a sheet or a pushed screen).
    public let isPresented: Bool

    /// Dismisses the presentation, as `dismiss()` does.
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// Apple: "presentationMode" (deprecated; still common): a binding to the presentation's
    /// mode, made from `dismiss` and `isPresented`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
