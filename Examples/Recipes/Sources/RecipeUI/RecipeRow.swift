import SwiftUI

public struct RecipeRow: View {
    var recipe: Recipe

    public init(recipe: Recipe) {
        self.recipe = recipe
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: recipe.isFavorite ? "star.fill" : "star")
                .foregroundStyle(.yellow)
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.minutes) min · serves \(recipe.servings)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    RecipeRow(recipe: Recipe.samples[0])
}

#Preview("Row that fits", traits: .sizeThatFitsLayout) {
    RecipeRow(recipe: Recipe.samples[1])
        .frame(width: 320)
}

#Preview {
    VStack(spacing: 0) {
        ForEach(Recipe.samples) { recipe in
            RecipeRow(recipe: recipe)
        }
    }
}
