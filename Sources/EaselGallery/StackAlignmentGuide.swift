import Easel

/// Gallery entry `stack-alignment-guide`: Apple, "Aligning views within a stack", section
/// "Adjust the alignment of individual views within a stack". The image's baseline guide is
/// moved up to 12% of its height above its bottom, so the image hangs 12% below the baseline.
enum StackAlignmentGuide {
    struct Example: View {
        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Image("microphone")
                    .alignmentGuide(.firstTextBaseline) { context in
                        context[.bottom] - 0.12 * context.height
                    }
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
