import Easel

/// Gallery entry `bold-text`: Apple, "Configuring views", section "Use view-specific
/// modifiers": the one of its three `bold()` examples that compiles, bold applied to the Text
/// before the padding. (The other two fail to compile on purpose, in SwiftUI and in Easel.)
enum BoldText {
    struct Example: View {
        var body: some View {
            Text("Hello, world!")
                .bold() // Succeeds.
                .padding()
        }
    }
}
