import Foundation

/// A menu that opens when the view is held (Apple: "contextMenu(menuItems:)"): in a preview,
/// a press held half a second opens the menu card below the view, as a `Menu`'s tap does.
private struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    let items: MenuItems
    @State private var isOpen = false

    func body(content: Content) -> some View {
        let open = $isOpen
        return content
            .onLongPressGesture(minimumDuration: 0.5) { open.wrappedValue = true }
            .modifier(PresentingModifier(presented: isOpen ? MenuPopup(content: items) : nil, dismiss: { open.wrappedValue = false }))
    }
}

extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// The iOS 16 form with a preview (Apple: "contextMenu(menuItems:preview:)"); the preview is
    /// not shown above the menu.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}
