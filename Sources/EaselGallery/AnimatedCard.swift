import Easel

/// Easel's own example of an animated change, in the idiom of Apple's "Animating views and
/// transitions": a button expands a card with `withAnimation`; its badge slides across and the
/// details fade in.
enum AnimatedCard {
    struct Example: View {
        @State private var isExpanded = false

        var body: some View {
            VStack(spacing: 20) {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Hiking").font(.title2.bold())
                        Spacer()
                        Circle().fill(Color.orange).frame(width: 24, height: 24)
                            .offset(x: isExpanded ? 0 : -60)
                    }
                    Text("Mount Tamalpais, 12 km").foregroundStyle(.secondary)
                    if isExpanded {
                        Text("Leave at 8:00 from the east peak parking. Bring water and layers.")
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, minHeight: isExpanded ? 220 : 100, alignment: .topLeading)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color.blue.opacity(0.15)))
                .accessibilityIdentifier("card")

                Button(isExpanded ? "Show Less" : "Show More") {
                    withAnimation(.easeInOut(duration: 1)) { isExpanded.toggle() }
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("toggle")
            }
            .padding()
        }
    }
}
