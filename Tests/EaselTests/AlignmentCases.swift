import Foundation
@testable import Easel

/// Alignment guides (LAYOUT.md rules 6, 12, 14; Apple, "Aligning views within a stack").
/// Text uses the stand-in metrics: .caption 12 pt on 16-pt lines, .title 28 on 34, .body 17 on 22;
/// each character 0.5 × size wide; first baseline = (line height − size) / 2 + 0.8 × size, so
/// caption 2 + 9.6 = 11.6, title 3 + 22.4 = 25.4, body 2.5 + 13.6 = 16.1. Host 400×800.
let alignmentCases: [LayoutCase] = [
    // b's top guide is 20 above its top edge, so its top sits 20 below a's.
    LayoutCase("top guide moved down", source: "LAYOUT.md rule 12",
               expected: ["a": rect(150, 350, 50, 100), "b": rect(200, 370, 50, 50)]) {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -20 }.accessibilityIdentifier("b")
        }
    },
    // b's centre guide is its bottom: relative to the line a spans [−25, 25], b [−50, 0]; the
    // stack is 75 high at y = 362.5; a starts 25 below the stack's top.
    LayoutCase("guide makes a stack taller", source: "LAYOUT.md rules 6, 12",
               expected: ["stack": rect(150, 362.5, 100, 75), "a": rect(150, 387.5, 50, 50), "b": rect(200, 362.5, 50, 50)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 50)
                .alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
                .accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    // b's leading guide is its trailing edge: b spans [−50, 0], a [0, 100]; 150 wide at 125.
    LayoutCase("leading guide at the trailing edge", source: "LAYOUT.md rules 6, 12",
               expected: ["stack": rect(125, 380, 150, 40), "a": rect(175, 380, 100, 20), "b": rect(125, 400, 50, 20)]) {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    // A constant leading guide of 20 indents the others by 20: width max(100, 30) + 20 = 120.
    LayoutCase("constant leading guide", source: "LAYOUT.md rules 6, 12",
               expected: ["stack": rect(140, 380, 120, 40), "a": rect(160, 380, 100, 20), "b": rect(140, 400, 50, 20)]) {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    },
    // A guide the stack does not align on is never consulted.
    LayoutCase("guide of another alignment has no effect", source: "LAYOUT.md rule 12",
               expected: ["a": rect(150, 350, 50, 100), "b": rect(200, 350, 50, 50)]) {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 100).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 50).alignmentGuide(.bottom) { _ in 100 }.accessibilityIdentifier("b")
        }
    },
    // Custom guide whose default is the bottom edge. The VStack's explicit value is b's centre
    // (20 + 10 = 30); the square has none, so its default (50) is used. Left [−30, 10], right
    // [−50, 0]: 60 high at y = 370; the VStack starts 20 down. b's centre (420) meets the
    // square's bottom (420).
    LayoutCase("custom AlignmentID across stacks", source: "Apple, Aligning views across stacks; LAYOUT.md rule 12",
               expected: ["stack": rect(150, 370, 100, 60), "a": rect(150, 390, 50, 20), "b": rect(150, 410, 50, 20),
                          "square": rect(200, 370, 50, 50)]) {
        HStack(alignment: .bottomMarker, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                Color.green.frame(width: 50, height: 20)
                    .alignmentGuide(.bottomMarker) { d in d[VerticalAlignment.center] }
                    .accessibilityIdentifier("b")
            }
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("square")
        }
        .accessibilityIdentifier("stack")
    },
    // Custom horizontal guide in a ZStack, 30 from the leading edge by default; the small view
    // overrides it with 10. Big [−30, 30], small [−10, 10]: 60 × 100 at (170, 350), guide at 200.
    LayoutCase("custom horizontal AlignmentID in a ZStack", source: "LAYOUT.md rules 9, 12",
               expected: ["big": rect(170, 350, 60, 100), "small": rect(190, 350, 20, 20)]) {
        ZStack(alignment: Alignment(horizontal: .marker, vertical: .top)) {
            Color.red.frame(width: 60, height: 100).accessibilityIdentifier("big")
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.marker) { _ in 10 }.accessibilityIdentifier("small")
        }
    },
    // Baselines 11.6 (caption) and 25.4 (title): caption [−11.6, 4.4], title [−25.4, 8.6];
    // 20 × 34 at (190, 383); the caption starts 25.4 − 11.6 = 13.8 lower.
    LayoutCase("firstTextBaseline of two fonts", source: "LAYOUT.md rule 14; Apple, Aligning views within a stack",
               expected: ["stack": rect(190, 383, 20, 34), "caption": rect(190, 396.8, 6, 16), "title": rect(196, 383, 14, 34)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.caption).accessibilityIdentifier("caption")
            Text("B").font(.title).accessibilityIdentifier("title")
        }
        .accessibilityIdentifier("stack")
    },
    // A colour's baseline is its bottom edge: [−20, 0] against the title's [−25.4, 8.6].
    LayoutCase("view without text sits on the baseline", source: "LAYOUT.md rule 14; Apple, Aligning views within a stack",
               expected: ["image": rect(183, 388.4, 20, 20), "title": rect(203, 383, 14, 34)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("image")
            Text("B").font(.title).accessibilityIdentifier("title")
        }
    },
    // Apple's example guide: bottom − 0.12 × height = 20 − 2.4 = 17.6, so the square drops by 2.4.
    LayoutCase("image baseline adjusted by a guide", source: "Apple, Aligning views within a stack",
               expected: ["image": rect(183, 390.8, 20, 20), "title": rect(203, 383, 14, 34)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.gray.frame(width: 20, height: 20)
                .alignmentGuide(.firstTextBaseline) { context in context[.bottom] - 0.12 * context.height }
                .accessibilityIdentifier("image")
            Text("B").font(.title).accessibilityIdentifier("title")
        }
    },
    // Two lines of body text: last baseline 16.1 + 22 = 38.1 of 44. The square's bottom meets
    // it: 378 + 38.1 − 20 = 396.1. Width 8.5 + 20 = 28.5 at x = 185.75.
    LayoutCase("lastTextBaseline of multi-line text", source: "LAYOUT.md rule 14",
               expected: ["text": rect(185.75, 378, 8.5, 44), "square": rect(194.25, 396.1, 20, 20)]) {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("A\nB").accessibilityIdentifier("text")
            Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("square")
        }
    },
    // Same views on the first baseline: text [−16.1, 27.9], square [−20, 0]: 47.9 high at
    // y = (800 − 47.9) / 2 = 376.05; the text starts 3.9 lower.
    LayoutCase("firstTextBaseline of multi-line text", source: "LAYOUT.md rule 14",
               expected: ["text": rect(185.75, 379.95, 8.5, 44), "square": rect(194.25, 376.05, 20, 20)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A\nB").accessibilityIdentifier("text")
            Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("square")
        }
    },
    // Padding moves the caption's baseline to 10 + 11.6 = 21.6: [−21.6, 14.4] against
    // [−25.4, 8.6]: 39.8 high at 380.1; the padded view starts 3.8 lower.
    LayoutCase("baseline through padding", source: "LAYOUT.md rules 5, 14",
               expected: ["padded": rect(180, 383.9, 26, 36), "caption": rect(190, 393.9, 6, 16), "title": rect(206, 380.1, 14, 34)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.caption).accessibilityIdentifier("caption").padding(10).accessibilityIdentifier("padded")
            Text("B").font(.title).accessibilityIdentifier("title")
        }
    },
    // A 40×40 frame centres the caption 12 down: baseline 23.6. [−23.6, 16.4] against
    // [−25.4, 8.6]: 41.8 high at 379.1; the frame starts 1.8 lower.
    LayoutCase("baseline through a frame", source: "LAYOUT.md rules 3, 14",
               expected: ["frame": rect(173, 380.9, 40, 40), "caption": rect(190, 392.9, 6, 16), "title": rect(213, 379.1, 14, 34)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.caption).accessibilityIdentifier("caption").frame(width: 40, height: 40).accessibilityIdentifier("frame")
            Text("B").font(.title).accessibilityIdentifier("title")
        }
    },
    // A VStack's first baseline is the minimum of its subviews' (25.4, the title's), its last the
    // maximum (34 + 11.6 = 45.6). The VStack is 14 × 50; the caption beside it is 6 × 16.
    LayoutCase("stack's first baseline is its first text's", source: "LAYOUT.md rule 14; Apple, combineExplicit",
               expected: ["column": rect(190, 375, 14, 50), "below": rect(194, 409, 6, 16), "side": rect(204, 388.8, 6, 16)]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("A").font(.title)
                Text("B").font(.caption).accessibilityIdentifier("below")
            }
            .accessibilityIdentifier("column")
            Text("C").font(.caption).accessibilityIdentifier("side")
        }
    },
    LayoutCase("stack's last baseline is its last text's", source: "LAYOUT.md rule 14; Apple, combineExplicit",
               expected: ["column": rect(190, 375, 14, 50), "side": rect(204, 409, 6, 16)]) {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("A").font(.title)
                Text("B").font(.caption)
            }
            .accessibilityIdentifier("column")
            Text("C").font(.caption).accessibilityIdentifier("side")
        }
    },
    // The guide counts inside a frame: the child's leading guide (10) meets the frame's leading
    // edge, so the child starts 10 left of the frame at 150.
    LayoutCase("explicit guide inside a frame", source: "LAYOUT.md rules 3, 12",
               expected: ["child": rect(140, 390, 20, 20)]) {
        Color.red.frame(width: 20, height: 20)
            .alignmentGuide(.leading) { _ in 10 }
            .accessibilityIdentifier("child")
            .frame(width: 100, height: 100, alignment: .leading)
    },
    // The centre guide set inside padding (the red square's bottom) propagates out: 5 + 50 = 55
    // from the padded view's top. Padded [−55, 5], square [−25, 25]: 110 × 80 at (145, 360);
    // the square starts 55 − 25 = 30 down.
    LayoutCase("guide propagates through padding", source: "LAYOUT.md rules 5, 12",
               expected: ["padded": rect(145, 360, 60, 60), "square": rect(205, 390, 50, 50)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
                .alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
                .padding(5)
                .accessibilityIdentifier("padded")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("square")
        }
    },
]

/// A custom guide whose default is the bottom edge (Apple: "AlignmentID").
private enum BottomMarker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

/// A custom horizontal guide, 30 points from the leading edge by default.
private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 30 }
}

extension VerticalAlignment {
    fileprivate static let bottomMarker = VerticalAlignment(BottomMarker.self)
}

extension HorizontalAlignment {
    fileprivate static let marker = HorizontalAlignment(Marker.self)
}
