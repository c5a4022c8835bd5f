import Foundation

/// The subviews of a layout container, in declaration order (Apple: "LayoutSubviews").
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// This collection's subviews, in order (0-based, whatever `startIndex` is).
    let nodes: [ViewNode]
    /// Each subview's place among its container's subviews, where a selection
    /// (`subviews[[0, 2]]`) does not keep them in a run from `startIndex`; nil when it does.
    private let places: [Int]?
    public let layoutDirection: LayoutDirection
    public let startIndex: Int

    init(_ nodes: [ViewNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.init(nodes: nodes, places: nil, layoutDirection: layoutDirection, startIndex: 0)
    }

    private init(nodes: [ViewNode], places: [Int]?, layoutDirection: LayoutDirection, startIndex: Int) {
        self.nodes = nodes
        self.places = places
        self.layoutDirection = layoutDirection
        self.startIndex = startIndex
    }

    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>

    public var endIndex: Int { startIndex + nodes.count }

    public subscript(index: Int) -> LayoutSubview {
        let offset = index - startIndex
        return LayoutSubview(node: nodes[offset], index: places?[offset] ?? index)
    }

    /// A run of the subviews, keeping their indices (Apple: "subscript(_:)", whose
    /// `SubSequence` is `LayoutSubviews`: a layout takes `subviews[1...]` or
    /// `subviews.popFirst()` as it walks them).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        let offsets = (bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)
        return LayoutSubviews(nodes: Array(nodes[offsets]), places: places.map { Array($0[offsets]) },
                              layoutDirection: layoutDirection, startIndex: bounds.lowerBound)
    }

    /// The subviews at `indices`, in that order (Apple: "subscript(_:)" with a sequence of
    /// indices).
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        // Ranges are sequences too, and this is chosen for them over `Collection`'s range
        // subscript: `subviews[1...]` (endless as a sequence) and `subviews[1...2]` are runs.
        if let range = indices as? PartialRangeFrom<Int> { return self[range.lowerBound..<endIndex] }
        if let range = indices as? ClosedRange<Int> { return self[range.lowerBound..<(range.upperBound + 1)] }
        let chosen = Array(indices)
        return LayoutSubviews(nodes: chosen.map { nodes[$0 - startIndex] }, places: chosen.map { places?[$0 - startIndex] ?? $0 },
                              layoutDirection: layoutDirection, startIndex: 0)
    }

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
        node[LayoutValuesTrait.self]?[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
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
