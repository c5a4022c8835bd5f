import Foundation

/// What the modifiers around a scroll view say about how it scrolls: read from the environment
/// when the scroll view is built, as SwiftUI's scroll modifiers reach the scroll views below
/// them (`contentMargins`, `scrollTargetBehavior`, `defaultScrollAnchor`, `scrollPosition`…).
struct ScrollConfiguration {
    /// `contentMargins(…, for: .scrollContent)` (or `.automatic`): added to the safe-area
    /// insets along the scrolled axes; across them the content is inset by them.
    var contentMargins = EdgeInsets()
    /// `contentMargins(…, for: .scrollIndicators)` (or `.automatic`): where the indicators run.
    var indicatorMargins = EdgeInsets()
    var targetBehavior: AnyScrollTargetBehavior?
    /// `defaultScrollAnchor`, by role.
    var initialAnchor: UnitPoint?
    var sizeChangeAnchor: UnitPoint?
    var alignmentAnchor: UnitPoint?
    /// `scrollPosition(id:)` or `scrollPosition(_:)`: for the nearest scroll view only.
    var position: ScrollPositionLink?
    var clipDisabled = false
    var indicatorsHidden: Axis.Set = []
    var bounceBehavior = ScrollBounceBehavior.automatic
}

private struct ScrollConfigurationKey: EnvironmentKey { static let defaultValue = ScrollConfiguration() }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }

    /// `scrollContentBackground(_:)`: whether lists and forms draw their background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

/// Where content margins apply (Apple: "ContentMarginPlacement").
public struct ContentMarginPlacement: Hashable, Sendable {
    let id: Int
    /// The content and the scroll indicators.
    public static let automatic = ContentMarginPlacement(id: 0)
    public static let scrollContent = ContentMarginPlacement(id: 1)
    public static let scrollIndicators = ContentMarginPlacement(id: 2)
}

/// Whether a scroll view bounces at its ends (Apple: "ScrollBounceBehavior"). Easel's scroll
/// views stop at their ends without bouncing, whatever it says.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let id: Int
    public static let automatic = ScrollBounceBehavior(id: 0)
    public static let always = ScrollBounceBehavior(id: 1)
    public static let basedOnSize = ScrollBounceBehavior(id: 2)
}

/// Which use of a scroll anchor a `defaultScrollAnchor(_:for:)` sets (Apple: "ScrollAnchorRole").
public struct ScrollAnchorRole: Hashable, Sendable {
    let id: Int
    /// Where the scroll view starts: `.bottom` starts a chat at its last message.
    public static let initialOffset = ScrollAnchorRole(id: 0)
    /// What stays put when the content or the container changes size.
    public static let sizeChanges = ScrollAnchorRole(id: 1)
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(id: 2)
}

/// Whether the scroll indicators show (Apple: "ScrollIndicatorVisibility").
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scroll views below scroll (Apple: "isScrollEnabled"); `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view from scrolling (Apple: "scrollDisabled(_:)").
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Whether scroll indicators show while the view scrolls (Apple: "scrollIndicators(_:axes:)").
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            if visibility == .hidden || visibility == .never {
                configuration.indicatorsHidden.formUnion(axes)
            } else {
                configuration.indicatorsHidden.subtract(axes)
            }
        }
    }

    /// Insets the content of the scroll views in this view (and lists and forms, which scroll)
    /// from their edges, on top of the safe area (Apple: "contentMargins(_:_:for:)"). Along a
    /// scrolled axis the margin is scrolling space before and after the content; across it, the
    /// content is narrower by it.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            if placement != .scrollIndicators { configuration.contentMargins.replace(edges, with: insets) }
            if placement != .scrollContent { configuration.indicatorMargins.replace(edges, with: insets) }
        }
    }

    /// Content margins of `length` on the given edges; nil is the system's 16 points, as
    /// `padding(_:_:)`'s default.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(length ?? 16, edges: .all), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(length, edges: .all), for: placement)
    }

    /// Shows or hides the background of the lists and forms in this view (Apple:
    /// "scrollContentBackground(_:)"): hidden, what is behind the list shows through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Lets the content of the scroll views in this view draw outside their frames (Apple:
    /// "scrollClipDisabled(_:)"), as carousels whose shadows or neighbours show past the edge.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.clipDisabled = disabled }
    }

    /// Whether the scroll views bounce at their ends (Apple: "scrollBounceBehavior(_:axes:)").
    /// Kept; Easel's scroll views never bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.bounceBehavior = behavior }
    }

    /// Where the scroll views in this view start and what they keep in place (Apple:
    /// "defaultScrollAnchor(_:)"): `.bottom` starts a scroll view at the end of its content,
    /// and content shorter than the scroll view sits at its bottom.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            configuration.initialAnchor = anchor
            configuration.sizeChangeAnchor = anchor
            configuration.alignmentAnchor = anchor
        }
    }

    /// The scroll anchor for one role (Apple: "defaultScrollAnchor(_:for:)").
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            switch role {
            case .sizeChanges: configuration.sizeChangeAnchor = anchor
            case .alignment: configuration.alignmentAnchor = anchor
            default: configuration.initialAnchor = anchor
            }
        }
    }
}

extension EdgeInsets {
    /// These insets with the given edges taken from `other`.
    mutating func replace(_ edges: Edge.Set, with other: EdgeInsets) {
        if edges.contains(.top) { top = other.top }
        if edges.contains(.leading) { leading = other.leading }
        if edges.contains(.bottom) { bottom = other.bottom }
        if edges.contains(.trailing) { trailing = other.trailing }
    }
}
