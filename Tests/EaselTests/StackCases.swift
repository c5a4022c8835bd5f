import Foundation
@testable import Easel

/// HStack and VStack: gaps, sharing out the length, cross-axis alignment (LAYOUT.md rules 6–8).
/// Host 400×800 unless stated; the root is centred in it (rule 1).
let stackCases: [LayoutCase] = [
    // 3 × 50 + 2 gaps of 8 = 166 wide; x = (400 − 166) / 2 = 117.
    LayoutCase("HStack default spacing", source: "LAYOUT.md rules 6, 7",
               expected: ["stack": rect(117, 375, 166, 50), "a": rect(117, 375, 50, 50),
                          "b": rect(175, 375, 50, 50), "c": rect(233, 375, 50, 50)]) {
        HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Color.green.frame(width: 50, height: 50).accessibilityIdentifier("b")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("c")
        }
        .accessibilityIdentifier("stack")
    },
    // 20 + 10 + 30 = 60 high, 100 wide; centred across.
    LayoutCase("VStack explicit spacing, centred", source: "LAYOUT.md rule 6",
               expected: ["stack": rect(150, 370, 100, 60), "a": rect(150, 370, 100, 20), "b": rect(175, 400, 50, 30)]) {
        VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("VStack leading", source: "LAYOUT.md rule 6 (cross axis)",
               expected: ["stack": rect(150, 375, 100, 50), "a": rect(150, 375, 100, 20), "b": rect(150, 395, 50, 30)]) {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("VStack trailing", source: "LAYOUT.md rule 6 (cross axis)",
               expected: ["a": rect(150, 375, 100, 20), "b": rect(200, 395, 50, 30)]) {
        VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("b")
        }
    },
    LayoutCase("HStack top", source: "LAYOUT.md rule 6 (cross axis)",
               expected: ["stack": rect(150, 350, 100, 100), "a": rect(150, 350, 50, 100), "b": rect(200, 350, 50, 40)]) {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 40).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    // Bottom: b's bottom on a's bottom, 450 − 40 = 410.
    LayoutCase("HStack bottom", source: "LAYOUT.md rule 6 (cross axis)",
               expected: ["a": rect(150, 350, 50, 100), "b": rect(200, 410, 50, 40)]) {
        HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 40).accessibilityIdentifier("b")
        }
    },
    // Two equally flexible colours share 300: each is offered 300 / 2.
    LayoutCase("two flexible colours share equally", source: "LAYOUT.md rule 6",
               expected: ["red": rect(50, 350, 150, 100), "blue": rect(200, 350, 150, 100)]) {
        HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
        }
        .frame(width: 300, height: 100)
    },
    // The fixed child (flexibility 0) goes first and takes 100; the colour gets the other 200.
    LayoutCase("fixed child first, flexible child takes the rest", source: "LAYOUT.md rule 6",
               expected: ["fixed": rect(50, 350, 100, 100), "flexible": rect(150, 350, 200, 100)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 100).accessibilityIdentifier("fixed")
            Color.blue.accessibilityIdentifier("flexible")
        }
        .frame(width: 300, height: 100)
    },
    // 400 − 8 = 392, shared: 196 each; the colours take the whole 800 across.
    LayoutCase("flexible colours with the default gap", source: "LAYOUT.md rules 6, 7",
               expected: ["stack": rect(0, 0, 400, 800), "red": rect(0, 0, 196, 800), "blue": rect(204, 0, 196, 800)]) {
        HStack {
            Color.red.accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("stack")
    },
    // maxWidth 50 has flexibility 50 < ∞, so it goes first: offered 150, takes 50; the colour 250.
    LayoutCase("less flexible child first", source: "LAYOUT.md rules 4, 6",
               expected: ["capped": rect(50, 350, 50, 100), "free": rect(100, 350, 250, 100)]) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 50).accessibilityIdentifier("capped")
            Color.blue.accessibilityIdentifier("free")
        }
        .frame(width: 300, height: 100)
    },
    // Both infinitely flexible: the larger minimum (200) goes first, offered 150, takes 200;
    // the other is offered the remaining 100. Without that order the stack would overflow to 350.
    LayoutCase("infinitely flexible: larger minimum first", source: "LAYOUT.md rule 6",
               expected: ["small": rect(50, 350, 100, 100), "large": rect(150, 350, 200, 100)]) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("small")
            Color.blue.frame(minWidth: 200).accessibilityIdentifier("large")
        }
        .frame(width: 300, height: 100)
    },
    // Priority 1 goes first with the lower group's minimum (50) reserved: offered 250.
    LayoutCase("layout priority takes space first", source: "LAYOUT.md rule 6",
               expected: ["low": rect(50, 350, 50, 100), "high": rect(100, 350, 250, 100)]) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("low")
            Color.blue.frame(minWidth: 50).layoutPriority(1).accessibilityIdentifier("high")
        }
        .frame(width: 300, height: 100)
    },
    // 600 wide in a 400 proposal: the stack overflows and is centred, x = (400 − 600) / 2.
    LayoutCase("HStack overflows its proposal", source: "LAYOUT.md rules 1, 6",
               expected: ["stack": rect(-100, 375, 600, 50), "a": rect(-100, 375, 300, 50), "b": rect(200, 375, 300, 50)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 300, height: 50).accessibilityIdentifier("a")
            Color.blue.frame(width: 300, height: 50).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    // No gap next to a spacer; the spacer gets 400 − 100 and is 0 high, centred across.
    LayoutCase("Spacer pushes views apart", source: "LAYOUT.md rules 7, 8",
               expected: ["stack": rect(0, 375, 400, 50), "red": rect(0, 375, 50, 50),
                          "spacer": rect(50, 400, 300, 0), "blue": rect(350, 375, 50, 50)]) {
        HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Spacer().accessibilityIdentifier("spacer")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("Spacer at the end of a VStack", source: "LAYOUT.md rule 8",
               expected: ["stack": rect(175, 0, 50, 800), "red": rect(175, 0, 50, 50), "spacer": rect(200, 50, 0, 750)]) {
        VStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Spacer().accessibilityIdentifier("spacer")
        }
        .accessibilityIdentifier("stack")
    },
    // Inner HStack 100×50 on top of a 100×20 colour: 70 high, y = (800 − 70) / 2 = 365.
    LayoutCase("nested stacks", source: "LAYOUT.md rule 6",
               expected: ["a": rect(150, 365, 50, 50), "b": rect(200, 365, 50, 50), "c": rect(150, 415, 100, 20)]) {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.green.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
            Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("c")
        }
    },
    // Text ("aaaa bbbb", 9 × 8.5 = 76.5 ideal) is more flexible than the 100-wide colour, so the
    // colour goes first; the text is offered 50 and wraps to two lines of 34 (44 high).
    // Stack 134 × 44 centred in the 150-wide frame: x = 125 + 8 = 133; the colour sits at
    // 378 + (44 − 10) / 2 = 395.
    LayoutCase("text wraps in what a stack leaves it", source: "LAYOUT.md rules 2, 6",
               expected: ["frame": rect(125, 378, 150, 44), "text": rect(133, 378, 34, 44), "fixed": rect(167, 395, 100, 10)]) {
        HStack(spacing: 0) {
            Text("aaaa bbbb").accessibilityIdentifier("text")
            Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("fixed")
        }
        .frame(width: 150)
        .accessibilityIdentifier("frame")
    },
    // An empty stack is 0×0, centred.
    LayoutCase("empty VStack", source: "LAYOUT.md rules 1, 6",
               expected: ["stack": rect(200, 400, 0, 0)]) {
        VStack {}.accessibilityIdentifier("stack")
    },
    // The inner stack's maximum is ∞ (two colours each offered ∞), so the fixed colour goes
    // first: offered 150, takes 100; the inner stack gets 200, 100 per colour.
    LayoutCase("nested flexible stack is measured at infinity", source: "LAYOUT.md rule 6",
               expected: ["red": rect(50, 350, 100, 100), "blue": rect(150, 350, 100, 100), "green": rect(250, 350, 100, 100)]) {
        HStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("red")
                Color.blue.accessibilityIdentifier("blue")
            }
            Color.green.frame(width: 100).accessibilityIdentifier("green")
        }
        .frame(width: 300, height: 100)
    },
    // A VStack of flexible colours beside a fixed one in an HStack, with default gaps:
    // 400 − 8 − 100 = 292 for the column.
    LayoutCase("column of colours beside a fixed colour", source: "LAYOUT.md rules 6, 7",
               expected: ["top": rect(0, 0, 292, 396), "bottom": rect(0, 404, 292, 396), "side": rect(300, 0, 100, 800)]) {
        HStack {
            VStack {
                Color.red.accessibilityIdentifier("top")
                Color.blue.accessibilityIdentifier("bottom")
            }
            Color.green.frame(width: 100).accessibilityIdentifier("side")
        }
    },
]
