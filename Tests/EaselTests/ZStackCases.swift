import Foundation
@testable import Easel

/// ZStack (LAYOUT.md rule 9): every child is proposed the stack's proposal, the stack is the
/// union of the aligned frames of its highest-priority children. Host 400×800.
let zStackCases: [LayoutCase] = [
    LayoutCase("ZStack centre", source: "LAYOUT.md rule 9",
               expected: ["stack": rect(150, 350, 100, 100), "big": rect(150, 350, 100, 100), "small": rect(175, 375, 50, 50)]) {
        ZStack {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("big")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("ZStack topTrailing", source: "LAYOUT.md rule 9",
               expected: ["big": rect(150, 350, 100, 100), "small": rect(200, 350, 50, 50)]) {
        ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("big")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
        }
    },
    // Union of 100×50 and 50×100 aligned on their leading edges and centres: 100×100.
    LayoutCase("ZStack leading with different shapes", source: "LAYOUT.md rule 9",
               expected: ["stack": rect(150, 350, 100, 100), "wide": rect(150, 375, 100, 50), "tall": rect(150, 350, 50, 100)]) {
        ZStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("wide")
            Color.blue.frame(width: 50, height: 100).accessibilityIdentifier("tall")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("ZStack with a flexible child", source: "LAYOUT.md rule 9",
               expected: ["stack": rect(0, 0, 400, 800), "fill": rect(0, 0, 400, 800), "small": rect(175, 375, 50, 50)]) {
        ZStack {
            Color.red.accessibilityIdentifier("fill")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("ZStack bottomTrailing with a flexible child", source: "LAYOUT.md rule 9",
               expected: ["small": rect(350, 750, 50, 50)]) {
        ZStack(alignment: .bottomTrailing) {
            Color.red
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
        }
    },
    // Only the priority-1 child sizes the stack (100×100); the colour is still proposed the
    // stack's proposal (400×800), takes it, and is centred on the stack.
    LayoutCase("ZStack sized by its highest priority child", source: "LAYOUT.md rule 9",
               expected: ["stack": rect(150, 350, 100, 100), "fill": rect(0, 0, 400, 800), "sizer": rect(150, 350, 100, 100)]) {
        ZStack {
            Color.red.accessibilityIdentifier("fill")
            Color.blue.frame(width: 100, height: 100).layoutPriority(1).accessibilityIdentifier("sizer")
        }
        .accessibilityIdentifier("stack")
    },
    // The small view's leading guide is its trailing edge, so it hangs 50 left of the big one's
    // leading edge: union 150 × 100 at (125, 350); the big view starts at 125 + 50.
    LayoutCase("explicit guide widens a ZStack", source: "LAYOUT.md rules 9, 12",
               expected: ["stack": rect(125, 350, 150, 100), "big": rect(175, 350, 100, 100), "small": rect(125, 350, 50, 50)]) {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("big")
            Color.blue.frame(width: 50, height: 50)
                .alignmentGuide(.leading) { d in d[.trailing] }
                .accessibilityIdentifier("small")
        }
        .accessibilityIdentifier("stack")
    },
    // Guides −20 and −10 put the small view 20 right of and 10 below the big one's corner; it
    // stays inside the union.
    LayoutCase("negative guides move a child inwards", source: "LAYOUT.md rules 9, 12",
               expected: ["stack": rect(150, 350, 100, 100), "small": rect(170, 360, 50, 50)]) {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 50, height: 50)
                .alignmentGuide(.leading) { _ in -20 }
                .alignmentGuide(.top) { _ in -10 }
                .accessibilityIdentifier("small")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("empty ZStack", source: "LAYOUT.md rule 9",
               expected: ["stack": rect(200, 400, 0, 0)]) {
        ZStack {}.accessibilityIdentifier("stack")
    },
    // Measured at ∞ the ZStack of a colour is infinitely flexible, so the fixed colour beside it
    // goes first (offered 150, takes 100) and the ZStack gets the other 200.
    LayoutCase("flexible ZStack in an HStack", source: "LAYOUT.md rules 6, 9",
               expected: ["stack": rect(50, 350, 200, 100), "fixed": rect(250, 350, 100, 100)]) {
        HStack(spacing: 0) {
            ZStack { Color.red }.accessibilityIdentifier("stack")
            Color.green.frame(width: 100).accessibilityIdentifier("fixed")
        }
        .frame(width: 300, height: 100)
    },
]
