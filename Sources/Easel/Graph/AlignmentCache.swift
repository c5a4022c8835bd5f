import Foundation

/// The explicit guide values a node answered, by guide, size and proposal.
///
/// A container asks each child for a guide while sizing and again while placing, and a
/// container's own guide is derived from its children's (`Layout.explicitAlignment` places the
/// subviews and asks each one). Without a cache, nesting multiplies those questions: a
/// `ZStack` asks each child for its horizontal and vertical guides and then once more for the
/// guide being derived, so ZStacks nested around a `Text` cost 3ⁿ. With it, each node answers
/// each question once. Like `SizeCache`, it keeps every answer: a node in nested stacks of both
/// axes is asked about many proposals, and forgetting any brings the multiplication back.
struct AlignmentCache {
    private struct Key: Hashable {
        var guide: AlignmentKey
        var overrideLimit: Int
        var width: UInt64, height: UInt64
        var proposedWidth: UInt64, proposedHeight: UInt64

        private static let unspecifiedBits: UInt64 = 0x7ff8_e45e_1ca0_0002

        init(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int) {
            self.guide = guide
            self.overrideLimit = overrideLimit
            width = Double(size.width).bitPattern
            height = Double(size.height).bitPattern
            proposedWidth = proposal.width.map { Double($0).bitPattern } ?? Key.unspecifiedBits
            proposedHeight = proposal.height.map { Double($0).bitPattern } ?? Key.unspecifiedBits
        }
    }

    /// The first answer, kept inline: most nodes are asked about one guide at one size.
    private var first: (key: Key, value: CGFloat?)?
    private var others: [Key: CGFloat?]?

    func lookup(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int) -> CGFloat?? {
        guard let first else { return nil }
        let key = Key(guide, size: size, proposal: proposal, overrideLimit: overrideLimit)
        if first.key == key { return .some(first.value) }
        return others?[key]
    }

    mutating func store(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int, value: CGFloat?) {
        let key = Key(guide, size: size, proposal: proposal, overrideLimit: overrideLimit)
        if first == nil {
            first = (key, value)
        } else {
            if others == nil { others = [:] }
            others?[key] = .some(value)
        }
    }
}
