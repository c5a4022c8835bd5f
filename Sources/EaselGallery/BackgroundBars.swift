import Easel

/// Gallery entry `background-bars`: Apple, "background(alignment:content:)", a green vertical
/// bar (10 × 100) and a black circle (50 × 50) behind a blue horizontal bar (200 × 10), all
/// centred on one another. The body is the page's, unchanged.
enum BackgroundBars {
    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 10) // Creates a horizontal bar.
                .background {
                    Color.green
                        .frame(width: 10, height: 100) // Creates a vertical bar.
                    Circle()
                        .frame(width: 50, height: 50)
                }
        }
    }
}
