import Foundation

/// Which section views stay pinned to a scroll view's edge (Apple: "PinnedScrollableViews"):
/// a `Section`'s header stays at the top of what shows while its rows scroll under it, until
/// the next section's header pushes it away; a footer stays at the bottom.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack for long scrolling content (Apple: "LazyVStack").
///
/// Layout (SwiftUI's, as `LazyVStack { … }.border(.red)` in a `ScrollView` shows it):
/// 1. The stack takes the whole width it is offered (a `VStack` hugs its widest child); offered
///    none, the width of its widest child.
/// 2. Each child is proposed that width and no height (a lazy stack cannot share out height
///    among children it has not built), and placed across the width by `alignment`.
/// 3. Children follow one another `spacing` apart (nil: the children's preferred spacing, or
///    8 points at the ends of a `ForEach`'s elements).
/// 4. A `ForEach` directly inside builds its elements as they come into view (`LazyRunLayout`).
/// 5. A `Section` inside is a lazy stack of its own — header, rows (lazy too), footer, the
///    same spacing — whose header, with `pinnedViews: .sectionHeaders`, is placed at the start
///    of the visible part of the scroll view when the section has scrolled past it, but never
///    beyond the section's end (the next header pushes it away); footers likewise at the end.
///    Pinned views are drawn over the rows.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let style = LazySectionStyle(axis: .vertical, alignment: view.alignment.key, spacing: view.spacing, pinned: view.pinnedViews)
        LazyStackLayout.make(view.content, style: style, inputs, &outputs)
    }
}

/// A horizontal stack for long scrolling content (Apple: "LazyHStack"): `LazyVStack`'s rules
/// with the axes swapped — it takes the whole height it is offered.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let style = LazySectionStyle(axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing, pinned: view.pinnedViews)
        LazyStackLayout.make(view.content, style: style, inputs, &outputs)
    }
}

/// How a lazy stack lays out, for the sections inside it (step 5), which the environment
/// carries to them.
struct LazySectionStyle {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let pinned: PinnedScrollableViews
    /// For a lazy grid's sections: the grid's tracks and cell alignment, which the rows between
    /// a section's header and footer are laid out in (`GridLayout`, step 7).
    var grid: (items: [GridItem], alignment: Alignment)?
}

private struct LazySectionStyleKey: EnvironmentKey { static let defaultValue: LazySectionStyle? = nil }

extension EnvironmentValues {
    /// The lazy stack a `Section` is directly in (step 5); nil elsewhere.
    var lazySectionStyle: LazySectionStyle? {
        get { self[LazySectionStyleKey.self] }
        set { self[LazySectionStyleKey.self] = newValue }
    }
}

/// Steps 1–5 of `LazyVStack`, along either axis.
final class LazyStackLayout: NodeLayout {
    override var lazyStack: LazyStackLayout? { self }

    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// For a section (step 5): whether its first child (the header) and last (the footer) are pinned.
    let pinsHeader: Bool
    let pinsFooter: Bool
    /// A lazy grid's section: it spans the grid's tracks rather than filling a cell.
    let spansGrid: Bool

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, pinsHeader: Bool = false, pinsFooter: Bool = false,
         spansGrid: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.pinsHeader = pinsHeader
        self.pinsFooter = pinsFooter
        self.spansGrid = spansGrid
    }

    static func make<Content: View>(_ content: Content, style: LazySectionStyle, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var contentInputs = inputs.child(1)
        contentInputs.lazyAxis = style.axis
        contentInputs.environment.lazySectionStyle = style
        var built = _ViewOutputs()
        makeNodes(content, contentInputs, &built)
        let layout = LazyStackLayout(axis: style.axis, alignment: style.alignment, spacing: style.spacing.map { $0.isFinite ? $0 : 0 })
        outputs.append(ViewNode(layout, children: built.nodes, environment: inputs.environment))
    }

    /// Step 5: a section in a lazy stack, as a lazy stack of its header, rows and footer.
    static func makeSection<Header: View, Rows: View, Footer: View>(header: Header, rows: Rows, footer: Footer, style: LazySectionStyle,
                                                                    _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inner = inputs
        // Sections deeper inside (in a row) are not this stack's.
        inner.environment.lazySectionStyle = nil
        var built = _ViewOutputs()
        makeNodes(header, inner.child(1), &built)
        let hasHeader = !built.nodes.isEmpty
        if let grid = style.grid {
            // A grid's section: its rows fill the grid's tracks, from a line of their own.
            GridLayout.makeNode(rows, axis: style.axis, items: grid.items, spacing: style.spacing, alignment: grid.alignment,
                                pinned: [], inner.child(2), &built)
        } else {
            var rowInputs = inner.child(2)
            rowInputs.lazyAxis = style.axis
            makeNodes(rows, rowInputs, &built)
        }
        let beforeFooter = built.nodes.count
        makeNodes(footer, inner.child(3), &built)
        let hasFooter = built.nodes.count > beforeFooter
        let layout = LazyStackLayout(axis: style.axis, alignment: style.alignment, spacing: style.spacing.map { $0.isFinite ? $0 : 0 },
                                     pinsHeader: hasHeader && style.pinned.contains(.sectionHeaders),
                                     pinsFooter: hasFooter && style.pinned.contains(.sectionFooters), spansGrid: style.grid != nil)
        outputs.append(ViewNode(layout, children: built.nodes, environment: inputs.environment))
    }

    /// Step 3.
    private func gap(_ first: ViewNode, _ second: ViewNode) -> CGFloat {
        if let spacing { return spacing }
        if first.layout.lazyRun != nil || second.layout.lazyRun != nil { return ViewSpacing.defaultDistance }
        return first.spacing.distance(to: second.spacing, along: axis)
    }

    private func childProposal(cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    /// How a run's element is laid out: its nodes one after another, then the gap to the next
    /// element (none after the last).
    private func elementLayout(_ run: LazyRunLayout, cross: CGFloat?, crossOrigin: CGFloat, crossLength: CGFloat,
                               safeArea: SafeAreaContext?) -> LazyRunLayout.ElementLayout {
        { [unowned self] nodes, index, start, place in
            var position = start
            for (offset, node) in nodes.enumerated() {
                if offset > 0 { position += gap(nodes[offset - 1], node) }
                let proposal = childProposal(cross: cross)
                let size = node.sizeThatFits(proposal)
                if place, let safeArea {
                    node.place(at: origin(of: node, size: size, proposal: proposal, main: position, crossOrigin: crossOrigin,
                                          crossLength: crossLength), proposal: proposal, in: safeArea)
                }
                position += size[axis]
            }
            if index < run.count - 1 { position += spacing ?? ViewSpacing.defaultDistance }
            return position - start
        }
    }

    /// Step 2: across the stack by the alignment guide.
    private func origin(of node: ViewNode, size: CGSize, proposal: ProposedViewSize, main: CGFloat,
                        crossOrigin: CGFloat, crossLength: CGFloat) -> CGPoint {
        let container = axis == .vertical ? CGSize(width: crossLength, height: size.height) : CGSize(width: size.width, height: crossLength)
        let cross = alignment.defaultValue(ViewDimensions(width: container.width, height: container.height))
            - node.alignment(alignment, size: size, proposal: proposal)
        return CGPoint(axis: axis, main: main, cross: crossOrigin + cross)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let offered = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
        var main: CGFloat = 0, widest: CGFloat = 0
        for (index, child) in node.children.enumerated() {
            if index > 0 { main += gap(node.children[index - 1], child) }
            if let run = child.layout.lazyRun {
                main += run.length(crossLength: offered ?? -1,
                                   measure: elementLayout(run, cross: offered, crossOrigin: 0, crossLength: 0, safeArea: nil))
                for element in run.builtNodes { widest = Swift.max(widest, element.sizeThatFits(childProposal(cross: offered))[axis.other]) }
            } else {
                let size = child.sizeThatFits(childProposal(cross: offered))
                main += size[axis]
                widest = Swift.max(widest, size[axis.other])
            }
        }
        return CGSize(axis: axis, main: main, cross: offered ?? widest)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let crossLength = bounds.size[axis.other], crossOrigin = bounds.origin[axis.other]
        let offered = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
        var position = bounds.origin[axis]
        for (index, child) in node.children.enumerated() {
            if index > 0 { position += gap(node.children[index - 1], child) }
            if let run = child.layout.lazyRun {
                let length = run.length(crossLength: offered ?? -1,
                                        measure: elementLayout(run, cross: offered, crossOrigin: 0, crossLength: 0, safeArea: nil))
                run.prepare(crossLength: offered ?? -1,
                            placement: elementLayout(run, cross: offered, crossOrigin: crossOrigin, crossLength: crossLength, safeArea: safeArea))
                child.place(at: CGPoint(axis: axis, main: position, cross: crossOrigin),
                            proposal: ProposedViewSize(CGSize(axis: axis, main: length, cross: crossLength)), in: safeArea)
                position += length
            } else {
                let childProposal = childProposal(cross: offered)
                let size = child.sizeThatFits(childProposal)
                child.place(at: origin(of: child, size: size, proposal: childProposal, main: position, crossOrigin: crossOrigin,
                                       crossLength: crossLength), proposal: childProposal, in: safeArea)
                position += size[axis]
            }
        }
        pin(node, in: bounds, safeArea: safeArea)
    }

    /// Step 5: the pinned header at the start of what shows (no further than the section's
    /// end less the pinned footer), the pinned footer at its end (no nearer than the header).
    private func pin(_ node: ViewNode, in bounds: CGRect, safeArea: SafeAreaContext) {
        guard pinsHeader || pinsFooter, let shown = safeArea.pinningRect, let first = node.children.first,
              let last = node.children.last else { return }
        func move(_ child: ViewNode, to start: CGFloat) {
            guard abs(child.frame.origin[axis] - start) > 0.001 else { return }
            var origin = child.frame.origin
            origin[axis] = start
            child.place(at: origin, proposal: child.placedProposal, in: safeArea)
        }
        let footerLength = pinsFooter ? last.frame.size[axis] : 0
        if pinsHeader {
            let latest = bounds.origin[axis] + bounds.size[axis] - footerLength - first.frame.size[axis]
            move(first, to: Swift.max(first.frame.origin[axis], Swift.min(shown.origin[axis], latest)))
        }
        if pinsFooter {
            let earliest = bounds.origin[axis] + (pinsHeader ? first.frame.size[axis] : 0)
            let end = shown.origin[axis] + shown.size[axis] - footerLength
            move(last, to: Swift.min(last.frame.origin[axis], Swift.max(end, earliest)))
        }
    }

    override var guideSource: GuideSource { .none }

    /// A section's pinned header and footer are drawn over its rows, and hit first.
    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        guard pinsHeader || pinsFooter, node.children.count > 1 else { return node.children }
        var rows = node.children
        var pinned: [ViewNode] = []
        if pinsFooter { pinned.append(rows.removeLast()) }
        if pinsHeader { pinned.append(rows.removeFirst()) }
        return rows + pinned
    }

    /// Children wholly outside the visible part of the scroll view are not drawn.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        drawChildrenMeetingVisibleRect(node, in: &context)
    }

    /// A section's pinned views move as the scroll view scrolls even where the section does not.
    override var placesEveryTime: Bool { pinsHeader || pinsFooter }
}
