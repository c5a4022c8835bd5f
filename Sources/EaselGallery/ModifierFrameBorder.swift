import Easel

// Apple, "Configuring views" (https://developer.apple.com/documentation/swiftui/configuring-views).
// The examples are expressions, so each is wrapped, unchanged, in an `Example` view's body.

/// Gallery entry `modifier-frame-border`: section "Chain modifiers to achieve complex
/// effects". The border comes after the 100-point frame, so it outlines the whole frame.
enum ModifierFrameBorder {
    struct Example: View {
        var body: some View {
            Text("Title")
                .frame(width: 100)
                .border(Color.gray)
        }
    }
}
