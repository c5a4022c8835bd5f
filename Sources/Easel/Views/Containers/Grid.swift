import Foundation

/// A static grid of rows and columns (Apple: "Grid", iOS 16).
///
/// 1. Each `GridRow` is a row of cells; any other view is a row of its own spanning every column.
///    A cell with `gridCellColumns(n)` spans n columns.
/// 2. A column is as wide as its widest single-column cell at its ideal size; columns with a
///    flexible cell (one that grows when offered more) share the width the others leave equally.
/// 3. A row is as tall as its tallest cell, each cell proposed its column's width.
/// 4. Columns are `horizontalSpacing` apart and rows `verticalSpacing` apart (8 by default); a
///    cell sits in its area by the grid's alignment, or its column's `gridColumnAlignment`.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        makeNodes(view.content, inputs.child(1), &built)
        let layout = GridContainerLayout(alignment: view.alignment, horizontalSpacing: view.horizontalSpacing ?? 8,
                                         verticalSpacing: view.verticalSpacing ?? 8)
        outputs.append(ViewNode(layout, children: built.nodes, environment: inputs.environment))
    }
}

/// A row of a `Grid` (Apple: "GridRow").
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        makeNodes(view.content, inputs.child(1), &built)
        outputs.append(ViewNode(GridRowMarkerLayout(alignment: view.alignment), children: built.nodes, environment: inputs.environment))
    }
}

/// Marks a grid row; outside a `Grid` it lays its cells out as an `HStack` would.
final class GridRowMarkerLayout: NodeLayout {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let sizes = node.children.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + 8 * CGFloat(Swift.max(sizes.count - 1, 0)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        var x = bounds.minX
        for child in node.children {
            let size = child.sizeThatFits(.unspecified)
            child.place(at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) / 2), proposal: .unspecified, in: safeArea)
            x += size.width + 8
        }
    }
}

extension View {
    /// Spans this cell over several columns of its `Grid` (Apple: "gridCellColumns(_:)").
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeTraitModifier { $0[GridCellColumnsTrait.self] = Swift.max(1, count) })
    }

    /// Aligns every cell of this cell's column (Apple: "gridColumnAlignment(_:)").
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(NodeTraitModifier { $0[GridColumnAlignmentTrait.self] = guide })
    }

    /// Accepted for source compatibility (Apple: "gridCellUnsizedAxes(_:)", "gridCellAnchor(_:)").
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}

final class GridContainerLayout: NodeLayout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A cell: its node, first column and column count (nil: the whole row, step 1).
    private struct Cell { let node: ViewNode; let column: Int; let span: Int? }

    private func rows(_ node: ViewNode) -> [[Cell]] {
        node.children.map { child in
            guard child.layout is GridRowMarkerLayout else { return [Cell(node: child, column: 0, span: nil)] }
            var column = 0
            return child.children.map { cell in
                let span = cell[GridCellColumnsTrait.self] ?? 1
                defer { column += span }
                return Cell(node: cell, column: column, span: span)
            }
        }
    }

    /// Step 2.
    private func columnWidths(_ rows: [[Cell]], available: CGFloat?) -> [CGFloat] {
        let count = rows.map { $0.reduce(0) { $0 + ($1.span ?? 0) } }.max() ?? 0
        guard count > 0 else { return [] }
        var widths = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for row in rows {
            for cell in row where cell.span == 1 {
                let ideal = cell.node.sizeThatFits(.unspecified).width
                widths[cell.column] = Swift.max(widths[cell.column], ideal)
                if cell.node.sizeThatFits(ProposedViewSize(width: ideal + 1000, height: nil)).width > ideal + 1 { flexible[cell.column] = true }
            }
        }
        // Flexible columns share what the others leave, equally — whatever their ideal widths
        // (a long text in `.frame(maxWidth: .infinity)` wraps in its share instead of pushing
        // the grid past the screen).
        let flexibleCount = flexible.filter { $0 }.count
        if let available, available.isFinite, flexibleCount > 0 {
            let fixed = zip(widths, flexible).filter { !$0.1 }.map(\.0).reduce(0, +) + horizontalSpacing * CGFloat(count - 1)
            let share = Swift.max(0, (available - fixed) / CGFloat(flexibleCount))
            for index in widths.indices where flexible[index] { widths[index] = share }
        }
        return widths
    }

    private func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let span = cell.span ?? widths.count
        let end = Swift.min(cell.column + span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - cell.column - 1)
    }

    private func rowHeights(_ rows: [[Cell]], _ widths: [CGFloat]) -> [CGFloat] {
        rows.map { row in row.map { $0.node.sizeThatFits(ProposedViewSize(width: spanWidth($0, widths), height: nil)).height }.max() ?? 0 }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let rows = rows(node)
        let widths = columnWidths(rows, available: proposal.width)
        let heights = rowHeights(rows, widths)
        return CGSize(width: widths.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(widths.count - 1, 0)),
                      height: heights.reduce(0, +) + verticalSpacing * CGFloat(Swift.max(heights.count - 1, 0)))
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let rows = rows(node)
        let widths = columnWidths(rows, available: bounds.width)
        let heights = rowHeights(rows, widths)
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for width in widths { columnStarts.append(x); x += width + horizontalSpacing }
        // A column's alignment, from the first cell that sets one.
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: widths.count)
        for row in rows { for cell in row where cell.span == 1 { if columnAlignments[cell.column] == nil { columnAlignments[cell.column] = cell.node[GridColumnAlignmentTrait.self] } } }
        var y = bounds.minY
        for (rowIndex, row) in rows.enumerated() {
            let rowNode = node.children[rowIndex]
            if rowNode.layout is GridRowMarkerLayout {
                rowNode.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: heights[rowIndex]), in: safeArea)
            }
            for cell in row where cell.column < columnStarts.count || cell.span == nil {
                let width = spanWidth(cell, widths)
                let cellProposal = ProposedViewSize(width: width, height: nil)
                let size = cell.node.sizeThatFits(cellProposal)
                let horizontal = (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
                let left = cell.span == nil ? bounds.minX : columnStarts[cell.column]
                let origin = CGPoint(x: left + (width - size.width) * horizontal.fraction,
                                     y: y + (heights[rowIndex] - size.height) * alignment.vertical.fraction)
                cell.node.place(at: origin, proposal: cellProposal, in: safeArea)
            }
            y += heights[rowIndex] + verticalSpacing
        }
    }

    override var guideSource: GuideSource { .none }
}

/// Shows the first of its views that fits (Apple: "ViewThatFits"): each is measured at its
/// ideal size along `axes`; the first that fits the space offered is shown, else the last.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        makeNodes(view.content, inputs.child(1), &built)
        outputs.append(ViewNode(ViewThatFitsLayout(axes: view.axes), children: built.nodes, environment: inputs.environment))
    }
}

final class ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set
    private var chosen = 0

    init(axes: Axis.Set) { self.axes = axes }

    private func choice(_ node: ViewNode, _ proposal: ProposedViewSize) -> Int {
        for (index, child) in node.children.enumerated() {
            let ideal = child.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                            height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return Swift.max(node.children.count - 1, 0)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard !node.children.isEmpty else { return .zero }
        return node.children[choice(node, proposal)].sizeThatFits(proposal)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard !node.children.isEmpty else { return }
        chosen = choice(node, proposal)
        node.children[chosen].place(at: bounds.origin, proposal: proposal, in: safeArea)
    }

    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        node.children.indices.contains(chosen) ? [node.children[chosen]] : []
    }

    override func visibleChildren(of node: ViewNode) -> [ViewNode] { childrenInDrawingOrder(of: node) }
    override var guideSource: GuideSource { .none }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `gridCellColumns(_:)`: the columns a `Grid` cell spans.
enum GridCellColumnsTrait: NodeTraitKey { typealias Value = Int? }

/// `gridColumnAlignment(_:)`.
enum GridColumnAlignmentTrait: NodeTraitKey { typealias Value = HorizontalAlignment? }
