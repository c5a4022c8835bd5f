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
        rowInputs.environment.isInMenu = true
        var rows = _ViewOutputs()
        makeNodes(view.content, rowInputs, &rows)
        outputs.append(layer(rows: rows.nodes, dismiss: { dismiss() }, inputs))
    }

    /// The layer for rows already built (a menu's buttons, a picker's options).
    static func layer(rows: [ViewNode], dismiss: @escaping () -> Void, _ inputs: _ViewInputs) -> ViewNode {
        let card = ViewNode(MenuCardLayout(), children: rows, environment: inputs.environment)
        return MenuPopupLayout.makeLayer(card: card, cardWidth: width, dismiss: dismiss, inputs)
    }
}

/// A card of any content beside the view that presents it, over a backdrop that closes it when
/// tapped: what a compact date picker's chips open (iOS's popover-style card, radius 13).
struct PopoverCard<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let dismiss = inputs.environment.dismiss
        var card = _ViewOutputs()
        makeNodes(view.content.padding(.vertical, 8)
            .background(RoundedRectangle(cornerRadius: 13).fill(MenuCardLayout.background))
            .overlay(RoundedRectangle(cornerRadius: 13).stroke(Color.separator, lineWidth: 0.5).allowsHitTesting(false))
            .contentShape(Rectangle()), inputs.child(2), &card)
        guard let node = card.nodes.first else { return }
        outputs.append(MenuPopupLayout.makeLayer(card: node, cardWidth: nil, dismiss: { dismiss() }, inputs))
    }
}

/// Places the backdrop over the host and the card below (or above) the presenting view.
final class MenuPopupLayout: NodeLayout {
    /// The width the card is offered: a menu's 250 points, or nil for the card's own width.
    let cardWidth: CGFloat?

    init(cardWidth: CGFloat?) { self.cardWidth = cardWidth }

    /// The layer: a clear backdrop that dismisses when tapped, and the card over it.
    static func makeLayer(card: ViewNode, cardWidth: CGFloat?, dismiss: @escaping () -> Void, _ inputs: _ViewInputs) -> ViewNode {
        var backdrop = _ViewOutputs()
        makeNodes(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }, inputs.child(1), &backdrop)
        return ViewNode(MenuPopupLayout(cardWidth: cardWidth), children: backdrop.nodes + [card], environment: inputs.environment)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let card = node.children.last else { return }
        for backdrop in node.children.dropLast() { backdrop.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size), in: safeArea) }
        // The presenting view is the first child of the presentation host this layer belongs to.
        let anchor = node.parent?.children.first?.frame ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let safe = safeArea.safeRect
        let offer = ProposedViewSize(width: cardWidth, height: nil)
        let size = card.sizeThatFits(offer)
        let gap: CGFloat = 8
        var y = anchor.maxY + gap
        if y + size.height > safe.maxY, anchor.minY - gap - size.height >= safe.minY { y = anchor.minY - gap - size.height }
        // The card opens towards the middle of the screen: under the label's trailing edge when
        // the label is in the trailing half (a toolbar button, a picker's value in a row).
        let preferred = anchor.midX >= safe.midX ? anchor.maxX - size.width : anchor.minX
        let x = Swift.min(Swift.max(preferred, safe.minX + 8), safe.maxX - 8 - size.width)
        card.place(at: CGPoint(x: x, y: Swift.max(y, safe.minY)), proposal: ProposedViewSize(width: size.width, height: nil), in: safeArea)
    }

    override var readsSafeArea: Bool { true }
}

/// The card: rows stacked with dividers, on a rounded background.
///
/// A menu's children are items (buttons, pickers' options, submenus' rows), section headers
/// and section separators (`Divider`, and the edges of a `Section`): separators at the ends and
/// doubled ones take no room; items are parted by hairlines, sections by a thick band.
final class MenuCardLayout: NodeLayout {
    static let rowHeight: CGFloat = 44
    static let padding: CGFloat = 16
    /// What is between a menu's sections: an 8 pt band (Flutter's `menu_anchor.dart`, measured
    /// on iOS 18.5 simulators: black at 8 % light, 16 % dark over the translucent card; greys of
    /// 226 light and 26 dark).
    static let separatorHeight: CGFloat = 8
    /// A section's title row: footnote text 8 pt above and 6 pt below (uncertain: screenshots).
    static let headerInsets = (top: CGFloat(8), bottom: CGFloat(6))

    enum Kind { case item, header, separator, hidden }
    private var bands: [(frame: CGRect, kind: Kind)] = []

    private func kinds(of node: ViewNode) -> [Kind] {
        var kinds: [Kind] = node.children.map {
            $0.layout is MenuSeparatorLayout ? .separator : $0.layout is MenuSectionHeaderLayout ? .header : .item
        }
        var previous: Kind?
        for index in kinds.indices {
            if kinds[index] == .separator, previous == nil || previous == .separator { kinds[index] = .hidden } else { previous = kinds[index] }
        }
        if let last = kinds.lastIndex(where: { $0 != .hidden }), kinds[last] == .separator { kinds[last] = .hidden }
        return kinds
    }

    private func rowSize(_ child: ViewNode, kind: Kind, width: CGFloat) -> CGSize {
        switch kind {
        case .hidden: return .zero
        case .separator: return CGSize(width: width, height: MenuCardLayout.separatorHeight)
        case .header, .item:
            let size = child.sizeThatFits(ProposedViewSize(width: width - 2 * MenuCardLayout.padding, height: nil))
            let height = kind == .header ? size.height + MenuCardLayout.headerInsets.top + MenuCardLayout.headerInsets.bottom
                : Swift.max(MenuCardLayout.rowHeight, size.height + 22)
            return CGSize(width: size.width, height: height)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width ?? MenuPopup<EmptyView>.width
        let height = zip(node.children, kinds(of: node)).reduce(0) { $0 + rowSize($1.0, kind: $1.1, width: width).height }
        return CGSize(width: width, height: height)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        var y = bounds.minY
        bands = []
        for (child, kind) in zip(node.children, kinds(of: node)) {
            let row = rowSize(child, kind: kind, width: bounds.width)
            let offer = ProposedViewSize(width: bounds.width - 2 * MenuCardLayout.padding, height: kind == .separator ? row.height : nil)
            let size = kind == .separator || kind == .hidden ? CGSize(width: offer.width ?? 0, height: row.height) : child.sizeThatFits(offer)
            let top = kind == .header ? y + MenuCardLayout.headerInsets.top : y + (row.height - size.height) / 2
            child.place(at: CGPoint(x: bounds.minX + MenuCardLayout.padding, y: top), proposal: offer, in: safeArea)
            bands.append((CGRect(x: bounds.minX, y: y, width: bounds.width, height: row.height), kind))
            y += row.height
        }
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        let environment = node.environment
        let background = MenuCardLayout.background
        let outline = frame.insetBy(dx: -0.5, dy: -0.5)
        context.fill(Path(roundedRect: outline, cornerRadius: 13.5), paint: Color.separator.resolvePaint(in: environment), in: outline)
        context.fill(Path(roundedRect: frame, cornerRadius: 13), paint: background.resolvePaint(in: environment), in: frame)
        var previous: Kind?
        for band in bands where band.kind != .hidden {
            switch band.kind {
            case .separator:
                context.fill(Path(band.frame), paint: MenuCardLayout.separatorBand.resolvePaint(in: environment), in: band.frame)
            case .item where previous == .item:
                let line = CGRect(x: frame.minX, y: band.frame.minY - 0.25, width: frame.width, height: 0.5)
                context.fill(Path(line), paint: Color.separator.resolvePaint(in: environment), in: line)
            default:
                break
            }
            previous = band.kind
        }
    }

    /// iOS blurs what is behind a menu; without the blur an opaque card reads best.
    static let background = Color.system(RGBA(249, 249, 249), RGBA(37, 37, 37))

    /// The band between sections, drawn over the opaque card: black at 8 % on light (229, near
    /// the measured 226) and at 50 % on dark (18.5 over the 37 card; the measured 26 is over a
    /// translucent one).
    static let separatorBand = Color.system(RGBA(0, 0, 0, 0.08), RGBA(0, 0, 0, 0.5))

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }

    /// A row takes a tap anywhere in its band, as a menu item does.
    override func redirectedHit(in node: ViewNode, at point: CGPoint) -> (child: ViewNode, point: CGPoint)? {
        guard let index = bands.firstIndex(where: { $0.frame.contains(point) }), index < node.children.count,
              bands[index].kind == .item else { return nil }
        let frame = node.children[index].frame
        return (node.children[index], CGPoint(x: frame.midX, y: frame.midY))
    }

    override var debugName: String { "MenuCard" }
}

/// The band between a menu's sections, as `Divider()` and `Section` make it in a menu.
final class MenuSeparatorLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: MenuCardLayout.separatorHeight)
    }
    override var debugName: String { "MenuSeparator" }
}

/// A menu section's title: its header views, in footnote type and the secondary colour.
final class MenuSectionHeaderLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children.reduce(CGSize.zero) { size, child in
            let fit = child.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, fit.width), height: size.height + fit.height)
        }
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        var y = bounds.minY
        for child in node.children {
            let size = child.sizeThatFits(proposal)
            child.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal, in: safeArea)
            y += size.height
        }
    }
    override var debugName: String { "MenuSectionHeader" }
}

enum MenuSections {
    /// A `Section` in a menu: a separator, its title (when it has one), its items, a separator.
    static func makeSection<H: View, C: View>(header: H, content: C, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(MenuSeparatorLayout(), environment: inputs.environment))
        var headerInputs = inputs.child(1)
        headerInputs.environment.font = .footnote
        headerInputs.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        var headers = _ViewOutputs()
        makeNodes(header, headerInputs, &headers)
        if !headers.nodes.isEmpty {
            let node = ViewNode(MenuSectionHeaderLayout(), children: headers.nodes, environment: headerInputs.environment)
            node.updateAccessibility { $0.children = .combine; $0.addedTraits.insert(.isHeader) }
            outputs.append(node)
        }
        makeNodes(content, inputs.child(2), &outputs)
        outputs.append(ViewNode(MenuSeparatorLayout(), environment: inputs.environment))
    }
}

private struct IsInMenuKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is an item of an open menu: labels put their icon last, dividers and
    /// sections part the items, pickers list their options inline and menus nest.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}
