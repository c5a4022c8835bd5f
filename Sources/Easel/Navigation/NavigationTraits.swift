import Foundation

/// What a screen's views tell the navigation stack that shows them, found by walking the
/// screen's nodes (SwiftUI passes these up as preferences): the title, its display mode, the
/// destinations for values, the toolbar items. The first one found, in tree order, wins.
final class NavigationTraits {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var destinations: [(Any) -> AnyView?] = []
    var toolbarItems: [ToolbarItemEntry] = []
    var isBarHidden: Bool?
    /// `navigationBarBackButtonHidden(_:)`.
    var isBackButtonHidden: Bool?
    /// `toolbar(.hidden, for: .bottomBar)`.
    var isBottomBarHidden: Bool?
    /// `preferredColorScheme(_:)`: the scheme the view asks its presentation (the screen) for.
    var preferredColorScheme: ColorScheme?
    /// `.tabItem { }`: the view's label in a tab bar.
    var tabItem: AnyView?
    /// `.tag(_:)`: the value a selection binding takes for the view (tabs, pickers).
    var tag: AnyHashable?
    /// `.badge(_:)` on a tab.
    var badge: String?
    /// A sheet's `presentationDetents` and `presentationDragIndicator`.
    var detents: [PresentationDetent]?
    /// The detent a sheet is at, when its content binds it (`presentationDetents(_:selection:)`).
    var selectedDetent: Binding<PresentationDetent>?
    /// The view's `.id(_:)`, for `ScrollViewProxy.scrollTo`.
    var scrollID: AnyHashable?
    /// `scrollTargetLayout()` or `scrollTarget()`.
    var scrollTargetRole: ScrollTargetRole?
    /// `.searchable`: the search field for the screen's bar.
    var searchField: SearchFieldEntry?
    /// As a list row: `listRowInsets`, `listRowBackground` (a colour), `listRowSeparator`.
    var rowInsets: EdgeInsets?
    var rowBackground: Color?
    var rowSeparatorHidden: Bool?
    /// `listRowSeparatorTint`: the colour of the row's separators.
    var rowSeparatorTint: Color?
    /// As a grid cell: `gridCellColumns` and `gridColumnAlignment`.
    var gridColumns: Int?
    var gridColumnAlignment: HorizontalAlignment?
    var dragIndicator: Visibility?
    /// `interactiveDismissDisabled()` in a sheet's content.
    var isDismissDisabled: Bool?
    /// `presentationCornerRadius(_:)` and `presentationBackground` in a sheet's content: the
    /// radius, and a maker of the background's nodes for a radius.
    var sheetCornerRadius: CGFloat?
    var sheetBackground: ((CGFloat, _ViewInputs, inout _ViewOutputs) -> Void)?
    /// `onKeyPress` handlers, outermost last.
    var keyPressHandlers: [KeyPressHandler] = []
}

extension ViewNode {
    var navigationTraitsOrNew: NavigationTraits {
        if let navigationTraits { return navigationTraits }
        let made = NavigationTraits()
        navigationTraits = made
        return made
    }

    /// The first value a screen's nodes give for a trait, in tree order; a nested navigation
    /// stack's screens are its own.
    func firstNavigationTrait<T>(_ read: (NavigationTraits) -> T?) -> T? {
        if let traits = navigationTraits, let value = read(traits) { return value }
        for child in children where !(child.layout is NavigationScreenLayout) {
            if let value = child.firstNavigationTrait(read) { return value }
        }
        return nil
    }

    /// The first value several nodes give for a trait, in order (a screen's or a sheet's roots).
    static func firstNavigationTrait<T>(in nodes: [ViewNode], _ read: (NavigationTraits) -> T?) -> T? {
        for node in nodes { if let value = node.firstNavigationTrait(read) { return value } }
        return nil
    }

    /// Every value a screen's nodes give for a list trait, in tree order.
    func allNavigationTraits<T>(_ read: (NavigationTraits) -> [T]) -> [T] {
        var result = navigationTraits.map(read) ?? []
        for child in children where !(child.layout is NavigationScreenLayout) {
            result += child.allNavigationTraits(read)
        }
        return result
    }
}

/// Title display modes (Apple: "NavigationBarItem.TitleDisplayMode").
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The value a selection takes for this view in a `TabView` or `Picker` (Apple: "tag(_:)").
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.tag = AnyHashable(tag) })
    }

    /// The view's item in the tab bar of the `TabView` around it (Apple: "tabItem(_:)").
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(NodeTraitModifier { $0.navigationTraitsOrNew.tabItem = item })
    }

    /// A badge (Apple: "badge(_:)"): on a tab, a red count on its icon; on a list row, trailing
    /// text in the secondary colour ("Badges appear as … text in the trailing edge of the
    /// row" in lists), before a navigation link's chevron. A count of zero shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : Text(verbatim: String(count))))
    }

    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label))
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(text: key.map { Text($0) }))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { Text(verbatim: String($0)) }))
    }

    /// The title of the screen in the navigation bar (Apple: "navigationTitle(_:)").
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.title = title.text(in: $0.environment.locale) })
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.title = String(title) })
    }

    public func navigationTitle(_ title: Text) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.title = title.runs.map(\.string).joined() })
    }

    /// A title a person may rename (Apple: "navigationTitle(_:)" with a `Binding<String>`,
    /// iOS 16): the bar shows the string; renaming it from the title's menu is not offered.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        let string = title.wrappedValue
        return modifier(NodeTraitModifier { $0.navigationTraitsOrNew.title = string })
    }

    /// Large or inline title (Apple: "navigationBarTitleDisplayMode(_:)").
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.displayMode = mode })
    }

    /// The older spelling (Apple: "navigationBarTitle(_:displayMode:)", deprecated).
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0.navigationTraitsOrNew.title = title.text(in: $0.environment.locale)
            $0.navigationTraitsOrNew.displayMode = displayMode
        })
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0.navigationTraitsOrNew.title = String(title)
            $0.navigationTraitsOrNew.displayMode = displayMode
        })
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0.navigationTraitsOrNew.title = title.runs.map(\.string).joined()
            $0.navigationTraitsOrNew.displayMode = displayMode
        })
    }

    /// Hides the back button of a pushed screen (Apple: "navigationBarBackButtonHidden(_:)"),
    /// for screens that draw their own or must not be left; leading items take its place.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.isBackButtonHidden = hidesBackButton })
    }

    /// Hides the navigation bar (Apple: "navigationBarHidden(_:)", deprecated but common).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.isBarHidden = hidden })
    }

    /// Pushes `destination` onto the enclosing stack while `isPresented` is true (Apple:
    /// "navigationDestination(isPresented:destination:)", iOS 16); popping it (the back
    /// button, `dismiss`) sets the binding back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentedDestination(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Pushes the destination for the item while it is not nil (Apple:
    /// "navigationDestination(item:destination:)", iOS 17); popping it sets the item to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let view = item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        return modifier(PresentedDestination(isPresented: presented, destination: view))
    }

    /// The view a `NavigationLink(value:)` of this type pushes (Apple: "navigationDestination(for:destination:)").
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NodeTraitModifier { node in
            node.navigationTraitsOrNew.destinations.append { value in (value as? D).map { AnyView(destination($0)) } }
        })
    }
}

/// `navigationDestination(isPresented:)`: pushes its destination when the binding turns true
/// (or is true when the view appears), and sets it false when the pushed screen leaves.
struct PresentedDestination: ViewModifier {
    @Binding var isPresented: Bool
    let destination: AnyView
    @Environment(\.navigationActions) private var actions
    /// Only the first appearance pushes a binding that is already true: the screen appears
    /// again when the pushed one is popped, before that one's `onDisappear` turns it off.
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content
            .onAppear {
                if !hasAppeared && isPresented { push() }
                hasAppeared = true
            }
            .onChange(of: isPresented) { _, presented in if presented { push() } }
    }

    private func push() {
        guard let actions else {
            Diagnostics.warnOnce("navigation-destination-no-stack", "navigationDestination(isPresented:) is outside a NavigationStack: nothing is pushed.")
            return
        }
        let binding = $isPresented
        actions.push(.view(AnyView(destination.onDisappear { binding.wrappedValue = false })))
    }
}

