import Foundation

/// How a `TabView` shows its tabs (Apple: "TabViewStyle"). iOS's styles are built in: the tab
/// bar (`.automatic`, `.sidebarAdaptable` and `.tabBarOnly` on iPhone) and pages (`.page`).
public protocol TabViewStyle {}

/// A paged tab view's options. Public only because `TabViewStyle` must name it.
struct TabViewPaging: Equatable {
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
}

/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle {
    public init() {}
    /// A tab bar: no paging.
    var kind: TabViewPaging? { nil }
}

/// iOS 18: a tab bar that becomes a sidebar on iPad; the tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle {
    public init() {}
    /// A tab bar: no paging.
    var kind: TabViewPaging? { nil }
}

/// iOS 18: the tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle {
    public init() {}
    /// A tab bar: no paging.
    var kind: TabViewPaging? { nil }
}

/// Pages side by side, one at a time, with index dots (Apple: "PageTabViewStyle").
///
/// 1. No tab bar: the selected page fills the tab view's frame (its safe area as any view's).
/// 2. The index dots (a `UIPageControl`) sit centred in a 26-point band at the bottom of the
///    frame, over the page: 8-point dots 16 points apart, the current one white, the others
///    white at 35 % (UIKit's defaults for a page control on a dark page; the sizes are read off
///    iOS screenshots, not published). `.automatic` shows them when there are two pages or
///    more, `.always` always, `.never` never; `.indexViewStyle(.page(backgroundDisplayMode:
///    .always))` puts a translucent dark capsule behind them.
/// 3. A horizontal drag of 40 points or more across the page turns to the next or previous
///    page, and a click on the dots' leading or trailing half turns one page, as on iOS.
public struct PageTabViewStyle: TabViewStyle, BuiltInStyle {
    public struct IndexDisplayMode: Hashable, Sendable {
        let rawValue: Int
        public static let automatic = IndexDisplayMode(rawValue: 0)
        public static let always = IndexDisplayMode(rawValue: 1)
        public static let never = IndexDisplayMode(rawValue: 2)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    var kind: TabViewPaging? { TabViewPaging(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

/// How a paged tab view's index dots look (Apple: "IndexViewStyle").
public protocol IndexViewStyle {}

/// The index dots, with or without a background behind them (Apple: "PageIndexViewStyle").
public struct PageIndexViewStyle: IndexViewStyle, BuiltInStyle {
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let rawValue: Int
        public static let automatic = BackgroundDisplayMode(rawValue: 0)
        public static let interactive = BackgroundDisplayMode(rawValue: 1)
        public static let always = BackgroundDisplayMode(rawValue: 2)
        public static let never = BackgroundDisplayMode(rawValue: 3)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    var kind: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewPagingKey: EnvironmentKey { static let defaultValue: TabViewPaging? = nil }
private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }

extension EnvironmentValues {
    /// The paging of the tab views below; nil: a tab bar.
    var tabViewPaging: TabViewPaging? {
        get { self[TabViewPagingKey.self] }
        set { self[TabViewPagingKey.self] = newValue }
    }

    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views below show their tabs (Apple: "tabViewStyle(_:)").
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPaging, BuiltInStyles.kind(of: style, protocol: "TabViewStyle", fallback: nil))
    }

    /// Sets how a paged tab view's index dots look (Apple: "indexViewStyle(_:)").
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, BuiltInStyles.kind(of: style, protocol: "IndexViewStyle", fallback: .automatic))
    }
}

/// Step 2: the index dots; a click on either half turns a page (step 3). UIKit's
/// `UIPageControl` draws them too.
@_spi(Frameworks)
public struct PageIndexDots: View {
    let count: Int
    let selected: Int
    let hasBackground: Bool
    let turn: (Int) -> Void

    public init(count: Int, selected: Int, hasBackground: Bool, turn: @escaping (Int) -> Void) {
        self.count = count
        self.selected = selected
        self.hasBackground = hasBackground
        self.turn = turn
    }

    static let bandHeight: CGFloat = 26
    static let diameter: CGFloat = 8
    static let pitch: CGFloat = 16

    public var body: some View {
        HStack(spacing: PageIndexDots.pitch - PageIndexDots.diameter) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(Color.white.opacity(index == selected ? 1 : 0.35))
                    .frame(width: PageIndexDots.diameter, height: PageIndexDots.diameter)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: PageIndexDots.bandHeight)
        .background { if hasBackground { Capsule().fill(Color.black.opacity(0.25)) } }
        .overlay {
            HStack(spacing: 0) {
                Color.clear.contentShape(Rectangle()).onTapGesture { turn(-1) }
                Color.clear.contentShape(Rectangle()).onTapGesture { turn(1) }
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Page \(selected + 1) of \(count)")
        .accessibilityIdentifier("page-index")
    }
}
