import Easel

/// Gallery entry `overlay-bottom`: Apple, "overlay(alignment:content:)", with `.bottom`
/// alignment. The circle and star move down as a unit until the circle's bottom meets the
/// square's; the star stays centred on the circle. The body is the page's, unchanged.
enum OverlayBottom {
    typealias Star = OverlayStars.Star

    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 200)
                .overlay(alignment: .bottom) {
                    Circle()
                        .frame(width: 100, height: 100)
                    Star()
                }
        }
    }
}
