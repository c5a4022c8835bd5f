import Foundation

/// How a kind of node sizes itself, exposes guides and places its children.
///
/// The base class is a leaf that takes its ideal size; subclasses override what they need.
/// Layout code never reaches into fonts or the view graph beyond the node it is given and
/// that node's children (STYLE.md: layout algorithms are functions over subview proxies).
class NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {}

    /// Whether `placeChildren` reads `safeArea` itself (a `GeometryReader` measuring its insets).
    /// A layout that does must say so: placements that depend on nothing else are skipped when
    /// only the safe area changed (`ViewNode.readsSafeArea`).
    var readsSafeArea: Bool { false }

    /// Whether the node places its children again when a scroll view inside it scrolls (a
    /// navigation screen's large title moves with the content).
    var followsScrolling: Bool { false }

    /// Whether the node is placed again even when nothing about its placement changed: a lazy
    /// run, whose container collects what it places afresh each time.
    var placesEveryTime: Bool { false }

    /// Whether the node stands for a control UIKit draws on iOS (a segmented control, a
    /// wheel): texts inside it are not the row's text a list separator lines up with.
    var isPlatformControl: Bool { false }

    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        nil
    }

    /// Where `explicitAlignment` can find values for this node. Most trees have no explicit
    /// guides at all (they come from text baselines and `alignmentGuide`), and knowing that lets
    /// a stack or frame read a default guide without walking the subtree. Conservative by
    /// default: a layout that does not say otherwise may have guides of its own.
    var guideSource: GuideSource { .own }

    enum GuideSource {
        /// `explicitAlignment` always answers nil.
        case none
        /// Only the first child's explicit guides, moved (frames, padding, modifiers).
        case firstChild
        /// Only the children's explicit guides, merged (stacks).
        case anyChild
        /// The layout may answer values of its own (text baselines, custom `Layout`s).
        case own
    }

    func spacing(of node: ViewNode) -> ViewSpacing { .standard }

    /// A child was built again in place (a stateful view in it changed).
    func replacedChild(_ old: ViewNode, with new: ViewNode) {}

    /// Drops whatever the layout cached for this node beyond its sizes.
    func invalidateCache(of node: ViewNode) {}

    /// Records the node's own drawing (not its children's) in host coordinates.
    func draw(_ node: ViewNode, in context: inout RenderContext) {}

    /// The node's children back to front, as they are drawn and (reversed) hit-tested: by
    /// `zIndex`, then in declaration order. Containers with secondary content override it.
    func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        ViewNode.orderedByZIndex(node.children)
    }

    /// The children that are on screen: all of them, but for a navigation stack's top screen.
    /// Inspection (`frame(of:)`, `text(of:)`) and focus look only at these.
    func visibleChildren(of node: ViewNode) -> [ViewNode] { node.children }

    /// Draws, in drawing order, the children that meet the visible part of the scroll view
    /// around (or carry drawing effects, which may move them into it): long scrolling
    /// containers draw only what shows.
    func drawChildrenMeetingVisibleRect(_ node: ViewNode, in context: inout RenderContext) {
        guard let visible = context.visibleRect else { return NodeLayout.drawAll(childrenInDrawingOrder(of: node), in: &context) }
        for child in childrenInDrawingOrder(of: node) where child.frame.intersects(visible) || !child.effects.isEmpty {
            context.draw(child)
        }
    }

    private static func drawAll(_ children: [ViewNode], in context: inout RenderContext) {
        for child in children { context.draw(child) }
    }

    /// Draws the node's children in drawing order; a control may wrap them in a layer.
    func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        for child in childrenInDrawingOrder(of: node) { context.draw(child) }
    }

    /// Whether the node itself, apart from its children, is hit at `point` (host coordinates,
    /// the node's drawing effects already undone). SwiftUI hit-tests what views draw: a shape
    /// by its filled path, text and images by their frame; containers, spacers and padding
    /// draw nothing and are never hit themselves (Hacking with Swift, "Disabling user
    /// interactivity with allowsHitTesting()"; LAYOUT.md has no rule for input).
    func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { false }

    /// Where a point that hit none of the children should be tried again: a list row is tapped
    /// anywhere in its band, not only on its content. nil: nowhere.
    func redirectedHit(in node: ViewNode, at point: CGPoint) -> (child: ViewNode, point: CGPoint)? { nil }

    /// Whether nothing of the subtree is hit outside the node's frame (a scroll view: what has
    /// scrolled out of sight takes no taps, as in a `UIScrollView`).
    var limitsHitTestingToFrame: Bool { false }

    // MARK: Capabilities
    //
    // What generic code (the graph, the host, animation, accessibility, lazy containers) asks
    // of a node beyond sizing, placing and drawing. It asks these, never `layout as? SomeLayout`:
    // a new kind of node overrides what it can do here, and no generic code names it
    // (docs/architecture.md, "The engine's interface").

    /// A scroll view: its scrolling state and the size it offers relative frames inside it.
    var scrolling: ScrollLayout? { nil }
    /// A lazy run (a `ForEach` in a lazy container): elements built as they come into view.
    var lazyRun: LazyRunLayout? { nil }
    /// A lazy stack, which may be a section spanning a grid's columns.
    var lazyStack: LazyStackLayout? { nil }
    /// Text: its paragraph (inspection, accessibility, list separators) and paints (animation).
    var textLeaf: TextLeafLayout? { nil }
    /// A shape: its path and paints, which animations interpolate.
    var shapeLeaf: ShapeLeafLayout? { nil }
    /// A control a tap acts on (a button).
    var pressable: (any PressableLayout)? { nil }
    /// A control typing goes to (a text field, secure field or editor).
    var textInput: (any TextInputLayout)? { nil }
    /// A `Layout` container's properties (a stack's axis orients the spacers and dividers in it).
    var layoutProperties: LayoutProperties? { nil }
    /// A list or form section: a `ForEach` of sections hands them to the list one by one.
    var isSection: Bool { false }
    /// A presentation whose presenter steps back behind it (a sheet's card look).
    var pushesPresenterBack: Bool { false }
    /// Whether the content's traits are its own, not its container's: a nested navigation
    /// screen's title and toolbar are not the enclosing screen's (`ViewNode.firstTrait`).
    var keepsTraits: Bool { false }

    /// A short name for debug dumps.
    var debugName: String { String(describing: type(of: self)).replacingOccurrences(of: "Layout", with: "") }

    /// Extra details for debug dumps (text content, colours).
    func debugDetails(of node: ViewNode) -> String? { nil }
}

/// A layout that forwards everything to its single child: the child takes the whole proposal
/// and sits at the node's origin. Used by views that only add a trait or a drawing effect.
class PassthroughLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return child.sizeThatFits(proposal)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        for child in node.children { child.place(at: bounds.origin, proposal: proposal, in: safeArea) }
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing {
        node.children.first?.spacing ?? .standard
    }

    override var guideSource: GuideSource { .firstChild }
}
