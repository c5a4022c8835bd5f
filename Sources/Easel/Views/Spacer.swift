import Foundation

/// A flexible space that grows along the axis of the stack containing it, or along both axes
/// outside a stack (Apple: "Spacer").
///
/// Its length is the offer along the stack's axis, at least `minLength` (8 by default); across
/// it is 0 (LAYOUT.md rule 8). It has the lowest layout priority, so a stack serves every other
/// subview first, and neighbours sit flush against it (no default spacing).
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// The priority that puts spacers after every other subview of a stack.
    static let layoutPriority = -Double.greatestFiniteMagnitude

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let node = ViewNode(SpacerLayout(minLength: FrameLayout.validated(view.minLength) ?? 8), environment: inputs.environment)
        node.layoutPriority = layoutPriority
        outputs.append(node)
    }
}

final class SpacerLayout: NodeLayout {
    let minLength: CGFloat

    init(minLength: CGFloat) { self.minLength = minLength }

    /// The axis of the nearest enclosing stack, looking through modifiers that wrap the spacer.
    static func stackAxis(of node: ViewNode) -> Axis? {
        var current = node.parent
        while let parent = current {
            if let properties = parent.layout.layoutProperties { return properties.stackOrientation }
            guard parent.children.count == 1 else { return nil }
            current = parent.parent
        }
        return nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        func length(_ offer: CGFloat?) -> CGFloat { Swift.max(offer ?? minLength, minLength) }
        switch SpacerLayout.stackAxis(of: node) {
        case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override func spacing(of node: ViewNode) -> ViewSpacing { .flush }
    override var guideSource: GuideSource { .none }
}

/// A thin line that separates content (Apple: "Divider"): across a VStack (or outside a stack)
/// it is horizontal, in an HStack vertical; 1 pixel thick (UIKit's hairline separator) in the
/// separator colour.
public struct Divider: View {
    public typealias Body = Never
    public init() {}

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        // In a menu, a divider parts sections, as SwiftUI's menus draw it.
        let layout: NodeLayout = inputs.environment.isInMenu ? MenuSeparatorLayout() : DividerLayout()
        outputs.append(ViewNode(layout, environment: inputs.environment))
    }
}

final class DividerLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let thickness = 1 / Swift.max(node.environment.displayScale, 1)
        if SpacerLayout.stackAxis(of: node) == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }

    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { node.frame.contains(point) }

    override var guideSource: GuideSource { .none }
}
