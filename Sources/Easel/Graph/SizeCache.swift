import Foundation

/// The last few sizes a node chose, by proposal.
///
/// A stack asks each child for its minimum, its maximum and then a concrete offer, and placing
/// asks once more; four entries cover that without a heap allocation per node.
///
/// Proposals are kept as bit patterns, so a lookup is a few integer comparisons rather than
/// comparisons of optionals (this runs for every proposal to every node). Two proposals match
/// when their bits do: a `nil` axis has a pattern of its own, and a NaN offer matches the same
/// NaN, which is harmless because a size is a pure function of the proposal.
struct SizeCache {
    private struct Key: Hashable {
        var width: UInt64
        var height: UInt64

        /// Quiet-NaN payloads no arithmetic produces: an unused entry, and a `nil` axis.
        static let emptyBits: UInt64 = 0x7ff8_e45e_1ca0_0001
        static let unspecifiedBits: UInt64 = 0x7ff8_e45e_1ca0_0002
        static let empty = Key(width: emptyBits, height: emptyBits)

        /// One word for the hasher: its per-word cost, not the mixing here, dominates.
        func hash(into hasher: inout Hasher) {
            hasher.combine(width &* 0x0000_0100_0000_01b3 ^ height)
        }

        @inline(__always)
        init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = proposal.width.map { Double($0).bitPattern } ?? Key.unspecifiedBits
            height = proposal.height.map { Double($0).bitPattern } ?? Key.unspecifiedBits
        }
    }

    private var keys: (Key, Key, Key, Key) = (.empty, .empty, .empty, .empty)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var next = 0
    /// Every answer, once a node has been asked more than four different proposals: nested
    /// stacks of both axes ask a node many (each level adds its own offers), and forgetting
    /// any of them makes each level ask again for every question its parent asked — work that
    /// multiplies with depth. Searched in turn while few, hashed past `linearCapacity`.
    private var overflow: [(key: Key, size: CGSize)]?
    private var hashed: [Key: CGSize]?
    private static let linearCapacity = 16

    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        let key = Key(proposal)
        if keys.0 == key { return sizes.0 }
        if keys.1 == key { return sizes.1 }
        if keys.2 == key { return sizes.2 }
        if keys.3 == key { return sizes.3 }
        guard let overflow else { return nil }
        return lookupOverflow(key, overflow)
    }

    private func lookupOverflow(_ key: Key, _ overflow: [(key: Key, size: CGSize)]) -> CGSize? {
        for entry in overflow where entry.key == key { return entry.size }
        return hashed?[key]
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        let key = Key(proposal)
        if keys.3 != .empty {
            // All four slots used: keep the one about to be replaced for good.
            switch next {
            case 0: keep(keys.0, sizes.0)
            case 1: keep(keys.1, sizes.1)
            case 2: keep(keys.2, sizes.2)
            default: keep(keys.3, sizes.3)
            }
        }
        switch next {
        case 0: keys.0 = key; sizes.0 = size
        case 1: keys.1 = key; sizes.1 = size
        case 2: keys.2 = key; sizes.2 = size
        default: keys.3 = key; sizes.3 = size
        }
        next = (next + 1) & 3
    }

    private mutating func keep(_ key: Key, _ size: CGSize) {
        if overflow == nil { overflow = [] }
        if overflow!.count < Self.linearCapacity {
            overflow!.append((key, size))
        } else {
            if hashed == nil { hashed = [:] }
            hashed![key] = size
        }
    }
}
