import Easel

/// Gallery entry `background-zstack-leading`: Apple, "background(alignment:content:)", with an
/// explicit `ZStack(alignment: .leading)`. The vertical bar's leading edge meets the circle's,
/// and both meet the horizontal bar's leading edge. The body is the page's, unchanged.
enum BackgroundZStackLeading {
    struct Example: View {
        var body: some View {
            Color.blue
                .frame(width: 200, height: 10)
                .background(alignment: .leading) {
                    ZStack(alignment: .leading) {
                        Color.green
                            .frame(width: 10, height: 100)
                        Circle()
                            .frame(width: 50, height: 50)
                    }
                }
        }
    }
}
