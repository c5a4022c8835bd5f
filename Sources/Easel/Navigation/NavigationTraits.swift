import Foundation

/// Title display modes (Apple: "NavigationBarItem.TitleDisplayMode").
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The value a selection takes for this view in a `TabView` or `Picker` (Apple: "tag(_:)").
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(NodeTraitModifier { $0[TagTrait.self] = AnyHashable(tag) })
    }

    /// The view's item in the tab bar of the `TabView` around it (Apple: "tabItem(_:)").
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(NodeTraitModifier { $0[TabItemTrait.self] = item })
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
        modifier(NodeTraitModifier { $0[NavigationTitleTrait.self] = title.text(in: $0.environment.locale) })
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NodeTraitModifier { $0[NavigationTitleTrait.self] = String(title) })
    }

    public func navigationTitle(_ title: Text) -> some View {
        modifier(NodeTraitModifier { $0[NavigationTitleTrait.self] = title.runs.map(\.string).joined() })
    }

    /// A title a person may rename (Apple: "navigationTitle(_:)" with a `Binding<String>`,
    /// iOS 16): the bar shows the string; renaming it from the title's menu is not offered.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        let string = title.wrappedValue
        return modifier(NodeTraitModifier { $0[NavigationTitleTrait.self] = string })
    }

    /// Large or inline title (Apple: "navigationBarTitleDisplayMode(_:)").
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NodeTraitModifier { $0[TitleDisplayModeTrait.self] = mode })
    }

    /// The older spelling (Apple: "navigationBarTitle(_:displayMode:)", deprecated).
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0[NavigationTitleTrait.self] = title.text(in: $0.environment.locale)
            $0[TitleDisplayModeTrait.self] = displayMode
        })
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0[NavigationTitleTrait.self] = String(title)
            $0[TitleDisplayModeTrait.self] = displayMode
        })
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(NodeTraitModifier {
            $0[NavigationTitleTrait.self] = title.runs.map(\.string).joined()
            $0[TitleDisplayModeTrait.self] = displayMode
        })
    }

    /// Hides the back button of a pushed screen (Apple: "navigationBarBackButtonHidden(_:)"),
    /// for screens that draw their own or must not be left; leading items take its place.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0[BackButtonHiddenTrait.self] = hidesBackButton })
    }

    /// Hides the navigation bar (Apple: "navigationBarHidden(_:)", deprecated but common).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NodeTraitModifier { $0[NavigationBarHiddenTrait.self] = hidden })
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
            node[NavigationDestinationsTrait.self].append { value in (value as? D).map { AnyView(destination($0)) } }
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

// The traits set above, read by the containers around (`NodeTraits`).

/// `navigationTitle(_:)`: the title the navigation bar around shows.
enum NavigationTitleTrait: NodeTraitKey { typealias Value = String? }

/// `navigationBarTitleDisplayMode(_:)`: a large or an inline title.
enum TitleDisplayModeTrait: NodeTraitKey { typealias Value = NavigationBarItem.TitleDisplayMode? }

/// `navigationDestination(for:destination:)`: what a pushed value shows.
enum NavigationDestinationsTrait: NodeTraitKey { typealias Value = [(Any) -> AnyView?] }

/// `navigationBarBackButtonHidden(_:)`.
enum BackButtonHiddenTrait: NodeTraitKey { typealias Value = Bool? }
