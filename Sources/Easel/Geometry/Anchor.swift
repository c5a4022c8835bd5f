import Foundation

/// A geometric value of a view (its bounds, a point of it) that an ancestor can read in its
/// own coordinates through a `GeometryProxy` (Apple: "Anchor"). Stored in host points.
public struct Anchor<Value> {
    let resolve: (CGPoint) -> Value
    let global: Value

    /// Where an anchor's value comes from (Apple: "Anchor.Source").
    public struct Source {
        let make: (CGRect) -> Anchor<Value>

        func anchor(in frame: CGRect) -> Anchor<Value> { make(frame) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor where Value == CGRect {
    init(globalRect: CGRect) {
        global = globalRect
        resolve = { origin in globalRect.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
}

extension Anchor where Value == CGPoint {
    init(globalPoint: CGPoint) {
        global = globalPoint
        resolve = { origin in CGPoint(x: globalPoint.x - origin.x, y: globalPoint.y - origin.y) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { Anchor(globalRect: $0) } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { Anchor(globalRect: r.offsetBy(dx: $0.minX, dy: $0.minY)) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { Anchor(globalPoint: CGPoint(x: $0.minX + p.x, y: $0.minY + p.y)) }
    }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { Anchor(globalPoint: CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height)) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
