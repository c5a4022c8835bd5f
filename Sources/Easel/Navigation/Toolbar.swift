import Foundation

/// Where a toolbar item goes (Apple: "ToolbarItemPlacement").
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, status, keyboard }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let status = ToolbarItemPlacement(slot: .status)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// One item of a toolbar, as the bar draws it.
struct ToolbarItemEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of `.toolbar { }` (Apple: "ToolbarContent").
///
/// As with views, write your own by declaring `body` (`struct EditorToolbar: ToolbarContent`);
/// Easel's items (`ToolbarItem`, `ToolbarItemGroup`) are primitive, their `Body` is `Never`,
/// and make the bar's entries themselves.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }

    /// The items this content puts in the bars. Primitive items implement it; your content
    /// uses the default, which is its body's.
    var toolbarEntries: [ToolbarItemEntryBox] { get }
}

extension ToolbarContent {
    public var toolbarEntries: [ToolbarItemEntryBox] { body.toolbarEntries }
}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

extension Never: ToolbarContent {
    public var toolbarEntries: [ToolbarItemEntryBox] { [] }
}

/// The items a toolbar content makes. Public only because `ToolbarContent` must name it.
public struct ToolbarItemEntryBox {
    let entry: ToolbarItemEntry
}

/// One toolbar item (Apple: "ToolbarItem").
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public var toolbarEntries: [ToolbarItemEntryBox] { [ToolbarItemEntryBox(entry: ToolbarItemEntry(placement: placement, view: AnyView(content)))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items in one place (Apple: "ToolbarItemGroup").
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var toolbarEntries: [ToolbarItemEntryBox] {
        [ToolbarItemEntryBox(entry: ToolbarItemEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content })))]
    }
}

/// Several toolbar contents, in order; their entries are made when the bar asks for them.
public struct TupleToolbarContent: CustomizableToolbarContent {
    public typealias Body = Never
    let parts: [any ToolbarContent]
    public var toolbarEntries: [ToolbarItemEntryBox] { parts.flatMap { $0.toolbarEntries } }
}

/// Builds toolbar content (Apple: "ToolbarContentBuilder").
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for item in repeat each content { parts.append(item) }
        return TupleToolbarContent(parts: parts)
    }

    // The branches take the block's own type, not a generic one: with the variadic
    // `buildBlock` above, a generic `buildOptional<C>` leaves `C` uninferrable, and every `if`
    // in a toolbar failed to compile ("generic parameter 'C' could not be inferred").
    public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
        content ?? TupleToolbarContent(parts: [])
    }

    public static func buildEither(first content: TupleToolbarContent) -> TupleToolbarContent { content }

    public static func buildEither(second content: TupleToolbarContent) -> TupleToolbarContent { content }

    public static func buildLimitedAvailability(_ content: TupleToolbarContent) -> TupleToolbarContent { content }
}

/// Where a toolbar visibility applies (Apple: "ToolbarPlacement").
public struct ToolbarPlacement: Hashable, Sendable {
    let id: Int
    public static let automatic = ToolbarPlacement(id: 0)
    public static let navigationBar = ToolbarPlacement(id: 1)
    public static let bottomBar = ToolbarPlacement(id: 2)
    public static let tabBar = ToolbarPlacement(id: 3)
}

/// Shown, hidden or automatic (Apple: "Visibility").
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension View {
    /// Items for the navigation bar (Apple: "toolbar(content:)").
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().toolbarEntries.map(\.entry)
        return modifier(NodeTraitModifier { $0[ToolbarItemsTrait.self] += entries })
    }

    /// Views for the navigation bar's trailing side (Apple: "toolbar(content:)" with views).
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarItemEntry(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }))
        return modifier(NodeTraitModifier { $0[ToolbarItemsTrait.self].append(entry) })
    }

    /// Hides or shows a bar (Apple: "toolbar(_:for:)").
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: the navigation bar's visibility.
    func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        modifier(NodeTraitModifier { node in
            if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) {
                node[NavigationBarHiddenTrait.self] = visibility == .hidden
            }
            if bars.contains(.bottomBar) { node[BottomBarHiddenTrait.self] = visibility == .hidden }
        })
    }

    /// Accepted for source compatibility; the bar's background follows the content's scroll
    /// (Apple: "toolbarBackground(_:for:)").
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
}

/// A toolbar below the content: the bottom bar (`.bottomBar`, `.status`) or the bar on the
/// keyboard (`.keyboard`), 44 points tall (UIToolbar's height on iPhones in portrait before
/// iOS 26: Tencent/QMUI_iOS issue 633 measured "44 + safeAreaBottom" on home-indicator iPhones
/// in portrait, where some iOS 11 reports had 49; the later measurement is taken), its items 16 points from the sides (Flutter's Cupertino bars, measured against
/// iOS 17), in the body font and the tint.
///
/// A bottom bar's items spread out as SwiftUI spaces them: one alone is centred (seen on iOS 16),
/// several have flexible space between them; a `Spacer` in a `ToolbarItemGroup` is flexible
/// space; a `.status` item stands in the middle (Apple: "the status placement … in the center
/// of the toolbar"), over the others' space, as Mail's "Updated Just Now", and an item beside
/// it goes to the trailing end, as Mail's compose button. The keyboard bar's
/// items pack from the leading side, which is why apps write `Spacer()` before a keyboard's
/// Done button.
struct BottomToolbar: View {
    enum Kind { case bottomBar, keyboard }
    let items: [ToolbarItemEntry]
    let kind: Kind

    static let height: CGFloat = 44

    var body: some View {
        let items = self.items.filter { $0.placement.slot != .status }
        let hasStatus = items.count < self.items.count
        HStack(spacing: 16) {
            if kind == .bottomBar, items.count == 1 {
                // Alone, centred; beside a status, at the trailing end.
                items[0].view.frame(maxWidth: .infinity, alignment: hasStatus ? .trailing : .center)
            } else {
                ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                    if kind == .bottomBar, index > 0 { Spacer(minLength: 0) }
                    item.view
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay {
            ForEach(Array(self.items.enumerated()).filter { $0.element.placement.slot == .status }, id: \.offset) { $0.element.view }
        }
        // Labels show their icons only (`DefaultLabelStyle`).
        .environment(\.isInToolbar, true)
        .padding(.horizontal, 16)
        .frame(height: Self.height)
        .accessibilityIdentifier(kind == .bottomBar ? "bottom-toolbar" : "keyboard-toolbar")
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `toolbar(content:)`: the items the bars around show.
enum ToolbarItemsTrait: NodeTraitKey { typealias Value = [ToolbarItemEntry] }

/// `navigationBarHidden(_:)`, `toolbar(.hidden, for: .navigationBar)`.
enum NavigationBarHiddenTrait: NodeTraitKey { typealias Value = Bool? }

/// `toolbar(.hidden, for: .tabBar)`: the tab bar is hidden on this screen.
enum BottomBarHiddenTrait: NodeTraitKey { typealias Value = Bool? }
