import Foundation

/// What a toolbar is for (Apple: "ToolbarRole"): on iPhone, `.editor` and `.browser` change how
/// the back button and title sit in the bar. Easel keeps the role and draws the bar as for
/// `.navigationStack`.
public struct ToolbarRole: Sendable {
    let id: Int
    public static let automatic = ToolbarRole(id: 0)
    public static let navigationStack = ToolbarRole(id: 1)
    public static let browser = ToolbarRole(id: 2)
    public static let editor = ToolbarRole(id: 3)
}

/// How the navigation title shows (Apple: "ToolbarTitleDisplayMode", iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// iOS 17's large title at the leading edge of the bar itself: Easel draws a large title.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// A menu on the navigation title (Apple: "ToolbarTitleMenu", iOS 16), as toolbar content:
/// kept; Easel draws the title without its menu chevron.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var toolbarEntries: [ToolbarItemEntryBox] { [] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    public init() { self.content = EmptyView() }
}

extension View {
    /// A menu on the navigation title (Apple: "toolbarTitleMenu(content:)"): kept; the title is
    /// drawn without its menu.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// The role of the toolbar (Apple: "toolbarRole(_:)"): kept; the bar is drawn as a
    /// navigation stack's.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// How the navigation title shows (Apple: "toolbarTitleDisplayMode(_:)"): as
    /// `navigationBarTitleDisplayMode(_:)`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Shows or hides bars (Apple: "toolbarVisibility(_:for:)", iOS 18): as `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }
}
