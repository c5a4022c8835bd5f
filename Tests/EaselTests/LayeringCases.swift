import Foundation
@testable import Easel

/// `background` and `overlay` (LAYOUT.md rule 10) and the examples of Apple's reference pages
/// "overlay(alignment:content:)" and "background(alignment:content:)". The pages' `Star` is an
/// `Image(systemName: "star.fill")`; here it is a 10×10 colour so the numbers can be worked out.
/// Host 400×800.
let layeringCases: [LayoutCase] = [
    // The rectangle is at (100, 350, 200, 100); each star sits in one corner.
    LayoutCase("stars at the corners of a rounded rectangle", source: "Apple, overlay(alignment:content:), first example",
               expected: ["rectangle": rect(100, 350, 200, 100), "red": rect(100, 350, 10, 10), "yellow": rect(290, 350, 10, 10),
                          "green": rect(100, 440, 10, 10), "blue": rect(290, 440, 10, 10)]) {
        RoundedRectangle(cornerRadius: 8)
            .frame(width: 200, height: 100)
            .accessibilityIdentifier("rectangle")
            .overlay(alignment: .topLeading) { star(.red).accessibilityIdentifier("red") }
            .overlay(alignment: .topTrailing) { star(.yellow).accessibilityIdentifier("yellow") }
            .overlay(alignment: .bottomLeading) { star(.green).accessibilityIdentifier("green") }
            .overlay(alignment: .bottomTrailing) { star(.blue).accessibilityIdentifier("blue") }
    },
    // Circle and star form an implicit centred ZStack (100×100), centred on the square.
    LayoutCase("circle and star on a blue square", source: "Apple, overlay(alignment:content:), second example",
               expected: ["square": rect(100, 300, 200, 200), "circle": rect(150, 350, 100, 100), "star": rect(195, 395, 10, 10)]) {
        Color.blue
            .frame(width: 200, height: 200)
            .accessibilityIdentifier("square")
            .overlay {
                Circle().frame(width: 100, height: 100).accessibilityIdentifier("circle")
                star(.yellow).accessibilityIdentifier("star")
            }
    },
    // "The circle and the star move down as a unit … while the star remains centered on the
    // circle": the implicit stack is aligned to the square's bottom (500 − 100 = 400), the star
    // stays at the circle's centre (400 + 45).
    LayoutCase("overlay alignment moves the implicit stack as a unit", source: "Apple, overlay(alignment:content:), third example",
               expected: ["circle": rect(150, 400, 100, 100), "star": rect(195, 445, 10, 10)]) {
        Color.blue
            .frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                Circle().frame(width: 100, height: 100).accessibilityIdentifier("circle")
                star(.yellow).accessibilityIdentifier("star")
            }
    },
    // With an explicit ZStack(alignment: .bottom) the star's bottom meets the circle's (500 − 10).
    LayoutCase("explicit ZStack inside an overlay", source: "Apple, overlay(alignment:content:), fourth example",
               expected: ["circle": rect(150, 400, 100, 100), "star": rect(195, 490, 10, 10)]) {
        Color.blue
            .frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                ZStack(alignment: .bottom) {
                    Circle().frame(width: 100, height: 100).accessibilityIdentifier("circle")
                    star(.yellow).accessibilityIdentifier("star")
                }
            }
    },
    // The bar is (100, 395, 200, 10); behind it a centred 50×100 stack of a vertical bar and a circle.
    LayoutCase("vertical bar and circle behind a horizontal bar", source: "Apple, background(alignment:content:), second example",
               expected: ["bar": rect(100, 395, 200, 10), "vertical": rect(195, 350, 10, 100), "circle": rect(175, 375, 50, 50)]) {
        Color.blue
            .frame(width: 200, height: 10)
            .accessibilityIdentifier("bar")
            .background {
                Color.green.frame(width: 10, height: 100).accessibilityIdentifier("vertical")
                Circle().frame(width: 50, height: 50).accessibilityIdentifier("circle")
            }
    },
    // "The vertical bar and the circle move as a unit to align the stack with the leading edge of
    // the horizontal bar, while the vertical bar remains centered on the circle": the 50-wide
    // stack starts at x = 100 and the bar sits at its centre, 100 + 20.
    LayoutCase("background alignment leading moves the implicit stack", source: "Apple, background(alignment:content:), third example",
               expected: ["vertical": rect(120, 350, 10, 100), "circle": rect(100, 375, 50, 50)]) {
        Color.blue
            .frame(width: 200, height: 10)
            .background(alignment: .leading) {
                Color.green.frame(width: 10, height: 100).accessibilityIdentifier("vertical")
                Circle().frame(width: 50, height: 50).accessibilityIdentifier("circle")
            }
    },
    LayoutCase("explicit ZStack(alignment: .leading) inside a background", source: "Apple, background(alignment:content:), fourth example",
               expected: ["vertical": rect(100, 350, 10, 100), "circle": rect(100, 375, 50, 50)]) {
        Color.blue
            .frame(width: 200, height: 10)
            .background(alignment: .leading) {
                ZStack(alignment: .leading) {
                    Color.green.frame(width: 10, height: 100).accessibilityIdentifier("vertical")
                    Circle().frame(width: 50, height: 50).accessibilityIdentifier("circle")
                }
            }
    },
    // "ABCDEF" in .body: 6 × 8.5 = 51 wide, 22 high at (174.5, 389); stars at its leading edge,
    // centre (200 − 5) and trailing edge (225.5 − 10), all centred vertically (400 − 5).
    LayoutCase("stars behind text", source: "Apple, background(alignment:content:), first example",
               expected: ["text": rect(174.5, 389, 51, 22), "red": rect(174.5, 395, 10, 10),
                          "green": rect(195, 395, 10, 10), "blue": rect(215.5, 395, 10, 10)]) {
        Text("ABCDEF")
            .accessibilityIdentifier("text")
            .background(alignment: .leading) { star(.red).accessibilityIdentifier("red") }
            .background(alignment: .center) { star(.green).accessibilityIdentifier("green") }
            .background(alignment: .trailing) { star(.blue).accessibilityIdentifier("blue") }
    },
    // The big background does not change the size the stack sees: 100 × 50 at (150, 375).
    LayoutCase("background does not size the view", source: "LAYOUT.md rule 10",
               expected: ["a": rect(150, 375, 50, 50), "b": rect(200, 375, 50, 50), "big": rect(75, 300, 200, 200)]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                .background { Color.gray.frame(width: 200, height: 200).accessibilityIdentifier("big") }
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        }
    },
    LayoutCase("overlay is proposed the primary's size", source: "LAYOUT.md rule 10",
               expected: ["overlay": rect(150, 370, 100, 60)]) {
        Color.blue.frame(width: 100, height: 60)
            .overlay { Color.red.accessibilityIdentifier("overlay") }
    },
    // The text is proposed 40×100 and wraps to two 34-wide lines (44 high), centred on the
    // primary at (180, 350): (180 + 3, 350 + 28).
    LayoutCase("text overlay wraps to the primary's width", source: "LAYOUT.md rules 2, 10",
               expected: ["text": rect(183, 378, 34, 44)]) {
        Color.blue.frame(width: 40, height: 100)
            .overlay { Text("aaaa bbbb").accessibilityIdentifier("text") }
    },
    // A shape-style background is the primary's size; padding around it keeps the padded size.
    LayoutCase("background after padding covers the padding", source: "LAYOUT.md rules 5, 10",
               expected: ["padded": rect(165, 365, 70, 70), "fill": rect(165, 365, 70, 70)]) {
        Color.red.frame(width: 50, height: 50)
            .padding(10)
            .accessibilityIdentifier("padded")
            .background { Color.yellow.accessibilityIdentifier("fill") }
    },
]

/// The `Star` of Apple's examples, as a 10×10 view.
private func star(_ color: Color) -> some View {
    color.frame(width: 10, height: 10)
}
