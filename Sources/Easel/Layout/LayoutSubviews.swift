import Foundation

/// The subviews of a layout container, in declaration order (Apple: "LayoutSubviews").
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    public let layoutDirection: LayoutDirection

    init(_ nodes: [ViewNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.nodes = nodes
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], index: index) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// A proxy for one subview of a layout container (Apple: "LayoutSubview").
///
/// It lets a layout propose sizes, read guides and place the subview, and nothing more: the
/// layout never sees the view itself.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let node: ViewNode
    let index: Int

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(node.sizeThatFits(proposal), proposal: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`); 0 by default.
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues?[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that `anchor` of its frame lands at `position`, at the size it
    /// chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if PlacementRecorder.isRecording {
            PlacementRecorder.note(index: index, origin: origin, proposal: proposal)
            return
        }
        node.place(at: origin, proposal: proposal, in: SafeAreaContext.current)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// Captures where a layout would place its subviews without placing them, so a container's
/// guides can be derived from its subviews' positions.
enum PlacementRecorder {
    struct Placed {
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    nonisolated(unsafe) private static var stack: [[Placed?]] = []

    static var isRecording: Bool { !stack.isEmpty }

    static func record(_ count: Int, _ body: () -> Void) -> [Placed?] {
        stack.append(Array(repeating: nil, count: count))
        body()
        return stack.removeLast()
    }

    static func note(index: Int, origin: CGPoint, proposal: ProposedViewSize) {
        guard index < stack[stack.count - 1].count else { return }
        stack[stack.count - 1][index] = Placed(origin: origin, proposal: proposal)
    }
}

extension SafeAreaContext {
    /// The safe area of the placement pass under way (placement runs on one thread at a time).
    nonisolated(unsafe) static var current = SafeAreaContext(hostBounds: .zero, container: EdgeInsets(), keyboardHeight: 0)
}
