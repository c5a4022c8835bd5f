import SwiftUI

// A file in the style of Apple's tutorials: a view, then its previews.
struct RecipeCard: View {
    var title: String
    var minutes: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text("\(minutes) min").font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .background(.orange.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview {
    RecipeCard(title: "Pancakes", minutes: 20)
}

#Preview("Long title") {
    RecipeCard(title: "Slow-roasted tomato and garlic soup", minutes: 95)
}

#Preview(traits: .sizeThatFitsLayout) {
    RecipeCard(title: "Toast", minutes: 5)
}

#Preview {
    let minutes = 12
    return RecipeCard(title: "Omelette", minutes: minutes)
        .preferredColorScheme(.dark)
}

#Preview("Landscape card", traits: .landscapeLeft, .fixedLayout(width: 300, height: 120)) {
    RecipeCard(title: "Salad", minutes: 10)
}
