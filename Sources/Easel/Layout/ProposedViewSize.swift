import Foundation

/// A size proposal: what a parent offers a child before the child chooses its own size.
///
/// This is Easel's layout contract, the same as SwiftUI's (Apple: "ProposedViewSize";
/// objc.io, *Thinking in SwiftUI*, chapter "Layout"):
///
/// 1. **Parents propose.** A parent offers each child a proposal. Each axis is independent:
///    - `nil` asks for the child's *ideal* size on that axis;
///    - `0` asks for its *minimum*;
///    - `.infinity` asks for its *maximum*;
///    - any other number is a concrete offer.
/// 2. **Children choose.** The child answers with its own size. It may take less or more than
///    offered; the parent must cope (stacks and frames may overflow their own proposal).
///    A child's answer depends on nothing but the proposal: `sizeThatFits` is a pure function
///    of it, which is why Easel caches sizes per proposal.
/// 3. **Parents place.** The parent puts the child at a position it chooses. A child never
///    knows its position while it is being sized.
///
/// Every other doc comment in Easel speaks of layout in these words: *propose*, *choose*,
/// *place*, *ideal*, *minimum*, *maximum*.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; `nil` asks for the ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes `0`: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both axes `nil`: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both axes `.infinity`: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` axis replaced by the given size's value.
    public func replacingUnspecifiedDimensions(
        by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}
