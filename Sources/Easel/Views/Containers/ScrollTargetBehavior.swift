import Foundation

/// Where a scroll view should come to rest (Apple: "ScrollTarget"): the rectangle of content
/// it should show, in the content's coordinates, and which point of it lines up with the same
/// point of the scroll view (nil: its top-leading corner).
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour decides with (Apple: "ScrollTargetBehaviorContext").
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the scroll view was when the gesture began.
    public let originalTarget: ScrollTarget
    /// How fast the gesture moved the content, in points per second. Easel's window has no
    /// flicks: a wheel step or a drag gives its distance over a tenth of a second.
    public let velocity: CGVector
    public let contentSize: CGSize
    /// The scroll view's size less its insets (safe area and content margins).
    public let containerSize: CGSize
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The offsets that line each scroll target view's leading edge up with the scroll view's
    /// (the children of `scrollTargetLayout()`), by axis, in order.
    let targetOffsets: [Axis: [CGFloat]]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }

    /// The largest offset along an axis.
    func maximumOffset(_ axis: Axis) -> CGFloat { Swift.max(0, contentSize[axis] - containerSize[axis]) }

    /// How far the gesture moved along an axis: the target against the original.
    func movement(_ target: ScrollTarget, _ axis: Axis) -> CGFloat {
        target.rect.origin[axis] - originalTarget.rect.origin[axis]
    }

    /// A movement this long or longer goes on to the next page or view even if the nearest is
    /// the one it started from: as `PageTurner`'s 40 points, or any wheel step (a wheel notch
    /// is one deliberate step; UIKit would need a flick).
    static let deliberateMovement: CGFloat = 40
}

/// How a scroll view chooses where it comes to rest after a gesture (Apple: "ScrollTargetBehavior").
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Changes the target the gesture would scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Pages the size of the scroll view (Apple: "PagingScrollTargetBehavior").
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    /// The page nearest the target; a deliberate movement that would come back to the page it
    /// started on goes one page on in its direction, as a flick does on iOS.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let startPage = (context.originalTarget.rect.origin[axis] / page).rounded()
            var chosen = (target.rect.origin[axis] / page).rounded()
            let moved = context.movement(target, axis)
            if chosen == startPage, abs(moved) >= Swift.min(ScrollTargetBehaviorContext.deliberateMovement, page / 2) {
                chosen += moved > 0 ? 1 : -1
            }
            let lastPage = (context.maximumOffset(axis) / page).rounded(.up)
            chosen = Swift.min(Swift.max(chosen, 0), lastPage)
            target.rect.origin[axis] = Swift.min(chosen * page, context.maximumOffset(axis))
        }
        target.anchor = nil
    }
}

/// Comes to rest with a view's leading edge at the scroll view's (Apple:
/// "ViewAlignedScrollTargetBehavior"): the children of the `scrollTargetLayout()` inside the
/// scroll view.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one gesture may scroll by (Apple: "LimitBehavior").
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind { case automatic, always, never, byFew, byOne }
        let kind: Kind
        /// Limited along an axis whose size class is compact (horizontal scrolling on an iPhone
        /// in portrait, vertical scrolling in landscape), not otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .byOne) }
        /// "A small number of views": Easel takes three.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .byFew) }
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }

        /// How many views a gesture along `axis` may scroll by; nil: any number.
        func maximumViews(along axis: Axis, in context: ScrollTargetBehaviorContext) -> Int? {
            switch kind {
            case .always, .byOne: return 1
            case .byFew: return 3
            case .never: return nil
            case .automatic:
                let sizeClass = axis == .horizontal ? context.environment.horizontalSizeClass : context.environment.verticalSizeClass
                return sizeClass == .compact ? 1 : nil
            }
        }
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// The view edge nearest the target, within the limit of views from where the gesture
    /// began; a deliberate movement that would come back goes on to the next view. Without
    /// target views, the target stays.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let maximum = context.maximumOffset(axis)
            // The views' edges as offsets the scroll view can reach, each once.
            var offsets: [CGFloat] = []
            for offset in context.targetOffsets[axis] ?? [] {
                let reachable = Swift.min(Swift.max(offset, 0), maximum)
                if offsets.last.map({ abs($0 - reachable) > 0.5 }) ?? true { offsets.append(reachable) }
            }
            guard !offsets.isEmpty else { continue }
            func nearest(to value: CGFloat) -> Int {
                offsets.indices.min { abs(offsets[$0] - value) < abs(offsets[$1] - value) }!
            }
            let start = nearest(to: context.originalTarget.rect.origin[axis])
            var chosen = nearest(to: target.rect.origin[axis])
            let moved = context.movement(target, axis)
            if chosen == start, abs(moved) >= ScrollTargetBehaviorContext.deliberateMovement {
                chosen = Swift.min(Swift.max(chosen + (moved > 0 ? 1 : -1), 0), offsets.count - 1)
            }
            if let limit = limitBehavior.maximumViews(along: axis, in: context) {
                chosen = Swift.min(Swift.max(chosen, start - limit), start + limit)
            }
            target.rect.origin[axis] = offsets[chosen]
        }
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

/// A scroll target behaviour, type-erased (Apple: "AnyScrollTargetBehavior").
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void

    public init(_ base: some ScrollTargetBehavior) {
        update = base.updateTarget
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        update(&target, context)
    }
}

extension View {
    /// Sets how the scroll views in this view come to rest (Apple: "scrollTargetBehavior(_:)"):
    /// `.paging` by pages the size of the scroll view, `.viewAligned` with a view's edge at the
    /// scroll view's. In Easel's window the scroll view settles when a drag ends, and a wheel
    /// step scrolls by a page or a view.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.targetBehavior = AnyScrollTargetBehavior(behavior) }
    }

    /// Makes the views of this layout container (a stack, a lazy stack, a grid) the scroll
    /// targets of the scroll view around it (Apple: "scrollTargetLayout(isEnabled:)"), for
    /// `.viewAligned` and `scrollPosition(id:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0[ScrollTargetRoleTrait.self] = isEnabled ? .layout : nil })
    }
}

/// What a view is to `scrollTargetLayout()`: its children are scroll targets.
enum ScrollTargetRole {
    case layout
}

extension Axis {
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `scrollTargetLayout()`: the children are the scroll targets.
enum ScrollTargetRoleTrait: NodeTraitKey { typealias Value = ScrollTargetRole? }
