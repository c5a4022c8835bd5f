import Foundation

/// An alignment position along the horizontal axis (Apple: "HorizontalAlignment").
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment from an identifier type.
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// Merges explicit values of this guide: the mean of the non-`nil` values.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combination.combine(values)
    }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum ListRowSeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The view's leading edge (left-to-right layouts: the left edge).
    public static let leading = HorizontalAlignment(key: AlignmentKey(Leading.self, axis: .horizontal, builtInDefault: .start))
    /// The view's horizontal centre.
    public static let center = HorizontalAlignment(key: AlignmentKey(Center.self, axis: .horizontal, builtInDefault: .center))
    /// The view's trailing edge.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(Trailing.self, axis: .horizontal, builtInDefault: .end))
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}
