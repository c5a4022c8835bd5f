import Foundation

// iOS 26's additions to bars that apps written for Xcode 26 use. Easel draws iOS 18's bars,
// which have no Liquid Glass groups, no minimizing tab bar and no subtitle under the title:
// these compile and are accepted, and what iOS 18 would not draw is said once.

/// Space between toolbar items, which on iOS 26 also splits them into separate glass groups
/// (Apple: "ToolbarSpacer"). iOS 18's bars space their items themselves: nothing to add.
public struct ToolbarSpacer: ToolbarContent {
    public typealias Body = Never

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

    public var toolbarEntries: [ToolbarItemEntryBox] { [] }
}

/// How a toolbar spacer sizes itself (Apple: "SpacerSizing").
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    public static let flexible = SpacerSizing(name: "flexible")
    public static let fixed = SpacerSizing(name: "fixed")
}

/// When the tab bar shrinks to its selected tab (Apple: "TabBarMinimizeBehavior", iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// Apple: "tabBarMinimizeBehavior(_:)" (iOS 26): accepted; iOS 18's tab bar does not
    /// minimize.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        if behavior != .automatic && behavior != .never {
            Diagnostics.warnOnce("tab-bar-minimize", "tabBarMinimizeBehavior(_:) is iOS 26's; the preview draws iOS 18's tab bar, which does not minimize.")
        }
        return self
    }

    /// Apple: "tabViewBottomAccessory(content:)" (iOS 26): a bar of content over the tab bar;
    /// accepted and not drawn, as iOS 18's tab bar has none.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        Diagnostics.warnOnce("tab-bottom-accessory", "tabViewBottomAccessory(content:) is iOS 26's; the preview draws iOS 18's tab bar, without the accessory.")
        return self
    }

    /// Apple: "tabViewBottomAccessory(isEnabled:content:)" (iOS 26.1).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        isEnabled ? AnyView(tabViewBottomAccessory(content: content)) : AnyView(self)
    }

    /// Apple: "navigationSubtitle(_:)" (iOS 26 on iPhone): accepted; iOS 18's navigation bar
    /// shows no subtitle.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        Diagnostics.warnOnce("navigation-subtitle", "navigationSubtitle(_:) is iOS 26's; the preview draws iOS 18's navigation bar, which has no subtitle.")
        return self
    }

    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(verbatim: String(subtitle)))
    }
}

extension ToolbarContent {
    /// Marks the item a zoom transition starts from (Apple: "matchedTransitionSource(id:in:)"
    /// on toolbar content, iOS 26): accepted, as on views.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some ToolbarContent { self }

    /// Apple: "sharedBackgroundVisibility(_:)" (iOS 26): accepted; iOS 18's items have no glass.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
