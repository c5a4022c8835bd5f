import Foundation

/// The rows a picker makes: the value row of `.menu` and `.navigationLink` pickers, and the
/// option rows of an `.inline` picker.
enum PickerRows {
    /// Label leading, value and chevrons trailing (in a row); the value and chevrons alone
    /// elsewhere, as a menu picker outside a `Form` shows.
    static func makeValueRow(label: [ViewNode], value: ViewNode?, style: PickerStyleKind,
                             _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var parts = label
        if !label.isEmpty { append(Spacer(minLength: 8), inputs.child(1), &parts) }
        if let value { parts.append(value) }
        if style == .navigationLink {
            append(Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color.tertiary), inputs.child(2), &parts)
        } else {
            append(Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium)).foregroundStyle(TintShapeStyle()),
                   inputs.child(2), &parts)
        }
        outputs.append(ViewNode(LayoutAdapter(HStackLayout(spacing: label.isEmpty ? 4 : nil)), children: parts, environment: inputs.environment))
    }

    /// Makes a `.navigationLink` picker's row push its options screen when tapped.
    static func attachPush(to row: ViewNode, push: @escaping () -> Void) {
        row.updateInteraction {
            $0.tapActions.append(TapAction(count: 1) { _ in push() })
            $0.contentShape = ContentShape(path: { Path($0) }, eoFill: false)
        }
    }

    /// An option with a checkmark in the tint when it is the chosen one; tapping it chooses it.
    static func makeInlineRow(_ option: ViewNode, isSelected: Bool, select: @escaping () -> Void,
                              _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var parts = [option]
        append(Spacer(minLength: 8), inputs.child(1), &parts)
        append(Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(TintShapeStyle()).opacity(isSelected ? 1 : 0),
               inputs.child(2), &parts)
        let row = ViewNode(LayoutAdapter(HStackLayout()), children: parts, environment: inputs.environment)
        row.updateInteraction {
            $0.tapActions.append(TapAction(count: 1) { _ in select() })
            $0.contentShape = ContentShape(path: { Path($0) }, eoFill: false)
        }
        outputs.append(row)
    }

    /// Makes a menu picker's row open its menu when tapped: the options in a card below it, a
    /// checkmark at the chosen one; choosing an option sets the selection and closes the menu.
    static func attachMenu(to row: inout ViewNode, select: @escaping (Int) -> Void, selected: Int?,
                           options: (_ViewInputs) -> [ViewNode], _ inputs: _ViewInputs) {
        let graph = inputs.graph
        let identity = inputs.identity
        let reopen: (ViewNode?) -> Void = { node in
            if let record = node?.ownerRecord ?? node?.ancestorRecord { record.invalidate() } else { graph.invalidateRoot() }
        }
        row.updateInteraction {
            $0.tapActions.append(TapAction(count: 1) { [weak row] _ in
                graph.openPickerMenus.insert(identity)
                reopen(row)
            })
            $0.contentShape = ContentShape(path: { Path($0) }, eoFill: false)
        }
        guard graph.openPickerMenus.contains(identity) else { return }
        var optionInputs = inputs.child(5)
        optionInputs.environment.lineLimit = 1
        let built = options(optionInputs)
        let content = row
        let close = { [weak content] in
            graph.openPickerMenus.remove(identity)
            reopen(content)
        }
        var rows = _ViewOutputs()
        for (index, option) in built.enumerated() {
            makeMenuOptionRow(option, isSelected: index == selected, select: { select(index); close() },
                              optionInputs.child(UInt64(100 + index)), &rows)
        }
        var layerInputs = inputs.child(6)
        layerInputs.environment.listContext = nil
        layerInputs.environment.isInListRow = false
        let layer = MenuPopup<EmptyView>.layer(rows: rows.nodes, dismiss: close, layerInputs)
        let host = ViewNode(PresentationHostLayout(isPresenting: true), children: [row, layer], environment: inputs.environment)
        host.inheritTraits(from: row)
        host.accessibility = row.accessibility
        row = host
    }

    /// An option of a menu: a checkmark leading it when it is the chosen one (room kept for it
    /// otherwise, as iOS's menus align their items), chosen when tapped.
    static func makeMenuOptionRow(_ option: ViewNode, isSelected: Bool, select: @escaping () -> Void,
                                  _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var parts: [ViewNode] = []
        append(Image(systemName: "checkmark").font(.body.weight(.semibold)).opacity(isSelected ? 1 : 0), inputs, &parts)
        parts.append(option)
        let item = ViewNode(LayoutAdapter(HStackLayout()), children: parts, environment: inputs.environment)
        item.updateInteraction {
            $0.tapActions.append(TapAction(count: 1) { _ in select() })
            $0.contentShape = ContentShape(path: { Path($0) }, eoFill: false)
        }
        item.updateAccessibility { info in
            info.children = .combine
            info.role = isSelected ? [.isButton, .isSelected] : .isButton
        }
        outputs.append(item)
    }

    private static func append<V: View>(_ view: V, _ inputs: _ViewInputs, _ nodes: inout [ViewNode]) {
        var built = _ViewOutputs()
        makeNodes(view, inputs, &built)
        nodes.append(contentsOf: built.nodes)
    }
}

/// A segmented control: equal segments in a rounded track, the chosen one raised.
///
/// As wide as offered (SwiftUI's segmented pickers fill the width); with no width offered, each
/// segment is as wide as the widest option plus 12 pt a side. 32 pt tall (`ControlLook`).
final class SegmentedPickerLayout: NodeLayout {
    override var isPlatformControl: Bool { true }
    let selected: Int?
    static let segmentPadding: CGFloat = 12

    init(selected: Int?) { self.selected = selected }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(node.children.count) * (widest + 2 * SegmentedPickerLayout.segmentPadding)
        return CGSize(width: proposal.width ?? ideal, height: ControlLook.segmentedHeight)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let count = CGFloat(Swift.max(node.children.count, 1))
        let width = bounds.width / count
        for (index, child) in node.children.enumerated() {
            let offer = ProposedViewSize(width: Swift.max(0, width - 2 * ControlLook.segmentInset - 8), height: bounds.height)
            let size = child.sizeThatFits(offer)
            child.place(at: CGPoint(x: bounds.minX + width * CGFloat(index) + (width - size.width) / 2,
                                    y: bounds.minY + (bounds.height - size.height) / 2), proposal: offer, in: safeArea)
        }
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        let environment = node.environment
        context.fill(Path(roundedRect: frame, cornerRadius: ControlLook.segmentedCornerRadius),
                     paint: ControlLook.segmentedBackground.resolvePaint(in: environment), in: frame)
        let count = node.children.count
        guard count > 0 else { return }
        let width = frame.width / CGFloat(count)
        for index in 1..<Swift.max(count, 1) where selected != index && selected != index - 1 {
            let x = frame.minX + width * CGFloat(index)
            let divider = CGRect(x: x - 0.5, y: frame.midY - 8, width: 1, height: 16)
            context.fill(Path(divider), paint: Color.separator.resolvePaint(in: environment), in: divider)
        }
        if let selected, selected < count {
            let inset = ControlLook.segmentInset
            let segment = CGRect(x: frame.minX + width * CGFloat(selected) + inset, y: frame.minY + inset,
                                 width: width - 2 * inset, height: frame.height - 2 * inset)
            // iOS lifts the chosen segment with a soft shadow; a hairline stands in until
            // shadows are drawn.
            let ring = segment.insetBy(dx: -0.5, dy: -0.5)
            context.fill(Path(roundedRect: ring, cornerRadius: ControlLook.segmentCornerRadius + 0.5),
                         paint: Color.separator.resolvePaint(in: environment).withOpacity(0.5), in: ring)
            context.fill(Path(roundedRect: segment, cornerRadius: ControlLook.segmentCornerRadius),
                         paint: ControlLook.selectedSegment.resolvePaint(in: environment), in: segment)
        }
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }
    override var debugName: String { "SegmentedPicker" }
}

/// A wheel: the chosen option centred in a grey band, its neighbours above and below, fading.
///
/// 216 pt tall (UIPickerView's standard height) with 32 pt rows (Flutter's CupertinoPicker,
/// `_kItemExtent`, from the simulator's view debugger);
/// tapping a neighbour chooses it.
final class WheelPickerLayout: NodeLayout {
    override var isPlatformControl: Bool { true }
    let selected: Int
    /// Whether the wheel draws its own band (a date picker's columns share one).
    let drawsBand: Bool
    /// The room beside the widest option when no width is offered.
    let margin: CGFloat
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32

    init(selected: Int, drawsBand: Bool = true, margin: CGFloat = 64) {
        self.selected = selected
        self.drawsBand = drawsBand
        self.margin = margin
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? widest + margin, height: WheelPickerLayout.height)
    }

    /// Makes a tap on a neighbouring row move the wheel: `step` gets how many rows from the
    /// band (negative above it).
    static func stepOnTap(_ node: ViewNode, step: @escaping (Int) -> Void) {
        node.updateInteraction { $0.tapActions.append(TapAction(count: 1) { [weak node] location in
            guard let node else { return }
            let offset = Int(((location.y - node.frame.height / 2) / rowHeight).rounded())
            if offset != 0 { step(offset) }
        }) }
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        for (index, child) in node.children.enumerated() {
            let offer = ProposedViewSize(width: bounds.width, height: WheelPickerLayout.rowHeight)
            let size = child.sizeThatFits(offer)
            let centreY = bounds.midY + CGFloat(index - selected) * WheelPickerLayout.rowHeight
            child.place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: centreY - size.height / 2), proposal: offer, in: safeArea)
        }
    }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard drawsBand else { return }
        let frame = node.frame
        let band = CGRect(x: frame.minX + 8, y: frame.midY - WheelPickerLayout.rowHeight / 2,
                          width: frame.width - 16, height: WheelPickerLayout.rowHeight)
        context.fill(Path(roundedRect: band, cornerRadius: 8), paint: ControlLook.segmentedBackground.resolvePaint(in: node.environment), in: band)
    }

    /// Rows further from the band are drawn fainter, as the wheel curves away.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        for (index, child) in node.children.enumerated() {
            let distance = abs(index - selected)
            guard distance <= 3 else { continue }
            let opacity = distance == 0 ? 1 : Swift.max(0.15, 0.55 - 0.15 * Double(distance - 1))
            if opacity < 1 { context.append(.beginLayer(opacity: opacity)) }
            context.draw(child)
            if opacity < 1 { context.append(.endLayer) }
        }
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }
    override var debugName: String { "WheelPicker" }
}
