import Foundation

/// Step 2 of `Animator`: the tree as it was drawn paired with the new one, view by view, and
/// each view's own animation worked out from the root down.
///
/// A change's transaction starts with the change's animation (`withAnimation`, nil for a
/// change made without one) and flows down the tree; on the way, `.animation(_:value:)` whose
/// value changed sets the animation of the views it wraps, and `.transaction` transforms change
/// it (Apple, "Transaction"; `ImplicitAnimation`). A view whose transaction has no animation
/// takes its new state at once.
///
/// Views are paired as SwiftUI pairs them, by identity: `ForEach` elements by their ids, other
/// children by their structural identity (their place in their view's body, the branch of an
/// `if`); children with none by place (when their number changed, from both ends). Paired views
/// of another kind are a removal and an insertion.
struct AnimationPairing {
    private(set) var tracks: [Animator.Track] = []
    private(set) var removals: [Animator.Removal] = []
    /// The animations the tracks and removals play, each once.
    private(set) var animations: [Animation] = []
    /// The keys of the `.animation(_:value:)` and `.transaction(value:_:)` entries whose values changed.
    let changed: Set<UInt64>

    init(changed: Set<UInt64>) {
        self.changed = changed
    }

    /// The transaction of the views `node` is (its own modifiers, the outermost first), given
    /// the one that reaches it.
    private func transaction(of node: ViewNode, in inherited: Transaction) -> Transaction {
        guard let entries = node.implicitAnimations else { return inherited }
        var transaction = inherited
        for entry in entries.reversed() { entry.apply(to: &transaction, changed: changed) }
        return transaction
    }

    /// Where `animation` is in `animations`, adding it.
    private mutating func index(of animation: Animation) -> Int {
        if let found = animations.firstIndex(of: animation) { return found }
        animations.append(animation)
        return animations.count - 1
    }

    mutating func pair(_ old: PresentationSnapshot, _ new: ViewNode, in inherited: Transaction) {
        guard old.kind == ObjectIdentifier(type(of: new.layout)) else {
            insert(new, in: inherited)
            if let host = new.parent { remove(old, from: host, in: inherited) }
            return
        }
        let transaction = transaction(of: new, in: inherited)
        if let animation = transaction.animation {
            let effects = Animator.pairedEffects(old.effects, new.effects)
            let paints = Animator.pairedPaints(old.paints, new)
            let shapes = Animator.pairedShapes(old.shape, new)
            if old.frame != new.frame || effects != nil || paints != nil || shapes != nil {
                var track = Animator.Track(node: new, from: old.frame, to: new.frame, fromEffects: effects, isInserted: false,
                                           transition: nil, animation: index(of: animation))
                track.paints = paints
                track.shapes = shapes
                tracks.append(track)
            }
        }
        let oldChildren = old.children, newChildren = new.layout.visibleChildren(of: new)
        if pairByElement(oldChildren, newChildren, host: new, in: transaction) { return }
        if pairByIdentity(oldChildren, newChildren, host: new, in: transaction) { return }
        if oldChildren.count == newChildren.count {
            for (a, b) in zip(oldChildren, newChildren) { pair(a, b, in: transaction) }
            return
        }
        // Views were inserted or removed: pair from the front while the kinds agree, then
        // from the back; what is left of the new children is inserted.
        var front = 0
        while front < Swift.min(oldChildren.count, newChildren.count),
              oldChildren[front].kind == ObjectIdentifier(type(of: newChildren[front].layout)) {
            front += 1
        }
        var back = 0
        while back < Swift.min(oldChildren.count, newChildren.count) - front,
              oldChildren[oldChildren.count - 1 - back].kind == ObjectIdentifier(type(of: newChildren[newChildren.count - 1 - back].layout)) {
            back += 1
        }
        for index in 0..<front { pair(oldChildren[index], newChildren[index], in: transaction) }
        for index in 0..<back {
            pair(oldChildren[oldChildren.count - 1 - index], newChildren[newChildren.count - 1 - index], in: transaction)
        }
        for index in front..<(newChildren.count - back) { insert(newChildren[index], in: transaction) }
        for index in front..<(oldChildren.count - back) { remove(oldChildren[index], from: new, in: transaction) }
    }

    /// Children that are all elements of `ForEach`es are paired by their ids, as SwiftUI pairs
    /// rows: a row deleted from the middle goes out, the rows after it move up. Returns false
    /// (pairing otherwise) when some child is not an element, ids repeat, or nothing moved.
    private mutating func pairByElement(_ oldChildren: [PresentationSnapshot], _ newChildren: [ViewNode], host: ViewNode,
                                        in transaction: Transaction) -> Bool {
        guard !oldChildren.isEmpty, !newChildren.isEmpty else { return false }
        // Same ids in the same order: nothing was inserted or removed.
        if oldChildren.count == newChildren.count,
           zip(oldChildren, newChildren).allSatisfy({ $0.node.elementKey != nil && $0.node.elementKey == $1.elementKey }) {
            return false
        }
        return pair(oldChildren, newChildren, host: host, in: transaction) { $0.elementKey }
    }

    /// Children are paired by their structural identity: a view an `if` inserts comes in while
    /// the views after it move (rather than each taking the place of the one before), and the
    /// branches of an `if`/`else` are different views, one going out as the other comes in.
    /// Returns false (pairing by place instead) when some child has no identity or identities repeat.
    private mutating func pairByIdentity(_ oldChildren: [PresentationSnapshot], _ newChildren: [ViewNode], host: ViewNode,
                                         in transaction: Transaction) -> Bool {
        guard !oldChildren.isEmpty || !newChildren.isEmpty else { return false }
        return pair(oldChildren, newChildren, host: host, in: transaction) { $0.structuralIdentity }
    }

    /// Pairs old and new children that have the same `key`, inserting and removing the others;
    /// false, having paired nothing, when some child has no key or keys repeat on one side.
    private mutating func pair<Key: Hashable>(_ oldChildren: [PresentationSnapshot], _ newChildren: [ViewNode], host: ViewNode,
                                              in transaction: Transaction, by key: (ViewNode) -> Key?) -> Bool {
        var oldByKey: [Key: Int] = [:]
        for (index, child) in oldChildren.enumerated() {
            guard let found = key(child.node), oldByKey.updateValue(index, forKey: found) == nil else { return false }
        }
        var newKeys: [Key] = []
        var seen = Set<Key>()
        for child in newChildren {
            guard let found = key(child), seen.insert(found).inserted else { return false }
            newKeys.append(found)
        }
        for (child, found) in zip(newChildren, newKeys) {
            if let index = oldByKey[found] {
                pair(oldChildren[index], child, in: transaction)
            } else {
                insert(child, in: transaction)
            }
        }
        for child in oldChildren where !seen.contains(key(child.node)!) {
            remove(child, from: host, in: transaction)
        }
        return true
    }

    /// An inserted view and everything inside it, parents first; the first comes in by its
    /// transition, the others move with it.
    private mutating func insert(_ node: ViewNode, in inherited: Transaction, entering: Bool = true) {
        let transaction = transaction(of: node, in: inherited)
        if let animation = transaction.animation {
            tracks.append(Animator.Track(node: node, from: node.frame, to: node.frame, fromEffects: nil, isInserted: true,
                                         transition: entering ? Animator.transition(of: node) : nil, animation: index(of: animation)))
        }
        for child in node.layout.visibleChildren(of: node) { insert(child, in: transaction, entering: false) }
    }

    /// A removed view, drawn on inside `host` while it goes out, if its transaction animates.
    private mutating func remove(_ old: PresentationSnapshot, from host: ViewNode, in inherited: Transaction) {
        guard let animation = transaction(of: old.node, in: inherited).animation else { return }
        removals.append(Animator.Removal(node: old.node, host: host, transition: Animator.transition(of: old.node),
                                         animation: index(of: animation)))
    }

    /// Drops what a rebuild kept elsewhere in the tree (a row that moved: it is drawn there).
    mutating func keepRemovals(where keep: (Animator.Removal) -> Bool) {
        removals.removeAll { !keep($0) }
    }

    mutating func matchGeometry() {
        Animator.matchGeometry(&tracks, &removals)
    }
}
