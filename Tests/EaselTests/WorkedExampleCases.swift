import Foundation
@testable import Easel

/// The worked examples of LAYOUT.md, verbatim.
let workedExampleCases: [LayoutCase] = [
    LayoutCase("flexible frames in a fixed frame", source: "LAYOUT.md worked example 1",
               expected: ["red": rect(112.5, 350, 75, 100), "green": rect(187.5, 350, 100, 100), "frame": rect(125, 350, 150, 100)]) {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(maxWidth: 100).accessibilityIdentifier("red")
            Rectangle().fill(Color.green).frame(minWidth: 100).accessibilityIdentifier("green")
        }
        .frame(width: 150, height: 100)
        .accessibilityIdentifier("frame")
    },
    LayoutCase("ZStack bottomLeading", source: "LAYOUT.md worked example 2",
               expected: ["red": rect(150, 400, 100, 50), "blue": rect(150, 350, 50, 100)]) {
        ZStack(alignment: .bottomLeading) {
            Rectangle().fill(Color.red).frame(width: 100, height: 50).accessibilityIdentifier("red")
            Rectangle().fill(Color.blue).frame(width: 50, height: 100).accessibilityIdentifier("blue")
        }
    },
    LayoutCase("HStack of colours in a frame", source: "LAYOUT.md worked example 3", host: CGSize(width: 200, height: 200),
               expected: ["stack": rect(46, 75, 108, 50), "red": rect(46, 75, 50, 50), "blue": rect(104, 75, 50, 50)]) {
        HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("stack")
        .frame(width: 150, height: 150)
    },
    LayoutCase("ignoresSafeArea top in a VStack", source: "LAYOUT.md worked example 4",
               insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
               expected: ["red": rect(0, 0, 400, 402.5), "blue": rect(0, 410.5, 400, 355.5), "stack": rect(0, 47, 400, 719)]) {
        VStack {
            Color.red.ignoresSafeArea(edges: .top).accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("stack")
    },
    LayoutCase("keyboard up: plain colour", source: "LAYOUT.md worked example 5",
               insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), keyboard: 336,
               expected: ["red": rect(0, 47, 400, 417)]) {
        Color.red.accessibilityIdentifier("red")
    },
    LayoutCase("keyboard up: ignores the keyboard", source: "LAYOUT.md worked example 5",
               insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), keyboard: 336,
               expected: ["red": rect(0, 47, 400, 719)]) {
        Color.red.ignoresSafeArea(.keyboard).accessibilityIdentifier("red")
    },
    LayoutCase("keyboard up: ignores everything", source: "LAYOUT.md worked example 5",
               insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), keyboard: 336,
               expected: ["red": rect(0, 0, 400, 800)]) {
        Color.red.ignoresSafeArea().accessibilityIdentifier("red")
    },
]
