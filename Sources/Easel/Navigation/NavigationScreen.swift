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
///
/// A search field (`.searchable`) has a band of its own below the title: under a large title
/// it scrolls away with it (or, `navigationBarDrawer(displayMode: .always)`, stays under the
/// bar once the title has gone); under an inline title it stays, in the bar's background.
/// While searching, the bar and the titles give way: the field's band moves up to the top of
/// the safe area, with Cancel beside the field, and the content starts below it (as iOS 17
/// draws an active search; Flutter's measurements of it).
///
/// Bottom-bar items (`ToolbarItem(placement: .bottomBar)`) stand in a 44-point toolbar above
/// the container's bottom inset, which becomes safe area for the content; keyboard items
/// (`.keyboard`) in a 44-point bar on the keyboard while it shows (`BottomToolbar`).
final class NavigationScreenLayout: NodeLayout {
    override var keepsTraits: Bool { true }

    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let isBarHidden: Bool
    /// The bar's nodes after the content: the bar, then for a large title the large title and
    /// the inline title it collapses into, then the search field.
    private let hasLargeTitle: Bool
    private let hasSearchField: Bool
    private let searchStaysInSight: Bool
    /// The search's state (`isSearching`), read at each placement.
    private let searchIsActive: Binding<Bool>?
    /// Whether a search was going on at the last placement: the bar and titles are hidden.
    private var isSearching = false
    private let hasBottomBar: Bool
    private let hasKeyboardBar: Bool
    private var barPartCount: Int {
        (isBarHidden ? 0 : 1 + (hasLargeTitle ? 2 : 0) + (hasSearchField ? 1 : 0)) + (hasBottomBar ? 1 : 0) + (hasKeyboardBar ? 1 : 0)
    }
    /// The bottom toolbar's band down to the screen's edge, and the keyboard bar's, at the last
    /// placement (empty where it does not show).
    private var bottomBarRect: CGRect = .zero
    private var keyboardBarRect: CGRect = .zero
    /// Where the search field shows at the last placement (it is clipped to it), and whether
    /// it shows at all.
    private var searchClip: CGRect = .zero
    private var isSearchFieldShown = false
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

    init(title: String?, displayMode: NavigationBarItem.TitleDisplayMode, isBarHidden: Bool, hasLargeTitle: Bool,
         searchField: SearchFieldEntry?, hasBottomBar: Bool = false, hasKeyboardBar: Bool = false) {
        self.title = title
        self.hasBottomBar = hasBottomBar
        self.hasKeyboardBar = hasKeyboardBar
        self.displayMode = displayMode
        self.isBarHidden = isBarHidden
        self.hasLargeTitle = hasLargeTitle
        self.hasSearchField = searchField != nil
        self.searchStaysInSight = searchField?.staysInSight ?? false
        self.searchIsActive = searchField?.isActive
        // Shown until a placement says it scrolled away (a new screen is asked for its visible
        // children, for the focus, before it is placed).
        self.isSearchFieldShown = searchField != nil
    }

    static func makeNode(content: AnyView, level: Int, backTitle: String?, inheritedMode: NavigationBarItem.TitleDisplayMode,
                         inputs: _ViewInputs) -> ViewNode {
        var contentOutputs = _ViewOutputs()
        makeNodes(content, inputs.child(1), &contentOutputs)
        // The content's traits: step 4.
        let children = contentOutputs.nodes
        func first<K: NodeTraitKey, T>(_ key: K.Type) -> T? where K.Value == T? { ViewNode.firstTrait(key, in: children) }
        let title = first(NavigationTitleTrait.self)
        let asked = first(TitleDisplayModeTrait.self) ?? .automatic
        let mode: NavigationBarItem.TitleDisplayMode = asked == .automatic ? inheritedMode : asked
        let hidden = first(NavigationBarHiddenTrait.self) ?? false
        let items = children.flatMap { $0.allTraits(ToolbarItemsTrait.self) }
        let search = first(SearchFieldTrait.self)
        var barOutputs = _ViewOutputs()
        let isLarge = mode == .large && title != nil
        if !hidden {
            // Each part one node, so the layout finds them by position.
            func part<V: View>(_ view: V, _ position: UInt64) {
                makeNodes(VStack(spacing: 0) { view }, inputs.child(position), &barOutputs)
            }
            let shownBackTitle = first(BackButtonHiddenTrait.self) == true ? nil : backTitle
            part(NavigationBar(title: title, isLarge: isLarge, backTitle: shownBackTitle, items: items), 2)
            if isLarge, let title {
                part(NavigationBar.largeTitle(title), 3)
                part(NavigationBar.inlineTitle(title), 4)
            }
            if let search { part(NavigationSearchField(entry: search), 5) }
        }
        let bottomItems = items.filter { $0.placement.slot == .bottom || $0.placement.slot == .status }
        let hasBottomBar = !bottomItems.isEmpty && first(BottomBarHiddenTrait.self) != true
        if hasBottomBar { makeNodes(BottomToolbar(items: bottomItems, kind: .bottomBar), inputs.child(6), &barOutputs) }
        let keyboardItems = items.filter { $0.placement.slot == .keyboard }
        if !keyboardItems.isEmpty { makeNodes(BottomToolbar(items: keyboardItems, kind: .keyboard), inputs.child(7), &barOutputs) }
        let layout = NavigationScreenLayout(title: title, displayMode: mode == .automatic ? .large : mode, isBarHidden: hidden,
                                            hasLargeTitle: isLarge, searchField: search, hasBottomBar: hasBottomBar,
                                            hasKeyboardBar: !keyboardItems.isEmpty)
        return ViewNode(layout, children: children + barOutputs.nodes, environment: inputs.environment)
    }

    private func barParts(_ node: ViewNode) -> (bar: ViewNode?, large: ViewNode?, inline: ViewNode?, search: ViewNode?) {
        guard !isBarHidden else { return (nil, nil, nil, nil) }
        var parts = node.children.suffix(barPartCount)[...]
        let bar = parts.popFirst()
        let large = hasLargeTitle ? parts.popFirst() : nil
        let inline = hasLargeTitle ? parts.popFirst() : nil
        return (bar, large, inline, hasSearchField ? parts.popFirst() : nil)
    }

    /// The bottom toolbar and the keyboard bar, after the navigation bar's parts.
    private func lowerBars(_ node: ViewNode) -> (bottom: ViewNode?, keyboard: ViewNode?) {
        var parts = node.children.suffix((hasBottomBar ? 1 : 0) + (hasKeyboardBar ? 1 : 0))[...]
        let bottom = hasBottomBar ? parts.popFirst() : nil
        return (bottom, hasKeyboardBar ? parts.popFirst() : nil)
    }

    private func contentNodes(_ node: ViewNode) -> ArraySlice<ViewNode> { node.children.dropLast(barPartCount) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        let safe = safeArea.safeRect
        var barBottom = safe.minY
        var titleScrolledAway: CGFloat = 0
        let (bar, large, inline, search) = barParts(node)
        largeTitleClip = .zero
        searchClip = .zero
        isCollapsed = false
        isSearchFieldShown = search != nil
        let searchBand = search == nil ? 0 : NavigationSearchField.bandHeight
        func placeSearch(at y: CGFloat) {
            search?.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: searchBand), in: safeArea)
        }
        isSearching = search != nil && searchIsActive?.wrappedValue == true
        if isSearching {
            placeSearch(at: safe.minY)
            searchClip = CGRect(x: bounds.minX, y: safe.minY, width: bounds.width, height: searchBand)
            barBottom = safe.minY + searchBand
            barRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barBottom - bounds.minY)
        } else if let bar {
            let barSize = bar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let height = Swift.max(Self.barHeight, barSize.height)
            bar.place(at: CGPoint(x: bounds.minX, y: safe.minY), proposal: ProposedViewSize(width: bounds.width, height: height), in: safeArea)
            barBottom = safe.minY + height
            barRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barBottom - bounds.minY)
            if let large, let inline {
                // Steps 1–3; a search field that scrolls away goes with the large title.
                let band = Swift.max(Self.largeTitleHeight, large.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height)
                let offset = Swift.max(contentNodes(node).lazy.map { $0.firstScrollOffset() }.first { $0 > 0 } ?? 0, 0)
                let collapsible = band + (searchStaysInSight ? 0 : searchBand)
                let scrolled = Swift.min(offset, collapsible)
                large.place(at: CGPoint(x: bounds.minX, y: barBottom - scrolled), proposal: ProposedViewSize(width: bounds.width, height: band),
                            in: safeArea)
                largeTitleClip = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: band)
                isCollapsed = scrolled >= collapsible
                titleScrolledAway = scrolled
                let inlineSize = inline.sizeThatFits(ProposedViewSize(width: bounds.width * 0.6, height: Self.barHeight))
                inline.place(at: CGPoint(x: bounds.midX - inlineSize.width / 2, y: safe.minY + (height - inlineSize.height) / 2),
                             proposal: ProposedViewSize(width: bounds.width * 0.6, height: Self.barHeight), in: safeArea)
                if search != nil {
                    let searchY = barBottom + band - Swift.min(offset, searchStaysInSight ? band : collapsible)
                    placeSearch(at: searchY)
                    searchClip = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: band + searchBand)
                    isSearchFieldShown = searchStaysInSight || !isCollapsed
                    // Kept under the bar once the title has gone: the bar's background covers it.
                    if searchStaysInSight, isCollapsed { barRect.size.height += searchBand }
                }
                barBottom += band + searchBand
            } else if search != nil {
                placeSearch(at: barBottom)
                searchClip = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: searchBand)
                barBottom += searchBand
                barRect.size.height += searchBand
            }
        } else {
            barRect = .zero
        }
        // Step 3 of `NavigationStack`: the bar is safe area for the content.
        var inner = safeArea
        inner.container.top = barBottom - safeArea.hostBounds.minY
        inner.pinningLift = titleScrolledAway
        let contentBottom = placeLowerBars(of: node, in: bounds, safeArea: safeArea, inner: &inner)
        let contentRect = CGRect(x: safe.minX, y: barBottom, width: safe.width, height: Swift.max(0, contentBottom - barBottom))
        for child in contentNodes(node) {
            // Several root views stack as at the host's root, centred in the space left.
            let size = child.sizeThatFits(ProposedViewSize(contentRect.size))
            let origin = CGPoint(x: contentRect.minX + (contentRect.width - size.width) / 2, y: contentRect.minY + (contentRect.height - size.height) / 2)
            child.place(at: origin, proposal: ProposedViewSize(contentRect.size), in: inner)
        }
    }

    /// Places the bottom toolbar on the container's bottom inset (behind the keyboard when it
    /// shows, as a tab bar) and the keyboard bar on the keyboard; each is safe area for the
    /// content. Returns where the content's safe rectangle ends.
    private func placeLowerBars(of node: ViewNode, in bounds: CGRect, safeArea: SafeAreaContext, inner: inout SafeAreaContext) -> CGFloat {
        let (bottom, keyboard) = lowerBars(node)
        let hostBottom = safeArea.hostBounds.maxY
        bottomBarRect = .zero
        keyboardBarRect = .zero
        if let bottom {
            let top = hostBottom - safeArea.container.bottom - BottomToolbar.height
            bottom.place(at: CGPoint(x: bounds.minX, y: top), proposal: ProposedViewSize(width: bounds.width, height: BottomToolbar.height), in: safeArea)
            bottomBarRect = CGRect(x: bounds.minX, y: top, width: bounds.width, height: Swift.max(0, hostBottom - top))
            inner.container.bottom = hostBottom - top
        }
        if let keyboard, safeArea.keyboardHeight > 0 {
            let top = hostBottom - safeArea.keyboardHeight - BottomToolbar.height
            keyboard.place(at: CGPoint(x: bounds.minX, y: top), proposal: ProposedViewSize(width: bounds.width, height: BottomToolbar.height), in: safeArea)
            keyboardBarRect = CGRect(x: bounds.minX, y: top, width: bounds.width, height: BottomToolbar.height)
            inner.keyboardHeight = safeArea.keyboardHeight + BottomToolbar.height
        }
        return inner.safeRect.maxY
    }

    override var readsSafeArea: Bool { true }
    override var guideSource: GuideSource { .none }
    /// Its large title follows the content's scrolling (steps 2 and 3).
    override var followsScrolling: Bool { hasLargeTitle }

    /// The large title, or the inline title once it has collapsed: only one of them shows; the
    /// search field, unless it scrolled away.
    override func visibleChildren(of node: ViewNode) -> [ViewNode] {
        let (bar, large, inline, search) = barParts(node)
        var hidden: [ViewNode] = []
        if isSearching {
            hidden += [bar, large, inline].compactMap { $0 }
        } else if let large, let inline {
            hidden.append(isCollapsed ? large : inline)
        }
        if let search, !isSearchFieldShown { hidden.append(search) }
        if let keyboard = lowerBars(node).keyboard, keyboardBarRect.isEmpty { hidden.append(keyboard) }
        guard !hidden.isEmpty else { return node.children }
        return node.children.filter { child in !hidden.contains { $0 === child } }
    }

    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] { visibleChildren(of: node) }

    // Step 5.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        let content = contentNodes(node)
        for child in content { context.draw(child) }
        drawLowerBars(node, content: content, in: &context)
        let (bar, large, inline, search) = barParts(node)
        guard let bar else { return }
        if isSearching { return drawActiveSearch(search, content: content, node: node, in: &context) }
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
        if let search, isSearchFieldShown, !searchClip.isEmpty {
            context.append(.pushClip(Path(searchClip).rasterPath, .nonZero, transform: context.rasterTransform))
            context.draw(search)
            context.append(.popClip)
        }
    }
}

extension NavigationScreenLayout {
    /// While searching: the field at the top, on the bar's background once content scrolls
    /// under it.
    fileprivate func drawActiveSearch(_ search: ViewNode?, content: ArraySlice<ViewNode>, node: ViewNode, in context: inout RenderContext) {
        if !barRect.isEmpty, content.contains(where: { $0.firstScrollOffset() > 0 }) {
            context.fillBar(barRect, hairlineAtTop: false, environment: node.environment)
        }
        if let search { context.draw(search) }
    }

    /// The bottom toolbar has its background only while content scrolls under it (iOS 15's
    /// `scrollEdgeAppearance`: transparent where the scroll view's end reaches the bar, or when
    /// there is no scroll view); the keyboard bar always has it.
    fileprivate func drawLowerBars(_ node: ViewNode, content: ArraySlice<ViewNode>, in context: inout RenderContext) {
        let (bottom, keyboard) = lowerBars(node)
        if let bottom, !bottomBarRect.isEmpty {
            if content.contains(where: { $0.firstScrollContentRunsBelow() }) {
                context.fillBar(bottomBarRect, hairlineAtTop: true, environment: node.environment)
            }
            context.draw(bottom)
        }
        if let keyboard, !keyboardBarRect.isEmpty {
            context.fillBar(keyboardBarRect, hairlineAtTop: true, environment: node.environment)
            context.draw(keyboard)
        }
    }
}

extension ViewNode {
    /// Whether the first scroll view of the subtree has content below what shows of it (above
    /// its bottom inset): content that runs under a bottom bar.
    func firstScrollContentRunsBelow() -> Bool {
        guard let state = firstScrollLayout()?.state else { return false }
        let shown = state.viewportSize.height - state.contentInsets.top - state.contentInsets.bottom
        return state.contentSize.height - state.offset.y > shown + 0.5
    }

    /// How far the first scroll view of the subtree is scrolled down.
    func firstScrollOffset() -> CGFloat {
        firstScrollLayout()?.state.offset.y ?? 0
    }

    /// The first scroll view of the subtree, in tree order; its content is not searched.
    private func firstScrollLayout() -> ScrollLayout? {
        if let scroll = layout.scrolling { return scroll }
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
                // Labels show their icons only (`DefaultLabelStyle`).
                .environment(\.isInToolbar, true)
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
    @Environment(\.listSelection) private var listSelection
    @Environment(\.splitViewAdvance) private var splitViewAdvance
    @Environment(\.rowBadgeSlot) private var badgeSlot
    private let stableIdentity = StableIdentityProperty()

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
        let identity = stableIdentity
        let push: () -> Void = { [actions, destination, value, listSelection, splitViewAdvance] in
            // In a split view's list with a selection, a value selects and shows the next column.
            if let value, let splitViewAdvance, listSelection?.select(value) == true { return splitViewAdvance.showNextColumn() }
            if let value {
                actions?.push(.value(value))
            } else if let destination {
                actions?.push(.view(AnyView(destination), source: identity.value))
            }
        }
        return replaying(linkBody(push: push), push: push, identity: identity)
    }

    /// In a live preview (only there), the link that was followed before a reload is followed
    /// again as it appears; elsewhere no appearance handler is added to every link.
    @ViewBuilder
    private func replaying(_ body: some View, push: @escaping () -> Void, identity: StableIdentityProperty) -> some View {
        if PreviewSession.tracksState {
            body.onAppear { if PreviewSession.takePendingPush(identity.value) { push() } }
        } else {
            body
        }
    }

    @ViewBuilder
    private func linkBody(push: @escaping () -> Void) -> some View {
        if isInListRow {
            Button(action: push) {
                HStack {
                    label
                    Spacer(minLength: 8)
                    if let badgeSlot = takeBadge() { RowBadgeText(text: badgeSlot.text) }
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

extension NavigationLink {
    /// Deprecated (iOS 13–16, Apple: "init(isActive:destination:label:)"); the link is not
    /// presented programmatically.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Deprecated (iOS 13–16, Apple: "init(destination:tag:selection:label:)"); the selection
    /// does not present the link.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// Deprecated (iOS 13–16, Apple: "init(tag:selection:destination:label:)"), as sidebars
    /// wrote it; the selection does not present the link.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// The row's `.badge`, shown before the chevron (`BadgeModifier`).
    private func takeBadge() -> RowBadgeSlot? {
        badgeSlot?.isShown = true
        return badgeSlot
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
