import Foundation

/// The spacing preferences of a view's four edges (Apple: "ViewSpacing").
///
/// Stacks without an explicit spacing put the distance two neighbours prefer between them:
/// 8 points between ordinary views and 0 next to a `Spacer` (LAYOUT.md rule 7; Apple's
/// "Spacer" documentation shows spacers sitting flush against their neighbours).
public struct ViewSpacing: Equatable, Sendable {
    /// One edge's preference.
    struct EdgePreference: Equatable, Sendable {
        var distance: CGFloat
        /// A spacer's edges ask for no gap, whatever the neighbour prefers.
        var isFlush: Bool
    }

    var top: EdgePreference
    var leading: EdgePreference
    var bottom: EdgePreference
    var trailing: EdgePreference

    /// The system's default distance between two ordinary neighbours.
    static let defaultDistance: CGFloat = 8

    /// No preference on any edge: neighbours decide.
    public static let zero = ViewSpacing(all: EdgePreference(distance: 0, isFlush: false))
    static let standard = ViewSpacing(all: EdgePreference(distance: defaultDistance, isFlush: false))
    static let flush = ViewSpacing(all: EdgePreference(distance: 0, isFlush: true))

    public init() { self = .zero }

    init(all preference: EdgePreference) {
        top = preference
        leading = preference
        bottom = preference
        trailing = preference
    }

    /// The distance between this view and the next one along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        if mine.isFlush || theirs.isFlush { return 0 }
        return Swift.max(mine.distance, theirs.distance)
    }

    /// Merges another view's preferences on the given edges (a container's edge takes the
    /// largest preference of the subviews that touch it).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: inout EdgePreference, _ b: EdgePreference) {
            a = EdgePreference(distance: Swift.max(a.distance, b.distance), isFlush: a.isFlush && b.isFlush)
        }
        if edges.contains(.top) { merge(&top, other.top) }
        if edges.contains(.leading) { merge(&leading, other.leading) }
        if edges.contains(.bottom) { merge(&bottom, other.bottom) }
        if edges.contains(.trailing) { merge(&trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
