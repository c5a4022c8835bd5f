import Foundation

/// What `.searchable` tells the navigation stack: the search field to draw in its bar.
struct SearchFieldEntry {
    let text: Binding<String>
    let prompt: Text
    let isActive: Binding<Bool>
    /// `.navigationBarDrawer(displayMode: .always)`: the field stays under the bar as a large
    /// title scrolls away; otherwise it scrolls away with the title.
    let staysInSight: Bool
    /// `onSubmit(of: .search)` actions around the `.searchable`.
    let submitActions: [() -> Void]
}

/// `.searchable`: puts a search field in the navigation bar of the screen, and tells the
/// screen's views whether a search is going on (`isSearching`, `dismissSearch`).
private struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    @State private var isActive = false
    @Environment(\.searchSubmitActions) private var submitActions

    func body(content: Content) -> some View {
        let text = text, isPresented = isPresented
        let local = $isActive
        // `isPresented` (iOS 17), when given, is the search's state; else the modifier's own.
        let active = isPresented ?? local
        let entry = SearchFieldEntry(text: text, prompt: prompt ?? Text("Search"), isActive: active,
                                     staysInSight: placement.id == SearchFieldPlacement.navigationBarDrawerAlways,
                                     submitActions: submitActions)
        return content
            .environment(\.isSearching, active.wrappedValue)
            .environment(\.dismissSearch, DismissSearchAction {
                guard active.wrappedValue else { return }
                active.wrappedValue = false
                text.wrappedValue = ""
            })
            .modifier(NodeTraitModifier { $0[SearchFieldTrait.self] = entry })
    }
}

/// The search field under the navigation bar's title, as iOS 18 draws it: a rounded field in
/// the tertiary fill with a magnifying glass and the prompt, 36 points tall; while searching,
/// Cancel beside it ends the search.
struct NavigationSearchField: View {
    let entry: SearchFieldEntry
    @FocusState private var focused: Bool

    /// The field's band under the bar or large title (52 points: the 36-point field with 8
    /// above and below; UISearchBar's height, uncertain) and its corner radius.
    static let bandHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10

    var body: some View {
        let isActive = entry.isActive
        HStack(spacing: 12) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField("", text: entry.text, prompt: entry.prompt)
                    .environment(\.submitActions, entry.submitActions)
                    .focused($focused)
                    .submitLabel(.search)
                    .accessibilityIdentifier("search-field")
                if !entry.text.wrappedValue.isEmpty {
                    Button { entry.text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: Self.fieldHeight, maxHeight: Self.fieldHeight)
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
            // The search's state lives in the `.searchable` modifier; the field's own focus
            // shows Cancel at once when the field is clicked.
            if isActive.wrappedValue || focused {
                Button("Cancel") {
                    isActive.wrappedValue = false
                    entry.text.wrappedValue = ""
                    focused = false
                }
                .accessibilityIdentifier("search-cancel")
            }
        }
        .padding(.horizontal, 16)
        .frame(height: Self.bandHeight)
        .onChange(of: focused) { _, isFocused in
            if isFocused { isActive.wrappedValue = true }
        }
    }
}

/// Ends the search (Apple: "DismissSearchAction"): clears the text and leaves the field.
public struct DismissSearchAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }

extension EnvironmentValues {
    /// Ends the search of the `.searchable` around the view (Apple: "dismissSearch").
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// A search field in the navigation bar, under the title (Apple:
    /// "searchable(text:placement:prompt:)"); typing in it changes `text`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// With whether the search is going on bound (Apple: "searchable(text:isPresented:placement:prompt:)").
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// The iOS 15 form with suggestions, deprecated (Apple: "searchable(text:placement:prompt:suggestions:)").
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// With tokens (Apple: "searchable(text:tokens:placement:prompt:token:)"): the field is drawn
    /// without its tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        SearchNote.tokens()
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// Suggestions shown while searching (Apple: "searchSuggestions(_:)"): kept; Easel does
    /// not show the suggestions list yet and says so once.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        Diagnostics.warnOnce("search-suggestions", "searchSuggestions: Easel does not show search suggestions yet; the screen is shown without them.")
        return self
    }

    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// What choosing a suggestion types into the field (Apple: "searchCompletion(_:)").
    public func searchCompletion(_ completion: String) -> some View { self }

    /// Scopes under the search field (Apple: "searchScopes(_:scopes:)"): kept; not drawn yet.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        Diagnostics.warnOnce("search-scopes", "searchScopes: Easel does not draw search scopes yet; the search field is shown without them.")
        return self
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

private enum SearchNote {
    static func tokens() {
        Diagnostics.warnOnce("search-tokens", "searchable(text:tokens:): Easel draws the search field without its tokens.")
    }
}

/// Where search suggestions show (Apple: "SearchSuggestionsPlacement").
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let id: Int
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(id: 0) }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(id: 1) }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(id: 2) }

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var content: Set { Set(rawValue: 1) }
        public static var menu: Set { Set(rawValue: 2) }
    }
}

/// When search scopes show (Apple: "SearchScopeActivation").
public struct SearchScopeActivation: Sendable {
    let id: Int
    public static var automatic: SearchScopeActivation { SearchScopeActivation(id: 0) }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(id: 1) }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(id: 2) }
}

/// Where a search field goes (Apple: "SearchFieldPlacement"). On iPhone every placement is
/// the field under the navigation bar's title.
public struct SearchFieldPlacement: Sendable {
    let id: Int
    static let navigationBarDrawerAlways = 3
    public static let automatic = SearchFieldPlacement(id: 0)
    public static let navigationBarDrawer = SearchFieldPlacement(id: 1)
    public static let toolbar = SearchFieldPlacement(id: 2)
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(id: 0) }
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(id: displayMode == .always ? navigationBarDrawerAlways : 1)
    }

    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `searchable(text:)`: the search field the navigation bar shows.
enum SearchFieldTrait: NodeTraitKey { typealias Value = SearchFieldEntry? }
