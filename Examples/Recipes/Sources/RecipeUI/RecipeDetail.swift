import SwiftUI

public struct RecipeDetail: View {
    @Binding var recipe: Recipe

    public init(recipe: Binding<Recipe>) {
        _recipe = recipe
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(recipe.name)
                .font(.largeTitle.bold())
            Text("Ready in \(recipe.minutes) minutes")
                .font(.title3)
            Button(recipe.isFavorite ? "Remove from favourites" : "Add to favourites") {
                recipe.isFavorite.toggle()
            }
            .buttonStyle(.borderedProminent)
            Text(platformNote)
                .font(.footnote)
                .accessibilityIdentifier("platform-note")
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        #if os(iOS)
        .background(Color.mint.opacity(0.25))
        #else
        .background(Color.gray.opacity(0.25))
        #endif
    }

    private var platformNote: String {
        #if os(iOS)
        return "Cooking on iPhone"
        #elseif os(macOS)
        return "Cooking on the Mac"
        #else
        return "Cooking elsewhere"
        #endif
    }
}

#Preview("Detail") {
    @Previewable @State var recipe = Recipe.samples[0]
    RecipeDetail(recipe: $recipe)
}

#Preview("Detail, dark", traits: .landscapeLeft) {
    RecipeDetail(recipe: .constant(Recipe.samples[1]))
        .preferredColorScheme(.dark)
}
