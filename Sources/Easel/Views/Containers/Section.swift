import Foundation

/// A group of rows with an optional header and footer (Apple: "Section"). In a `List` or `Form`
/// it is a card of rows under its header; in a menu, items between separators under a small
/// title; elsewhere its views simply follow one another.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        guard let style = inputs.environment.listContext else {
            if inputs.environment.isInMenu { return MenuSections.makeSection(header: view.header, content: view.content, inputs, &outputs) }
            if let lazy = inputs.environment.lazySectionStyle {
                return LazyStackLayout.makeSection(header: view.header, rows: view.content, footer: view.footer, style: lazy, inputs, &outputs)
            }
            makeNodes(view.header, inputs.child(1), &outputs)
            makeNodes(view.content, inputs.child(2), &outputs)
            makeNodes(view.footer, inputs.child(3), &outputs)
            return
        }
        outputs.append(SectionLayout.makeNode(style: style, inputs: inputs, header: view.header, rows: view.content, footer: view.footer))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The older spelling (Apple: "init(header:content:)", deprecated but common).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a string: `Section("Account") { … }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Accepted for source compatibility: the section is always expanded.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }
}

/// A list's section: its header, its rows in a card, its footer.
///
/// Layout, in the width `W` it is offered (`ListLook` for every figure):
/// 1. The card spans `W` less the style's side margin on each side; a row's content is inset by
///    the margin again inside the card and proposed the width left.
/// 2. The header (footnote, secondary, upper-cased) starts `headerTopInset` below the section's
///    top, lined up with the rows' content, `headerBottomInset` above the card; without a header
///    the card starts `sectionTopMargin` below the top.
/// 3. Each row is at least `minimumRowHeight` tall and `rowVerticalInset` taller than its
///    content above and below; the content is centred in it vertically, leading-aligned.
/// 4. The footer follows the card by `footerTopInset`; the section ends `sectionBottomMargin`
///    below the footer or the card.
/// 5. The card is drawn behind the rows with the style's corner radius, and a one-pixel
///    separator between rows runs from the content's leading edge to the card's trailing edge.
///
/// `listRowSpacing` puts its space between rows; in an inset-grouped list each row is then a
/// card of its own, without separators. `listSectionSpacing` replaces the space before the
/// header (or card) and after the section (`ListRowsLayout` shares it out between neighbours).
/// A plain or grouped list draws full-width section separators: below the header (plain) or at
/// the card's top (grouped), and below the last row.
final class SectionLayout: NodeLayout {
    override var isSection: Bool { true }

    let style: ListStyleKind
    let hasHeader: Bool
    let hasFooter: Bool
    /// `headerProminence`, `listRowSpacing`, `listSectionSpacing`, `listSectionSeparator`, from
    /// the environment the section was built in.
    var prominence = Prominence.standard
    var rowSpacing: CGFloat = 0
    var spacing: CGFloat?
    var sectionSeparators = ListSectionSeparators()
    var sectionSeparatorTint: Color?
    /// The space before the section's header or card and after the section, where
    /// `listSectionSpacing` sets it (nil: the style's).
    var spaceBefore: CGFloat?
    var spaceAfter: CGFloat?
    /// Where the card and the separators went at the last placement, for drawing.
    private var card: CGRect = .zero
    private var separators: [Separator] = []
    /// A line between rows: where, its tint, and where it starts (the row's text, or its
    /// `listRowSeparatorLeading` guide; nil: the content's inset).
    private typealias Separator = (y: CGFloat, tint: Color?, leading: CGFloat?)
    /// Each row's band (its full height in the card), for taps beside its content.
    private var rowBands: [(row: ViewNode, minY: CGFloat, maxY: CGFloat)] = []
    /// A plain list's header band where it floats at the top of what shows (as a plain
    /// `UITableView`'s section headers float), at the last placement; nil where it has not moved.
    private var floatingHeaderBand: CGRect?

    init(style: ListStyleKind, hasHeader: Bool, hasFooter: Bool, environment: EnvironmentValues) {
        self.style = style
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
        prominence = environment.headerProminence
        rowSpacing = Swift.max(0, environment.listRowSpacing ?? 0)
        spacing = environment.listSectionSpacing.map { Swift.max(0, $0) }
        sectionSeparators = environment.listSectionSeparators
        sectionSeparatorTint = environment.listSectionSeparatorTint
    }

    private var headerBottomInset: CGFloat {
        prominence == .increased ? ListLook.prominentHeaderBottomInset : ListLook.headerBottomInset
    }

    /// Rows are cards of their own (`listRowSpacing` in a list with cards).
    private var rowsAreCards: Bool { rowSpacing > 0 && style.drawsCards }

    static func makeNode<H: View, R: View, F: View>(style: ListStyleKind, inputs: _ViewInputs, header: H, rows: R, footer: F) -> ViewNode {
        var rowInputs = inputs.child(2)
        rowInputs.environment.listContext = nil
        rowInputs.environment.isInListRow = true
        var rowOutputs = _ViewOutputs()
        var lazyRowInputs = rowInputs
        lazyRowInputs.lazyAxis = .vertical
        makeNodes(rows, lazyRowInputs, &rowOutputs)
        var headerOutputs = _ViewOutputs(), footerOutputs = _ViewOutputs()
        if H.self != EmptyView.self {
            if inputs.environment.headerProminence == .increased {
                makeNodes(VStack(alignment: .leading, spacing: 0) { header }.font(ListLook.prominentHeaderFont).foregroundStyle(.primary),
                          rowInputs.child(1), &headerOutputs)
            } else {
                makeNodes(VStack(alignment: .leading, spacing: 0) { header }
                            .font(ListLook.headerFont).foregroundStyle(.secondary).textCase(ListLook.headerCase),
                          rowInputs.child(1), &headerOutputs)
            }
        }
        if F.self != EmptyView.self {
            makeNodes(VStack(alignment: .leading, spacing: 0) { footer }.font(ListLook.headerFont).foregroundStyle(.secondary),
                      rowInputs.child(3), &footerOutputs)
        }
        let layout = SectionLayout(style: style, hasHeader: !headerOutputs.nodes.isEmpty, hasFooter: !footerOutputs.nodes.isEmpty,
                                   environment: inputs.environment)
        return ViewNode(layout, children: headerOutputs.nodes + rowOutputs.nodes + footerOutputs.nodes, environment: inputs.environment)
    }

    private func parts(of node: ViewNode) -> (header: ViewNode?, rows: ArraySlice<ViewNode>, footer: ViewNode?) {
        let children = node.children[...]
        let header = hasHeader ? children.first : nil
        let footer = hasFooter ? children.last : nil
        return (header, children.dropFirst(hasHeader ? 1 : 0).dropLast(hasFooter ? 1 : 0), footer)
    }

    /// Steps 1–4, as offsets from the section's top; `place` turns them into positions.
    private func arrange(_ node: ViewNode, width: CGFloat) -> (height: CGFloat, items: [(ViewNode, CGPoint, ProposedViewSize)], card: CGRect,
                                                              separators: [(y: CGFloat, tint: Color?, row: ViewNode?)], bands: [(ViewNode, CGFloat, CGFloat)]) {
        let (header, rows, footer) = parts(of: node)
        let margin = style.cardMargin(forWidth: width)
        let inset = ListLook.horizontalMargin(forWidth: width)
        let cardWidth = Swift.max(0, width - 2 * margin)
        let contentWidth = Swift.max(0, cardWidth - 2 * inset)
        var items: [(ViewNode, CGPoint, ProposedViewSize)] = []
        var y: CGFloat = 0
        // Step 2.
        if let header {
            y += spaceBefore ?? ListLook.headerTopInset
            let proposal = ProposedViewSize(width: contentWidth, height: nil)
            let size = header.sizeThatFits(proposal)
            items.append((header, CGPoint(x: margin + inset, y: y), proposal))
            y += size.height + headerBottomInset
        } else {
            y += spaceBefore ?? ListLook.sectionTopMargin
        }
        // Step 3.
        let cardTop = y
        var separators: [(y: CGFloat, tint: Color?, row: ViewNode?)] = []
        var bands: [(ViewNode, CGFloat, CGFloat)] = []
        let minimumHeight = node.environment.defaultMinListRowHeight
        for (index, row) in rows.enumerated() {
            if let run = row.layout.lazyRun {
                // A lazy `ForEach`'s rows: laid out as they are built (`placeRun`), each after
                // the row spacing but the section's first.
                let spacing = rowSpacing
                let length = run.length(crossLength: cardWidth) { nodes, line, start, _ in
                    nodes.enumerated().reduce(0) { total, element in
                        let gap = index == 0 && line == 0 && element.offset == 0 ? 0 : spacing
                        return total + gap + self.rowBand(element.element, cardWidth: cardWidth, inset: inset, minimumHeight: minimumHeight).height
                    }
                }
                items.append((row, CGPoint(x: margin, y: y), ProposedViewSize(width: cardWidth, height: length)))
                y += length
                if index < rows.count - 1, rowSpacing == 0 { separators.append((y, nil, nil)) }
                continue
            }
            if index > 0 { y += rowSpacing }
            let band = rowBand(row, cardWidth: cardWidth, inset: inset, minimumHeight: minimumHeight)
            items.append((row, CGPoint(x: margin + band.insets.leading, y: y + band.contentTop), band.proposal))
            bands.append((row, y, y + band.height))
            y += band.height
            let next = index + 1 < rows.count ? rows[rows.index(rows.startIndex, offsetBy: index + 1)] : nil
            let hidesSeparator = row[ListRowSeparatorHiddenTrait.self] == true || next?[ListRowSeparatorHiddenTrait.self] == true
            if index < rows.count - 1, !hidesSeparator, !rowsAreCards {
                separators.append((y, row[ListRowSeparatorTintTrait.self] ?? next?[ListRowSeparatorTintTrait.self], row))
            }
        }
        let card = CGRect(x: margin, y: cardTop, width: cardWidth, height: y - cardTop)
        // Step 4.
        if let footer {
            y += ListLook.footerTopInset
            let proposal = ProposedViewSize(width: contentWidth, height: nil)
            let size = footer.sizeThatFits(proposal)
            items.append((footer, CGPoint(x: margin + inset, y: y), proposal))
            y += size.height
        }
        y += spaceAfter ?? ListLook.sectionBottomMargin
        return (y, items, card, separators, bands)
    }

    /// Step 3 for one row: its band's height, where its content sits in the band, and the
    /// proposal for the content.
    private func rowBand(_ row: ViewNode, cardWidth: CGFloat, inset: CGFloat, minimumHeight: CGFloat)
        -> (height: CGFloat, contentTop: CGFloat, insets: EdgeInsets, proposal: ProposedViewSize) {
        // `listRowInsets` replaces the insets on all four sides.
        let insets = row[ListRowInsetsTrait.self]
            ?? EdgeInsets(top: ListLook.rowVerticalInset, leading: inset, bottom: ListLook.rowVerticalInset, trailing: inset)
        let proposal = ProposedViewSize(width: Swift.max(0, cardWidth - insets.leading - insets.trailing), height: nil)
        let size = row.sizeThatFits(proposal)
        let height = Swift.max(minimumHeight, size.height + insets.top + insets.bottom)
        return (height, insets.top + (height - insets.top - insets.bottom - size.height) / 2, insets, proposal)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 393
        return CGSize(width: width, height: arrange(node, width: width).height)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let arranged = arrange(node, width: bounds.width)
        card = arranged.card.offsetBy(dx: bounds.minX, dy: bounds.minY)
        separators = []
        rowBands = arranged.bands.map { ($0.0, $0.1 + bounds.minY, $0.2 + bounds.minY) }
        for (child, offset, childProposal) in arranged.items {
            if let run = child.layout.lazyRun { placeRun(run, of: node, in: bounds, safeArea: safeArea) }
            child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: childProposal, in: safeArea)
        }
        separators += arranged.separators.map { ($0.y + bounds.minY, $0.tint, $0.row.flatMap(Self.separatorLeading)) }
        floatHeader(of: node, in: bounds, safeArea: safeArea)
    }

    /// A plain list's header floats: its band (the header with its insets) stays at the top of
    /// what shows while the section's rows scroll under it, until the section's end pushes it
    /// away, drawn on the list's background.
    private func floatHeader(of node: ViewNode, in bounds: CGRect, safeArea: SafeAreaContext) {
        floatingHeaderBand = nil
        guard !style.drawsCards, !style.insetsCards, hasHeader, let header = node.children.first, let shown = safeArea.pinningRect else { return }
        let bandHeight = header.frame.maxY + headerBottomInset - bounds.minY
        let top = Swift.min(Swift.max(shown.minY, bounds.minY), bounds.maxY - bandHeight)
        guard top > bounds.minY else { return }
        header.place(at: CGPoint(x: header.frame.minX, y: header.frame.minY + top - bounds.minY), proposal: header.placedProposal, in: safeArea)
        floatingHeaderBand = CGRect(x: bounds.minX, y: top, width: bounds.width, height: bandHeight)
    }

    /// A floating header moves as the list scrolls even where its section does not.
    override var placesEveryTime: Bool { !style.drawsCards && !style.insetsCards && hasHeader }

    /// Tells a lazy run how to place its rows: each in its band, with the separators and bands
    /// for drawing and taps; no separator after the run's last row (the section adds one when
    /// rows follow).
    private func placeRun(_ run: LazyRunLayout, of node: ViewNode, in bounds: CGRect, safeArea: SafeAreaContext) {
        let width = bounds.width
        let margin = style.cardMargin(forWidth: width), inset = ListLook.horizontalMargin(forWidth: width)
        let cardWidth = Swift.max(0, width - 2 * margin), minimumHeight = node.environment.defaultMinListRowHeight
        let cardX = bounds.minX + margin
        let runIsFirst = node.children.dropFirst(hasHeader ? 1 : 0).first?.layout === run
        run.prepare(crossLength: cardWidth) { [unowned self] nodes, index, start, place in
            var y = start
            for (position, row) in nodes.enumerated() {
                if !(runIsFirst && index == 0 && position == 0) { y += rowSpacing }
                let band = rowBand(row, cardWidth: cardWidth, inset: inset, minimumHeight: minimumHeight)
                if place {
                    row.place(at: CGPoint(x: cardX + band.insets.leading, y: y + band.contentTop), proposal: band.proposal, in: safeArea)
                    rowBands.append((row, y, y + band.height))
                }
                y += band.height
                let isLast = index == run.count - 1 && position == nodes.count - 1
                if place, !isLast, !rowsAreCards, row[ListRowSeparatorHiddenTrait.self] != true {
                    separators.append((y, row[ListRowSeparatorTintTrait.self], Self.separatorLeading(of: row)))
                }
            }
            return y - start
        }
    }

    /// A tap anywhere in a row's band, across the card, goes to the row (at its middle height).
    /// Where the separator below a placed row starts (iOS lines it up with the row's text): the
    /// row's `listRowSeparatorLeading` guide (a `Label` puts it at its title), or else the
    /// leading edge of its first text (or text field); nil for a row without text.
    /// Right to left, the leading edge is the right one.
    private static func separatorLeading(of row: ViewNode) -> CGFloat? {
        let key = HorizontalAlignment.listRowSeparatorLeading.key
        let isRightToLeft = row.environment.layoutDirection == .rightToLeft
        if let guide = row.explicitAlignment(key, size: row.frame.size, proposal: row.placedProposal) {
            return isRightToLeft ? row.frame.maxX - guide : row.frame.minX + guide
        }
        return row.firstText().map { isRightToLeft ? $0.frame.maxX : $0.frame.minX }
    }

    /// The full-width lines of plain and grouped lists (`listSectionSeparator`): at the card's
    /// top (below the header) and bottom.
    private func drawSectionSeparators(_ node: ViewNode, in context: inout RenderContext) {
        guard !style.insetsCards, !(style.drawsCards && rowsAreCards) else { return }
        let pixel = 1 / context.scale
        let paint = (sectionSeparatorTint ?? ListLook.separator).resolvePaint(in: node.environment)
        var lines: [CGFloat] = []
        // A plain list's top line only under a header: the list itself starts with none.
        if sectionSeparators.top, style.drawsCards || hasHeader { lines.append(card.minY) }
        if sectionSeparators.bottom { lines.append(card.maxY - pixel) }
        for y in lines where context.visibleRect.map({ y >= $0.minY - pixel && y <= $0.maxY }) ?? true {
            let line = CGRect(x: card.minX, y: y, width: card.width, height: pixel)
            context.fill(Path(line), paint: paint, in: line)
        }
    }

    override func redirectedHit(in node: ViewNode, at point: CGPoint) -> (child: ViewNode, point: CGPoint)? {
        guard point.x >= card.minX, point.x <= card.maxX,
              let band = rowBands.first(where: { point.y >= $0.minY && point.y < $0.maxY }) else { return nil }
        let frame = band.row.frame
        return (band.row, CGPoint(x: Swift.min(Swift.max(point.x, frame.minX), frame.maxX - 0.5), y: frame.midY))
    }

    override var guideSource: GuideSource { .none }

    /// Rows wholly outside the visible part of the scroll view are not drawn (a long list draws
    /// only what shows).
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        guard floatingHeaderBand != nil, let header = node.children.first else { return drawChildrenMeetingVisibleRect(node, in: &context) }
        let visible = context.visibleRect
        for child in node.children.dropFirst() where visible.map({ child.frame.intersects($0) }) ?? true || !child.effects.isEmpty {
            context.draw(child)
        }
        drawFloatingBand(node, in: &context)
        context.draw(header)
    }

    /// The floating header's band, on the list's background, under the header (which is drawn
    /// last, `childrenInDrawingOrder`): drawn between the rows and the header.
    private func drawFloatingBand(_ node: ViewNode, in context: inout RenderContext) {
        guard let band = floatingHeaderBand else { return }
        context.fill(Path(band), paint: ListLook.plainBackground.resolvePaint(in: node.environment), in: band)
    }

    /// A floating header is drawn over the rows that scroll under it.
    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        guard floatingHeaderBand != nil, hasHeader, node.children.count > 1 else { return node.children }
        return Array(node.children.dropFirst()) + [node.children[0]]
    }

    // Step 5.
    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard !card.isEmpty else { return }
        let shape = RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
        let cellPaint = ListLook.cellBackground.resolvePaint(in: node.environment)
        if style.drawsCards, !rowsAreCards {
            context.fill(shape.path(in: card), paint: cellPaint, in: card)
        }
        // Each row's card (`listRowSpacing`), and row backgrounds (`listRowBackground`) inside
        // the card's rounded shape or the row's own.
        let cardShape = shape.path(in: card)
        for band in rowBands {
            if let visible = context.visibleRect, band.maxY < visible.minY || band.minY > visible.maxY { continue }
            let rect = CGRect(x: card.minX, y: band.minY, width: card.width, height: band.maxY - band.minY)
            if rowsAreCards { context.fill(shape.path(in: rect), paint: cellPaint, in: rect) }
            guard let color = band.row[ListRowBackgroundTrait.self] else { continue }
            context.append(.pushClip((rowsAreCards ? shape.path(in: rect) : cardShape).rasterPath, .nonZero, transform: context.rasterTransform))
            context.fill(Path(rect), paint: color.resolvePaint(in: node.environment), in: rect)
            context.append(.popClip)
        }
        drawSectionSeparators(node, in: &context)
        let pixel = 1 / context.scale
        let inset = ListLook.horizontalMargin(forWidth: node.frame.width)
        let separatorPaint = ListLook.separator.resolvePaint(in: node.environment)
        let isRightToLeft = node.environment.layoutDirection == .rightToLeft
        for (y, tint, leading) in separators where context.visibleRect.map({ y >= $0.minY && y <= $0.maxY + pixel }) ?? true {
            // From the leading edge of the row's text to the card's trailing edge.
            let start = Swift.min(Swift.max(card.minX, leading ?? (isRightToLeft ? card.maxX - inset : card.minX + inset)), card.maxX)
            let line = isRightToLeft ? CGRect(x: card.minX, y: y - pixel, width: start - card.minX, height: pixel)
                : CGRect(x: start, y: y - pixel, width: card.maxX - start, height: pixel)
            context.fill(Path(line), paint: tint?.resolvePaint(in: node.environment) ?? separatorPaint, in: line)
        }
    }
}

extension ViewNode {
    /// The first text of the subtree, in tree order, that is laid out.
    fileprivate func firstText() -> ViewNode? {
        if layout.textLeaf != nil { return frame.width > 0 ? self : nil }
        // A text field's text (or placeholder) starts at its leading edge, as iOS lines up the
        // separator under a form's text field row.
        if layout.textInput != nil { return frame.width > 0 ? self : nil }
        if layout.isPlatformControl { return nil }
        for child in layout.visibleChildren(of: self) { if let found = child.firstText() { return found } }
        return nil
    }
}
