import Easel

/// Gallery entry `stack-first-baseline`: Apple, "Aligning views within a stack", section
/// "Customize stack alignment". `.firstTextBaseline` puts "Connecting" and "Bryan" on one
/// baseline; the image has no text baseline, so its bottom sits on that line.
enum StackFirstBaseline {
    struct Example: View {
        var body: some View {
            HStack(alignment: .firstTextBaseline) {
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
