import Foundation

extension View {
    /// Runs an action when the view is tapped `count` times (Apple: "onTapGesture(count:perform:)").
    /// The view is tapped where it draws: text and images in their frame, shapes inside their
    /// path; the empty space of a stack is not part of it unless `contentShape` says so.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        onTapGesture(count: count) { (_: CGPoint) in action() }
    }

    /// Runs an action with the tap's location in the view's own coordinates (its top-leading
    /// corner at the origin) when the view is tapped `count` times (Apple:
    /// "onTapGesture(count:coordinateSpace:perform:)", with the `.local` space).
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        let tap = TapAction(count: Swift.max(count, 1), action: action)
        return modifier(NodeTraitModifier { node in node.updateInteraction { $0.tapActions.append(tap) } })
    }

    /// Whether the view and its subtree take part in hit testing; when `false`, taps go to
    /// whatever is behind it (Apple: "allowsHitTesting(_:)").
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(NodeTraitModifier { node in
            if !enabled { node.updateInteraction { $0.allowsHitTesting = false } }
        })
    }

    /// Makes the view hit anywhere inside `shape`, placed in its frame, and nowhere outside it
    /// (Apple: "contentShape(_:eoFill:)"): `.contentShape(Rectangle())` makes a whole row
    /// tappable, spacers included.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        let contentShape = ContentShape(path: { shape.path(placedIn: $0) }, eoFill: eoFill)
        return modifier(NodeTraitModifier { node in node.updateInteraction { $0.contentShape = contentShape } })
    }

    /// Runs an action when a text field in this view is submitted with Return (Apple:
    /// "onSubmit(of:_:)"). Actions set higher up run too, after this one, unless a
    /// `submitScope()` between them blocks them.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentModifier { environment in
            if triggers.contains(.text) { environment.submitActions = [action] + environment.submitActions }
            // A search field's Return (`.searchable` below reads these).
            if triggers.contains(.search) { environment.searchSubmitActions = [action] + environment.searchSubmitActions }
        })
    }

    /// Keeps the text fields in this view from running `onSubmit` actions set above it
    /// (Apple: "submitScope(_:)").
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isBlocking { $0.submitActions = [] } })
    }
}

/// What submits a value (Apple: "SubmitTriggers"): text fields submit `.text`, the search
/// field of `.searchable` submits `.search`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [() -> Void] = [] }
private struct SearchSubmitActionsKey: EnvironmentKey { static let defaultValue: [() -> Void] = [] }

extension EnvironmentValues {
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    var searchSubmitActions: [() -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}
