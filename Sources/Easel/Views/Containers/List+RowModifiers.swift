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
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.rowInsets = insets })
    }

    /// The row's background in its list (Apple: "listRowBackground(_:)"). Easel draws colours;
    /// other views are accepted and not drawn (said once).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let color = view as? Color
        if view != nil && color == nil {
            Diagnostics.warnOnce("list-row-background", "listRowBackground(_:): Easel draws colour backgrounds only; this row keeps the card's.")
        }
        return modifier(NodeTraitModifier { $0.navigationTraitsOrNew.rowBackground = color })
    }

    /// Shows or hides the separators of the row (Apple: "listRowSeparator(_:edges:)").
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.rowSeparatorHidden = visibility == .hidden })
    }

    /// The colour of the row's separators, in place of the system's (Apple:
    /// "listRowSeparatorTint(_:edges:)"): the line below the row takes it, and the line above
    /// it when the row above has none of its own.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.rowSeparatorTint = color })
    }

    /// Accepted for source compatibility (Apple: "listSectionSeparator(_:edges:)").
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Accepted for source compatibility (Apple: "listRowSpacing(_:)").
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// Accepted for source compatibility (Apple: "listSectionSpacing(_:)").
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

    /// Accepted for source compatibility (Apple: "listSectionSpacing(_:)" with `.default`,
    /// `.compact` or `.custom(_:)`).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// Accepted for source compatibility (Apple: "headerProminence(_:)").
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// The space between a list's sections (Apple: "ListSectionSpacing", iOS 17).
public struct ListSectionSpacing: Sendable {
    let length: CGFloat?
    public static let `default` = ListSectionSpacing(length: nil)
    public static let compact = ListSectionSpacing(length: nil)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}
