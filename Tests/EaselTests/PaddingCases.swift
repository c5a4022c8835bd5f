import Foundation
@testable import Easel

/// `padding` (LAYOUT.md rule 5): the child is proposed the proposal minus the insets, the padded
/// view is the child plus the insets. Host 400×800.
let paddingCases: [LayoutCase] = [
    // padding() is 16 on every edge: 50 + 32 = 82; x = (400 − 82) / 2 = 159.
    LayoutCase("default padding", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(159, 359, 82, 82), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .padding().accessibilityIdentifier("padded")
    },
    LayoutCase("padding a flexible colour", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(0, 0, 400, 800), "child": rect(10, 10, 380, 780)]) {
        Color.red.accessibilityIdentifier("child").padding(10).accessibilityIdentifier("padded")
    },
    LayoutCase("horizontal padding only", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(155, 375, 90, 50), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .padding(.horizontal, 20).accessibilityIdentifier("padded")
    },
    // 50 + 2 + 4 = 56 wide, 50 + 1 + 3 = 54 high: (172, 373); the child sits 2 in and 1 down.
    LayoutCase("padding with EdgeInsets", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(172, 373, 56, 54), "child": rect(174, 374, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).accessibilityIdentifier("padded")
    },
    // padding(.top) with no length is 16: 50 × 66 at y = (800 − 66) / 2 = 367.
    LayoutCase("default padding on one edge", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(175, 367, 50, 66), "child": rect(175, 383, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .padding(.top).accessibilityIdentifier("padded")
    },
    // The colour is proposed max(100 − 600, 0) = 0 and takes 0×0; the padded view is 600×600
    // and overflows the 100×100 frame, centred: 150 + (100 − 600) / 2 = −100.
    LayoutCase("padding larger than the proposal", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(-100, 100, 600, 600), "child": rect(200, 400, 0, 0)]) {
        Color.red.accessibilityIdentifier("child").padding(300).accessibilityIdentifier("padded")
            .frame(width: 100, height: 100)
    },
    // Negative padding shrinks the padded view below its child: 50 − 20 = 30.
    LayoutCase("negative padding", source: "LAYOUT.md rule 5",
               expected: ["padded": rect(185, 385, 30, 30), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .padding(-10).accessibilityIdentifier("padded")
    },
    // The padded 60×60 view and a 50×50 colour: 110 × 60 at (145, 370).
    LayoutCase("padding inside a stack", source: "LAYOUT.md rules 5, 6",
               expected: ["padded": rect(145, 370, 60, 60), "a": rect(150, 375, 50, 50), "b": rect(205, 375, 50, 50)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a").padding(5).accessibilityIdentifier("padded")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        }
    },
    // Ideal size: nil stays nil, so the colour takes 10×10 and the padded view 30×30.
    LayoutCase("padding under fixedSize", source: "LAYOUT.md rules 2, 5, 13",
               expected: ["padded": rect(185, 385, 30, 30), "child": rect(195, 395, 10, 10)]) {
        Color.red.accessibilityIdentifier("child").padding(10).accessibilityIdentifier("padded").fixedSize()
    },
]
