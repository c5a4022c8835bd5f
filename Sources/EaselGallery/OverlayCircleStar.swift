import Easel

/// Gallery entry `overlay-circle-star`: Apple, "overlay(alignment:content:)", the `Circle` and
/// `Star` on a 200 × 200 blue square. Overlay and its implicit ZStack both centre, so a yellow
/// star sits in the middle of a black 100-point circle in the middle of the square. The body
/// is the page's, unchanged.
enum OverlayCircleStar {
    typealias Star = OverlayStars.Star

    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 200)
                .overlay {
                    Circle()
                        .frame(width: 100, height: 100)
                    Star()
                }
        }
    }
}
