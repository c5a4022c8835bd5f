import Foundation
@testable import Easel

/// Fixed frames (LAYOUT.md rule 3) and flexible frames (rule 4). Host 400×800.
let frameCases: [LayoutCase] = [
    LayoutCase("fixed frame centres its child", source: "LAYOUT.md rule 3",
               expected: ["frame": rect(100, 350, 200, 100), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(width: 200, height: 100).accessibilityIdentifier("frame")
    },
    LayoutCase("fixed frame, topLeading", source: "LAYOUT.md rule 3",
               expected: ["child": rect(100, 350, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(width: 200, height: 100, alignment: .topLeading)
    },
    LayoutCase("fixed frame, bottomTrailing", source: "LAYOUT.md rule 3",
               expected: ["child": rect(250, 400, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(width: 200, height: 100, alignment: .bottomTrailing)
    },
    // Height not given: the root's 800 passes through and the colour takes it.
    LayoutCase("frame with only a width", source: "LAYOUT.md rule 3",
               expected: ["frame": rect(150, 0, 100, 800)]) {
        Color.red.frame(width: 100).accessibilityIdentifier("frame")
    },
    // Width not given: the frame takes the text's ideal width, 5 × 8.5 = 42.5; the 22-high
    // line is centred in 100: 350 + 39.
    LayoutCase("frame with only a height takes the child's width", source: "LAYOUT.md rules 2, 3",
               expected: ["frame": rect(178.75, 350, 42.5, 100), "text": rect(178.75, 389, 42.5, 22)]) {
        Text("Hello").accessibilityIdentifier("text")
            .frame(height: 100).accessibilityIdentifier("frame")
    },
    // A child larger than its frame overflows it, centred: 150 + (100 − 300) / 2 = 50.
    LayoutCase("child larger than its frame", source: "LAYOUT.md rule 3",
               expected: ["frame": rect(150, 350, 100, 100), "child": rect(50, 250, 300, 300)]) {
        Color.red.frame(width: 300, height: 300).accessibilityIdentifier("child")
            .frame(width: 100, height: 100).accessibilityIdentifier("frame")
    },
    // Nested fixed frames: the inner 100×100 hangs out of the outer 50×50 from its top-leading corner.
    LayoutCase("larger child in a topLeading frame", source: "LAYOUT.md rule 3",
               expected: ["frame": rect(175, 375, 50, 50), "child": rect(175, 375, 100, 100)]) {
        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
            .frame(width: 50, height: 50, alignment: .topLeading).accessibilityIdentifier("frame")
    },
    // maxWidth ∞ only: min(max(400, 50), ∞) = 400; height has no limits and takes the child's 50.
    LayoutCase("maxWidth infinity fills the proposal", source: "LAYOUT.md rule 4",
               expected: ["frame": rect(0, 375, 400, 50), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(maxWidth: .infinity).accessibilityIdentifier("frame")
    },
    LayoutCase("maxWidth infinity, leading", source: "LAYOUT.md rule 4",
               expected: ["child": rect(0, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(maxWidth: .infinity, alignment: .leading)
    },
    // Only a max: the colour is proposed min(400, 100) and takes it; min(max(100, 400), 100) = 100.
    LayoutCase("maxWidth caps a flexible child", source: "LAYOUT.md rule 4",
               expected: ["frame": rect(150, 0, 100, 800), "child": rect(150, 0, 100, 800)]) {
        Color.red.accessibilityIdentifier("child").frame(maxWidth: 100).accessibilityIdentifier("frame")
    },
    // Only a min: max(min(400, 50), 100) = 100 wide; the 50-wide child is centred in it.
    LayoutCase("minWidth larger than the child", source: "LAYOUT.md rule 4",
               expected: ["frame": rect(150, 375, 100, 50), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(minWidth: 100).accessibilityIdentifier("frame")
    },
    // Both min and max with a proposal: clamp(400, 100, 200) = 200, clamp(800, 10, 30) = 30;
    // the fixed 50×50 child does not change that and overflows vertically, centred.
    LayoutCase("min and max clamp the proposal", source: "LAYOUT.md rule 4",
               expected: ["frame": rect(100, 385, 200, 30), "child": rect(175, 375, 50, 50)]) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(minWidth: 100, maxWidth: 200, minHeight: 10, maxHeight: 30).accessibilityIdentifier("frame")
    },
    // fixedSize proposes nil: the frame takes its ideal sizes and proposes them to the colour.
    LayoutCase("ideal size under fixedSize", source: "LAYOUT.md rules 4, 13",
               expected: ["frame": rect(140, 360, 120, 80), "child": rect(140, 360, 120, 80)]) {
        Color.red.accessibilityIdentifier("child")
            .frame(idealWidth: 120, idealHeight: 80).accessibilityIdentifier("frame")
            .fixedSize()
    },
    // nil width, no ideal: the colour is proposed nil (10), the frame takes max(10, 100) = 100.
    LayoutCase("minWidth under fixedSize", source: "LAYOUT.md rules 2, 4, 13",
               expected: ["frame": rect(150, 395, 100, 10), "child": rect(195, 395, 10, 10)]) {
        Color.red.accessibilityIdentifier("child")
            .frame(minWidth: 100).accessibilityIdentifier("frame")
            .fixedSize()
    },
    // Normalising: max (100) < min (200) becomes 200, so the width is clamp(400, 200, 200).
    LayoutCase("contradictory min and max normalised", source: "LAYOUT.md rule 4",
               expected: ["frame": rect(100, 0, 200, 800)]) {
        Color.red.frame(minWidth: 200, maxWidth: 100).accessibilityIdentifier("frame")
    },
    // An invalid width is ignored (warned about): the frame passes the width through.
    LayoutCase("negative frame width is ignored", source: "LAYOUT.md rule 4 (invalid sizes)",
               expected: ["frame": rect(0, 375, 400, 50)]) {
        Color.red.frame(width: -10, height: 50).accessibilityIdentifier("frame")
    },
    // The capped colour (flexibility 100) goes before the free one (∞): offered 800 / 2 = 400,
    // it takes 100; the free colour takes the remaining 700.
    LayoutCase("maxHeight in a VStack", source: "LAYOUT.md rules 4, 6",
               expected: ["capped": rect(0, 0, 400, 100), "rest": rect(0, 100, 400, 700)]) {
        VStack(spacing: 0) {
            Color.red.frame(maxHeight: 100).accessibilityIdentifier("capped")
            Color.blue.accessibilityIdentifier("rest")
        }
    },
]
