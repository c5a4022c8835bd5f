import Foundation

/// A type that identifies an alignment guide and gives its default position in a view.
///
/// Custom guides conform to this protocol and are wrapped in a `HorizontalAlignment` or a
/// `VerticalAlignment` (Apple: "AlignmentID").
public protocol AlignmentID {
    /// The guide's position, measured from the view's origin, when the view sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges its subviews' explicit values of one guide.
///
/// Apple ("VerticalAlignment.combineExplicit(_:)"): "For most alignment types, this method
/// returns the mean of all non-nil values. However, some types use other rules. For example,
/// firstTextBaseline returns the minimum value, while lastTextBaseline returns the maximum value."
enum AlignmentCombination: Sendable {
    case mean
    case minimum
    case maximum

    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var count = 0
        var result: CGFloat = 0
        for case let value? in values {
            switch self {
            case .mean: result += value
            case .minimum: result = count == 0 ? value : Swift.min(result, value)
            case .maximum: result = count == 0 ? value : Swift.max(result, value)
            }
            count += 1
        }
        guard count > 0 else { return nil }
        return self == .mean ? result / CGFloat(count) : result
    }
}

/// The identity of one guide on one axis: cheap to compare and hash, usable as a dictionary key.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: (ViewDimensions) -> CGFloat
    let combination: AlignmentCombination

    init(_ type: AlignmentID.Type, axis: Axis, combination: AlignmentCombination = .mean) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.defaultValue = type.defaultValue(in:)
        self.combination = combination
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(axis) }
}
