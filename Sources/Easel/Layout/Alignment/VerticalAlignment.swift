import Foundation

/// An alignment position along the vertical axis (Apple: "VerticalAlignment").
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment from an identifier type.
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    init(_ id: AlignmentID.Type, combination: AlignmentCombination = .mean, builtInDefault: AlignmentKey.BuiltInDefault) {
        key = AlignmentKey(id, axis: .vertical, combination: combination, builtInDefault: builtInDefault)
    }

    /// Merges explicit values of this guide: the mean of the non-`nil` values, except the first
    /// text baseline (the minimum) and the last text baseline (the maximum).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combination.combine(values)
    }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // A view without text has both baselines at its bottom edge (LAYOUT.md rule 14).
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The view's top edge.
    public static let top = VerticalAlignment(Top.self, builtInDefault: .start)
    /// The view's vertical centre.
    public static let center = VerticalAlignment(Center.self, builtInDefault: .center)
    /// The view's bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self, builtInDefault: .end)
    /// The baseline of the topmost line of text in the view.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, combination: .minimum, builtInDefault: .end)
    /// The baseline of the bottommost line of text in the view.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, combination: .maximum, builtInDefault: .end)
}
