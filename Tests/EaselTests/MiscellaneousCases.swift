import Foundation
@testable import Easel

/// fixedSize, GeometryReader, offset, zIndex, position, aspectRatio, layoutPriority, Spacer,
/// Divider, Group/ForEach, conditional content, the root, custom layouts. Host 400×800.
let miscellaneousCases: [LayoutCase] = [
    // "Hello World" is 11 × 8.5 = 93.5 wide unwrapped; it overflows the 50-wide frame, centred.
    LayoutCase("fixedSize text overflows a narrow frame", source: "LAYOUT.md rules 2, 3, 13",
               expected: ["frame": rect(175, 389, 50, 22), "text": rect(153.25, 389, 93.5, 22)]) {
        Text("Hello World").fixedSize().accessibilityIdentifier("text")
            .frame(width: 50).accessibilityIdentifier("frame")
    },
    // Without fixedSize it wraps: "Hello" / "World", 42.5 × 44.
    LayoutCase("text wraps in a narrow frame", source: "LAYOUT.md rules 2, 3",
               expected: ["frame": rect(175, 378, 50, 44), "text": rect(178.75, 378, 42.5, 44)]) {
        Text("Hello World").accessibilityIdentifier("text")
            .frame(width: 50).accessibilityIdentifier("frame")
    },
    LayoutCase("fixedSize on one axis", source: "LAYOUT.md rules 2, 13",
               expected: ["fill": rect(0, 395, 400, 10)]) {
        Color.red.accessibilityIdentifier("fill").fixedSize(horizontal: false, vertical: true)
    },
    LayoutCase("GeometryReader takes the proposal, content at its top-leading corner", source: "LAYOUT.md rule 13",
               expected: ["reader": rect(0, 0, 400, 800), "child": rect(0, 0, 50, 50)]) {
        GeometryReader { _ in
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
        }
        .accessibilityIdentifier("reader")
    },
    LayoutCase("GeometryReader under fixedSize is 0×0", source: "LAYOUT.md rule 13",
               expected: ["reader": rect(200, 400, 0, 0), "child": rect(200, 400, 50, 50)]) {
        GeometryReader { _ in
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
        }
        .accessibilityIdentifier("reader")
        .fixedSize()
    },
    LayoutCase("GeometryReader content sized from the proxy", source: "LAYOUT.md rule 13; Apple, GeometryProxy",
               expected: ["reader": rect(100, 350, 200, 100), "child": rect(100, 350, 100, 25)]) {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("child")
        }
        .accessibilityIdentifier("reader")
        .frame(width: 200, height: 100)
    },
    // The reader is flexible, the 100-high colour is not: the reader gets 800 − 100.
    LayoutCase("GeometryReader in a VStack", source: "LAYOUT.md rules 6, 13",
               expected: ["reader": rect(0, 0, 400, 700), "bottom": rect(0, 700, 400, 100)]) {
        VStack(spacing: 0) {
            GeometryReader { _ in Color.red }.accessibilityIdentifier("reader")
            Color.blue.frame(height: 100).accessibilityIdentifier("bottom")
        }
    },
    // offset moves drawing only: neither the view's frame nor its sibling's changes.
    LayoutCase("offset leaves layout alone", source: "LAYOUT.md rule 13",
               expected: ["moved": rect(150, 375, 50, 50), "sibling": rect(200, 375, 50, 50)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 100, y: 30).accessibilityIdentifier("moved")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("sibling")
        }
    },
    LayoutCase("zIndex leaves layout alone", source: "LAYOUT.md rule 13",
               expected: ["front": rect(150, 350, 100, 100), "back": rect(175, 375, 50, 50)]) {
        ZStack {
            Color.red.frame(width: 100, height: 100).zIndex(1).accessibilityIdentifier("front")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("back")
        }
    },
    // position takes the whole proposal and centres the view on the point.
    LayoutCase("position in the root", source: "Apple, position(x:y:)",
               expected: ["positioned": rect(0, 0, 400, 800), "child": rect(75, 75, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .position(x: 100, y: 100).accessibilityIdentifier("positioned")
    },
    LayoutCase("position at the origin of a frame", source: "Apple, position(x:y:)",
               expected: ["positioned": rect(150, 350, 100, 100), "child": rect(125, 325, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .position(x: 0, y: 0).accessibilityIdentifier("positioned")
            .frame(width: 100, height: 100)
    },
    // Fit: the largest 2:1 rectangle in 400×800 is 400×200.
    LayoutCase("aspectRatio fit", source: "Apple, aspectRatio(_:contentMode:)",
               expected: ["fill": rect(0, 300, 400, 200)]) {
        Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("fill")
    },
    // Fill: the smallest 2:1 rectangle covering 100×100 is 200×100, centred in the frame.
    LayoutCase("aspectRatio fill", source: "Apple, aspectRatio(_:contentMode:)",
               expected: ["fill": rect(100, 350, 200, 100)]) {
        Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("fill")
            .frame(width: 100, height: 100)
    },
    // No ratio: the colour's ideal 10×10 gives 1:1.
    LayoutCase("aspectRatio from the ideal size", source: "Apple, aspectRatio(_:contentMode:)",
               expected: ["fill": rect(0, 200, 400, 400)]) {
        Color.red.aspectRatio(contentMode: .fit).accessibilityIdentifier("fill")
    },
    // Priority 1 is served first (the other's minimum 0 reserved): offered 400, takes 300.
    LayoutCase("layoutPriority", source: "LAYOUT.md rule 6; Apple, layoutPriority(_:)",
               expected: ["low": rect(0, 0, 100, 800), "high": rect(100, 0, 300, 800)]) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 300).accessibilityIdentifier("low")
            Color.blue.frame(maxWidth: 300).layoutPriority(1).accessibilityIdentifier("high")
        }
    },
    // The spacer's minimum is reserved (50), the colours take 200 each regardless, the spacer is
    // offered max(400 − 450, 0) and keeps its 50: 450 wide, x = −25.
    LayoutCase("Spacer minLength", source: "LAYOUT.md rule 8",
               expected: ["a": rect(-25, 375, 200, 50), "spacer": rect(175, 400, 50, 0), "b": rect(225, 375, 200, 50)]) {
        HStack {
            Color.red.frame(width: 200, height: 50).accessibilityIdentifier("a")
            Spacer(minLength: 50).accessibilityIdentifier("spacer")
            Color.blue.frame(width: 200, height: 50).accessibilityIdentifier("b")
        }
    },
    LayoutCase("Spacer default minimum length", source: "LAYOUT.md rule 8",
               expected: ["a": rect(-4, 375, 200, 50), "spacer": rect(196, 400, 8, 0), "b": rect(204, 375, 200, 50)]) {
        HStack {
            Color.red.frame(width: 200, height: 50).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("spacer")
            Color.blue.frame(width: 200, height: 50).accessibilityIdentifier("b")
        }
    },
    LayoutCase("Spacer outside a stack expands both ways", source: "Apple, Spacer",
               expected: ["spacer": rect(0, 0, 400, 800)]) {
        Spacer().accessibilityIdentifier("spacer")
    },
    // At display scale 1 a divider is 1 point thick; across a VStack it is as wide as proposed.
    // 50 + 1 + 50 = 101 high at y = 349.5.
    LayoutCase("Divider in a VStack", source: "Apple, Divider",
               expected: ["divider": rect(0, 399.5, 400, 1), "b": rect(175, 400.5, 50, 50)]) {
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Divider().accessibilityIdentifier("divider")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        }
        .environment(\.displayScale, 1)
    },
    // In an HStack it is vertical and as tall as proposed: 50 + 1 + 50 = 101 wide at x = 149.5.
    LayoutCase("Divider in an HStack", source: "Apple, Divider",
               expected: ["divider": rect(199.5, 0, 1, 800)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Divider().accessibilityIdentifier("divider")
            Color.blue.frame(width: 50, height: 50)
        }
        .environment(\.displayScale, 1)
        .frame(width: 101)
    },
    // The frame applies to each member of the group: two 50×50 subviews, default gap 8.
    LayoutCase("modifier on a Group applies to each member", source: "Apple, Group",
               expected: ["red": rect(146, 375, 50, 50), "blue": rect(204, 375, 50, 50)]) {
        HStack {
            Group {
                Color.red.accessibilityIdentifier("red")
                Color.blue.accessibilityIdentifier("blue")
            }
            .frame(width: 50, height: 50)
        }
    },
    // 20 + 40 + 60 = 120 wide, x = 140.
    LayoutCase("ForEach makes one subview per element", source: "Apple, ForEach; LAYOUT.md rule 6",
               expected: ["c0": rect(140, 395, 20, 10), "c1": rect(160, 395, 40, 10), "c2": rect(200, 395, 60, 10)]) {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Color.red.frame(width: CGFloat(20 * (index + 1)), height: 10).accessibilityIdentifier("c\(index)")
            }
        }
    },
    // The false `if` and the EmptyView add neither a subview nor a gap: 50 + 8 + 50.
    LayoutCase("missing views add no spacing", source: "Apple, EmptyView; LAYOUT.md rule 6",
               expected: ["a": rect(146, 375, 50, 50), "c": rect(204, 375, 50, 50)]) {
        HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            if Bool(false) {
                Color.green.frame(width: 50, height: 50)
            }
            EmptyView()
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("c")
        }
    },
    // Two root views form an implicit VStack: 50 + 8 + 20 = 78 high at y = 361.
    LayoutCase("several root views form a VStack", source: "LAYOUT.md rule 1",
               expected: ["a": rect(175, 361, 50, 50), "b": rect(150, 419, 100, 20)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
        Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("b")
    },
    LayoutCase("root larger than the host overflows, centred", source: "LAYOUT.md rule 1",
               expected: ["big": rect(-100, -100, 600, 1000)]) {
        Color.red.frame(width: 600, height: 1000).accessibilityIdentifier("big")
    },
    // Subviews at their ideal sizes, each starting where the previous one ends on both axes.
    LayoutCase("custom Layout: a diagonal", source: "Apple, Layout",
               expected: ["layout": rect(155, 355, 90, 90), "a": rect(155, 355, 20, 20),
                          "b": rect(175, 375, 30, 30), "c": rect(205, 405, 40, 40)]) {
        DiagonalLayout {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("b")
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("c")
        }
        .accessibilityIdentifier("layout")
    },
    // Each subview gets the width of the widest (Apple's "Composing custom layouts" example),
    // with the subviews' preferred spacing (8) between them: 3 × 60 + 16 = 196 wide.
    LayoutCase("custom Layout: equal widths with ViewSpacing", source: "Apple, Composing custom layouts with SwiftUI",
               expected: ["a": rect(102, 390, 60, 20), "b": rect(170, 390, 60, 20), "c": rect(238, 390, 60, 20)]) {
        EqualWidthHStack {
            Color.red.frame(minWidth: 20, idealWidth: 20, maxWidth: .infinity).frame(height: 20).accessibilityIdentifier("a")
            Color.green.frame(minWidth: 60, idealWidth: 60, maxWidth: .infinity).frame(height: 20).accessibilityIdentifier("b")
            Color.blue.frame(minWidth: 40, idealWidth: 40, maxWidth: .infinity).frame(height: 20).accessibilityIdentifier("c")
        }
    },
    LayoutCase("AnyLayout horizontal", source: "Apple, AnyLayout",
               expected: ["a": rect(150, 375, 50, 50), "b": rect(200, 375, 50, 50)]) {
        switchableLayout(vertical: false)
    },
    LayoutCase("AnyLayout vertical", source: "Apple, AnyLayout",
               expected: ["a": rect(175, 350, 50, 50), "b": rect(175, 400, 50, 50)]) {
        switchableLayout(vertical: true)
    },
]

private func switchableLayout(vertical: Bool) -> some View {
    let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    return layout {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
    }
}

/// Places subviews corner to corner at their ideal sizes.
private struct DiagonalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: total.width + size.width, height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

/// Apple's equal-width stack: every subview as wide as the widest ideal width, separated by the
/// distance the neighbours prefer.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let unit = maximumSize(subviews)
        let gaps = spacing(subviews).reduce(0, +)
        return CGSize(width: unit.width * CGFloat(subviews.count) + gaps, height: unit.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let unit = maximumSize(subviews)
        let gaps = spacing(subviews)
        let offer = ProposedViewSize(width: unit.width, height: unit.height)
        var x = bounds.minX + unit.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: offer)
            if index < gaps.count { x += unit.width + gaps[index] }
        }
    }

    private func maximumSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
}
