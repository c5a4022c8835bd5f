import Foundation

/// The algorithm of `HStack` and `VStack`, written once for either axis.
///
/// Sizing, for a proposal (LAYOUT.md rule 6; objc.io, *Thinking in SwiftUI*, "Stacks"):
/// 1. Gaps: the explicit spacing, or else the distance each pair of neighbours prefers
///    (`ViewSpacing`: 8 between ordinary views, 0 next to a spacer).
/// 2. No proposal along the axis (ideal size): propose `nil` along the axis to every subview
///    and add up what they choose. Otherwise:
/// 3. Available length = proposal − gaps. Ask every subview for its minimum (propose 0) and
///    maximum (propose ∞) along the axis; flexibility = maximum − minimum.
/// 4. Order the subviews by layout priority (highest first), then by flexibility (least
///    flexible first; of two infinitely flexible subviews the one with the larger minimum first).
/// 5. For each priority group, reserve the minimums of all lower-priority groups.
/// 6. Within a group, offer each subview in order max(remaining ÷ subviews left, 0); the
///    remaining length shrinks by what it chose.
/// 7. The stack's length is the sum of the chosen lengths and the gaps (it may overflow the
///    proposal). Its cross size is the extent of the subviews aligned on the cross-axis guide.
///
/// Asked for its maximum (a proposal of ∞), a stack answers ∞ on an axis where a subview does:
/// an infinite offer never shrinks by what a subview takes, and a subview infinite across makes
/// the stack infinite across. Without that, ∞ − ∞ turns the maximum into NaN, and a parent stack
/// would misjudge the flexibility of every nested flexible stack (LAYOUT.md rule 6).
///
/// Placing: subviews go in declaration order along the axis, each proposed exactly what it
/// was offered while sizing; across, each subview's guide sits on one common line.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The outcome of sizing for one proposal: what each subview was offered and chose.
    ///
    /// One array of items rather than an array per field: a stack is solved for every new
    /// proposal, and each array costs an allocation.
    struct Solution {
        var proposal: ProposedViewSize
        var items: [Item]
        var size: CGSize

        var offers: [ProposedViewSize] { items.map(\.offer) }
        var sizes: [CGSize] { items.map(\.size) }
        /// The gaps between neighbours (one fewer than the subviews).
        var gaps: [CGFloat] { items.dropLast().map(\.gapAfter) }
        var crossOffsets: [CGFloat] { items.map(\.crossOffset) }
    }

    /// One subview's part of a solution.
    struct Item {
        var offer = ProposedViewSize.unspecified
        var size = CGSize.zero
        /// The gap between this subview and the next; 0 after the last.
        var gapAfter: CGFloat = 0
        /// Offset of the subview's cross-axis origin from the stack's cross-axis origin.
        var crossOffset: CGFloat = 0
    }

    func solve(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Solution {
        let nodes = subviews.nodes
        let count = nodes.count
        let cross = proposal[axis.other]
        var items = [Item](repeating: Item(), count: count)
        // 1. Gaps between neighbours.
        var totalGaps: CGFloat = 0
        if count > 1 {
            var previous = spacing == nil ? nodes[0].spacing : .zero
            for index in 1..<count {
                let gap: CGFloat
                if let spacing {
                    gap = spacing
                } else {
                    let current = nodes[index].spacing
                    gap = previous.distance(to: current, along: axis)
                    previous = current
                }
                items[index - 1].gapAfter = gap
                totalGaps += gap
            }
        }

        if let length = proposal[axis] {
            distribute(length - totalGaps, cross: cross, nodes: nodes, items: &items)
        } else {
            // 2. Ideal size along the axis.
            let offer = ProposedViewSize(axis: axis, main: nil, cross: cross)
            for index in 0..<count {
                items[index].offer = offer
                items[index].size = nodes[index].sizeThatFits(offer)
            }
        }

        // 7. Lengths add up; across, align every subview's guide on one line.
        var mainLength = totalGaps
        var low = CGFloat.infinity, high = -CGFloat.infinity
        var isInfiniteAcross = false
        // Each subview's guide, kept in `crossOffset` until the common line is known.
        for index in 0..<count {
            let size = items[index].size
            mainLength += size[axis]
            guard size[axis.other].isFinite else {
                isInfiniteAcross = true
                continue
            }
            let guide = nodes[index].alignment(alignment, size: size, proposal: items[index].offer)
            items[index].crossOffset = guide
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[axis.other] - guide)
        }
        if low > high { low = 0; high = 0 }
        for index in 0..<count { items[index].crossOffset = -items[index].crossOffset - low }
        let crossLength = isInfiniteAcross ? CGFloat.infinity : high - low
        return Solution(proposal: proposal, items: items,
                        size: CGSize(axis: axis, main: Swift.max(mainLength, 0), cross: crossLength))
    }

    /// What step 4 orders, for one subview.
    private struct Candidate {
        var index: Int
        var priority: Double
        var minimum: CGFloat
        var flexibility: CGFloat
    }

    /// Steps 3–6: shares `available` among the subviews by priority and flexibility.
    ///
    /// The candidates live in a temporary buffer (on the stack when few), so sharing allocates nothing.
    private func distribute(_ available: CGFloat, cross: CGFloat?, nodes: [ViewNode], items: inout [Item]) {
        let count = nodes.count
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: count) { buffer in
            var candidates = buffer
            // 3. Minimum and maximum along the axis.
            let minimumOffer = ProposedViewSize(axis: axis, main: 0, cross: cross)
            let maximumOffer = ProposedViewSize(axis: axis, main: .infinity, cross: cross)
            for index in 0..<count {
                let node = nodes[index]
                let minimum = node.sizeThatFits(minimumOffer)[axis]
                let maximum = node.sizeThatFits(maximumOffer)[axis]
                candidates.initializeElement(at: index, to: Candidate(index: index, priority: node.layoutPriority,
                                                                      minimum: minimum, flexibility: maximum - minimum))
            }
            // 4. Highest priority first, then least flexible first.
            candidates.sort { a, b in
                if a.priority != b.priority { return a.priority > b.priority }
                if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
                if a.flexibility.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
                return a.index < b.index
            }
            var remaining = available
            var start = 0
            while start < count {
                let priority = candidates[start].priority
                // At least one subview per group, whatever the priorities compare as.
                var end = start + 1
                while end < count, candidates[end].priority == priority { end += 1 }
                // 5. Reserve the minimums of the lower-priority groups.
                var reserved: CGFloat = 0
                for position in end..<count { reserved += candidates[position].minimum }
                var groupRemaining = remaining - reserved
                // 6. Offer each subview an equal share of what is left.
                for position in start..<end {
                    let index = candidates[position].index
                    let share = Swift.max(groupRemaining / CGFloat(end - position), 0)
                    let offer = ProposedViewSize(axis: axis, main: share, cross: cross)
                    let size = nodes[index].sizeThatFits(offer)
                    items[index].offer = offer
                    items[index].size = size
                    // An infinite offer stays infinite (∞ − ∞ would be NaN).
                    if groupRemaining.isFinite { groupRemaining -= size[axis] }
                    if remaining.isFinite { remaining -= size[axis] }
                }
                start = end
            }
            candidates.deinitialize()
        }
    }

    /// Places the subviews of a solution in `bounds`.
    func place(_ solution: Solution, in bounds: CGRect, subviews: LayoutSubviews) {
        var main = bounds.origin[axis]
        let crossOrigin = bounds.origin[axis.other]
        for index in 0..<subviews.count {
            let item = solution.items[index]
            let origin = CGPoint(axis: axis, main: main, cross: crossOrigin + item.crossOffset)
            subviews[subviews.startIndex + index].place(at: origin, proposal: item.offer)
            main += item.size[axis]
            main += item.gapAfter
        }
    }

    /// A stack's edges: along the axis, the first and last subviews' outer edges; across, all.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var result = ViewSpacing.zero
        let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
        let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        result.formUnion(first.spacing, edges: leadingEdge)
        result.formUnion(last.spacing, edges: trailingEdge)
        for subview in subviews { result.formUnion(subview.spacing, edges: crossEdges) }
        return result
    }
}

/// The cache of a stack: the last solutions, so placing reuses what sizing computed.
public struct StackCache {
    var solutions: [StackAlgorithm.Solution] = []

    mutating func solution(for proposal: ProposedViewSize, _ solve: () -> StackAlgorithm.Solution) -> StackAlgorithm.Solution {
        if let found = solutions.first(where: { $0.proposal == proposal }) { return found }
        let solution = solve()
        if solutions.count >= 4 { solutions.removeFirst() }
        solutions.append(solution)
        return solution
    }
}
