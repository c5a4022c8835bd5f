import Foundation

/// An overlaying stack as a `Layout` (Apple: "ZStackLayout").
///
/// 1. Every subview is proposed the stack's proposal (LAYOUT.md rule 9).
/// 2. The subviews are aligned so that their alignment guides coincide.
/// 3. The stack's size is the union of the aligned frames of the subviews with the highest
///    layout priority; the others are aligned the same way but do not size the stack. Asked for
///    its maximum, the stack is infinite on an axis where one of those subviews is.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    struct Solution {
        /// The union of the aligned frames, in coordinates where the common guide is at (0, 0).
        var union: CGRect
        var guides: [CGPoint]
        /// The axes on which a sizing subview chose an infinite length.
        var infiniteAxes: Axis.Set
    }

    func solve(_ proposal: ProposedViewSize, subviews: Subviews) -> Solution {
        let topPriority = subviews.map(\.priority).max() ?? 0
        var union = CGRect.null
        var infiniteAxes: Axis.Set = []
        var guides: [CGPoint] = []
        guides.reserveCapacity(subviews.count)
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            guard size.width.isFinite, size.height.isFinite else {
                // Only a proposal of ∞ gets an infinite answer; such a size is never placed.
                if subview.priority == topPriority {
                    if !size.width.isFinite { infiniteAxes.insert(.horizontal) }
                    if !size.height.isFinite { infiniteAxes.insert(.vertical) }
                }
                guides.append(.zero)
                continue
            }
            let x = subview.node.alignment(alignment.horizontal.key, size: size, proposal: proposal)
            let y = subview.node.alignment(alignment.vertical.key, size: size, proposal: proposal)
            guides.append(CGPoint(x: x, y: y))
            if subview.priority == topPriority {
                union = union.union(CGRect(x: -x, y: -y, width: size.width, height: size.height))
            }
        }
        if union.isNull { union = .zero }
        return Solution(union: union, guides: guides, infiniteAxes: infiniteAxes)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let solution = solve(proposal, subviews: subviews)
        return CGSize(width: solution.infiniteAxes.contains(.horizontal) ? .infinity : solution.union.width,
                      height: solution.infiniteAxes.contains(.vertical) ? .infinity : solution.union.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let solution = solve(proposal, subviews: subviews)
        // The common guide's position in `bounds`: where the union's origin lands, shifted so a
        // stack placed in larger bounds (ignoring the safe area) keeps its alignment.
        let size = solution.union.size
        let dx = alignment.horizontal.key.defaultValue(ViewDimensions(width: bounds.width, height: bounds.height))
            - alignment.horizontal.key.defaultValue(ViewDimensions(width: size.width, height: size.height))
        let dy = alignment.vertical.key.defaultValue(ViewDimensions(width: bounds.width, height: bounds.height))
            - alignment.vertical.key.defaultValue(ViewDimensions(width: size.width, height: size.height))
        let guideX = bounds.minX - solution.union.minX + dx
        let guideY = bounds.minY - solution.union.minY + dy
        for (index, subview) in subviews.enumerated() {
            let guide = solution.guides[index]
            subview.place(at: CGPoint(x: guideX - guide.x, y: guideY - guide.y), proposal: proposal)
        }
    }
}
