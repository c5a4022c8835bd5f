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
    /// A question: the guide (by identity and axis, so no closure is copied), how many of the
    /// node's guide overrides apply, and the size and proposal as bit patterns.
    private struct Key: Hashable {
        var guide: ObjectIdentifier
        var isHorizontal: Bool
        var overrideLimit: Int
        var width: UInt64, height: UInt64
        var proposedWidth: UInt64, proposedHeight: UInt64

        private static let unspecifiedBits: UInt64 = 0x7ff8_e45e_1ca0_0002

        /// One word for the hasher: its per-word cost, not the mixing here, dominates.
        func hash(into hasher: inout Hasher) {
            @inline(__always) func mix(_ value: UInt64, _ word: UInt64) -> UInt64 { (value ^ word) &* 0x0000_0100_0000_01b3 }
            var mixed = UInt64(UInt(bitPattern: guide.hashValue)) ^ (isHorizontal ? 0x9e37_79b9_7f4a_7c15 : 0)
            mixed = mix(mix(mix(mix(mix(mixed, UInt64(bitPattern: Int64(overrideLimit))), width), height), proposedWidth), proposedHeight)
            hasher.combine(mixed)
        }

        @inline(__always)
        init(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int) {
            self.guide = guide.id
            isHorizontal = guide.axis == .horizontal
            self.overrideLimit = overrideLimit
            width = Double(size.width).bitPattern
            height = Double(size.height).bitPattern
            proposedWidth = proposal.width.map { Double($0).bitPattern } ?? Key.unspecifiedBits
            proposedHeight = proposal.height.map { Double($0).bitPattern } ?? Key.unspecifiedBits
        }
    }

    /// Answers in the order given, searched in turn while they are few (most nodes are asked
    /// about one or two guides at a few sizes); past `linearCapacity` they move to a dictionary.
    private var recent: [(key: Key, value: CGFloat?)] = []
    private var others: [Key: CGFloat?]?
    private static let linearCapacity = 16

    func lookup(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int) -> CGFloat?? {
        guard !recent.isEmpty else { return nil }
        let key = Key(guide, size: size, proposal: proposal, overrideLimit: overrideLimit)
        for entry in recent where entry.key == key { return .some(entry.value) }
        return others?[key]
    }

    mutating func store(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int, value: CGFloat?) {
        let key = Key(guide, size: size, proposal: proposal, overrideLimit: overrideLimit)
        if recent.count < Self.linearCapacity {
            recent.append((key, value))
        } else {
            if others == nil { others = [:] }
            others?[key] = .some(value)
        }
    }
}
