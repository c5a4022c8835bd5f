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
    /// Where a built-in guide's default lies, which depends on the view's length alone; nil for
    /// custom guides, whose default may read other guides. Lets stacks and frames align
    /// without building `ViewDimensions` and calling through a closure for every subview.
    let builtInDefault: BuiltInDefault?

    enum BuiltInDefault {
        case start, center, end
    }

    init(_ type: AlignmentID.Type, axis: Axis, combination: AlignmentCombination = .mean,
         builtInDefault: BuiltInDefault? = nil) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.defaultValue = type.defaultValue(in:)
        self.combination = combination
        self.builtInDefault = builtInDefault
    }

    /// The guide's default value in a view of `size` that has no explicit guides.
    @inline(__always)
    func defaultValue(in size: CGSize) -> CGFloat {
        switch builtInDefault {
        case .start?: return 0
        case .center?: return size[axis] / 2
        case .end?: return size[axis]
        case nil: return defaultValue(ViewDimensions(width: size.width, height: size.height))
        }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(axis) }
}
