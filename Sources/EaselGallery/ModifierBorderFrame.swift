import Easel

/// Gallery entry `modifier-border-frame`: Apple, "Configuring views", the same modifiers in the
/// other order. The border hugs the text; the 100-point frame around it changes the layout but
/// not the border.
enum ModifierBorderFrame {
    struct Example: View {
        var body: some View {
            Text("Title")
                .border(Color.gray) // Apply the border first this time.
                .frame(width: 100)
        }
    }
}
