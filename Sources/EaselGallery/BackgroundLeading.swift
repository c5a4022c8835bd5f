import Easel

/// Gallery entry `background-leading`: Apple, "background(alignment:content:)", with
/// `.leading` alignment. The circle and the vertical bar move as a unit so the 50-point stack's
/// leading edge meets the horizontal bar's; the vertical bar stays centred on the circle. The
/// body is the page's, unchanged.
enum BackgroundLeading {
    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 10)
                .background(alignment: .leading) {
                    Color.green
                        .frame(width: 10, height: 100)
                    Circle()
                        .frame(width: 50, height: 50)
                }
        }
    }
}
