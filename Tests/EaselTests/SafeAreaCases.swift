import Foundation
@testable import Easel

/// Safe areas (LAYOUT.md rules 1, 11; DEVICES.md; Apple, "Adding a background to your view").
/// Host 400×800 with container insets top 47 and bottom 34: the safe rectangle is
/// (0, 47, 400, 719). With the keyboard up (336 from the bottom edge) it is (0, 47, 400, 417);
/// the keyboard region absorbs the container's bottom inset, so it is 336 − 34 = 302 thick
/// below the safe rectangle and the container's 34 lie beyond it.
let safeAreaCases: [LayoutCase] = [
    LayoutCase("colour fills the safe rectangle", source: "LAYOUT.md rule 1",
               insets: phoneInsets, expected: ["fill": rect(0, 47, 400, 719)]) {
        Color.red.accessibilityIdentifier("fill")
    },
    // (719 − 50) / 2 = 334.5 below the safe top.
    LayoutCase("root centred in the safe rectangle", source: "LAYOUT.md rule 1",
               insets: phoneInsets, expected: ["square": rect(175, 381.5, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
    },
    LayoutCase("ignoresSafeArea on the bottom edge only", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["fill": rect(0, 47, 400, 753)]) {
        Color.red.ignoresSafeArea(edges: .bottom).accessibilityIdentifier("fill")
    },
    LayoutCase("ignoresSafeArea container, top edge", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["fill": rect(0, 0, 400, 766)]) {
        Color.red.ignoresSafeArea(.container, edges: .top).accessibilityIdentifier("fill")
    },
    // The view does not touch the safe area's boundary, so nothing extends.
    LayoutCase("ignoresSafeArea on a view that touches no edge", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["square": rect(150, 356.5, 100, 100)]) {
        Color.red.frame(width: 100, height: 100).ignoresSafeArea().accessibilityIdentifier("square")
    },
    // The first view touches only the top edge: it grows up to 0; its sibling is not moved.
    LayoutCase("only touching edges extend", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["top": rect(0, 0, 400, 147), "rest": rect(0, 147, 400, 619)]) {
        VStack(spacing: 0) {
            Color.red.frame(height: 100).ignoresSafeArea().accessibilityIdentifier("top")
            Color.blue.accessibilityIdentifier("rest")
        }
    },
    LayoutCase("bottom view extends down only", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["top": rect(0, 47, 400, 100), "rest": rect(0, 147, 400, 653)]) {
        VStack(spacing: 0) {
            Color.red.frame(height: 100).accessibilityIdentifier("top")
            Color.blue.ignoresSafeArea().accessibilityIdentifier("rest")
        }
    },
    // The children of an extended view are laid out in its extended frame.
    LayoutCase("content of an extended view uses the extended frame", source: "LAYOUT.md rule 11",
               insets: phoneInsets, expected: ["stack": rect(0, 0, 400, 800), "square": rect(175, 375, 50, 50)]) {
        ZStack {
            Color.red
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("square")
        }
        .ignoresSafeArea()
        .accessibilityIdentifier("stack")
    },
    // Landscape phone: insets on both sides and 20 at the bottom.
    LayoutCase("landscape side insets", source: "LAYOUT.md rules 1, 11; DEVICES.md (iPhone 16 landscape)",
               host: CGSize(width: 852, height: 393), insets: EdgeInsets(top: 0, leading: 59, bottom: 20, trailing: 59),
               expected: ["plain": rect(59, 0, 734, 373), "wide": rect(0, 0, 852, 373)]) {
        HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("plain")
        }
        .overlay { Color.blue.ignoresSafeArea(edges: .horizontal).accessibilityIdentifier("wide") }
    },
    // Keyboard up: .container reaches the top but no longer the bottom (the keyboard is there).
    LayoutCase("keyboard up: ignores the container only", source: "LAYOUT.md rule 11",
               insets: phoneInsets, keyboard: 336, expected: ["fill": rect(0, 0, 400, 464)]) {
        Color.red.ignoresSafeArea(.container).accessibilityIdentifier("fill")
    },
    // The keyboard region is only on the bottom edge: asking for it on the top edge does nothing.
    LayoutCase("keyboard up: keyboard region on the top edge", source: "LAYOUT.md rule 11",
               insets: phoneInsets, keyboard: 336, expected: ["fill": rect(0, 47, 400, 417)]) {
        Color.red.ignoresSafeArea(.keyboard, edges: .top).accessibilityIdentifier("fill")
    },
    LayoutCase("keyboard up: all regions, bottom edge", source: "LAYOUT.md rule 11",
               insets: phoneInsets, keyboard: 336, expected: ["fill": rect(0, 47, 400, 753)]) {
        Color.red.ignoresSafeArea(.all, edges: .bottom).accessibilityIdentifier("fill")
    },
    // Keyboard hidden: the keyboard region is empty, ignoring it changes nothing.
    LayoutCase("keyboard hidden: ignoring the keyboard does nothing", source: "LAYOUT.md rule 11; DEVICES.md",
               insets: phoneInsets, expected: ["fill": rect(0, 47, 400, 719)]) {
        Color.red.ignoresSafeArea(.keyboard).accessibilityIdentifier("fill")
    },
    // Apple's "keyboard-adjusting" layout: the background ignores the safe area, the content
    // does not. Content: title "Welcome" (7 × 14 = 98 × 34), 8, a 200×40 field: 200 × 82;
    // padded 232 × 114. Keyboard up: centred in (0, 47, 400, 417): y = 47 + 151.5.
    LayoutCase("keyboard-adjusting content over a full-screen background", source: "Apple, Adding a background to your view (Display views when the keyboard appears)",
               insets: phoneInsets, keyboard: 336,
               expected: ["background": rect(0, 0, 400, 800), "stack": rect(0, 47, 400, 417),
                          "content": rect(84, 198.5, 232, 114), "field": rect(100, 256.5, 200, 40)]) {
        signInLayout(backgroundIgnoresSafeArea: true)
    },
    LayoutCase("keyboard-adjusting content, keyboard hidden", source: "Apple, Adding a background to your view",
               insets: phoneInsets,
               expected: ["background": rect(0, 0, 400, 800), "stack": rect(0, 47, 400, 719), "content": rect(84, 349.5, 232, 114)]) {
        signInLayout(backgroundIgnoresSafeArea: true)
    },
    // Without ignoresSafeArea the gradient "avoids the safe area insets by default".
    LayoutCase("background in a ZStack avoids the safe area", source: "Apple, Adding a background to your view (Expand the background)",
               insets: phoneInsets,
               expected: ["background": rect(0, 47, 400, 719), "content": rect(84, 349.5, 232, 114)]) {
        signInLayout(backgroundIgnoresSafeArea: false)
    },
    // .ignoresSafeArea() on the whole ZStack: "the vertical stack's content stays fixed, ignoring
    // the space the keyboard takes": centred in 800, y = (800 − 114) / 2 = 343, keyboard or not.
    LayoutCase("whole ZStack ignores the keyboard", source: "Apple, Adding a background to your view (Extend the background)",
               insets: phoneInsets, keyboard: 336,
               expected: ["background": rect(0, 0, 400, 800), "content": rect(84, 343, 232, 114)]) {
        signInLayout(backgroundIgnoresSafeArea: false).ignoresSafeArea()
    },
    // A background view that ignores the safe area extends with its primary's touching edges.
    LayoutCase("background content extends from a touching primary", source: "LAYOUT.md rules 10, 11",
               insets: phoneInsets,
               expected: ["primary": rect(0, 47, 400, 719), "background": rect(0, 0, 400, 800)]) {
        Color.clear.accessibilityIdentifier("primary")
            .background { Color.red.ignoresSafeArea().accessibilityIdentifier("background") }
    },
]

private let phoneInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

/// The sign-in view of Apple's "Adding a background to your view", with a 200×40 colour in
/// place of the text field and button row.
private func signInLayout(backgroundIgnoresSafeArea: Bool) -> some View {
    ZStack {
        if backgroundIgnoresSafeArea {
            Color.red.ignoresSafeArea().accessibilityIdentifier("background")
        } else {
            Color.red.accessibilityIdentifier("background")
        }
        VStack {
            Text("Welcome").font(.title)
            Color.gray.frame(width: 200, height: 40).accessibilityIdentifier("field")
        }
        .padding()
        .accessibilityIdentifier("content")
    }
    .accessibilityIdentifier("stack")
}
