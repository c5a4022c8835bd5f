import Foundation

/// Builds a tab view's tabs with their selection type known (Apple: "TabContentBuilder", iOS
/// 18), so a tab's value can be written as a member of it:
///
///     TabView(selection: $selectedTab) {
///         Tab("Rounds", systemImage: "list.number", value: .rounds) { … }
///     }
///
/// A tab view whose tabs could be built either way (`.tag`s, or values written in full) keeps
/// `@ViewBuilder`'s; tabs written as members take this one.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: View>(_ tab: Tab<TabValue, C>) -> _TabContentList { _TabContentList([AnyView(tab)]) }
    public static func buildExpression<C: View>(_ tab: Tab<Never, C>) -> _TabContentList { _TabContentList([AnyView(tab)]) }
    /// Anything else a tab view holds (`ForEach` of tabs, views with `.tabItem`).
    public static func buildExpression<V: View>(_ view: V) -> _TabContentList { _TabContentList([AnyView(view)]) }
    public static func buildBlock(_ parts: _TabContentList...) -> _TabContentList { _TabContentList(parts.flatMap(\.parts)) }
    public static func buildOptional(_ part: _TabContentList?) -> _TabContentList { part ?? _TabContentList([]) }
    public static func buildEither(first part: _TabContentList) -> _TabContentList { part }
    public static func buildEither(second part: _TabContentList) -> _TabContentList { part }
    public static func buildArray(_ parts: [_TabContentList]) -> _TabContentList { _TabContentList(parts.flatMap(\.parts)) }
    public static func buildLimitedAvailability(_ part: _TabContentList) -> _TabContentList { part }
}

/// The tabs a `TabContentBuilder` built, in order: each is a tab of the tab view.
public struct _TabContentList: View {
    let parts: [AnyView]
    init(_ parts: [AnyView]) { self.parts = parts }

    public var body: some View {
        ForEach(parts.indices, id: \.self) { parts[$0] }
    }
}

extension TabView where Content == _TabContentList {
    /// Apple: "init(selection:content:)" with tab content.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> _TabContentList) {
        self.init(selection: Optional(selection), content: content)
    }
}
