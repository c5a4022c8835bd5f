import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue = ListLook.minimumRowHeight }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row (Apple: "defaultMinListRowHeight"); 44 by default.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// Accepted for source compatibility (Apple: "defaultMinListHeaderHeight").
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

/// Prominence of a section header (Apple: "Prominence").
public enum Prominence: Hashable, Sendable { case standard, increased }

extension View {
    /// The insets of the row's content in its list row, in place of the default 11 above and
    /// below and the card's margin at the sides (Apple: "listRowInsets(_:)").
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(NodeTraitModifier { $0[ListRowInsetsTrait.self] = insets })
    }

    /// The row's background in its list (Apple: "listRowBackground(_:)"). Easel draws colours;
    /// other views are accepted and not drawn (said once).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let color = view as? Color
        if view != nil && color == nil {
            Diagnostics.warnOnce("list-row-background", "listRowBackground(_:): Easel draws colour backgrounds only; this row keeps the card's.")
        }
        return modifier(NodeTraitModifier { $0[ListRowBackgroundTrait.self] = color })
    }

    /// Shows or hides the separators of the row (Apple: "listRowSeparator(_:edges:)").
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0[ListRowSeparatorHiddenTrait.self] = visibility == .hidden })
    }

    /// The colour of the row's separators, in place of the system's (Apple:
    /// "listRowSeparatorTint(_:edges:)"): the line below the row takes it, and the line above
    /// it when the row above has none of its own.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0[ListRowSeparatorTintTrait.self] = color })
    }

    /// Shows or hides the lines at a section's top and bottom edges (Apple:
    /// "listSectionSeparator(_:edges:)"), applied to a section or to the list. Plain lists draw
    /// them full width, below the header and below the last row; grouped lists at the card's
    /// edges; inset-grouped lists have none ("the list style is the final arbiter").
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        environment(\.listSectionSeparators, ListSectionSeparators(visibility: visibility, edges: edges))
    }

    /// The colour of a section's edge lines (Apple: "listSectionSeparatorTint(_:edges:)").
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        environment(\.listSectionSeparatorTint, color)
    }

    /// The space between adjacent rows of the list (Apple: "listRowSpacing(_:)"): in an inset-
    /// grouped list each row becomes a card of its own, with no separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// The space between adjacent sections (Apple: "listSectionSpacing(_:)"): from the end of
    /// one section (its card or footer) to the start of the next (its header or card). Applied
    /// to a section it overrides the list's; where neighbours differ each gives half its own.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// The same with `.default`, `.compact` or `.custom(_:)`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.length)
    }

    /// How prominent the section headers in this view are (Apple: "headerProminence(_:)"):
    /// `.increased` headers are title 3, bold, in the primary colour, as written.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

/// `listSectionSeparator`: which edges' lines show.
struct ListSectionSeparators: Equatable {
    var top = true
    var bottom = true

    init() {}

    init(visibility: Visibility, edges: VerticalEdge.Set) {
        let shows = visibility != .hidden
        if edges.contains(.top) { top = shows }
        if edges.contains(.bottom) { bottom = shows }
    }
}

private struct ListSectionSeparatorsKey: EnvironmentKey { static let defaultValue = ListSectionSeparators() }
private struct ListSectionSeparatorTintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    var listSectionSeparators: ListSectionSeparators {
        get { self[ListSectionSeparatorsKey.self] }
        set { self[ListSectionSeparatorsKey.self] = newValue }
    }

    var listSectionSeparatorTint: Color? {
        get { self[ListSectionSeparatorTintKey.self] }
        set { self[ListSectionSeparatorTintKey.self] = newValue }
    }

    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Nil: the style's own spacing.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The prominence of section headers (Apple: "headerProminence").
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

/// The space between a list's sections (Apple: "ListSectionSpacing", iOS 17).
public struct ListSectionSpacing: Sendable {
    let length: CGFloat?
    public static let `default` = ListSectionSpacing(length: nil)
    /// Apple publishes no figure ("compact spacing between sections"); Easel takes 20 points,
    /// two thirds of the 30 between header-less sections by default (chosen, not measured).
    public static let compact = ListSectionSpacing(length: ListLook.compactSectionSpacing)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `listRowInsets(_:)`.
enum ListRowInsetsTrait: NodeTraitKey { typealias Value = EdgeInsets? }

/// `listRowBackground(_:)`.
enum ListRowBackgroundTrait: NodeTraitKey { typealias Value = Color? }

/// `listRowSeparator(_:)`.
enum ListRowSeparatorHiddenTrait: NodeTraitKey { typealias Value = Bool? }

/// `listRowSeparatorTint(_:)`.
enum ListRowSeparatorTintTrait: NodeTraitKey { typealias Value = Color? }
