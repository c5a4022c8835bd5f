import Easel

/// Gallery entry `font-override`: Apple, "Configuring views", section "Configure child views".
/// `.font(.body)` on the VStack reaches both body lines; the title overrides it with `.title`.
enum FontOverride {
    struct Example: View {
        var body: some View {
            VStack {
                Text("Title")
                    .font(.title) // Override the font of this view.
                Text("First body line.")
                Text("Second body line.")
            }
            .font(.body) // Set a default font for text in the stack.
        }
    }
}
