import Foundation

/// The last few sizes a node chose, by proposal.
///
/// A stack asks each child for its minimum, its maximum and then a concrete offer, and placing
/// asks once more; four entries cover that without a heap allocation per node.
struct SizeCache {
    private var keys: (ProposedViewSize?, ProposedViewSize?, ProposedViewSize?, ProposedViewSize?) = (nil, nil, nil, nil)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var next = 0

    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if keys.0 == proposal { return sizes.0 }
        if keys.1 == proposal { return sizes.1 }
        if keys.2 == proposal { return sizes.2 }
        if keys.3 == proposal { return sizes.3 }
        return nil
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        switch next {
        case 0: keys.0 = proposal; sizes.0 = size
        case 1: keys.1 = proposal; sizes.1 = size
        case 2: keys.2 = proposal; sizes.2 = size
        default: keys.3 = proposal; sizes.3 = size
        }
        next = (next + 1) & 3
    }
}
