import Foundation

/// A scrolling list of rows in sections (Apple: "List"), drawn as iOS 18 draws it: by default
/// `.insetGrouped`, rows in rounded cards on the grouped background.
///
/// Layout:
/// 1. The content's sections, and runs of rows outside any section (each run a section of its
///    own, with no header), follow one another down the list (`SectionLayout` lays each out).
/// 2. The list scrolls as a `ScrollView` and fills the space it is offered; its background (the
///    grouped grey, or white for `.plain`) reaches under the bars.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection?

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
    }

    @Environment(\.listStyleKind) private var style
    @Environment(\.scrollContentBackground) private var background

    public var body: some View {
        ScrollView {
            ListRows(style: style, content: content)
                .environment(\.listSelection, selection)
        }
        // `scrollContentBackground(.hidden)`: what is behind the list shows between the cards.
        .background((background == .hidden ? Color.clear : style.background).ignoresSafeArea())
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           selection: Binding<SelectionValue?>?,
                                                                           @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           selection: Binding<Set<SelectionValue>>?,
                                                                           @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }
}

/// A form of controls in sections (Apple: "Form"): drawn by the `formStyle` around it; on iOS,
/// by default, an inset-grouped list.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @Environment(\.formStyle) private var style

    public var body: some View {
        style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(content)))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form from a style's configuration (Apple: "init(_:)"), drawn the automatic way.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}

/// A list's selection binding, type-erased: a link to a value selects it when the value is of
/// the selection's type (`NavigationSplitView`).
struct ListSelection {
    let select: (AnyHashable) -> Bool
    let isSelected: (AnyHashable) -> Bool
    /// Selects or deselects a row in edit mode: one at a time, or any number with a set.
    let toggle: (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        select = { value in
            guard let typed = value.base as? Value else { return false }
            binding.wrappedValue = typed
            return true
        }
        isSelected = { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false }
        toggle = { value in
            guard let typed = value.base as? Value else { return }
            binding.wrappedValue = binding.wrappedValue == typed ? nil : typed
        }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        select = { value in
            guard let typed = value.base as? Value else { return false }
            binding.wrappedValue = [typed]
            return true
        }
        isSelected = { value in (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        toggle = { value in
            guard let typed = value.base as? Value else { return }
            if binding.wrappedValue.contains(typed) { binding.wrappedValue.remove(typed) } else { binding.wrappedValue.insert(typed) }
        }
    }
}

private struct ListSelectionKey: EnvironmentKey { static let defaultValue: ListSelection? = nil }

extension EnvironmentValues {
    /// The selection of the list whose rows are being built.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// Step 1: the rows of a list, in sections.
struct ListRows<Content: View>: View {
    typealias Body = Never
    let style: ListStyleKind
    let content: Content

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inner = inputs
        inner.environment.listContext = view.style
        inner.environment.isInListRow = true
        var built = _ViewOutputs()
        var rowInputs = inner.child(1)
        rowInputs.lazyAxis = .vertical
        makeNodes(view.content, rowInputs, &built)
        // Rows outside any section: each run becomes a section with no header.
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            let layout = SectionLayout(style: view.style, hasHeader: false, hasFooter: false, environment: inner.environment)
            sections.append(ViewNode(layout, children: loose, environment: inputs.environment))
            loose = []
        }
        for node in built.nodes {
            if node.layout.isSection { flush(); sections.append(node) } else { loose.append(node) }
        }
        flush()
        ListRowsLayout.shareSectionSpacing(sections.compactMap { $0.layout as? SectionLayout })
        outputs.append(ViewNode(ListRowsLayout(), children: sections, environment: inputs.environment))
    }
}

/// The sections one below the other, each as wide as the list.
final class ListRowsLayout: NodeLayout {
    /// `listSectionSpacing` between neighbours (Apple, "listSectionSpacing(_:)"): each section
    /// gives half its spacing above and half below; one without a spacing of its own takes its
    /// neighbour's. Where neither has one, the style's margins stay.
    static func shareSectionSpacing(_ sections: [SectionLayout]) {
        for (upper, lower) in zip(sections, sections.dropFirst()) {
            guard let gap = upper.spacing ?? lower.spacing else { continue }
            upper.spaceAfter = (upper.spacing ?? gap) / 2
            lower.spaceBefore = (lower.spacing ?? gap) / 2
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 393
        let height = node.children.reduce(0) { $0 + $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        return CGSize(width: width, height: height)
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        var y = bounds.minY
        let childProposal = ProposedViewSize(width: bounds.width, height: nil)
        for child in node.children {
            child.place(at: CGPoint(x: bounds.minX, y: y), proposal: childProposal, in: safeArea)
            y += child.frame.height
        }
    }

    override var guideSource: GuideSource { .none }

    /// Sections wholly outside the visible part of the list are not drawn.
    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        drawChildrenMeetingVisibleRect(node, in: &context)
    }
}

// MARK: List styles

/// How a list draws its sections: the parameters that tell iOS's list styles apart.
struct ListStyleKind: Hashable {
    /// Cards inset from the list's sides (`.insetGrouped`, `.inset`) or full width.
    var insetsCards: Bool
    /// Rows on white cards over the grouped grey (`.insetGrouped`, `.grouped`) or on white.
    var drawsCards: Bool
    var cornerRadius: CGFloat

    static let insetGrouped = ListStyleKind(insetsCards: true, drawsCards: true, cornerRadius: ListLook.cardCornerRadius)
    static let grouped = ListStyleKind(insetsCards: false, drawsCards: true, cornerRadius: 0)
    static let plain = ListStyleKind(insetsCards: false, drawsCards: false, cornerRadius: 0)
    static let inset = ListStyleKind(insetsCards: true, drawsCards: false, cornerRadius: 0)

    func cardMargin(forWidth width: CGFloat) -> CGFloat { insetsCards ? ListLook.horizontalMargin(forWidth: width) : 0 }

    var background: Color { drawsCards ? ListLook.groupedBackground : ListLook.plainBackground }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct ListContextKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// The style of the list whose content is being built; nil outside lists (a `Section` is
    /// a card of rows only directly in a list).
    var listContext: ListStyleKind? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

/// A list style (Apple: "ListStyle"). iOS's styles are built in; custom list styles cannot be
/// written in SwiftUI either.
public protocol ListStyle {}

public struct InsetGroupedListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

public struct GroupedListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .grouped }
}

public struct PlainListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .plain }
}

public struct InsetListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// On iPhone a sidebar list looks inset-grouped.
public struct SidebarListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// iOS's default: inset-grouped.
public struct DefaultListStyle: ListStyle, BuiltInStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

extension View {
    /// Sets how the lists in this view look (Apple: "listStyle(_:)").
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, BuiltInStyles.kind(of: style, protocol: "ListStyle", fallback: .insetGrouped))
    }
}
