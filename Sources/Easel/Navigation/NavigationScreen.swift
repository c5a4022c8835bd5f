import Foundation

/// One screen of a navigation stack: its content and its bar (steps 3–5 of `NavigationStack`).
///
/// A large title (iOS's behaviour, as `UINavigationBar` with `prefersLargeTitles` shows it):
/// 1. The content's safe area starts below the bar and the large title's band (44 + 52 points),
///    whether or not it has scrolled.
/// 2. As the first scroll view of the content scrolls down by `d`, the large title moves up with
///    it by `d`, hidden where it passes under the 44-point bar.
/// 3. Once it has gone (`d` ≥ its band), the bar shows the inline title (headline, centred)
///    and its background, as an inline bar does as soon as content scrolls under it.
final class NavigationScreenLayout: NodeLayout {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let isBarHidden: Bool
    /// The bar's nodes after the content: the bar, then for a large title the large title and
    /// the inline title it collapses into.
    private let barPartCount: Int
    /// Where the bar ends at the last placement, for its background.
    private var barRect: CGRect = .zero
    /// The large title's band at the last placement (clipped to it when drawn), and whether it
    /// had collapsed into the inline title (step 3).
    private var largeTitleClip: CGRect = .zero
    private var isCollapsed = false

    /// Bar heights (IOS-METRICS, "Bars": 44 below the status bar, 52 more for a large title;
    /// the 52 is "likely, not certain" there).
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    init(title: String?, displayMode: NavigationBarItem.TitleDisplayMode, isBarHidden: Bool, barPartCount: Int) {
        self.title = title
        self.displayMode = displayMode
        self.isBarHidden = isBarHidden
        self.barPartCount = barPartCount
    }

    static func makeNode(content: AnyView, level: Int, backTitle: String?, inheritedMode: NavigationBarItem.TitleDisplayMode,
                         inputs: _ViewInputs) -> ViewNode {
        var contentOutputs = _ViewOutputs()
        makeNodes(content, inputs.child(1), &contentOutputs)
        // The content's traits: step 4.
        let children = contentOutputs.nodes
        func first<T>(_ read: (NavigationTraits) -> T?) -> T? { ViewNode.firstNavigationTrait(in: children, read) }
        let title = first(\.title)
        let asked = first(\.displayMode) ?? .automatic
        let mode: NavigationBarItem.TitleDisplayMode = asked == .automatic ? inheritedMode : asked
        let hidden = first(\.isBarHidden) ?? false
        let items = children.flatMap { $0.allNavigationTraits(\.toolbarItems) }
        var barOutputs = _ViewOutputs()
        let isLarge = mode == .large && title != nil
        if !hidden {
            makeNodes(NavigationBar(title: title, isLarge: isLarge, backTitle: backTitle, items: items), inputs.child(2), &barOutputs)
            if isLarge, let title {
                makeNodes(NavigationBar.largeTitle(title), inputs.child(3), &barOutputs)
                makeNodes(NavigationBar.inlineTitle(title), inputs.child(4), &barOutputs)
            }
        }
        let layout = NavigationScreenLayout(title: title, displayMode: mode == .automatic ? .large : mode, isBarHidden: hidden,
                                            barPartCount: barOutputs.nodes.count)
        return ViewNode(layout, children: children + barOutputs.nodes, environment: inputs.environment)
    }

    private func barParts(_ node: ViewNode) -> (bar: ViewNode?, large: ViewNode?, inline: ViewNode?) {
        let parts = node.children.suffix(barPartCount)
        guard let bar = parts.first else { return (nil, nil, nil) }
        return parts.count == 3 ? (bar, parts[parts.startIndex + 1], parts.last) : (bar, nil, nil)
    }

    private func contentNodes(_ node: ViewNode) -> ArraySlice<ViewNode> { node.children.dropLast(barPartCount) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let safe = safeArea.safeRect
        var barBottom = safe.minY
        let (bar, large, inline) = barParts(node)
        largeTitleClip = .zero
        isCollapsed = false
        if let bar {
            let barSize = bar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let height = Swift.max(Self.barHeight, barSize.height)
            bar.place(at: CGPoint(x: bounds.minX, y: safe.minY), proposal: ProposedViewSize(width: bounds.width, height: height), in: safeArea)
            barBottom = safe.minY + height
            barRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barBottom - bounds.minY)
            if let large, let inline {
                // Steps 1–3.
                let band = Swift.max(Self.largeTitleHeight, large.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height)
                let scrolled = Swift.min(Swift.max(contentNodes(node).lazy.map { $0.firstScrollOffset() }.first { $0 > 0 } ?? 0, 0), band)
                large.place(at: CGPoint(x: bounds.minX, y: barBottom - scrolled), proposal: ProposedViewSize(width: bounds.width, height: band),
                            in: safeArea)
                largeTitleClip = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: band)
                isCollapsed = scrolled >= band
                let inlineSize = inline.sizeThatFits(ProposedViewSize(width: bounds.width * 0.6, height: Self.barHeight))
                inline.place(at: CGPoint(x: bounds.midX - inlineSize.width / 2, y: safe.minY + (height - inlineSize.height) / 2),
                             proposal: ProposedViewSize(width: bounds.width * 0.6, height: Self.barHeight), in: safeArea)
                barBottom += band
            }
        } else {
            barRect = .zero
        }
        // Step 3 of `NavigationStack`: the bar is safe area for the content.
        var inner = safeArea
        inner.container.top = barBottom - safeArea.hostBounds.minY
        let contentRect = CGRect(x: safe.minX, y: barBottom, width: safe.width, height: Swift.max(0, safe.maxY - barBottom))
        for child in contentNodes(node) {
            // Several root views stack as at the host's root, centred in the space left.
            let size = child.sizeThatFits(ProposedViewSize(contentRect.size))
            let origin = CGPoint(x: contentRect.minX + (contentRect.width - size.width) / 2, y: contentRect.minY + (contentRect.height - size.height) / 2)
            child.place(at: origin, proposal: ProposedViewSize(contentRect.size), in: inner)
        }
    }

    override var readsSafeArea: Bool { true }
    override var guideSource: GuideSource { .none }
    /// Its large title follows the content's scrolling (steps 2 and 3).
    override var followsScrolling: Bool { barPartCount == 3 }

    /// The large title, or the inline title once it has collapsed: only one of them shows.
    override func visibleChildren(of node: ViewNode) -> [ViewNode] {
        let (_, large, inline) = barParts(node)
        guard let large, let inline else { return node.children }
        let hidden = isCollapsed ? large : inline
        return node.children.filter { $0 !== hidden }
    }

    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] { visibleChildren(of: node) }

    // Step 5.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        let content = contentNodes(node)
        for child in content { context.draw(child) }
        let (bar, large, inline) = barParts(node)
        guard let bar else { return }
        let scrolledUnder = large == nil ? content.contains(where: { $0.firstScrollOffset() > 0 }) : isCollapsed
        if !barRect.isEmpty, scrolledUnder {
            context.fillBar(barRect, hairlineAtTop: false, environment: node.environment)
        }
        context.draw(bar)
        if let large, !isCollapsed, !largeTitleClip.isEmpty {
            // Step 2: hidden where it passes under the bar.
            context.append(.pushClip(Path(largeTitleClip).rasterPath, .nonZero, transform: context.rasterTransform))
            context.draw(large)
            context.append(.popClip)
        }
        if let inline, isCollapsed { context.draw(inline) }
    }
}

extension ViewNode {
    /// How far the first scroll view of the subtree is scrolled down.
    func firstScrollOffset() -> CGFloat {
        firstScrollLayout()?.state.offset.y ?? 0
    }

    /// The first scroll view of the subtree, in tree order; its content is not searched.
    private func firstScrollLayout() -> ScrollLayout? {
        if let scroll = layout as? ScrollLayout { return scroll }
        for child in children { if let found = child.firstScrollLayout() { return found } }
        return nil
    }
}

extension RenderContext {
    /// A bar's background — iOS's `.bar` material, approximated as an opaque bar colour (iOS
    /// blurs) — with a one-pixel hairline on the edge that faces the content.
    mutating func fillBar(_ rect: CGRect, hairlineAtTop: Bool, environment: EnvironmentValues) {
        fill(Path(rect), paint: NavigationBar.background.resolvePaint(in: environment), in: rect)
        let pixel = 1 / scale
        let hairline = CGRect(x: rect.minX, y: hairlineAtTop ? rect.minY : rect.maxY - pixel, width: rect.width, height: pixel)
        fill(Path(hairline), paint: Color.separator.resolvePaint(in: environment), in: hairline)
    }
}

/// The bar: back button and leading items, the inline title or principal item, trailing items;
/// a large title below. Drawn in SwiftUI's own views.
struct NavigationBar: View {
    let title: String?
    let isLarge: Bool
    let backTitle: String?
    let items: [ToolbarItemEntry]
    @Environment(\.navigationActions) private var actions

    /// iOS's bar colour where the bar needs a background (systemBackground at 94 %, the opaque
    /// equivalent of the default bar material over white; uncertain in dark mode).
    static let background = Color(storage: .dynamic(light: RGBA(249, 249, 249), dark: RGBA(29, 29, 29)))

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    if let backTitle {
                        Button(action: { actions?.pop() }) {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left").font(.headline)
                                Text(backTitle)
                            }
                        }
                        .accessibilityIdentifier("navigation-back")
                    }
                    ForEach(Array(items.enumerated()).filter { $0.element.placement.slot == .leading }, id: \.offset) { $0.element.view }
                    Spacer(minLength: 0)
                    ForEach(Array(items.enumerated()).filter { $0.element.placement.slot == .trailing }, id: \.offset) { $0.element.view }
                }
                .padding(.horizontal, backTitle == nil ? 16 : 8)
                if let principal = items.first(where: { $0.placement.slot == .principal }) {
                    principal.view
                } else if let title, !isLarge {
                    Text(title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader).accessibilityIdentifier("navigation-title")
                }
            }
            .frame(height: NavigationScreenLayout.barHeight)
            .accessibilitySortPriority(1)
        }
        // VoiceOver reads the bar before the screen's content.
        .accessibilitySortPriority(1)
    }

    /// The large title, below the bar (`NavigationScreenLayout` moves it as the content scrolls).
    static func largeTitle(_ title: String) -> some View {
        Text(title)
            .font(.largeTitle.bold())
            .lineLimit(1)
            .accessibilityAddTraits(.isHeader)
            .accessibilityIdentifier("navigation-title")
            .frame(maxWidth: .infinity, minHeight: NavigationScreenLayout.largeTitleHeight, alignment: .leading)
            .padding(.horizontal, 16)
            .accessibilitySortPriority(1)
    }

    /// The inline title a large title collapses into once it has scrolled away.
    static func inlineTitle(_ title: String) -> some View {
        Text(title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader)
            .accessibilityIdentifier("navigation-title").accessibilitySortPriority(1)
    }
}

/// A button that pushes a destination onto the navigation stack around it (Apple: "NavigationLink").
/// In a list row it is the row, with a disclosure chevron at its trailing edge.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    @Environment(\.navigationActions) private var actions
    @Environment(\.isInListRow) private var isInListRow

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Deprecated; the link is not presented programmatically.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    public var body: some View {
        let push: () -> Void = { [actions, destination, value] in
            if let value { actions?.push(.value(value)) } else if let destination { actions?.push(.view(AnyView(destination))) }
        }
        if isInListRow {
            Button(action: push) {
                HStack {
                    label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    // The disclosure chevron: a semibold footnote symbol in tertiary grey.
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color.tertiary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            Button(action: push) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes a value, shown by the stack's `navigationDestination(for:)` of its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}

private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is (in) a row of a list: links draw as rows with a chevron.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
