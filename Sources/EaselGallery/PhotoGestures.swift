import Easel

/// Easel's own example of two-finger gestures, in the idiom of Apple's "MagnifyGesture" and
/// "RotateGesture" pages: a photo card that zooms and turns at once, live through
/// `@GestureState`, kept in `@State` when the fingers lift. In the window, Ctrl+wheel pinches
/// and Ctrl+Shift+wheel turns.
enum PhotoGestures {
    struct Example: View {
        @State private var scale = 1.0
        @State private var angle = Angle.zero
        @GestureState private var pinch = 1.0
        @GestureState private var twist = Angle.zero

        var zoomAndTurn: some Gesture {
            MagnifyGesture()
                .updating($pinch) { value, state, _ in state = value.magnification }
                .onEnded { value in scale *= value.magnification }
                .simultaneously(with: RotateGesture()
                    .updating($twist) { value, state, _ in state = value.rotation }
                    .onEnded { value in angle += value.rotation })
        }

        var body: some View {
            VStack(spacing: 32) {
                Text("Pinch to zoom, turn to rotate")
                    .font(.headline)
                RoundedRectangle(cornerRadius: 24)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .overlay {
                        Image(systemName: "mountain.2.fill")
                            .font(.system(size: 64))
                            .foregroundStyle(.white)
                    }
                    .frame(width: 220, height: 160)
                    .scaleEffect(scale * pinch)
                    .rotationEffect(angle + twist)
                    .gesture(zoomAndTurn)
                    .accessibilityIdentifier("photo")
                Text("\(Int((scale * pinch * 100).rounded())) %  ·  \(Int((angle + twist).degrees.rounded()))°")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("zoom")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
