import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (Apple: "GridItem").
public struct GridItem: Sendable {
    /// How wide a column is (Apple: "GridItem.Size").
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the width left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows down, in columns (Apple: "LazyVGrid").
///
/// 1. The grid takes the width it is offered. Each item's spacing (8 by default) follows it.
/// 2. Fixed columns take their width; the width left is shared among the other items in
///    order, each taking an equal share of what remains, kept between its minimum and maximum.
/// 3. An adaptive item becomes as many columns as fit its share at its minimum width (at least
///    one), splitting the share equally.
/// 4. Children fill the columns row by row; each is proposed its column's width, and a row is as
///    tall as its tallest cell; rows are `spacing` apart (8 by default).
/// 5. A cell sits in its column and row by its item's alignment (centred by default); the
///    columns, if narrower than the grid, sit by the grid's alignment.
/// 6. The cells are built a row at a time as the rows come into view (`LazyRunLayout` with a
///    line per row): a `ForEach`'s elements, and cells of several parts (two `ForEach`es, a
///    `ForEach` and a button) as one run of the parts' elements in order.
/// 7. A `Section` spans the columns: its header, then its rows from a line of their own in the
///    grid's columns, then its footer, `spacing` apart, the header and footer placed across by
///    the grid's alignment as a `LazyVStack` places its sections' (pinned with `pinnedViews`);
///    sections and runs of cells follow one another `spacing` apart, and a `ForEach` of
///    sections builds them as they come into view.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        GridLayout.makeNode(view.content, axis: .vertical, items: view.columns, spacing: view.spacing,
                            alignment: Alignment(horizontal: view.alignment, vertical: .center), pinned: view.pinnedViews, inputs, &outputs)
    }
}

/// A grid that grows to the right, in rows (Apple: "LazyHGrid"): `LazyVGrid` turned on its side.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        GridLayout.makeNode(view.content, axis: .horizontal, items: view.rows, spacing: view.spacing,
                            alignment: Alignment(horizontal: .center, vertical: view.alignment), pinned: view.pinnedViews, inputs, &outputs)
    }
}

/// Both grids, along `axis` (the direction the grid grows): "tracks" are the columns of a
/// vertical grid and the rows of a horizontal one; "lines" run across them.
final class GridLayout: NodeLayout {
    let axis: Axis
    let items: [GridItem]
    let spacing: CGFloat
    let alignment: Alignment

    init(axis: Axis, items: [GridItem], spacing: CGFloat, alignment: Alignment) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
    }

    /// A grid's node: its content's nodes, laid out as tracks along `axis`; with sections, a
    /// lazy stack of the sections and of grids of the cells between them (step 7).
    static func makeNode<Content: View>(_ content: Content, axis: Axis, items: [GridItem], spacing: CGFloat?, alignment: Alignment,
                                        pinned: PinnedScrollableViews, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let gap = spacing ?? 8
        let crossGuide = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        var built = _ViewOutputs()
        var contentInputs = inputs.child(1)
        contentInputs.lazyAxis = axis
        contentInputs.environment.lazySectionStyle = LazySectionStyle(axis: axis, alignment: crossGuide, spacing: gap, pinned: pinned,
                                                                      grid: (items, alignment))
        makeNodes(content, contentInputs, &built)
        var gridCount = 0
        func grid(_ cells: [ViewNode]) -> ViewNode {
            gridCount += 1
            return ViewNode(GridLayout(axis: axis, items: items, spacing: gap, alignment: alignment),
                            children: lazyCells(cells, axis: axis, inputs.child(UInt64(100 + gridCount))), environment: inputs.environment)
        }
        // Step 7: sections (and runs of them) and the runs of cells between them.
        var parts: [ViewNode] = [], cells: [ViewNode] = []
        for node in built.nodes {
            guard spansTracks(node) else { cells.append(node); continue }
            if !cells.isEmpty { parts.append(grid(cells)); cells = [] }
            parts.append(node)
        }
        if parts.isEmpty { return outputs.append(grid(cells)) }
        if !cells.isEmpty { parts.append(grid(cells)) }
        outputs.append(ViewNode(LazyStackLayout(axis: axis, alignment: crossGuide, spacing: gap), children: parts,
                                environment: inputs.environment))
    }

    /// Step 7: a grid's section, or a `ForEach` of them.
    private static func spansTracks(_ node: ViewNode) -> Bool {
        if let section = node.layout.lazyStack { return section.spansGrid }
        guard let run = node.layout.lazyRun, run.count > 0 else { return false }
        let first = run.elementNodes(0)
        return !first.isEmpty && first.allSatisfy { ($0.layout.lazyStack)?.spansGrid == true }
    }

    /// Step 6: a lone `ForEach` is a run already; cells of several parts with a `ForEach` among
    /// them become one run whose elements are the parts' elements in order (a view is one
    /// element), so the grid's lines are the run's lines. The parts' runs build their elements
    /// for it and let them go when it does.
    private static func lazyCells(_ cells: [ViewNode], axis: Axis, _ inputs: _ViewInputs) -> [ViewNode] {
        if cells.count == 1, cells[0].layout.lazyRun != nil { return cells }
        guard cells.contains(where: { $0.layout.lazyRun != nil }) else { return cells }
        // Each part: where its elements start, and the run or the view.
        var parts: [(start: Int, run: LazyRunLayout?, node: ViewNode)] = []
        var count = 0
        for node in cells {
            parts.append((count, node.layout.lazyRun, node))
            count += node.layout.lazyRun?.count ?? 1
        }
        func part(of index: Int) -> (part: Int, local: Int) {
            var low = 0, high = parts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if parts[middle].start <= index { low = middle } else { high = middle - 1 }
            }
            return (low, index - parts[low].start)
        }
        let memory = inputs.graph.lazyRunMemory(for: inputs.identity)
        let run = LazyRunLayout(count: count, axis: axis, memory: memory, inputs: inputs, elementID: { index in
            let (at, local) = part(of: index)
            return AnyHashable(GridPartElement(part: at, id: parts[at].run?.id(of: local) ?? AnyHashable(at)))
        }) { index, outputs in
            let (at, local) = part(of: index)
            if let partRun = parts[at].run {
                for node in partRun.elementNodes(local) { outputs.append(node) }
            } else {
                outputs.append(parts[at].node)
            }
        }
        run.onRelease = { index in
            let (at, local) = part(of: index)
            parts[at].run?.forget(local)
        }
        let node = ViewNode(run, environment: inputs.environment)
        run.attach(to: node)
        return [node]
    }

    /// An element of a grid's run of several parts: its part, and its id there.
    struct GridPartElement: Hashable {
        let part: Int
        let id: AnyHashable
    }

    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment
    }

    /// Steps 2 and 3: the tracks for a cross length (a vertical grid's width).
    func tracks(for available: CGFloat) -> [Track] {
        let itemSpacing = items.dropLast().reduce(0) { $0 + ($1.spacing ?? 8) }
        var remaining = Swift.max(0, available - itemSpacing)
        for item in items { if case .fixed(let length) = item.size { remaining -= length } }
        var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var tracks: [Track] = []
        for item in items {
            let gap = item.spacing ?? 8
            let place = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, spacingAfter: gap, alignment: place))
            case .flexible(let minimum, let maximum):
                let share = remaining / CGFloat(Swift.max(flexibleLeft, 1))
                let length = Swift.min(Swift.max(share, minimum), maximum)
                remaining -= length
                flexibleLeft -= 1
                tracks.append(Track(length: length, spacingAfter: gap, alignment: place))
            case .adaptive(let minimum, let maximum):
                let share = Swift.max(0, remaining / CGFloat(Swift.max(flexibleLeft, 1)))
                let count = Swift.max(1, Int(((share + gap) / (Swift.max(minimum, 1) + gap)).rounded(.down)))
                let length = Swift.min(Swift.max((share - CGFloat(count - 1) * gap) / CGFloat(count), minimum), maximum)
                remaining -= CGFloat(count) * length + CGFloat(count - 1) * gap
                flexibleLeft -= 1
                for _ in 0..<count { tracks.append(Track(length: length, spacingAfter: gap, alignment: place)) }
            }
        }
        return tracks
    }

    /// Step 4: each line's length along the axis, for given tracks.
    private func lines(_ node: ViewNode, tracks: [Track]) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var result: [CGFloat] = []
        for start in stride(from: 0, to: node.children.count, by: tracks.count) {
            var longest: CGFloat = 0
            for (offset, child) in node.children[start..<Swift.min(start + tracks.count, node.children.count)].enumerated() {
                let size = child.sizeThatFits(cellProposal(cross: tracks[offset].length))
                longest = Swift.max(longest, size[axis])
            }
            result.append(longest)
        }
        return result
    }

    private func cellProposal(cross: CGFloat) -> ProposedViewSize {
        ProposedViewSize(axis: axis, main: nil, cross: cross)
    }

    private func crossLength(_ proposal: ProposedViewSize, tracks: [Track]? = nil) -> CGFloat {
        let proposed = axis == .vertical ? proposal.width : proposal.height
        if let proposed, proposed.isFinite { return proposed }
        // No length offered: the tracks at their minimums.
        return items.reduce(0) { total, item in
            switch item.size {
            case .fixed(let length): return total + length + (item.spacing ?? 8)
            case .flexible(let minimum, _), .adaptive(let minimum, _): return total + minimum + (item.spacing ?? 8)
            }
        } - (items.last?.spacing ?? 8)
    }

    /// Step 6: the grid's one child is a lazy run.
    private func lazyRun(_ node: ViewNode) -> LazyRunLayout? {
        node.children.count == 1 ? node.children[0].layout.lazyRun : nil
    }

    /// Step 6: how a lazy run lays out a line: its cells across the tracks (step 5), the line
    /// as long as its longest cell, then the spacing to the next line — after the last line
    /// too, so that every line's extent is alike and the mean estimates the ones not built;
    /// the grid takes that last spacing off its length (`lazyLength`).
    private func lineLayout(_ run: LazyRunLayout, tracks: [Track], trackStarts: [CGFloat], safeArea: SafeAreaContext?) -> LazyRunLayout.ElementLayout {
        { [unowned self] cells, _, start, place in
            var longest: CGFloat = 0
            for (offset, cell) in cells.enumerated() where offset < tracks.count {
                longest = Swift.max(longest, cell.sizeThatFits(cellProposal(cross: tracks[offset].length))[axis])
            }
            if place, let safeArea {
                for (offset, cell) in cells.enumerated() where offset < tracks.count {
                    self.place(cell, track: tracks[offset], trackStart: trackStarts[offset], lineStart: start, lineLength: longest, in: safeArea)
                }
            }
            return longest + spacing
        }
    }

    /// The length of a lazy grid's lines: the run's, less the spacing after the last line.
    private func lazyLength(_ run: LazyRunLayout, cross: CGFloat, tracks: [Track], trackStarts: [CGFloat]) -> CGFloat {
        guard run.count > 0 else { return 0 }
        let total = run.length(crossLength: cross, perLine: tracks.count, measure: lineLayout(run, tracks: tracks, trackStarts: trackStarts, safeArea: nil))
        return Swift.max(0, total - spacing)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let cross = crossLength(proposal)
        if let run = lazyRun(node) {
            let tracks = tracks(for: cross)
            guard !tracks.isEmpty else { return CGSize(axis: axis, main: 0, cross: cross) }
            return CGSize(axis: axis, main: lazyLength(run, cross: cross, tracks: tracks, trackStarts: []), cross: cross)
        }
        let lineLengths = lines(node, tracks: tracks(for: cross))
        let main = lineLengths.reduce(0, +) + spacing * CGFloat(Swift.max(lineLengths.count - 1, 0))
        return CGSize(axis: axis, main: main, cross: cross)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let crossAvailable = bounds.size[axis.other]
        let tracks = tracks(for: crossAvailable)
        guard !tracks.isEmpty else { return }
        // Step 5: the tracks as a block, placed across by the grid's alignment.
        let used = tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
        let crossAlignment = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        var trackStarts: [CGFloat] = []
        var cursor = bounds.origin[axis.other] + (crossAvailable - used) * crossAlignment
        for track in tracks {
            trackStarts.append(cursor)
            cursor += track.length + track.spacingAfter
        }
        if let run = lazyRun(node), let child = node.children.first {
            let length = lazyLength(run, cross: crossAvailable, tracks: tracks, trackStarts: trackStarts) + spacing
            run.prepare(crossLength: crossAvailable, perLine: tracks.count,
                        placement: lineLayout(run, tracks: tracks, trackStarts: trackStarts, safeArea: safeArea))
            child.place(at: bounds.origin, proposal: ProposedViewSize(CGSize(axis: axis, main: length, cross: crossAvailable)), in: safeArea)
            return
        }
        let lineLengths = lines(node, tracks: tracks)
        var lineStart = bounds.origin[axis]
        for (lineIndex, lineLength) in lineLengths.enumerated() {
            for offset in 0..<tracks.count {
                let index = lineIndex * tracks.count + offset
                guard index < node.children.count else { break }
                place(node.children[index], track: tracks[offset], trackStart: trackStarts[offset], lineStart: lineStart,
                      lineLength: lineLength, in: safeArea)
            }
            lineStart += lineLength + spacing
        }
    }

    /// Step 5: a cell in its track and line, by the track's alignment.
    private func place(_ cell: ViewNode, track: Track, trackStart: CGFloat, lineStart: CGFloat, lineLength: CGFloat, in safeArea: SafeAreaContext) {
        let childProposal = cellProposal(cross: track.length)
        let size = cell.sizeThatFits(childProposal)
        let crossFraction = axis == .vertical ? track.alignment.horizontal.fraction : track.alignment.vertical.fraction
        let mainFraction = axis == .vertical ? track.alignment.vertical.fraction : track.alignment.horizontal.fraction
        let origin = CGPoint(axis: axis, main: lineStart + (lineLength - size[axis]) * mainFraction,
                             cross: trackStart + (track.length - size[axis.other]) * crossFraction)
        cell.place(at: origin, proposal: childProposal, in: safeArea)
    }

    /// Cells wholly outside the visible part of the scroll view are not drawn.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        drawChildrenMeetingVisibleRect(node, in: &context)
    }

    override var guideSource: GuideSource { .none }
}

extension HorizontalAlignment {
    /// Where the guide sits across a view, 0 (leading) to 1 (trailing), for built-in guides:
    /// how a grid places a cell narrower than its track.
    var fraction: CGFloat { Swift.min(Swift.max(key.defaultValue(in: CGSize(width: 1, height: 1)), 0), 1) }
}

extension VerticalAlignment {
    /// Where the guide sits down a view, 0 (top) to 1 (bottom), for built-in guides.
    var fraction: CGFloat { Swift.min(Swift.max(key.defaultValue(in: CGSize(width: 1, height: 1)), 0), 1) }
}
