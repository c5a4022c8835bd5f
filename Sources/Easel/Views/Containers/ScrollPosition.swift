import Foundation

/// Where a scroll view is scrolled to, as a value a view keeps in its state (Apple:
/// "ScrollPosition", iOS 18): a view by id, an edge, or a point. Set it (or call `scrollTo`)
/// and the scroll view bound to it with `scrollPosition(_:anchor:)` scrolls there; when the
/// person scrolls, it becomes the point scrolled to, with `isPositionedByUser` set.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    enum Target: Equatable {
        case automatic
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target
    /// Which programmatic position this is: each one asked for is scrolled to once.
    var version: Int
    private var positionedByUser = false

    nonisolated(unsafe) private static var nextVersion = 0

    init(_ target: Target) {
        self.target = target
        ScrollPosition.nextVersion += 1
        version = ScrollPosition.nextVersion
    }

    /// A position the scroll view chooses (its top, or its default anchor).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) { self.init(.automatic) }
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self.init(.view(AnyHashable(id), anchor: anchor)) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) { self.init(.edge(edge)) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) { self.init(.point(x: point.x, y: point.y)) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) { self.init(.point(x: x, y: nil)) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) { self.init(.point(x: nil, y: y)) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) { self.init(.point(x: x, y: y)) }

    /// The edge scrolled to, if the position is one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point scrolled to (the content's offset), if the position is one.
    public var point: CGPoint? {
        if case .point(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The id of the view scrolled to, if the position is one.
    public var viewID: (any Hashable & Sendable)? {
        // `Sendable` is a marker: an `any Hashable` is laid out as an `any Hashable & Sendable`.
        guard case .view(let id, _) = target, let base = id.base as? any Hashable else { return nil }
        return unsafeBitCast(base, to: (any Hashable & Sendable).self)
    }

    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { return id.base as? T }
        return nil
    }

    /// Whether the person scrolled it there. Setting it clears an edge or point position.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue, edge != nil || point != nil { target = .automatic }
        }
    }

    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self = ScrollPosition(.view(AnyHashable(id), anchor: anchor)) }
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(.edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(.point(x: point.x, y: point.y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(.point(x: x, y: y)) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(.point(x: x, y: nil)) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(.point(x: nil, y: y)) }
}

/// A `scrollPosition` binding and the scroll view it drives: asked at the scroll view's build
/// whether it was set from outside, and told after layout where the scroll view is.
final class ScrollPositionLink {
    let attach: (ScrollState) -> Void
    /// After layout: what to write back to the binding, if anything changed.
    let report: (ScrollLayout, ViewNode) -> (() -> Void)?

    init(attach: @escaping (ScrollState) -> Void, report: @escaping (ScrollLayout, ViewNode) -> (() -> Void)?) {
        self.attach = attach
        self.report = report
    }

    func attach(to state: ScrollState) { attach(state) }

    /// Has the scroll view's node report to the binding after every layout.
    func observe(_ node: ViewNode, key: UInt64, graph: ViewGraph) {
        graph.layoutObservations.isActive = true
        node.geometryInfo.observers.append(LayoutObserver(key: key) { [self] node, _ in
            guard let layout = node.layout.scrolling else { return nil }
            return report(layout, node)
        })
    }
}

extension View {
    /// Binds the id of the scroll target at the top (or `anchor`) of the scroll view around
    /// this view's content (Apple: "scrollPosition(id:anchor:)"): scrolling changes it, and
    /// setting it scrolls that view to the top (or the anchor). Use it with
    /// `scrollTargetLayout()` on the container of the views with ids.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(attach: { state in
            let value = id.wrappedValue.map { AnyHashable($0) }
            guard value != state.reportedID else { return }
            state.reportedID = value
            if let value { state.pendingTarget = .view(value, anchor: anchor ?? .topLeading) }
        }, report: { layout, node in
            guard let current = layout.positionID(in: node, anchor: anchor), current != layout.state.reportedID else { return nil }
            layout.state.reportedID = current
            return { id.wrappedValue = current.base as? ID }
        })
        return transformEnvironment(\.scrollConfiguration) { $0.position = link }
    }

    /// Binds a `ScrollPosition` to the scroll view around this view's content (Apple:
    /// "scrollPosition(_:anchor:)", iOS 18).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(attach: { state in
            let value = position.wrappedValue
            guard value.version != state.appliedPositionVersion else { return }
            state.appliedPositionVersion = value.version
            switch value.target {
            case .automatic: break
            case .view(let id, let viewAnchor): state.pendingTarget = .view(id, anchor: viewAnchor ?? anchor)
            case .edge(let edge): state.pendingTarget = .edge(edge)
            case .point(let x, let y): state.pendingTarget = .point(x: x, y: y)
            }
        }, report: { layout, node in
            // Only the person's scrolling writes back: a position asked for stays as it was asked.
            guard layout.state.scrolledByUser else { return nil }
            layout.state.scrolledByUser = false
            var updated = position.wrappedValue
            updated.isPositionedByUser = true
            updated.target = .point(x: layout.state.offset.x, y: layout.state.offset.y)
            if let id = layout.positionID(in: node, anchor: anchor) { updated.target = .view(id, anchor: anchor) }
            return { position.wrappedValue = updated }
        })
        return transformEnvironment(\.scrollConfiguration) { $0.position = link }
    }
}
