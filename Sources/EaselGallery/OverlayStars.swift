import Easel

// Apple, "overlay(alignment:content:)", Discussion
// (https://developer.apple.com/documentation/SwiftUI/View/overlay(alignment:content:)).
// The example code and the `Star` view are the page's, unchanged; the page's examples are
// expressions, so each is wrapped in an `Example` view's body.

/// Gallery entry `overlay-stars`: four `.overlay(alignment:)` modifiers put a red, yellow,
/// green and blue star at the top-leading, top-trailing, bottom-leading and bottom-trailing
/// corners of a black 200 × 100 rounded rectangle.
enum OverlayStars {
    struct Example: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 200, height: 100)
                .overlay(alignment: .topLeading) { Star(color: .red) }
                .overlay(alignment: .topTrailing) { Star(color: .yellow) }
                .overlay(alignment: .bottomLeading) { Star(color: .green) }
                .overlay(alignment: .bottomTrailing) { Star(color: .blue) }
        }
    }

    /// The page's `Star`: a filled star symbol in a colour that defaults to yellow. The
    /// `background(alignment:content:)` page defines its own `Star` without the default
    /// (`BackgroundStars.Star`).
    struct Star: View {
        var color = Color.yellow

        var body: some View {
            Image(systemName: "star.fill")
                .foregroundStyle(color)
        }
    }
}
