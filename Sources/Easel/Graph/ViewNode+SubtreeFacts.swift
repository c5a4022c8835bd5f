import Foundation

/// Facts about a node's subtree that let layout skip work, cached until the subtree changes.
///
/// Both are asked on every sizing or placing of a node, and both are almost always false: a
/// tree has explicit guides only where text baselines or `alignmentGuide` give them, and reads
/// the safe area only where a view ignores it or a `GeometryReader` measures it. They are
/// learnt when the node is built, from its children's (built before it), and cleared on the
/// node and its ancestors when the node's children, guide overrides or safe-area edges change
/// (`invalidate()`, `forgetSubtreeFacts()`), to be learnt again when next asked.
extension ViewNode {
    func learnSubtreeFacts() {
        _ = hasExplicitGuides
        _ = readsSafeArea
    }

    /// Whether any guide of the node may have an explicit value; false lets a default guide be
    /// read without walking the subtree (see `NodeLayout.GuideSource`).
    var hasExplicitGuides: Bool {
        if let known = hasExplicitGuidesCache { return known }
        let result: Bool
        if !guideOverrides.isEmpty {
            result = true
        } else {
            switch layout.guideSource {
            case .none: result = false
            case .firstChild: result = StackGuard.run { children.first?.hasExplicitGuides ?? false }
            case .anyChild: result = StackGuard.run { children.contains { $0.hasExplicitGuides } }
            case .own: result = true
            }
        }
        hasExplicitGuidesCache = result
        return result
    }

    /// Whether placing the subtree depends on the safe area, beyond the proposal and position
    /// the node is placed with: then a new safe area places it again even where nothing else
    /// changed (a window resize moves the host bounds).
    var readsSafeArea: Bool {
        if let known = readsSafeAreaCache { return known }
        let result = ignoredSafeArea != nil || layout.readsSafeArea
            || StackGuard.run { children.contains { $0.readsSafeArea } }
        readsSafeAreaCache = result
        return result
    }

    /// Forgets the facts of this node and its ancestors: theirs follow from this one's.
    func forgetSubtreeFacts() {
        var node: ViewNode? = self
        while let current = node {
            current.hasExplicitGuidesCache = nil
            current.readsSafeAreaCache = nil
            node = current.parent
        }
    }
}
