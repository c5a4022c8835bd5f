import Foundation

/// A view's size and its alignment guides, as its parent sees it (Apple: "ViewDimensions").
///
/// Subscripting with a guide gives the guide's explicit value if the view has one (from
/// `alignmentGuide(_:computeValue:)`, a text baseline, or a container merging its subviews'
/// guides), otherwise the guide's default value for this size.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    private unowned(unsafe) let node: ViewNode?
    private let proposal: ProposedViewSize
    private let overrideLimit: Int

    init(size: CGSize, node: ViewNode?, proposal: ProposedViewSize, overrideLimit: Int) {
        self.width = size.width
        self.height = size.height
        self.node = node
        self.proposal = proposal
        self.overrideLimit = overrideLimit
    }

    /// Dimensions of a view that has no explicit guides.
    init(width: CGFloat, height: CGFloat) {
        self.init(size: CGSize(width: width, height: height), node: nil, proposal: .unspecified, overrideLimit: 0)
    }

    var size: CGSize { CGSize(width: width, height: height) }

    func value(_ key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, size: size, proposal: proposal, overrideLimit: overrideLimit)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.node === rhs.node && lhs.proposal == rhs.proposal
    }
}
