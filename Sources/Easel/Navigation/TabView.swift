import Foundation

/// Tabs with a tab bar (Apple: "TabView"). Each top-level view is a tab (its `.tabItem` is its
/// label, its `.tag` its selection value); iOS 18's `Tab("Title", systemImage:) { … }` works too.
///
/// 1. Every tab is built, so each keeps its state; only the selected one is laid out, drawn and hit.
/// 2. The tab view fills the screen; the bar sits at the bottom: 49 points above the home
///    indicator's inset (IOS-METRICS, "Bars"; uncertain there), drawn in the bar colour with a
///    hairline on top while the tab's content runs under it, clear where it ends above it
///    (UIKit's `scrollEdgeAppearance` since iOS 15).
/// 3. The selected tab's content is laid out above the bar, which counts as safe area, so
///    lists and scroll views run under it.
/// 4. Items share the bar's width equally: the icon above the title (10-point medium), in the
///    accent colour when selected and grey otherwise; a click selects.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    @State private var selectedIndex = 0

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    @Environment(\.tabViewPaging) private var paging
    @Environment(\.pageIndexBackground) private var indexBackground

    public var body: some View {
        let selection = self.selection
        let selectedIndex = $selectedIndex
        let turner = PageTurner()
        return TabViewContent(content: AnyView(content),
                              selectedTag: selection.map { AnyHashable($0.wrappedValue) },
                              selectedIndex: selectedIndex.wrappedValue,
                              select: { index, tag in
                                  if let selection, let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
                                  selectedIndex.wrappedValue = index
                              },
                              paging: paging, indexBackground: indexBackground, turner: turner)
            .simultaneousGesture(DragGesture(minimumDistance: 20).onEnded { drag in
                // `PageTabViewStyle` step 3.
                guard paging != nil, abs(drag.translation.width) >= 40, abs(drag.translation.width) > abs(drag.translation.height) else { return }
                turner.turn(drag.translation.width < 0 ? 1 : -1)
            })
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}

/// iOS 18's tab (Apple: "Tab"), written inside a `TabView`; here a view that carries its label.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    public var body: some View {
        let label = AnyView(Label(title, systemImage: systemImage ?? ""))
        return content
            .modifier(NodeTraitModifier { node in
                node[TabItemTrait.self] = label
                if let value = self.value { node[TagTrait.self] = AnyHashable(value) }
            })
    }
}

extension Tab where Value == Never {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, systemImage: systemImage, value: nil, content: content())
    }
}

extension Tab {
    /// A tab with no title or icon (Apple: "init(value:content:)"), as a paged `TabView`'s pages are.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: "", systemImage: nil, value: value, content: content())
    }

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: title, systemImage: systemImage, value: value, content: content())
    }
}

/// Step 1: the tabs, built, and the bar.
struct TabViewContent: View {
    typealias Body = Never
    let content: AnyView
    let selectedTag: AnyHashable?
    let selectedIndex: Int
    let select: (Int, AnyHashable?) -> Void
    var paging: TabViewPaging? = nil
    var indexBackground = PageIndexViewStyle.BackgroundDisplayMode.automatic
    var turner: PageTurner? = nil

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        makeNodes(view.content, inputs.child(1), &built)
        let tabs = built.nodes
        // The tab's own traits, on its top node (a `.tag` deeper inside belongs to something else).
        let tags = tabs.map { $0[TagTrait.self] }
        let selected = view.selectedTag.flatMap { tag in tags.firstIndex { $0 == tag } } ?? Swift.min(view.selectedIndex, Swift.max(tabs.count - 1, 0))
        if let paging = view.paging {
            makePages(view, tabs: tabs, tags: tags, selected: selected, paging: paging, inputs, &outputs)
            return
        }
        let items = tabs.enumerated().map { index, tab in
            TabBarItem(label: tab[TabItemTrait.self] ?? AnyView(EmptyView()), badge: tab[BadgeTrait.self],
                       isSelected: index == selected, select: { view.select(index, tags[index]) })
        }
        var bar = _ViewOutputs()
        makeNodes(TabBar(items: items), inputs.child(2), &bar)
        let node = ViewNode(TabViewLayout(selected: selected), children: tabs + bar.nodes, environment: inputs.environment)
        node.ignoredSafeArea = (regions: .container, edges: .all)
        outputs.append(node)
    }
}

extension TabViewContent {
    /// `PageTabViewStyle`: the pages and, when shown, the index dots.
    private static func makePages(_ view: Self, tabs: [ViewNode], tags: [AnyHashable?], selected: Int, paging: TabViewPaging,
                                  _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let turn: (Int) -> Void = { step in
            let target = selected + step
            guard tabs.indices.contains(target) else { return }
            view.select(target, tags[target])
        }
        view.turner?.turn = turn
        let showsDots = paging.indexDisplayMode == .always || (paging.indexDisplayMode == .automatic && tabs.count > 1)
        var dots = _ViewOutputs()
        if showsDots {
            makeNodes(PageIndexDots(count: tabs.count, selected: selected, hasBackground: view.indexBackground == .always, turn: turn),
                      inputs.child(2), &dots)
        }
        outputs.append(ViewNode(TabViewLayout(selected: selected, isPaged: true, hasIndex: showsDots),
                                children: tabs + dots.nodes, environment: inputs.environment))
    }
}

/// Turns a paged tab view's pages from its drag gesture, which is made before the pages are built.
final class PageTurner {
    var turn: (Int) -> Void = { _ in }
}

struct TabBarItem {
    let label: AnyView
    let badge: String?
    let isSelected: Bool
    let select: () -> Void
}

/// Step 4.
struct TabBar: View {
    let items: [TabBarItem]
    static let height: CGFloat = 49
    /// Unselected items: iOS's grey (153, 153, 153).
    static let unselected = Color(storage: .rgb(RGBA(153, 153, 153)))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                Button(action: item.select) {
                    VStack(spacing: 2) {
                        item.label
                    }
                    .labelStyle(TabItemLabelStyle())
                    .foregroundStyle(item.isSelected ? Color.accentColor : TabBar.unselected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .overlay(alignment: .top) {
                        if let badge = item.badge {
                            Text(badge).font(.caption2.bold()).foregroundStyle(.white)
                                .padding(.horizontal, 5).padding(.vertical, 1)
                                .background(Capsule().fill(Color.red))
                                .offset(x: 14, y: 2)
                        }
                    }
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("tab-\(index)")
            }
        }
        .frame(height: TabBar.height)
    }
}

/// A tab item: the icon above a small title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

/// Steps 1–3.
final class TabViewLayout: NodeLayout {
    let selected: Int
    /// `PageTabViewStyle`: pages and (when `hasIndex`) the index dots instead of the bar.
    let isPaged: Bool
    let hasIndex: Bool
    private var barRect: CGRect = .zero

    init(selected: Int, isPaged: Bool = false, hasIndex: Bool = true) {
        self.selected = selected
        self.isPaged = isPaged
        self.hasIndex = hasIndex
    }

    private func tabs(_ node: ViewNode) -> ArraySlice<ViewNode> { hasIndex ? node.children.dropLast() : node.children[...] }
    private func bar(_ node: ViewNode) -> ViewNode? { hasIndex ? node.children.last : nil }
    private func selectedTab(_ node: ViewNode) -> ViewNode? {
        let tabs = tabs(node)
        return tabs.isEmpty ? nil : tabs[tabs.startIndex + Swift.min(selected, tabs.count - 1)]
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        if isPaged { return placePages(of: node, in: bounds, safeArea: safeArea) }
        let safe = safeArea.safeRect
        // The bar stands on the container's bottom inset (the home indicator), not the keyboard.
        let containerBottom = safeArea.hostBounds.maxY - safeArea.container.bottom
        let barTop = containerBottom - TabBar.height
        // Down to the screen's bottom edge; with the keyboard up the bar stays where it is,
        // behind the keyboard, as on iOS.
        barRect = CGRect(x: bounds.minX, y: barTop, width: bounds.width, height: Swift.max(0, safeArea.hostBounds.maxY - barTop))
        bar(node)?.place(at: CGPoint(x: bounds.minX, y: barTop), proposal: ProposedViewSize(width: bounds.width, height: TabBar.height), in: safeArea)
        guard let tab = selectedTab(node) else { return }
        var inner = safeArea
        inner.container.bottom = safeArea.hostBounds.maxY - barTop
        let bottom = Swift.min(barTop, safe.maxY)
        let rect = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: Swift.max(0, bottom - safe.minY))
        let size = tab.sizeThatFits(ProposedViewSize(rect.size))
        tab.place(at: CGPoint(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2),
                  proposal: ProposedViewSize(rect.size), in: inner)
    }

    override var readsSafeArea: Bool { true }
    override var guideSource: GuideSource { .none }

    /// `PageTabViewStyle` steps 1 and 2.
    private func placePages(of node: ViewNode, in bounds: CGRect, safeArea: SafeAreaContext) {
        if let tab = selectedTab(node) {
            let size = tab.sizeThatFits(ProposedViewSize(bounds.size))
            tab.place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2),
                      proposal: ProposedViewSize(bounds.size), in: safeArea)
        }
        if let dots = bar(node) {
            let size = dots.sizeThatFits(.unspecified)
            dots.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.maxY - PageIndexDots.bandHeight),
                       proposal: .unspecified, in: safeArea)
        }
        barRect = .zero
    }

    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        [selectedTab(node), bar(node)].compactMap { $0 }
    }

    override func visibleChildren(of node: ViewNode) -> [ViewNode] { childrenInDrawingOrder(of: node) }

    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        if let tab = selectedTab(node) { context.draw(tab) }
        guard let bar = bar(node) else { return }
        if isPaged { return context.draw(bar) }
        guard !barRect.isEmpty else { return }
        // iOS 15's scroll-edge look: the bar is clear where the tab's content ends above it
        // (or has no scroll view), and takes its background while content runs under it.
        if selectedTab(node)?.firstScrollContentRunsBelow() == true {
            context.fillBar(barRect, hairlineAtTop: true, environment: node.environment)
        }
        context.draw(bar)
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `tabItem(_:)`: the tab bar item of a `TabView` page.
enum TabItemTrait: NodeTraitKey { typealias Value = AnyView? }

/// `tag(_:)`: the value a picker, tab view or canvas symbol selects this view by.
enum TagTrait: NodeTraitKey { typealias Value = AnyHashable? }
