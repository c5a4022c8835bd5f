import Foundation

/// A sidebar, an optional content column and a detail (Apple: "NavigationSplitView").
///
/// On an iPhone (compact width) the columns collapse into one navigation stack that starts at
/// the sidebar, as iOS shows them. A link to a value in a list with a selection (`List(items,
/// selection: $selected) { NavigationLink(item.name, value: item) }`, Apple's pattern) selects
/// the value and pushes the next column: the content column of a three-column view, then the
/// detail; the columns are built from the selection as it is then. Links with a destination of
/// their own push it, as in a stack. Regular widths (an iPad) show the same stack for now.
public struct NavigationSplitView<Sidebar: View, ContentColumn: View, Detail: View>: View {
    let sidebar: Sidebar
    let contentColumn: ContentColumn
    let detail: Detail
    @State private var columns: [SplitViewColumn] = []

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> ContentColumn, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        contentColumn = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> ContentColumn, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        let hasContentColumn = !(ContentColumn.self == EmptyView.self)
        let shown = $columns
        NavigationStack(path: $columns) {
            sidebar.navigationDestination(for: SplitViewColumn.self) { column in
                if column == .content { contentColumn } else { detail }
            }
        }
        .environment(\.splitViewAdvance, SplitViewAdvance {
            // The column after the one the selecting list is in.
            let next: SplitViewColumn = hasContentColumn && shown.wrappedValue.isEmpty ? .content : .detail
            if shown.wrappedValue.last != next { shown.wrappedValue.append(next) }
        })
    }
}

/// A split view's column pushed onto its collapsed stack.
enum SplitViewColumn: Hashable {
    case content, detail
}

/// Shows the column after the one a list's selection changed in (`NavigationSplitView`).
struct SplitViewAdvance {
    let showNextColumn: () -> Void
}

private struct SplitViewAdvanceKey: EnvironmentKey { static let defaultValue: SplitViewAdvance? = nil }

extension EnvironmentValues {
    var splitViewAdvance: SplitViewAdvance? {
        get { self[SplitViewAdvanceKey.self] }
        set { self[SplitViewAdvanceKey.self] = newValue }
    }
}

extension NavigationSplitView where ContentColumn == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Apple: "NavigationSplitViewVisibility".
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Apple: "NavigationSplitViewColumn".
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// Apple: "NavigationSplitViewStyle"; the built-in names compile.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { .init() } }

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Apple: "navigationSplitViewColumnWidth(_:)" and "(min:ideal:max:)".
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
