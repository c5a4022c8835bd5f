import Foundation

/// Where a scroll view is scrolled, as `onScrollGeometryChange` reports it (Apple: "ScrollGeometry").
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content's offset as UIKit counts it: at the top of a scroll view under a bar,
    /// minus the inset (so `contentOffset.y + contentInsets.top` is how far it scrolled).
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// The safe area the scroll view covers and its content margins.
    public var contentInsets: EdgeInsets
    /// The scroll view's whole size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// What shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// What shows inside the insets, in the content's coordinates.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: Swift.max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: Swift.max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }

    init(_ state: ScrollState) {
        self.init(contentOffset: CGPoint(x: state.offset.x - state.contentInsets.leading, y: state.offset.y - state.contentInsets.top),
                  contentSize: state.contentSize, contentInsets: state.contentInsets, containerSize: state.viewportSize)
    }
}

/// What a scroll view is doing (Apple: "ScrollPhase"). In Easel's window a drag is
/// `.interacting` until the pointer goes up; a wheel step moves it without leaving `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry when its phase changed (Apple: "ScrollPhaseChangeContext").
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

extension ViewNode {
    /// The scroll view this modifier is on: the first in the node's subtree, else the one around it.
    var scrollNodeForObservation: ViewNode? {
        var found: ViewNode?
        forEachNode { if found == nil, $0.layout.scrolling != nil { found = $0 } }
        if let found { return found }
        var ancestor = parent
        while let node = ancestor, node.layout.scrolling == nil { ancestor = node.parent }
        return ancestor
    }

    /// The fraction of this view's frame that shows in the scroll view around it (1 outside one).
    var fractionVisibleInScrollView: Double {
        var ancestor = parent
        while let node = ancestor, node.layout.scrolling == nil { ancestor = node.parent }
        guard let scrollNode = ancestor, let layout = scrollNode.layout.scrolling else { return 1 }
        return frame.fractionVisible(in: scrollNode.frame.inset(by: layout.state.contentInsets))
    }
}

extension CGRect {
    /// How much of this rectangle lies in `other`, by area (along a line, by length).
    func fractionVisible(in other: CGRect) -> Double {
        let shown = intersection(other)
        guard !shown.isNull else { return 0 }
        let area = width * height, shownArea = shown.width * shown.height
        if area > 0 { return Double(shownArea / area) }
        let length = width + height
        return length > 0 ? Double((shown.width + shown.height) / length) : 1
    }
}

/// The phase and, for the action's context, the geometry; equal when the phases are.
private struct PhaseSnapshot: Equatable {
    let phase: ScrollPhase
    let geometry: ScrollGeometry?
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.phase == rhs.phase }
}

extension View {
    /// Runs `action` with the old and new value of something worked out from the scroll
    /// view's geometry, after layout, when it changes (Apple: "onScrollGeometryChange(for:of:action:)").
    /// Put it on the scroll view (or the `List`).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { node in
            let state = node.scrollNodeForObservation?.layout.scrolling?.state
            return transform(state.map(ScrollGeometry.init) ?? ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero))
        }, action: action))
    }

    /// Runs `action` when the scroll view starts or stops scrolling (Apple: "onScrollPhaseChange(_:)").
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { node in
            let state = node.scrollNodeForObservation?.layout.scrolling?.state
            return PhaseSnapshot(phase: state?.phase ?? .idle, geometry: state.map(ScrollGeometry.init))
        }, action: { old, new in
            // The first layout sees the scroll view idle: nothing changed yet.
            guard old.phase != new.phase else { return }
            let geometry = new.geometry ?? ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
            action(old.phase, new.phase, ScrollPhaseChangeContext(geometry: geometry, velocity: nil))
        }))
    }

    /// Runs `action` when this view, inside a scroll view, comes to show by more than
    /// `threshold` of its area, or stops (Apple: "onScrollVisibilityChange(threshold:_:)").
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { $0.fractionVisibleInScrollView > threshold }, action: { old, new in
            if old != new || new { action(new) }
        }))
    }

    /// Runs `action` with the ids of the scroll targets (the children of `scrollTargetLayout()`)
    /// that show by more than `threshold` of their area (Apple:
    /// "onScrollTargetVisibilityChange(idType:threshold:_:)"). Put it on the scroll view.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(LayoutObserverModifier(value: { node -> [ID] in
            guard let scrollNode = node.scrollNodeForObservation, let layout = scrollNode.layout.scrolling else { return [] }
            let visible = scrollNode.frame.inset(by: layout.state.contentInsets)
            return layout.targetViews(in: scrollNode).compactMap { target in
                target.frame.fractionVisible(in: visible) > threshold ? target.id?.base as? ID : nil
            }
        }, action: { _, new in action(new) }))
    }
}
