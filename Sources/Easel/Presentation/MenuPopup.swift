import Foundation

/// An open menu: a transparent layer over the screen that closes the menu when tapped, and the
/// menu's card next to the view that opened it.
///
/// The card follows iOS's context menus (uncertain: screenshots of iOS 17/18): 250 pt wide,
/// radius 13, rows at least 44 pt tall with 16 pt side padding, hairline dividers, on an
/// opaque system background (iOS's is a blurred material); 8 pt from the label.
struct MenuPopup<Content: View>: View {
    typealias Body = Never
    let content: Content

    static var width: CGFloat { 250 }

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let dismiss = inputs.environment.dismiss
        var rowInputs = inputs.child(2)
        rowInputs.environment.afterButtonAction = { dismiss() }
        // Items in the label colour, a destructive one in red, as iOS's menus draw them.
        rowInputs.environment.buttonStyle = .automatic
        rowInputs.environment.tint = .primary
        rowInputs.environment.customButtonStyle = nil
        rowInputs.environment.font = .body
        var rows = _ViewOutputs()
        makeNodes(view.content, rowInputs, &rows)
        outputs.append(layer(rows: rows.nodes, dismiss: { dismiss() }, inputs))
    }

    /// The layer for rows already built (a menu's buttons, a picker's options).
    static func layer(rows: [ViewNode], dismiss: @escaping () -> Void, _ inputs: _ViewInputs) -> ViewNode {
        var backdrop = _ViewOutputs()
        makeNodes(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }, inputs.child(1), &backdrop)
        let card = ViewNode(MenuCardLayout(), children: rows, environment: inputs.environment)
        return ViewNode(MenuPopupLayout(), children: backdrop.nodes + [card], environment: inputs.environment)
    }
}

/// Places the backdrop over the host and the card below (or above) the presenting view.
final class MenuPopupLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let card = node.children.last else { return }
        for backdrop in node.children.dropLast() { backdrop.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size), in: safeArea) }
        // The presenting view is the first child of the presentation host this layer belongs to.
        let anchor = node.parent?.children.first?.frame ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let safe = safeArea.safeRect
        let size = card.sizeThatFits(ProposedViewSize(width: MenuPopup<EmptyView>.width, height: nil))
        let gap: CGFloat = 8
        var y = anchor.maxY + gap
        if y + size.height > safe.maxY, anchor.minY - gap - size.height >= safe.minY { y = anchor.minY - gap - size.height }
        // The card opens towards the middle of the screen: under the label's trailing edge when
        // the label is in the trailing half (a toolbar button, a picker's value in a row).
        let preferred = anchor.midX >= safe.midX ? anchor.maxX - size.width : anchor.minX
        let x = Swift.min(Swift.max(preferred, safe.minX + 8), safe.maxX - 8 - size.width)
        card.place(at: CGPoint(x: x, y: Swift.max(y, safe.minY)), proposal: ProposedViewSize(width: MenuPopup<EmptyView>.width, height: nil), in: safeArea)
    }

    override var readsSafeArea: Bool { true }
}

/// The card: rows stacked with dividers, on a rounded background.
final class MenuCardLayout: NodeLayout {
    static let rowHeight: CGFloat = 44
    static let padding: CGFloat = 16
    private var bands: [CGRect] = []

    private func rowSize(_ child: ViewNode, width: CGFloat) -> CGSize {
        let size = child.sizeThatFits(ProposedViewSize(width: width - 2 * MenuCardLayout.padding, height: nil))
        return CGSize(width: size.width, height: Swift.max(MenuCardLayout.rowHeight, size.height + 22))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width ?? MenuPopup<EmptyView>.width
        let height = node.children.reduce(0) { $0 + rowSize($1, width: width).height }
        return CGSize(width: width, height: height)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        var y = bounds.minY
        bands = []
        for child in node.children {
            let row = rowSize(child, width: bounds.width)
            let offer = ProposedViewSize(width: bounds.width - 2 * MenuCardLayout.padding, height: nil)
            let size = child.sizeThatFits(offer)
            child.place(at: CGPoint(x: bounds.minX + MenuCardLayout.padding, y: y + (row.height - size.height) / 2), proposal: offer, in: safeArea)
            bands.append(CGRect(x: bounds.minX, y: y, width: bounds.width, height: row.height))
            y += row.height
        }
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        let environment = node.environment
        // iOS blurs what is behind a menu; without the blur an opaque card reads best.
        let background = Color.system(RGBA(249, 249, 249), RGBA(37, 37, 37))
        let outline = frame.insetBy(dx: -0.5, dy: -0.5)
        context.fill(Path(roundedRect: outline, cornerRadius: 13.5), paint: Color.separator.resolvePaint(in: environment), in: outline)
        context.fill(Path(roundedRect: frame, cornerRadius: 13), paint: background.resolvePaint(in: environment), in: frame)
        for band in bands.dropFirst() {
            let line = CGRect(x: frame.minX, y: band.minY - 0.25, width: frame.width, height: 0.5)
            context.fill(Path(line), paint: Color.separator.resolvePaint(in: environment), in: line)
        }
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }

    /// A row takes a tap anywhere in its band, as a menu item does.
    override func redirectedHit(in node: ViewNode, at point: CGPoint) -> (child: ViewNode, point: CGPoint)? {
        guard let index = bands.firstIndex(where: { $0.contains(point) }), index < node.children.count else { return nil }
        let frame = node.children[index].frame
        return (node.children[index], CGPoint(x: frame.midX, y: frame.midY))
    }

    override var debugName: String { "MenuCard" }
}
