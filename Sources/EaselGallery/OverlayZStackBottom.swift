import Easel

/// Gallery entry `overlay-zstack-bottom`: Apple, "overlay(alignment:content:)", with an
/// explicit `ZStack(alignment: .bottom)`. The star's bottom edge meets the circle's bottom
/// edge, and the circle's meets the square's. The body is the page's, unchanged.
enum OverlayZStackBottom {
    typealias Star = OverlayStars.Star

    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 200)
                .overlay(alignment: .bottom) {
                    ZStack(alignment: .bottom) {
                        Circle()
                            .frame(width: 100, height: 100)
                        Star()
                    }
                }
        }
    }
}
