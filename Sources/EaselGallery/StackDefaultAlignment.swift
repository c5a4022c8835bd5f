import Easel

// Apple, "Aligning views within a stack"
// (https://developer.apple.com/documentation/SwiftUI/Aligning-Views-Within-a-Stack).
// The examples are expressions, so each is wrapped, unchanged, in an `Example` view's body.
// `Image("microphone")` is the project's own 24-point icon, assets/images/microphone@3x.png,
// drawn by scripts/make-microphone.py (Apple does not ship the article's image).

/// Gallery entry `stack-default-alignment`: section "Use defaults for basic alignment". The
/// HStack centres its children vertically, so the caption, the title and the image share a
/// centre line and their baselines differ.
enum StackDefaultAlignment {
    struct Example: View {
        var body: some View {
            HStack {
                Image("microphone")
                Text("Connecting")
                    .font(.caption)
                Text("Bryan")
                    .font(.title)
            }
            .padding()
            .border(Color.blue, width: 1)
        }
    }
}
