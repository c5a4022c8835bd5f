import Easel

// Apple, "background(alignment:content:)", Discussion
// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
// The example code and the `Star` view are the page's, unchanged; the page's examples are
// expressions, so each is wrapped in an `Example` view's body.

/// Gallery entry `background-stars`: a red, a green and a blue star behind the text "ABCDEF",
/// at its leading edge, centre and trailing edge.
enum BackgroundStars {
    struct Example: View {
        var body: some View {
            Text("ABCDEF")
                .background(alignment: .leading) { Star(color: .red) }
                .background(alignment: .center) { Star(color: .green) }
                .background(alignment: .trailing) { Star(color: .blue) }
        }
    }

    /// This page's `Star`: like `OverlayStars.Star` but the colour has no default.
    struct Star: View {
        var color: Color

        var body: some View {
            Image(systemName: "star.fill")
                .foregroundStyle(color)
        }
    }
}
