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
    struct Solution {
        var proposal: ProposedViewSize
        var offers: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        /// Offset of each subview's cross-axis origin from the stack's cross-axis origin.
        var crossOffsets: [CGFloat]
        var size: CGSize
    }

    func solve(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Solution {
        let count = subviews.count
        let cross = proposal[axis.other]
        // 1. Gaps between neighbours.
        var gaps = [CGFloat](repeating: 0, count: Swift.max(count - 1, 0))
        var totalGaps: CGFloat = 0
        if count > 1 {
            var previous = spacing == nil ? subviews[0].spacing : .zero
            for index in 1..<count {
                let gap: CGFloat
                if let spacing {
                    gap = spacing
                } else {
                    let current = subviews[index].spacing
                    gap = previous.distance(to: current, along: axis)
                    previous = current
                }
                gaps[index - 1] = gap
                totalGaps += gap
            }
        }

        var offers = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        if let length = proposal[axis] {
            distribute(length - totalGaps, cross: cross, subviews: subviews, offers: &offers, sizes: &sizes)
        } else {
            // 2. Ideal size along the axis.
            let offer = ProposedViewSize(axis: axis, main: nil, cross: cross)
            for index in 0..<count {
                offers[index] = offer
                sizes[index] = subviews[index].sizeThatFits(offer)
            }
        }

        // 7. Lengths add up; across, align every subview's guide on one line.
        var mainLength = totalGaps
        var low = CGFloat.infinity, high = -CGFloat.infinity
        var isInfiniteAcross = false
        var guides = [CGFloat](repeating: 0, count: count)
        for index in 0..<count {
            let size = sizes[index]
            mainLength += size[axis]
            guard size[axis.other].isFinite else {
                isInfiniteAcross = true
                continue
            }
            let guide = subviews[index].node.alignment(alignment, size: size, proposal: offers[index])
            guides[index] = guide
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[axis.other] - guide)
        }
        if low > high { low = 0; high = 0 }
        let crossOffsets = guides.map { -$0 - low }
        let crossLength = isInfiniteAcross ? CGFloat.infinity : high - low
        return Solution(proposal: proposal, offers: offers, sizes: sizes, gaps: gaps, crossOffsets: crossOffsets,
                        size: CGSize(axis: axis, main: Swift.max(mainLength, 0), cross: crossLength))
    }

    /// Steps 3–6: shares `available` among the subviews by priority and flexibility.
    private func distribute(_ available: CGFloat, cross: CGFloat?, subviews: LayoutSubviews,
                            offers: inout [ProposedViewSize], sizes: inout [CGSize]) {
        let count = subviews.count
        guard count > 0 else { return }
        // 3. Minimum and maximum along the axis.
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibilities = [CGFloat](repeating: 0, count: count)
        let minimumOffer = ProposedViewSize(axis: axis, main: 0, cross: cross)
        let maximumOffer = ProposedViewSize(axis: axis, main: .infinity, cross: cross)
        for index in 0..<count {
            let subview = subviews[index]
            let minimum = subview.sizeThatFits(minimumOffer)[axis]
            let maximum = subview.sizeThatFits(maximumOffer)[axis]
            minimums[index] = minimum
            flexibilities[index] = maximum - minimum
        }
        // 4. Highest priority first, then least flexible first.
        let priorities = subviews.map(\.priority)
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibilities[a], fb = flexibilities[b]
            if fa != fb { return fa < fb }
            if fa.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
        var remaining = available
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start
            while end < count, priorities[order[end]] == priority { end += 1 }
            // 5. Reserve the minimums of the lower-priority groups.
            var reserved: CGFloat = 0
            for position in end..<count { reserved += minimums[order[position]] }
            var groupRemaining = remaining - reserved
            // 6. Offer each subview an equal share of what is left.
            for position in start..<end {
                let index = order[position]
                let share = Swift.max(groupRemaining / CGFloat(end - position), 0)
                let offer = ProposedViewSize(axis: axis, main: share, cross: cross)
                let size = subviews[index].sizeThatFits(offer)
                offers[index] = offer
                sizes[index] = size
                // An infinite offer stays infinite (∞ − ∞ would be NaN).
                if groupRemaining.isFinite { groupRemaining -= size[axis] }
                if remaining.isFinite { remaining -= size[axis] }
            }
            start = end
        }
    }

    /// Places the subviews of a solution in `bounds`.
    func place(_ solution: Solution, in bounds: CGRect, subviews: LayoutSubviews) {
        var main = bounds.origin[axis]
        let crossOrigin = bounds.origin[axis.other]
        for index in 0..<subviews.count {
            let origin = CGPoint(axis: axis, main: main, cross: crossOrigin + solution.crossOffsets[index])
            subviews[index].place(at: origin, proposal: solution.offers[index])
            main += solution.sizes[index][axis]
            if index < solution.gaps.count { main += solution.gaps[index] }
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
