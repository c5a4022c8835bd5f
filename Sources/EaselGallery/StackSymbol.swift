import Easel

/// Gallery entry `stack-symbol`: Apple, "Aligning views within a stack", section "Use SF
/// Symbols to simplify views when aligning with text". The `mic.circle` symbol (a Material
/// Icons stand-in in Easel) is text-like: at `.title` it sits on the shared baseline.
enum StackSymbol {
    struct Example: View {
        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "mic.circle")
                    .font(.title)
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
